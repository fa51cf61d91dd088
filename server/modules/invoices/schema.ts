import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../../db/columns";
import { orders } from "../orders/schema";

/**
 * One invoice per invoiced order (paid online, or cash on delivery once confirmed); the PDF lives in
 * file storage under storage_key. file_size is null until the PDF is stored: the row is written with
 * its number first, in the transaction that takes the number, and the PDF right after it commits.
 */
export const invoices = pgTable("invoices", {
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
});

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
