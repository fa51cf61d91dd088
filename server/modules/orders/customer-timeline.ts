/**
 * What the customer may see of an order's progress: when it was placed, each status it reached and,
 * once it is on its way, the carrier and the tracking link. Staff notes and who made a change are
 * never read here, so they cannot reach the customer's page.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { carrierName, trackingUrlFor } from "./carriers";
import { orderStatusHistory, orders } from "./schema";

export interface CustomerTimelineStep {
  /** 'placed' for the order's creation, else the order status reached. */
  status: string;
  at: Date;
  /** Only the cancel reason, which the customer is already shown. */
  note?: string;
}

export interface CustomerParcel {
  carrierName: string | null;
  trackingNumber: string | null;
  /** The carrier's public tracking page for this parcel; null without a known carrier and number. */
  trackingUrl: string | null;
  shippedAt: Date | null;
}

/** Statuses reached later in an order's life that the customer is told about ('pending' is just placed). */
const SHOWN = new Set(["confirmed", "processing", "shipped", "delivered", "cancelled", "refunded"]);

/** Oldest first: 'placed' at the order's creation, then every status change the order went through. */
export async function getCustomerOrderTimeline(orderId: string): Promise<CustomerTimelineStep[]> {
  // One round trip: the order's row joined to its status rows (none yet for a new order).
  const rows = await getDb()
    .select({
      placedAt: orders.createdAt,
      cancelReason: orders.cancelReason,
      status: orderStatusHistory.toValue,
      at: orderStatusHistory.createdAt,
    })
    .from(orders)
    .leftJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.field, "status")),
    )
    .where(eq(orders.id, orderId))
    .orderBy(sql`${orderStatusHistory.createdAt} asc nulls first`, asc(orderStatusHistory.id));
  if (rows.length === 0) return [];
  const steps: CustomerTimelineStep[] = [{ status: "placed", at: rows[0].placedAt }];
  for (const row of rows) {
    if (!row.status || !row.at || !SHOWN.has(row.status)) continue;
    const reason = row.status === "cancelled" ? row.cancelReason?.trim() : undefined;
    steps.push({ status: row.status, at: row.at, ...(reason ? { note: reason } : {}) });
  }
  return steps;
}

/** The parcel of a shipped or delivered order; null before it ships or once it is cancelled. */
export async function getCustomerParcel(orderId: string): Promise<CustomerParcel | null> {
  const [order] = await getDb()
    .select({
      status: orders.status,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || (order.status !== "shipped" && order.status !== "delivered")) return null;
  const trackingNumber = order.trackingNumber?.trim() || null;
  const name = carrierName(order.carrier);
  if (!name && !trackingNumber) return null;
  return {
    carrierName: name,
    trackingNumber,
    trackingUrl: trackingUrlFor(order.carrier, trackingNumber),
    shippedAt: order.shippedAt,
  };
}
