import { eq, inArray } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { enqueueJob } from "../jobs/service";
import { forgetOrderCounts } from "./admin-orders-list";
import { cancelLockedOrder } from "./cancel";
import { carrierName, isCarrier } from "./carriers";
import { recordHistory } from "./history";
import { ORDER_JOBS } from "./jobs";
import { lockOrder, type OrderRecord } from "./read";
import { orders } from "./schema";
import { adminTransition } from "./status-machine";

export interface Actor {
  id: string;
  email: string;
}

export interface StatusChange {
  to: string;
  carrier?: string;
  trackingNumber?: string;
  /** Why an order is cancelled (shown to the customer). */
  reason?: string;
}

const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /-]{2,59}$/;

/** Locks the order with this number inside the transaction, or answers 'Order not found'. */
export async function lockOrderByNumber(tx: Database, orderNumber: string): Promise<OrderRecord> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  const order = row ? await lockOrder(tx, { id: row.id }) : null;
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  return order;
}

function shippingFields(change: StatusChange) {
  const carrier = change.carrier?.trim() ?? "";
  const trackingNumber = change.trackingNumber?.trim() ?? "";
  const fieldErrors: Record<string, string> = {};
  if (!isCarrier(carrier)) fieldErrors.carrier = "Choose the carrier";
  if (!trackingNumber) fieldErrors.trackingNumber = "Enter the tracking number";
  else if (!TRACKING_NUMBER.test(trackingNumber))
    fieldErrors.trackingNumber = "A tracking number has 3 to 60 letters, digits, spaces, hyphens or slashes";
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError("INVALID", "Shipping needs a carrier and a tracking number", fieldErrors);
  return { carrier, trackingNumber };
}

/** One order's status change inside the caller's transaction, by the state machine's rules. */
async function changeLockedOrder(tx: Database, actor: Actor, order: OrderRecord, change: StatusChange) {
  const transition = adminTransition(order.status, change.to);
  if (!transition.ok) throw new AppError("CONFLICT", transition.message);
  const { effects } = transition;
  if (change.to === "cancelled") {
    const reason = change.reason?.trim().slice(0, 300) || "Cancelled by the shop";
    await cancelLockedOrder(tx, order, reason, actor.id);
  } else {
    const now = new Date();
    const shipping = effects.needsTracking ? shippingFields(change) : null;
    await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: now,
        ...(shipping ? { ...shipping, shippedAt: now } : {}),
        ...(change.to === "delivered" ? { deliveredAt: now } : {}),
      })
      .where(eq(orders.id, order.id));
    const note = shipping
      ? `Shipped with ${carrierName(shipping.carrier)}, tracking number ${shipping.trackingNumber}`
      : `Marked ${change.to} by the shop`;
    await recordHistory(
      tx,
      order.id,
      [{ field: "status", from: order.status, to: change.to }],
      note,
      actor.id,
    );
    if (effects.email)
      await enqueueJob(
        ORDER_JOBS.statusMail,
        { orderId: order.id, from: order.status, to: change.to },
        { db: tx, uniqueKey: `status-mail:${order.id}:${change.to}` },
      );
  }
  await recordActivity(tx, {
    actor,
    action: change.to === "cancelled" ? "order.cancel" : "order.status_change",
    entityType: "order",
    entityId: order.id,
    entityLabel: order.orderNumber,
    before: { status: order.status, carrier: order.carrier, trackingNumber: order.trackingNumber },
    after: {
      status: change.to,
      ...(effects.needsTracking ? { carrier: change.carrier, trackingNumber: change.trackingNumber } : {}),
    },
  });
}

/** An admin moves one order on: ship (carrier and tracking number), deliver, process or cancel. */
export async function changeOrderStatus(
  actor: Actor,
  orderNumber: string,
  change: StatusChange,
): Promise<void> {
  await adminTransaction(
    async (tx) => changeLockedOrder(tx, actor, await lockOrderByNumber(tx, orderNumber), change),
    { storefront: false },
  );
  forgetOrderCounts();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The orders list's bulk action: each selected order that may move to processing does; the others
 * are named with the reason, and nothing about them changes.
 */
export async function markOrdersProcessing(
  actor: Actor,
  ids: string[],
): Promise<{ changed: number; skipped: string[] }> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0) throw new AppError("INVALID", "Select at least one order.");
  if (wanted.length > 100) throw new AppError("INVALID", "Select at most 100 orders at a time.");
  const found = await getDb()
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, wanted))
    .orderBy(orders.createdAt);
  let changed = 0;
  const skipped: string[] = [];
  for (const { orderNumber } of found) {
    try {
      await changeOrderStatus(actor, orderNumber, { to: "processing" });
      changed++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push(`${orderNumber}: ${error.message}`);
    }
  }
  return { changed, skipped };
}
