import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, paise, timestamptz, updatedAt } from "../../db/columns";
import { orders } from "../orders/schema";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refunds_status_ck", sql`${t.status} in ('pending', 'processed', 'failed')`),
    check("refunds_amount_ck", sql`${t.amount} > 0`),
  ],
);
