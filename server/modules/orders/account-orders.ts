import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { isUuid } from "../../../lib/ids";
import { orderItems, orders } from "./schema";

export interface OrderSummary {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  totalAmount: number;
  createdAt: Date;
  items: { productName: string; quantity: number; size: string | null; color: string | null }[];
}

/** The user's orders, newest first, with their items. */
export async function listOrdersForUser(userId: string): Promise<OrderSummary[]> {
  const db = getDb();
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) }));
}

/** Variants and quantities of one of the user's delivered orders, to put back in the cart. */
export async function getReorderLines(
  userId: string,
  orderId: string,
): Promise<{ variantId: string; quantity: number }[]> {
  if (!isUuid(orderId)) throw new AppError("NOT_FOUND", "Order not found");
  const db = getDb();
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  if (order.status !== "delivered")
    throw new AppError("CONFLICT", "Only delivered orders can be ordered again");
  const items = await db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return items.flatMap((i) => (i.variantId ? [{ variantId: i.variantId, quantity: i.quantity }] : []));
}
