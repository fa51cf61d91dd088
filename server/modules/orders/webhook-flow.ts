import { handleRazorpayWebhook, type RazorpayEvent, type WebhookAnswer } from "../payments/service";
import { confirmPayment, recordPaymentFailure } from "./payment-flow";
import { applyProcessedRefund } from "./refund-settlement";

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
    case "refund.processed": {
      const refund = event.payload.refund?.entity;
      if (refund) await applyProcessedRefund(refund);
      return;
    }
    default:
      return;
  }
}

export function receiveRazorpayWebhook(
  rawBody: string,
  headers: { signature: string | null; eventId: string | null },
): Promise<WebhookAnswer> {
  return handleRazorpayWebhook(rawBody, headers, applyEvent);
}
