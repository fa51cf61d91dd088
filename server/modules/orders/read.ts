import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import type { OrderDocument } from "../invoices/service";
import { carrierName } from "./carriers";
import { orderItems, orders } from "./schema";
import { orderLineOrder } from "./line-order";

export type OrderRecord = typeof orders.$inferSelect;

export interface OrderView extends OrderDocument {
  userId: string | null;
  razorpayOrderId: string | null;
  holdExpiresAt: Date | null;
  paidAt: Date | null;
  trackingNumber: string | null;
  carrier: string | null;
  /** The carrier's name for people (documents, e-mails). */
  carrierName: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

function toView(order: OrderRecord, items: (typeof orderItems.$inferSelect)[]): OrderView {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    createdAt: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentId: order.paymentId,
    razorpayOrderId: order.razorpayOrderId,
    taxMode: order.taxMode,
    subtotal: order.subtotal,
    taxAmount: order.taxAmount,
    cgstAmount: order.cgstAmount,
    sgstAmount: order.sgstAmount,
    igstAmount: order.igstAmount,
    shippingCost: order.shippingCost,
    shippingGstRateBp: order.shippingGstRateBp,
    shippingTaxableValue: order.shippingTaxableValue,
    shippingTaxAmount: order.shippingTaxAmount,
    discountAmount: order.discountAmount,
    totalAmount: order.totalAmount,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    customerNotes: order.customerNotes,
    cancelReason: order.cancelReason,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    holdExpiresAt: order.holdExpiresAt,
    paidAt: order.paidAt,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    carrierName: carrierName(order.carrier),
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
    items: items.map((i) => ({
      productName: i.productName,
      productSku: i.productSku,
      size: i.size,
      color: i.color,
      hsnCode: i.hsnCode,
      gstRateBp: i.gstRateBp,
      uqc: i.uqc,
      quantity: i.quantity,
      priceAtPurchase: i.priceAtPurchase,
      lineTotal: i.lineTotal,
      taxableValue: i.taxableValue,
      taxAmount: i.taxAmount,
    })),
  };
}

async function withItems(db: Database, order: OrderRecord | undefined): Promise<OrderView | null> {
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(...orderLineOrder);
  return toView(order, items);
}

export async function getOrderById(orderId: string, db: Database = getDb()): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return withItems(db, order);
}

export async function getOrderByNumber(
  orderNumber: string,
  db: Database = getDb(),
): Promise<OrderView | null> {
  if (!/^[A-Z0-9]{6,40}$/.test(orderNumber)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return withItems(db, order);
}

export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

/** Who is asking for an order, from the signed-in user (or nobody). */
export function viewerOf(user: { id: string; role: string } | null): Viewer | null {
  return user ? { userId: user.id, isAdmin: user.role === "admin" } : null;
}

/** The order if the viewer owns it or is an admin; anyone else learns nothing (null). */
export async function getOrderForViewer(
  orderNumber: string,
  viewer: Viewer | null,
): Promise<OrderView | null> {
  if (!viewer) return null;
  const order = await getOrderByNumber(orderNumber);
  if (!order) return null;
  return viewer.isAdmin || order.userId === viewer.userId ? order : null;
}

/** The order row locked for the rest of the caller's transaction, so two flows never change it at once. */
export async function lockOrder(tx: Database, where: { id: string } | { razorpayOrderId: string }) {
  const condition =
    "id" in where ? eq(orders.id, where.id) : eq(orders.razorpayOrderId, where.razorpayOrderId);
  const [order] = await tx.select().from(orders).where(condition).for("update");
  return order ?? null;
}

/** An order's lines as stock sees them. */
export async function getStockLines(tx: Database, orderId: string) {
  const rows = await tx
    .select({
      variantId: orderItems.variantId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return rows.flatMap((r) =>
    r.variantId && r.productId ? [{ ...r, variantId: r.variantId, productId: r.productId }] : [],
  );
}
