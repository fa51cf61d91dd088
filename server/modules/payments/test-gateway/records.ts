/** The test gateway's rows (tables test_gateway_*) as the entities Razorpay's API answers with. */
import type { testGatewayOrders, testGatewayPayments, testGatewayRefunds } from "../schema";
import {
  type OrderEntity,
  type PaymentEntity,
  type PaymentMethod,
  type RefundEntity,
  notesField,
} from "./entities";

export type OrderRow = typeof testGatewayOrders.$inferSelect;
export type PaymentRow = typeof testGatewayPayments.$inferSelect;
export type RefundRow = typeof testGatewayRefunds.$inferSelect;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

// Razorpay's shapes, key for key: what is constant in its test mode is not stored.
export function orderEntity(row: OrderRow): OrderEntity {
  return {
    id: row.id,
    entity: "order",
    amount: row.amount,
    amount_paid: row.amountPaid,
    amount_due: row.amount - row.amountPaid,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status as OrderEntity["status"],
    attempts: row.attempts,
    notes: notesField(row.notes),
    created_at: seconds(row.createdAt),
  };
}

export function paymentEntity(row: PaymentRow): PaymentEntity {
  return {
    id: row.id,
    entity: "payment",
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentEntity["status"],
    order_id: row.orderId,
    invoice_id: null,
    international: false,
    method: row.method as PaymentMethod,
    amount_refunded: row.amountRefunded,
    refund_status: row.refundStatus as PaymentEntity["refund_status"],
    captured: row.captured,
    description: row.description,
    card_id: row.cardId,
    bank: row.bank,
    wallet: row.wallet,
    vpa: row.vpa,
    email: row.email,
    contact: row.contact,
    notes: [],
    fee: row.fee,
    tax: row.tax,
    error_code: row.errorCode,
    error_description: row.errorDescription,
    error_source: row.errorSource,
    error_step: row.errorStep,
    error_reason: row.errorReason,
    acquirer_data: row.acquirerData,
    created_at: seconds(row.createdAt),
  };
}

export function refundEntity(row: RefundRow): RefundEntity {
  return {
    id: row.id,
    entity: "refund",
    amount: row.amount,
    currency: row.currency,
    payment_id: row.paymentId,
    notes: notesField(row.notes),
    receipt: row.receipt,
    acquirer_data: { arn: null },
    created_at: seconds(row.createdAt),
    batch_id: null,
    status: "processed",
    speed_processed: "normal",
    speed_requested: "normal",
  };
}
