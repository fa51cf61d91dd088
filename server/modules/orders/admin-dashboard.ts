import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { listUserContacts } from "../customers/service";
import { ORDER_STATUSES, orders } from "./schema";

export interface RecentOrder {
  id: string;
  orderNumber: string;
  /** The account's name and e-mail; the shipping address's when the account was deleted. */
  customerName: string;
  customerEmail: string;
  totalPaise: number;
  status: string;
  paymentStatus: string;
  createdAt: Date;
}

interface RecentRow {
  id: string;
  order_number: string;
  user_id: string | null;
  ship_name: string | null;
  ship_email: string | null;
  total_amount: number;
  status: string;
  payment_status: string;
  created_at: Date | string;
}

/**
 * The newest orders, newest first. There is no index on created_at alone, so the newest few of
 * each status are read from orders_status_idx (status, created_at) and merged: a handful of short
 * index scans instead of sorting the whole table.
 */
export async function recentOrders(limit = 10): Promise<RecentOrder[]> {
  const n = Math.max(0, Math.min(100, Math.trunc(limit)));
  if (n === 0) return [];
  const rows = await queryRows<RecentRow>(
    getDb(),
    sql`select o.* from unnest(${sql.param([...ORDER_STATUSES])}::text[]) as s(status)
      cross join lateral (
        select id, order_number, user_id, shipping_address->>'fullName' as ship_name,
          shipping_address->>'email' as ship_email, total_amount, status, payment_status, created_at
        from orders where orders.status = s.status
        order by created_at desc limit ${n}
      ) o
      order by o.created_at desc, o.order_number limit ${n}`,
  );
  const contacts = await listUserContacts(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])));
  return rows.map((r) => {
    const account = r.user_id ? contacts.get(r.user_id) : undefined;
    return {
      id: r.id,
      orderNumber: r.order_number,
      customerName: account?.name ?? r.ship_name ?? "",
      customerEmail: account?.email ?? r.ship_email ?? "",
      totalPaise: Number(r.total_amount),
      status: r.status,
      paymentStatus: r.payment_status,
      createdAt: new Date(r.created_at),
    };
  });
}

export interface UnshippedOrder {
  orderNumber: string;
  status: string;
  totalPaise: number;
  paidAt: Date;
}

export interface UnshippedPaidOrders {
  count: number;
  /** Up to 5, longest waiting first. */
  oldest: UnshippedOrder[];
}

/**
 * Paid orders (a partial refund included) still confirmed or processing `days` after payment.
 * Those two statuses are a small, recent slice of the table, read through orders_status_idx.
 */
export async function paidOrdersNotShippedFor(days = 2, now = new Date()): Promise<UnshippedPaidOrders> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = await getDb()
    .select({
      total: sql<number>`(count(*) over ())::int`,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalPaise: orders.totalAmount,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["confirmed", "processing"]),
        inArray(orders.paymentStatus, ["paid", "partially_refunded"]),
        lte(orders.paidAt, cutoff),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.orderNumber))
    .limit(5);
  return {
    count: rows[0]?.total ?? 0,
    oldest: rows.map(({ total: _total, paidAt, ...order }) => ({ ...order, paidAt: paidAt! })),
  };
}

/**
 * Online orders still unpaid after their stock hold ran out: the same conditions as expireHold
 * (orders/cancel.ts), so each one is an expiry job that has not run or has failed. Pending orders
 * are few; orders_status_idx finds them.
 */
export async function expiredUnpaidOnlineOrders(now = new Date()): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending"),
        eq(orders.paymentMethod, "razorpay"),
        inArray(orders.paymentStatus, ["pending", "failed"]),
        lte(orders.holdExpiresAt, now),
      ),
    );
  return row?.n ?? 0;
}
