import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "../../db/columns";

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** Key in file storage; the bytes are not copied into the table. */
  storageKey: string;
}

/** Every message the shop sends; with no SMTP configured this table is the mailbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template"),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    /** Extra header lines it was first sent with (a newsletter's List-Unsubscribe): a retry sends them too. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Set when delivered: 'smtp' sent out, 'outbox' kept here because no SMTP is configured. */
    transport: text("transport"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    messageId: text("message_id"),
    error: text("error"),
    /** Optional: a second message with the same key is not queued (a retried job sends once). */
    dedupeKey: text("dedupe_key").unique(),
    /** The order a message is about, if any: the back office's order page lists them. No foreign key, so
     * mail stays below the orders module. */
    orderId: uuid("order_id"),
    createdAt: createdAt(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    check("mail_outbox_transport_ck", sql`${t.transport} in ('outbox', 'smtp')`),
    check("mail_outbox_status_ck", sql`${t.status} in ('queued', 'stored', 'sent', 'failed')`),
    index("mail_outbox_to_idx").on(t.to, t.createdAt),
    // The dashboard counts messages that failed for good: a handful among every message ever sent.
    index("mail_outbox_order_idx")
      .on(t.orderId, t.createdAt)
      .where(sql`${t.orderId} is not null`),
    index("mail_outbox_failed_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
    // The back office's outbox: newest first, each status's count, and the templates for the filter.
    index("mail_outbox_created_idx").on(t.createdAt, t.id),
    index("mail_outbox_status_idx").on(t.status),
    index("mail_outbox_template_idx").on(t.template),
  ],
);
