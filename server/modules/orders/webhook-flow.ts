import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { handleRazorpayWebhook, type RazorpayEvent, type WebhookAnswer } from "../payments/service";
import { recordHistory } from "./history";
import { confirmPayment, recordPaymentFailure } from "./payment-flow";
import { lockOrder } from "./read";
import { orders } from "./schema";

/** What each Razorpay event means for our orders; unknown events are acknowledged and ignored. */
async function applyEvent(event: RazorpayEvent): Promise<void> {
  const payment = event.payload.payment?.entity;
  switch (event.event) {
    case "payment.captured":
    case "order.paid": {
      if (!payment?.order_id) return;
      await confirmPayment({
        razorpayOrderId: payment.order_id,
        paymentId: payment.id,
        amount: payment.amount,
        method: payment.method ?? null,
        source: "webhook",
        raw: payment,
      }).catch((error: unknown) => {
        // A payment for an order this shop never created is not ours to retry forever.
        if ((error as { code?: string }).code !== "NOT_FOUND") throw error;
      });
      return;
    }
    case "payment.failed":
      if (!payment?.order_id) return;
      await recordPaymentFailure(payment.order_id, {
        paymentId: payment.id,
        amount: payment.amount,
        reason: payment.error_description || "Payment failed",
        raw: payment,
      });
      return;
    case "refund.processed":
    case "refund.created": {
      const refund = event.payload.refund?.entity;
      if (refund) await markRefunded(refund.payment_id, refund.amount, event.event);
      return;
    }
    default:
      return;
  }
}

/** Payment status only moves forward: paid, then partially refunded, then refunded. */
export async function markRefunded(paymentId: string, amount: number, note: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
    const order = row ? await lockOrder(tx, { id: row.id }) : null;
    if (!order || order.paymentStatus === "refunded") return;
    if (order.paymentStatus !== "paid" && order.paymentStatus !== "partially_refunded") return;
    const to = amount >= order.totalAmount ? "refunded" : "partially_refunded";
    await tx.update(orders).set({ paymentStatus: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await recordHistory(tx, order.id, [{ field: "payment_status", from: order.paymentStatus, to }], note);
  });
}

export function receiveRazorpayWebhook(
  rawBody: string,
  headers: { signature: string | null; eventId: string | null },
): Promise<WebhookAnswer> {
  return handleRazorpayWebhook(rawBody, headers, applyEvent);
}
