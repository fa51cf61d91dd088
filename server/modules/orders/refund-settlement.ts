import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { recordProcessedRefund, refundedProcessed } from "../payments/service";
import { recordHistory } from "./history";
import { issueCreditNotesFor } from "./credit-notes";
import { lockOrder, type OrderRecord } from "./read";
import { orders } from "./schema";

/** Statuses a full refund ends as 'refunded'; a cancelled order stays cancelled. */
const ENDS_AS_REFUNDED = new Set(["confirmed", "processing", "shipped", "delivered"]);

/**
 * Brings an order's payment status in line with the refunds actually processed: partially
 * refunded, then refunded once the whole total is back (and the order itself refunded, unless it
 * was cancelled). Payment status only moves forward, so replays change nothing. Each processed
 * refund gets its credit note.
 */
export async function settleRefunds(
  tx: Database,
  orderId: string,
  note: string,
  actorId: string | null = null,
) {
  const order = await lockOrder(tx, { id: orderId });
  if (!order) return;
  await settlePaymentStatus(tx, order, note, actorId);
  await issueCreditNotesFor(tx, order);
}

async function settlePaymentStatus(tx: Database, order: OrderRecord, note: string, actorId: string | null) {
  const orderId = order.id;
  if (order.paymentStatus !== "paid" && order.paymentStatus !== "partially_refunded") return;
  const processed = await refundedProcessed(
    tx,
    orderId,
    order.paymentMethod === "razorpay" ? order.paymentId : null,
  );
  if (processed <= 0) return;
  const paymentStatus = processed >= order.totalAmount ? "refunded" : "partially_refunded";
  const status =
    paymentStatus === "refunded" && ENDS_AS_REFUNDED.has(order.status) ? "refunded" : order.status;
  if (paymentStatus === order.paymentStatus && status === order.status) return;
  await tx.update(orders).set({ paymentStatus, status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await recordHistory(
    tx,
    orderId,
    [
      { field: "payment_status", from: order.paymentStatus, to: paymentStatus },
      { field: "status", from: order.status, to: status },
    ],
    note,
    actorId,
  );
}

/** A refund.processed webhook: the refund is recorded once and the order's payment status follows. */
export async function applyProcessedRefund(refund: {
  id: string;
  payment_id: string;
  amount: number;
  receipt?: string | null;
}): Promise<void> {
  await getDb().transaction(async (tx) => {
    const orderId = await recordProcessedRefund(
      tx,
      { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, receipt: refund.receipt ?? null },
      async (paymentId) => {
        const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
        return row?.id ?? null;
      },
    );
    if (orderId) await settleRefunds(tx, orderId, "Refund processed by Razorpay");
  });
}

/** After our own refund job ran. */
export async function settleRefundsOf(orderId: string, note: string): Promise<void> {
  await getDb().transaction((tx) => settleRefunds(tx, orderId, note));
}
