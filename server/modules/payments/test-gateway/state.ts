import { randomInt } from "node:crypto";

/** Settings of one test gateway; read at use time, so a changed secret applies to later requests and deliveries. */
export interface TestGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type Notes = Record<string, string>;
/** Razorpay answers an empty notes object as [] (a PHP quirk); the fake does the same. */
export type NotesField = Notes | [];

export type PaymentMethod = "upi" | "card" | "netbanking" | "wallet";
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["upi", "card", "netbanking", "wallet"];

export interface OrderEntity {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: NotesField;
  created_at: number;
}

export interface PaymentEntity {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "captured" | "failed" | "refunded";
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: NotesField;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: NotesField;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "processed";
  speed_processed: "normal";
  speed_requested: "normal";
}

/** Everything the fake knows, in memory: lost on restart, like a fresh Razorpay test account. */
export interface GatewayState {
  orders: Map<string, OrderEntity>;
  payments: Map<string, PaymentEntity>;
  refunds: Map<string, RefundEntity>;
}

export function emptyState(): GatewayState {
  return { orders: new Map(), payments: new Map(), refunds: new Map() };
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-style id: prefix and 14 random alphanumerics, e.g. order_EKwxwAgItmmXdp. */
export function randomId(prefix: string): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function notesField(notes: Notes | undefined): NotesField {
  return notes && Object.keys(notes).length > 0 ? { ...notes } : [];
}

export function createOrder(
  state: GatewayState,
  input: { amount: number; currency: string; receipt: string | null; notes?: Notes },
): OrderEntity {
  const order: OrderEntity = {
    id: randomId("order"),
    entity: "order",
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: input.currency,
    receipt: input.receipt,
    offer_id: null,
    status: "created",
    attempts: 0,
    notes: notesField(input.notes),
    created_at: nowSeconds(),
  };
  state.orders.set(order.id, order);
  return order;
}

export function capturedPaymentOf(state: GatewayState, order: OrderEntity): PaymentEntity | undefined {
  for (const payment of state.payments.values()) {
    if (payment.order_id === order.id && payment.captured) return payment;
  }
  return undefined;
}

export interface Payer {
  method: PaymentMethod;
  email: string;
  contact: string;
}

/** What the bank side of each method looks like in Razorpay's test mode. */
function instrument(method: PaymentMethod): Pick<PaymentEntity, "card_id" | "bank" | "wallet" | "vpa"> {
  return {
    card_id: method === "card" ? randomId("card") : null,
    bank: method === "netbanking" ? "HDFC" : null,
    wallet: method === "wallet" ? "paytm" : null,
    vpa: method === "upi" ? "success@razorpay" : null,
  };
}

function basePayment(order: OrderEntity, payer: Payer): PaymentEntity {
  return {
    id: randomId("pay"),
    entity: "payment",
    amount: order.amount,
    currency: order.currency,
    status: "captured",
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: payer.method,
    amount_refunded: 0,
    refund_status: null,
    captured: true,
    description: order.receipt ? `Order ${order.receipt}` : null,
    ...instrument(payer.method),
    email: payer.email,
    contact: payer.contact,
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: {},
    created_at: nowSeconds(),
  };
}

/** A successful, captured payment of the whole order; the order becomes paid. Synchronous, so never doubled. */
export function capturePayment(state: GatewayState, order: OrderEntity, payer: Payer): PaymentEntity {
  // Razorpay's fee is 2% plus 18% GST on it; the fee it reports includes the tax.
  const tax = Math.round(order.amount * 0.02 * 0.18);
  const payment: PaymentEntity = {
    ...basePayment(order, payer),
    fee: Math.round(order.amount * 0.02) + tax,
    tax,
    acquirer_data: payer.method === "upi" ? { rrn: String(randomInt(1e11, 1e12)) } : {},
  };
  state.payments.set(payment.id, payment);
  order.attempts += 1;
  order.amount_paid = order.amount;
  order.amount_due = 0;
  order.status = "paid";
  return payment;
}

export function failPayment(state: GatewayState, order: OrderEntity, payer: Payer): PaymentEntity {
  const payment: PaymentEntity = {
    ...basePayment(order, payer),
    status: "failed",
    captured: false,
    error_code: "BAD_REQUEST_ERROR",
    error_description: "Payment failed",
    error_source: "customer",
    error_step: "payment_authorization",
    error_reason: "payment_failed",
  };
  state.payments.set(payment.id, payment);
  order.attempts += 1;
  if (order.status === "created") order.status = "attempted";
  return payment;
}

export function createRefund(
  state: GatewayState,
  payment: PaymentEntity,
  input: { amount: number; receipt: string | null; notes?: Notes },
): RefundEntity {
  const refund: RefundEntity = {
    id: randomId("rfnd"),
    entity: "refund",
    amount: input.amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: notesField(input.notes),
    receipt: input.receipt,
    acquirer_data: { arn: null },
    created_at: nowSeconds(),
    batch_id: null,
    status: "processed",
    speed_processed: "normal",
    speed_requested: "normal",
  };
  state.refunds.set(refund.id, refund);
  payment.amount_refunded += input.amount;
  const full = payment.amount_refunded >= payment.amount;
  payment.refund_status = full ? "full" : "partial";
  if (full) payment.status = "refunded";
  return refund;
}
