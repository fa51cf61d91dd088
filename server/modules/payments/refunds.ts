import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { enqueueJob } from "../jobs/service";
import { getGatewayConnection } from "./connection";
import { fetchGatewayPayment, GatewayError, refundGatewayPayment } from "./razorpay-client";
import { refundItems, refunds } from "./schema";

export const REFUND_JOB = "payments.refund";

/** The payment id of refunds paid back by hand (cash on delivery orders), outside Razorpay. */
export const MANUAL_REFUND = "cash";

export interface RefundRequest {
  orderId: string;
  paymentId: string;
  amount: number;
  reason: string;
  /** One key per refund decision, so retries never refund twice. */
  key: string;
}

/** What an admin refunds: an amount, and the lines it pays back (none for a refund by amount). */
export interface RefundDecision {
  orderId: string;
  /** The Razorpay payment to refund, or null when the money goes back by hand (cash on delivery). */
  paymentId: string | null;
  amount: number;
  reason: string;
  /** The admin's decision key (one per refund form shown), at most 40 characters: Razorpay's receipt. */
  key: string;
  createdBy: string;
  items: { orderItemId: string; quantity: number; amount: number }[];
}

/**
 * Refunds of an order's own payment (its Razorpay payment, or cash paid back by hand). A duplicate
 * payment sent back to the buyer is refunded against the order too, but is not the order's money.
 */
const ofOrderPayment = (orderId: string, paymentId: string | null) =>
  and(
    eq(refunds.orderId, orderId),
    sql`${refunds.providerPaymentId} in (${paymentId ?? MANUAL_REFUND}, ${MANUAL_REFUND})`,
  );

/** Paise of the order's payment refunded or on their way back (failed refunds do not count). */
export async function refundedSoFar(
  db: Database,
  orderId: string,
  paymentId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(ofOrderPayment(orderId, paymentId), ne(refunds.status, "failed")));
  return Number(row?.total ?? 0);
}

/** Paise of the order's payment that Razorpay (or the shop, by hand) has actually paid back. */
export async function refundedProcessed(
  db: Database,
  orderId: string,
  paymentId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(ofOrderPayment(orderId, paymentId), eq(refunds.status, "processed")));
  return Number(row?.total ?? 0);
}

export interface ProcessedRefund {
  id: string;
  amount: number;
  reason: string | null;
  items: { orderItemId: string; quantity: number; amount: number }[];
}

/**
 * The processed refunds of the order's own payment, oldest first, with the lines each paid back
 * (none for a refund by amount). A duplicate payment returned to the buyer is not among them.
 */
export async function processedRefundsOf(
  db: Database,
  orderId: string,
  paymentId: string | null,
): Promise<ProcessedRefund[]> {
  const rows = await db
    .select({ id: refunds.id, amount: refunds.amount, reason: refunds.reason })
    .from(refunds)
    .where(and(ofOrderPayment(orderId, paymentId), eq(refunds.status, "processed")))
    .orderBy(refunds.createdAt, refunds.id);
  if (rows.length === 0) return [];
  const items = await db
    .select({
      refundId: refundItems.refundId,
      orderItemId: refundItems.orderItemId,
      quantity: refundItems.quantity,
      amount: refundItems.amount,
    })
    .from(refundItems)
    .where(
      inArray(
        refundItems.refundId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(refundItems.createdAt, refundItems.id);
  return rows.map((row) => ({
    ...row,
    items: items
      .filter((item) => item.refundId === row.id)
      .map(({ orderItemId, quantity, amount }) => ({ orderItemId, quantity, amount })),
  }));
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
 * Records an admin's refund inside the caller's transaction. The same decision key twice (a double
 * click, a retried request) records nothing the second time: `created` is false. An online refund
 * goes to Razorpay after commit; a refund by hand is processed at once.
 */
export async function recordRefundDecision(
  db: Database,
  decision: RefundDecision,
): Promise<{ created: boolean; refundId: string }> {
  const [row] = await db
    .insert(refunds)
    .values({
      orderId: decision.orderId,
      providerPaymentId: decision.paymentId ?? MANUAL_REFUND,
      idempotencyKey: decision.key,
      amount: decision.amount,
      reason: decision.reason,
      createdBy: decision.createdBy,
      status: decision.paymentId ? "pending" : "processed",
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) {
    const [existing] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.idempotencyKey, decision.key));
    return { created: false, refundId: existing?.id ?? "" };
  }
  if (decision.items.length > 0)
    await db.insert(refundItems).values(decision.items.map((item) => ({ ...item, refundId: row.id })));
  if (decision.paymentId) {
    const request: RefundRequest = {
      orderId: decision.orderId,
      paymentId: decision.paymentId,
      amount: decision.amount,
      reason: decision.reason,
      key: decision.key,
    };
    await enqueueJob(REFUND_JOB, request, { db, uniqueKey: decision.key, maxAttempts: 10 });
  }
  return { created: true, refundId: row.id };
}

/**
 * Asks Razorpay for the refund unless this key's refund is already processed. If an earlier
 * attempt reached Razorpay but its answer was lost, Razorpay refuses the second refund and the
 * payment shows as refunded: that counts as done. A refund Razorpay refuses for good is marked
 * failed (and no longer counts as refunded).
 */
export async function executeRefund(
  request: RefundRequest,
): Promise<{ status: "processed" | "failed" | "done" }> {
  const db = getDb();
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, request.key));
  if (row?.status === "processed" || row?.status === "failed") return { status: "done" };
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
    if (payment.status !== "refunded") {
      await db
        .update(refunds)
        .set({
          status: "failed",
          reason: `${request.reason} (refused: ${error.message})`.slice(0, 500),
          updatedAt: new Date(),
        })
        .where(eq(refunds.idempotencyKey, request.key));
      return { status: "failed" };
    }
  }
  await db.transaction(async (tx) => {
    // A refund.processed webhook may have arrived first and recorded this refund on its own.
    if (providerRefundId)
      await tx
        .delete(refunds)
        .where(and(eq(refunds.providerRefundId, providerRefundId), ne(refunds.idempotencyKey, request.key)));
    await tx
      .update(refunds)
      .set({ status: "processed", providerRefundId, updatedAt: new Date() })
      .where(eq(refunds.idempotencyKey, request.key));
  });
  return { status: "processed" };
}

/**
 * A refund Razorpay reports as processed: ours (found by its id or by our key in its receipt) is
 * marked processed; one made elsewhere (Razorpay's dashboard) is recorded once. Returns the order
 * it belongs to, or null when the payment is not one of ours.
 */
export async function recordProcessedRefund(
  db: Database,
  refund: { id: string; paymentId: string; amount: number; receipt: string | null },
  orderIdOfPayment: (paymentId: string) => Promise<string | null>,
): Promise<string | null> {
  const [ours] = await db
    .select({ id: refunds.id, orderId: refunds.orderId })
    .from(refunds)
    .where(
      refund.receipt
        ? sql`${refunds.providerRefundId} = ${refund.id} or ${refunds.idempotencyKey} = ${refund.receipt}`
        : eq(refunds.providerRefundId, refund.id),
    )
    .limit(1);
  if (ours) {
    await db
      .update(refunds)
      .set({ status: "processed", providerRefundId: refund.id, updatedAt: new Date() })
      .where(eq(refunds.id, ours.id));
    return ours.orderId;
  }
  const orderId = await orderIdOfPayment(refund.paymentId);
  if (!orderId) return null;
  await db
    .insert(refunds)
    .values({
      orderId,
      providerPaymentId: refund.paymentId,
      providerRefundId: refund.id,
      idempotencyKey: `rzp:${refund.id}`,
      amount: refund.amount,
      status: "processed",
      reason: "Refunded in the Razorpay dashboard",
    })
    .onConflictDoNothing();
  return orderId;
}
