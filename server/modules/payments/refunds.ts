import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { enqueueJob } from "../jobs/service";
import { getGatewayConnection } from "./connection";
import { fetchGatewayPayment, GatewayError, refundGatewayPayment } from "./razorpay-client";
import { refunds } from "./schema";

export const REFUND_JOB = "payments.refund";

export interface RefundRequest {
  orderId: string;
  paymentId: string;
  amount: number;
  reason: string;
  /** One key per refund decision, so retries never refund twice. */
  key: string;
}

/** Queues a refund inside the caller's transaction; it runs (with retries) after commit. */
export async function queueRefund(
  db: Database,
  orderId: string,
  paymentId: string,
  amount: number,
  reason: string,
): Promise<void> {
  const key = `refund:${paymentId}`;
  const request: RefundRequest = { orderId, paymentId, amount, reason, key };
  await db
    .insert(refunds)
    .values({ orderId, providerPaymentId: paymentId, idempotencyKey: key, amount, reason })
    .onConflictDoNothing();
  await enqueueJob(REFUND_JOB, request, { db, uniqueKey: key, maxAttempts: 10 });
}

/**
 * Asks Razorpay for the refund unless this key's refund is already processed. If an earlier
 * attempt reached Razorpay but its answer was lost, Razorpay refuses the second refund and the
 * payment shows as refunded: that counts as done.
 */
export async function executeRefund(request: RefundRequest): Promise<{ alreadyDone: boolean }> {
  const db = getDb();
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, request.key));
  if (row?.status === "processed") return { alreadyDone: true };
  const conn = await getGatewayConnection();
  let providerRefundId: string | null = null;
  try {
    const refund = await refundGatewayPayment(conn, request.paymentId, {
      amount: request.amount,
      receipt: request.key.slice(0, 40),
      notes: { reason: request.reason.slice(0, 250), order_id: request.orderId },
    });
    providerRefundId = refund.id;
  } catch (error) {
    if (!(error instanceof GatewayError) || error.status !== 400) throw error;
    const payment = await fetchGatewayPayment(conn, request.paymentId);
    if (payment.status !== "refunded") throw error;
  }
  await db
    .update(refunds)
    .set({ status: "processed", providerRefundId, updatedAt: new Date() })
    .where(eq(refunds.idempotencyKey, request.key));
  return { alreadyDone: false };
}
