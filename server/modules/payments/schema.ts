import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, paise, timestamptz, updatedAt } from "../../db/columns";
import { user } from "../customers/auth-schema";
import { orderItems, orders } from "../orders/schema";

/** Each provider event is stored once; the unique key makes replays harmless. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: id(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: createdAt(),
    processedAt: timestamptz("processed_at"),
    error: text("error"),
  },
  (t) => [unique("webhook_events_provider_event_uq").on(t.provider, t.eventId)],
);

export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider").notNull().default("razorpay"),
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id").notNull(),
    amount: paise("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").notNull(),
    method: text("method"),
    raw: jsonb("raw"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("payments_provider_payment_uq").on(t.provider, t.providerPaymentId),
    check(
      "payments_status_ck",
      sql`${t.status} in ('created', 'authorized', 'captured', 'failed', 'refunded')`,
    ),
    check("payments_amount_ck", sql`${t.amount} >= 0`),
    index("payments_order_idx").on(t.orderId),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    providerPaymentId: text("provider_payment_id").notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    /** Our key for the refund request, so a retry never refunds twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amount: paise("amount").notNull(),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    /** The admin who asked for it; null for refunds the shop made by itself (a cancelled paid order). */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refunds_status_ck", sql`${t.status} in ('pending', 'processed', 'failed')`),
    check("refunds_amount_ck", sql`${t.amount} > 0`),
    index("refunds_order_idx").on(t.orderId),
  ],
);

/**
 * What a refund gave back, line by line (a refund by amount has no rows). Returned goods go back to
 * stock only when the admin says they came back: restocked_quantity grows then, never above quantity.
 */
export const refundItems = pgTable(
  "refund_items",
  {
    id: id(),
    refundId: uuid("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    amount: paise("amount").notNull(),
    restockedQuantity: integer("restocked_quantity").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("refund_items_quantity_ck", sql`${t.quantity} between 1 and 100`),
    check("refund_items_amount_ck", sql`${t.amount} >= 0`),
    check("refund_items_restocked_ck", sql`${t.restockedQuantity} between 0 and ${t.quantity}`),
    index("refund_items_refund_idx").on(t.refundId),
    index("refund_items_order_item_idx").on(t.orderItemId),
  ],
);

/*
 * The local test gateway's records (server/modules/payments/test-gateway): its own Razorpay-like
 * orders, payments and refunds, keyed by Razorpay-style ids. Kept in the database so every server
 * process sharing it acts as one gateway. Fields that are constant in Razorpay's test mode
 * (entity, offer_id, international, ...) are added when the entities are read.
 */
export const testGatewayOrders = pgTable(
  "test_gateway_orders",
  {
    id: text("id").primaryKey(),
    amount: paise("amount").notNull(),
    amountPaid: paise("amount_paid").notNull().default(0),
    currency: text("currency").notNull(),
    receipt: text("receipt"),
    status: text("status").notNull().default("created"),
    attempts: integer("attempts").notNull().default(0),
    notes: jsonb("notes").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("test_gateway_orders_status_ck", sql`${t.status} in ('created', 'attempted', 'paid')`),
    check("test_gateway_orders_amount_ck", sql`${t.amount} > 0`),
    check("test_gateway_orders_amount_paid_ck", sql`${t.amountPaid} between 0 and ${t.amount}`),
  ],
);

export const testGatewayPayments = pgTable(
  "test_gateway_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => testGatewayOrders.id, { onDelete: "cascade" }),
    amount: paise("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    captured: boolean("captured").notNull(),
    method: text("method").notNull(),
    amountRefunded: paise("amount_refunded").notNull().default(0),
    refundStatus: text("refund_status"),
    description: text("description"),
    cardId: text("card_id"),
    bank: text("bank"),
    wallet: text("wallet"),
    vpa: text("vpa"),
    email: text("email").notNull(),
    contact: text("contact").notNull(),
    fee: paise("fee"),
    tax: paise("tax"),
    errorCode: text("error_code"),
    errorDescription: text("error_description"),
    errorSource: text("error_source"),
    errorStep: text("error_step"),
    errorReason: text("error_reason"),
    acquirerData: jsonb("acquirer_data").$type<Record<string, string | null>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("test_gateway_payments_status_ck", sql`${t.status} in ('captured', 'failed', 'refunded')`),
    check("test_gateway_payments_method_ck", sql`${t.method} in ('upi', 'card', 'netbanking', 'wallet')`),
    check("test_gateway_payments_refund_status_ck", sql`${t.refundStatus} in ('partial', 'full')`),
    check("test_gateway_payments_amount_refunded_ck", sql`${t.amountRefunded} between 0 and ${t.amount}`),
    index("test_gateway_payments_order_idx").on(t.orderId, t.createdAt),
    // An order is paid once: a second captured payment of it cannot exist, whatever races.
    uniqueIndex("test_gateway_payments_captured_uq")
      .on(t.orderId)
      .where(sql`${t.captured}`),
  ],
);

export const testGatewayRefunds = pgTable(
  "test_gateway_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => testGatewayPayments.id, { onDelete: "cascade" }),
    amount: paise("amount").notNull(),
    currency: text("currency").notNull(),
    receipt: text("receipt"),
    notes: jsonb("notes").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("test_gateway_refunds_amount_ck", sql`${t.amount} > 0`),
    index("test_gateway_refunds_payment_idx").on(t.paymentId, t.createdAt),
  ],
);
