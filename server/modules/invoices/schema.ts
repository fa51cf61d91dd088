import { date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns";
import { orders } from "../orders/schema";

/** One invoice per paid order; the PDF lives in file storage under storage_key. */
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
  fileSize: integer("file_size").notNull(),
  createdAt: createdAt(),
});
