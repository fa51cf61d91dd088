import { desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { orders } from "./schema";

/** How many orders each account has placed (accounts without orders are absent from the map). */
export async function countOrdersByUser(userIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await getDb()
    .select({ userId: orders.userId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.userId, unique))
    .groupBy(orders.userId);
  return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.n] as const] : [])));
}

export interface CustomerOrder {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  totalPaise: number;
  createdAt: Date;
}

/** An account's newest orders for the back office (orders_user_created_idx), with how many it has in all. */
export async function listCustomerOrders(
  userId: string,
  limit = 10,
): Promise<{ orders: CustomerOrder[]; total: number }> {
  const rows = await getDb()
    .select({
      total: sql<number>`(count(*) over ())::int`,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(Math.max(1, Math.min(100, Math.trunc(limit))));
  return { orders: rows.map(({ total: _total, ...order }) => order), total: rows[0]?.total ?? 0 };
}
