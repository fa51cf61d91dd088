import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, paise, updatedAt } from "../../db/columns";
import { orderItems, orders } from "../orders/schema";
import { refunds } from "../payments/schema";

/**
 * One invoice per invoiced order (paid online, or cash on delivery once confirmed); the PDF lives in
 * file storage under storage_key. file_size is null until the PDF is stored: the row is written with
 * its number first, in the transaction that takes the number, and the PDF right after it commits.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "restrict" }),
    invoiceNumber: text("invoice_number").notNull().unique(),
    issueDate: date("issue_date").notNull(),
    dueDate: date("due_date").notNull(),
    storageKey: text("storage_key").notNull(),
    fileSize: integer("file_size"),
    createdAt: createdAt(),
  },
  (t) => [index("invoices_issue_date_idx").on(t.issueDate)],
);

/** The document series numbered by documentCounters: tax invoices and credit notes. */
export const DOCUMENT_SERIES = ["invoice", "credit_note"] as const;

/**
 * The last serial number given in each document series in each financial year (CGST Rules, rule 46(b):
 * consecutive and unique for the financial year). financial_year is the year it starts in: 2026 for
 * 1 April 2026 to 31 March 2027. The next number is taken by incrementing the row in the transaction
 * that writes the document, so a rollback gives it back and concurrent writers wait for each other.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: integer("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check(
      "document_counters_series_ck",
      sql`${t.series} in (${sql.raw(DOCUMENT_SERIES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check("document_counters_year_ck", sql`${t.financialYear} between 2000 and 2099`),
    check("document_counters_last_number_ck", sql`${t.lastNumber} >= 1`),
  ],
);

/**
 * One GST credit note per processed refund of an invoiced order (CGST Act s.34, CGST Rules r.53): its
 * own number series per financial year (CN-2627-000001), referring to the order's tax invoice, with
 * the tax reversed line by line as the invoice charged it. Its figures are fixed when it is issued;
 * the PDF is rendered from them into storage_key, and file_size stays null until it is stored.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    refundId: uuid("refund_id")
      .notNull()
      .unique()
      .references(() => refunds.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    issueDate: date("issue_date").notNull(),
    reason: text("reason").notNull(),
    /** Whether the tax went back as CGST + SGST (true) or IGST (false), as on the invoice. */
    intraState: boolean("intra_state").notNull(),
    taxableValue: paise("taxable_value").notNull(),
    cgstAmount: paise("cgst_amount").notNull(),
    sgstAmount: paise("sgst_amount").notNull(),
    igstAmount: paise("igst_amount").notNull(),
    totalAmount: paise("total_amount").notNull(),
    storageKey: text("storage_key").notNull(),
    fileSize: integer("file_size"),
    createdAt: createdAt(),
  },
  (t) => [
    check("credit_notes_total_ck", sql`${t.totalAmount} > 0`),
    check(
      "credit_notes_sum_ck",
      sql`${t.taxableValue} + ${t.cgstAmount} + ${t.sgstAmount} + ${t.igstAmount} = ${t.totalAmount}`,
    ),
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issue_date_idx").on(t.issueDate),
  ],
);

/**
 * A credit note's lines: a good given back (order_item_id set; quantity 0 when only value was
 * credited) or shipping (order_item_id null). Each line's heads follow the invoice line's rate.
 */
export const creditNoteItems = pgTable(
  "credit_note_items",
  {
    id: id(),
    creditNoteId: uuid("credit_note_id")
      .notNull()
      .references(() => creditNotes.id, { onDelete: "cascade" }),
    /** The line's place on the note: goods in the invoice's order, then shipping. */
    position: integer("position").notNull(),
    orderItemId: uuid("order_item_id").references(() => orderItems.id, { onDelete: "restrict" }),
    description: text("description").notNull(),
    hsnCode: text("hsn_code"),
    uqc: text("uqc").notNull(),
    quantity: integer("quantity").notNull(),
    gstRateBp: integer("gst_rate_bp").notNull(),
    taxableValue: paise("taxable_value").notNull(),
    cgstAmount: paise("cgst_amount").notNull(),
    sgstAmount: paise("sgst_amount").notNull(),
    igstAmount: paise("igst_amount").notNull(),
    totalAmount: paise("total_amount").notNull(),
  },
  (t) => [
    check("credit_note_items_quantity_ck", sql`${t.quantity} between 0 and 100`),
    check("credit_note_items_total_ck", sql`${t.totalAmount} > 0`),
    index("credit_note_items_note_idx").on(t.creditNoteId),
    index("credit_note_items_order_item_idx").on(t.orderItemId),
  ],
);
