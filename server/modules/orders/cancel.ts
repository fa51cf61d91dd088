import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { AppError } from "../../errors";
import { applyStockChange } from "../inventory/service";
import { enqueueJob } from "../jobs/service";
import { queueRefund, refundedSoFar } from "../payments/service";
import { CANCEL_MESSAGES } from "./cancel-messages";
import { recordHistory } from "./history";
import { ORDER_JOBS } from "./jobs";
import { getStockLines, lockOrder, type OrderRecord, type Viewer } from "./read";
import { orders } from "./schema";

export { CANCEL_MESSAGES };

/** Statuses a shopper may cancel from; staff may also cancel orders being processed or shipped. */
const CUSTOMER_CANCELLABLE = new Set(["pending", "confirmed"]);

export function cancelRefusal(order: Pick<OrderRecord, "status">, byStaff: boolean): string | null {
  if (order.status === "cancelled") return CANCEL_MESSAGES.alreadyCancelled;
  if (order.status === "delivered") return CANCEL_MESSAGES.delivered;
  if (order.status === "refunded") return CANCEL_MESSAGES.refunded;
  if (!byStaff && !CUSTOMER_CANCELLABLE.has(order.status)) return CANCEL_MESSAGES.tooLate;
  return null;
}

/**
 * Ends an order inside the caller's transaction: held stock is released, stock already taken
 * (paid or cash-on-delivery orders) is restored, and a paid online payment is refunded.
 */
export async function cancelLockedOrder(
  tx: Database,
  order: OrderRecord,
  reason: string,
  actorId: string | null,
): Promise<void> {
  const lines = await getStockLines(tx, order.id);
  const stockTaken = order.status !== "pending";
  if (stockTaken)
    await applyStockChange(tx, "restore", order.id, lines, `Order cancelled: ${reason}`, actorId);
  else await applyStockChange(tx, "release", order.id, lines, `Order cancelled: ${reason}`, actorId);
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: "cancelled", cancelReason: reason, cancelledAt: now, holdExpiresAt: null, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordHistory(
    tx,
    order.id,
    [{ field: "status", from: order.status, to: "cancelled" }],
    reason,
    actorId,
  );
  const onlinePaymentId = order.paymentMethod === "razorpay" ? order.paymentId : null;
  if (onlinePaymentId && (order.paymentStatus === "paid" || order.paymentStatus === "partially_refunded")) {
    // What earlier partial refunds already gave back is not refunded again.
    const remaining = order.totalAmount - (await refundedSoFar(tx, order.id, onlinePaymentId));
    if (remaining > 0) await queueRefund(tx, order.id, onlinePaymentId, remaining, reason);
  }
  await enqueueJob(
    ORDER_JOBS.statusMail,
    { orderId: order.id, from: order.status, to: "cancelled" },
    { db: tx, uniqueKey: `status-mail:${order.id}:cancelled` },
  );
}

/** The owner (or staff) cancels an order under the rules of spec section 4. */
export async function cancelOrder(orderNumber: string, viewer: Viewer): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    const order = row ? await lockOrder(tx, { id: row.id }) : null;
    if (!order || (order.userId !== viewer.userId && !viewer.isAdmin))
      throw new AppError("NOT_FOUND", "Order not found");
    const refusal = cancelRefusal(order, viewer.isAdmin);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const reason =
      viewer.isAdmin && order.userId !== viewer.userId
        ? "Cancelled by the shop"
        : "Cancelled by the customer";
    await cancelLockedOrder(tx, order, reason, viewer.userId);
  });
}

/**
 * The hold of an unpaid online order has run out: its stock goes back on sale and the order is
 * cancelled. Payment that arrives later is refunded (see confirmPayment).
 */
export async function expireHold(orderId: string, now = new Date()): Promise<"expired" | "kept"> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.status !== "pending" || order.paymentMethod !== "razorpay") return "kept";
    if (order.paymentStatus !== "pending" && order.paymentStatus !== "failed") return "kept";
    if (!order.holdExpiresAt || order.holdExpiresAt > now) return "kept";
    const minutes = Math.round((order.holdExpiresAt.getTime() - order.createdAt.getTime()) / 60_000);
    await cancelLockedOrder(
      tx,
      order,
      `Payment was not received within ${minutes} minutes, so the items were released`,
      null,
    );
    return "expired";
  });
}
