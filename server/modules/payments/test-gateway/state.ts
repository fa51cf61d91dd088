/**
 * The test gateway's records in the database (tables test_gateway_*), so that every server process
 * sharing the database acts as one gateway: an order created through one process can be paid on
 * a checkout page served by another. Each change that must not happen twice (a capture, a refund)
 * runs in one transaction with the row it changes locked, and queues its webhooks in it.
 */
import { randomInt } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { type Database, getDb } from "../../../db/client";
import { testGatewayOrders, testGatewayPayments, testGatewayRefunds } from "../schema";
import {
  type Notes,
  type OrderEntity,
  type Payer,
  type PaymentEntity,
  type PaymentMethod,
  type RefundEntity,
  randomId,
} from "./entities";
import { type OrderRow, type PaymentRow, orderEntity, paymentEntity, refundEntity } from "./records";
import { queueWebhook } from "./webhooks";

export async function getOrder(id: string): Promise<OrderEntity | undefined> {
  const [row] = await getDb().select().from(testGatewayOrders).where(eq(testGatewayOrders.id, id));
  return row && orderEntity(row);
}

export async function getPayment(id: string): Promise<PaymentEntity | undefined> {
  const [row] = await getDb().select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
  return row && paymentEntity(row);
}

/** An order's payments, oldest first. */
export async function listOrderPayments(orderId: string): Promise<PaymentEntity[]> {
  const rows = await getDb()
    .select()
    .from(testGatewayPayments)
    .where(eq(testGatewayPayments.orderId, orderId))
    .orderBy(asc(testGatewayPayments.createdAt));
  return rows.map(paymentEntity);
}

/** A payment's refunds, oldest first. */
export async function listPaymentRefunds(paymentId: string): Promise<RefundEntity[]> {
  const rows = await getDb()
    .select()
    .from(testGatewayRefunds)
    .where(eq(testGatewayRefunds.paymentId, paymentId))
    .orderBy(asc(testGatewayRefunds.createdAt));
  return rows.map(refundEntity);
}

export async function createOrder(input: {
  amount: number;
  currency: string;
  receipt: string | null;
  notes?: Notes;
}): Promise<OrderEntity> {
  const [row] = await getDb()
    .insert(testGatewayOrders)
    .values({
      id: randomId("order"),
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes ?? {},
    })
    .returning();
  return orderEntity(row);
}

async function lockOrder(tx: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, id)).for("update");
  return row;
}

async function capturedPaymentOf(tx: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(testGatewayPayments)
    .where(sql`${testGatewayPayments.orderId} = ${orderId} and ${testGatewayPayments.captured}`);
  return row;
}

/** What the bank side of each method looks like in Razorpay's test mode. */
function instrument(method: PaymentMethod) {
  return {
    cardId: method === "card" ? randomId("card") : null,
    bank: method === "netbanking" ? "HDFC" : null,
    wallet: method === "wallet" ? "paytm" : null,
    vpa: method === "upi" ? "success@razorpay" : null,
  };
}

function newPayment(order: OrderRow, payer: Payer) {
  return {
    id: randomId("pay"),
    orderId: order.id,
    amount: order.amount,
    currency: order.currency,
    method: payer.method,
    description: order.receipt ? `Order ${order.receipt}` : null,
    ...instrument(payer.method),
    email: payer.email,
    contact: payer.contact,
  };
}

export type Settlement =
  | { kind: "unknown-order" }
  | { kind: "no-method" }
  /** The order was paid before (another click, another tab, another process): that payment. */
  | { kind: "already-paid"; order: OrderEntity; payment: PaymentEntity }
  | { kind: "captured"; order: OrderEntity; payment: PaymentEntity }
  | { kind: "failed"; order: OrderEntity; payment: PaymentEntity };

/**
 * The buyer's choice on the hosted page: a captured payment of the whole order, or a failed one.
 * The order row stays locked until the payment and its webhooks are stored, so two captures of
 * one order at once (two clicks, two processes) give one payment; the other sees it as paid.
 */
export async function settleOrder(
  orderId: string,
  action: "pay" | "fail",
  payer: Payer | undefined,
): Promise<Settlement> {
  return getDb().transaction(async (tx): Promise<Settlement> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { kind: "unknown-order" };
    const existing = order.status === "paid" ? await capturedPaymentOf(tx, order.id) : undefined;
    if (existing)
      return { kind: "already-paid", order: orderEntity(order), payment: paymentEntity(existing) };
    if (!payer) return { kind: "no-method" };

    if (action === "pay") {
      // Razorpay's fee is 2% plus 18% GST on it; the fee it reports includes the tax.
      const tax = Math.round(order.amount * 0.02 * 0.18);
      const [paymentRow] = await tx
        .insert(testGatewayPayments)
        .values({
          ...newPayment(order, payer),
          status: "captured",
          captured: true,
          fee: Math.round(order.amount * 0.02) + tax,
          tax,
          acquirerData: payer.method === "upi" ? { rrn: String(randomInt(1e11, 1e12)) } : {},
        })
        .returning();
      const [orderRow] = await tx
        .update(testGatewayOrders)
        .set({
          attempts: sql`${testGatewayOrders.attempts} + 1`,
          amountPaid: order.amount,
          status: "paid",
        })
        .where(eq(testGatewayOrders.id, order.id))
        .returning();
      const [payment, paid] = [paymentEntity(paymentRow), orderEntity(orderRow)];
      await queueWebhook(tx, "payment.captured", { payment });
      await queueWebhook(tx, "order.paid", { payment, order: paid });
      return { kind: "captured", order: paid, payment };
    }

    const [paymentRow] = await tx
      .insert(testGatewayPayments)
      .values({
        ...newPayment(order, payer),
        status: "failed",
        captured: false,
        errorCode: "BAD_REQUEST_ERROR",
        errorDescription: "Payment failed",
        errorSource: "customer",
        errorStep: "payment_authorization",
        errorReason: "payment_failed",
        acquirerData: {},
      })
      .returning();
    const [orderRow] = await tx
      .update(testGatewayOrders)
      .set({
        attempts: sql`${testGatewayOrders.attempts} + 1`,
        status: order.status === "created" ? "attempted" : order.status,
      })
      .where(eq(testGatewayOrders.id, order.id))
      .returning();
    const payment = paymentEntity(paymentRow);
    await queueWebhook(tx, "payment.failed", { payment });
    return { kind: "failed", order: orderEntity(orderRow), payment };
  });
}

/**
 * Refunds part or all of a payment. `decide` sees the payment locked for this transaction and
 * returns the amount to refund, or throws to refuse; so two refunds at once never exceed it.
 * Undefined when the payment does not exist.
 */
export async function refundPayment(
  paymentId: string,
  input: { receipt: string | null; notes?: Notes },
  decide: (payment: PaymentEntity) => number,
): Promise<RefundEntity | undefined> {
  return getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, paymentId))
      .for("update");
    if (!locked) return undefined;
    const amount = decide(paymentEntity(locked));
    const [refundRow] = await tx
      .insert(testGatewayRefunds)
      .values({
        id: randomId("rfnd"),
        paymentId: locked.id,
        amount,
        currency: locked.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      })
      .returning();
    const refunded = locked.amountRefunded + amount;
    const full = refunded >= locked.amount;
    const [paymentRow] = await tx
      .update(testGatewayPayments)
      .set({
        amountRefunded: refunded,
        refundStatus: full ? "full" : "partial",
        status: full ? "refunded" : locked.status,
      })
      .where(eq(testGatewayPayments.id, locked.id))
      .returning();
    const refund = refundEntity(refundRow);
    await queueWebhook(tx, "refund.processed", { refund, payment: paymentEntity(paymentRow) });
    return refund;
  });
}
