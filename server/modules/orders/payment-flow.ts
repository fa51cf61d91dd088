import { and, eq, isNull } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { AppError } from "../../errors";
import { log } from "../../log";
import { applyStockChange } from "../inventory/service";
import { enqueueJob } from "../jobs/service";
import {
  createGatewayOrder,
  getGatewayConnection,
  paymentSignature,
  queueRefund,
  recordPayment,
  signatureMatches,
} from "../payments/service";
import { recordHistory } from "./history";
import { ORDER_JOBS } from "./jobs";
import { getOrderByNumber, getStockLines, lockOrder, type OrderRecord, type Viewer } from "./read";
import { orders } from "./schema";

export const PAYMENT_MESSAGES = {
  verificationFailed: "Payment verification failed",
  createFailed: "Failed to create payment order",
  initiateFailed: "Failed to initiate payment",
  cancelled: "Payment cancelled by user",
  notLoaded: "Payment gateway not loaded. Please try again.",
  /** The payment could not be recorded on the order (the webhook records it later). */
  statusUpdateFailed: "Failed to update payment status",
} as const;

export const paymentFailedMessage = (reason: string) => `Payment failed: ${reason}`;

/** Whether an order can still be paid online: pending, unpaid, and its stock still held. */
export function isPayable(order: Pick<OrderRecord, "status" | "paymentStatus" | "paymentMethod">): boolean {
  return (
    order.paymentMethod === "razorpay" &&
    order.status === "pending" &&
    (order.paymentStatus === "pending" || order.paymentStatus === "failed")
  );
}

export interface PaymentStart {
  mode: "live" | "test";
  keyId: string;
  razorpayOrderId: string;
  amount: number;
  currency: "INR";
  orderNumber: string;
  prefill: { name: string; email: string; contact: string };
}

/**
 * Opens payment for the viewer's order: the Razorpay order (amount in paise, INR, receipt =
 * order number) is created once and reused for every attempt.
 */
export async function startOnlinePayment(orderNumber: string, viewer: Viewer): Promise<PaymentStart> {
  const order = await getOrderByNumber(orderNumber);
  if (!order || order.userId !== viewer.userId) throw new AppError("NOT_FOUND", "Order not found");
  if (!isPayable(order)) throw new AppError("CONFLICT", "This order is not waiting for payment");
  const conn = await getGatewayConnection();
  let razorpayOrderId = order.razorpayOrderId;
  if (!razorpayOrderId) {
    try {
      const created = await createGatewayOrder(conn, {
        amount: order.totalAmount,
        currency: "INR",
        receipt: order.orderNumber,
        notes: { order_id: order.id },
      });
      razorpayOrderId = created.id;
    } catch (error) {
      log.error("Creating the Razorpay order failed", error);
      throw new AppError("UNAVAILABLE", paymentFailedMessage(PAYMENT_MESSAGES.createFailed));
    }
    const db = getDb();
    await db
      .update(orders)
      .set({ razorpayOrderId, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), isNull(orders.razorpayOrderId)));
    // Two tabs may have raced: whichever Razorpay order was stored first is the one to pay.
    const [stored] = await db
      .select({ id: orders.razorpayOrderId })
      .from(orders)
      .where(eq(orders.id, order.id));
    razorpayOrderId = stored?.id ?? razorpayOrderId;
  }
  const address = order.shippingAddress;
  return {
    mode: conn.mode,
    keyId: conn.keyId,
    razorpayOrderId,
    amount: order.totalAmount,
    currency: "INR",
    orderNumber: order.orderNumber,
    prefill: { name: address.fullName, email: address.email, contact: address.phone },
  };
}

export interface CheckoutResult {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/**
 * The browser's success result: trusted only when its signature (HMAC of our stored Razorpay
 * order id and the payment id) matches; otherwise nothing changes.
 */
export async function verifyCheckoutPayment(
  orderNumber: string,
  viewer: Viewer,
  result: CheckoutResult,
): Promise<ConfirmOutcome> {
  const order = await getOrderByNumber(orderNumber);
  if (!order || (order.userId !== viewer.userId && !viewer.isAdmin))
    throw new AppError("NOT_FOUND", "Order not found");
  const conn = await getGatewayConnection();
  const stored = order.razorpayOrderId;
  if (
    !stored ||
    !/^pay_\w{1,40}$/.test(result.razorpayPaymentId) ||
    !signatureMatches(
      paymentSignature(conn.keySecret, stored, result.razorpayPaymentId),
      result.razorpaySignature,
    )
  ) {
    throw new AppError("INVALID", PAYMENT_MESSAGES.verificationFailed);
  }
  return confirmPayment({
    razorpayOrderId: stored,
    paymentId: result.razorpayPaymentId,
    amount: order.totalAmount,
    method: null,
    source: "checkout",
  });
}

export type ConfirmOutcome = {
  orderId: string;
  orderNumber: string;
  outcome: "confirmed" | "already" | "late";
};

/**
 * Records a captured payment exactly once, whichever of the browser and the webhook arrives
 * first: the order row is locked, and only a pending order is confirmed (stock deducted, invoice
 * and e-mails queued). A payment for an order already cancelled is refunded.
 */
export async function confirmPayment(payment: {
  razorpayOrderId: string;
  paymentId: string;
  amount: number;
  method: string | null;
  source: "checkout" | "webhook";
  raw?: unknown;
}): Promise<ConfirmOutcome> {
  return getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, { razorpayOrderId: payment.razorpayOrderId });
    if (!order) throw new AppError("NOT_FOUND", "Order not found");
    await recordPayment(tx, {
      orderId: order.id,
      providerOrderId: payment.razorpayOrderId,
      providerPaymentId: payment.paymentId,
      amount: payment.amount,
      status: "captured",
      method: payment.method,
      raw: payment.raw,
    });
    const base = { orderId: order.id, orderNumber: order.orderNumber };
    if (order.paymentStatus !== "pending" && order.paymentStatus !== "failed") {
      // Already paid: a second payment for the same order (another tab) goes back to the buyer.
      if (order.paymentId && order.paymentId !== payment.paymentId)
        await queueRefund(
          tx,
          order.id,
          payment.paymentId,
          payment.amount,
          "Duplicate payment for a paid order",
        );
      return { ...base, outcome: "already" };
    }
    const now = new Date();
    if (order.status === "cancelled") {
      await tx
        .update(orders)
        .set({ paymentStatus: "paid", paymentId: payment.paymentId, paidAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      await recordHistory(
        tx,
        order.id,
        [{ field: "payment_status", from: order.paymentStatus, to: "paid" }],
        "Payment arrived after the order was cancelled; it is being refunded",
      );
      await queueRefund(
        tx,
        order.id,
        payment.paymentId,
        payment.amount,
        "Payment received after the order was cancelled",
      );
      return { ...base, outcome: "late" };
    }
    await tx
      .update(orders)
      .set({
        status: "confirmed",
        paymentStatus: "paid",
        paymentId: payment.paymentId,
        paidAt: now,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await applyStockChange(tx, "deduct", order.id, await getStockLines(tx, order.id), "Payment confirmed");
    await recordHistory(
      tx,
      order.id,
      [
        { field: "payment_status", from: order.paymentStatus, to: "paid" },
        { field: "status", from: order.status, to: "confirmed" },
      ],
      payment.source === "webhook" ? "Payment captured (Razorpay webhook)" : "Payment verified at checkout",
    );
    await enqueueJob(
      ORDER_JOBS.confirmed,
      { orderId: order.id },
      { db: tx, uniqueKey: `confirmed:${order.id}` },
    );
    return { ...base, outcome: "confirmed" };
  });
}

/** A failed attempt: the order stays payable; a paid order is never moved back. */
export async function recordPaymentFailure(
  razorpayOrderId: string,
  failure: { paymentId: string | null; amount: number; reason: string; raw?: unknown },
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, { razorpayOrderId });
    if (!order) return;
    if (failure.paymentId)
      await recordPayment(tx, {
        orderId: order.id,
        providerOrderId: razorpayOrderId,
        providerPaymentId: failure.paymentId,
        amount: failure.amount,
        status: "failed",
        raw: failure.raw,
      });
    if (order.paymentStatus !== "pending") return;
    await tx
      .update(orders)
      .set({ paymentStatus: "failed", updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordHistory(
      tx,
      order.id,
      [{ field: "payment_status", from: "pending", to: "failed" }],
      failure.reason,
    );
  });
}
