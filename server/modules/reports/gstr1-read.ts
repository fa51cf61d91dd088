import { and, asc, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type Database, getDb } from "../../db/client";
import { creditNoteItems, creditNotes, invoices } from "../invoices/schema";
import { orderItems, orders } from "../orders/schema";
import type { GoodsLine, MonthDocuments, OrderFigures } from "./gstr1-records";
import { monthDays } from "./month";
import { orderLineOrder } from "../orders/service";

// One array parameter, however many documents the month has; the ids come from the database.
const anyOf = (column: PgColumn, ids: string[]): SQL => sql`${column} = any(${`{${ids.join(",")}}`}::uuid[])`;

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row));
    if (list) list.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

interface OrderRecord extends OrderFigures {
  shippingCost: number;
  shippingGstRateBp: number;
  shippingTaxAmount: number;
}

/** The orders the month's documents refer to, with their goods in the order they were listed. */
async function readOrders(tx: Database, ids: string[]) {
  const orderOf = new Map<string, OrderRecord>();
  const linesOf = new Map<string, GoodsLine[]>();
  if (ids.length === 0) return { orderOf, linesOf };
  const rows = await tx
    .select({
      orderId: orders.id,
      address: orders.shippingAddress,
      totalAmount: orders.totalAmount,
      cgstAmount: orders.cgstAmount,
      sgstAmount: orders.sgstAmount,
      igstAmount: orders.igstAmount,
      buyerGstin: orders.buyerGstin,
      buyerBusinessName: orders.buyerBusinessName,
      shippingCost: orders.shippingCost,
      shippingGstRateBp: orders.shippingGstRateBp,
      shippingTaxAmount: orders.shippingTaxAmount,
    })
    .from(orders)
    .where(anyOf(orders.id, ids));
  const lines = await tx
    .select({
      orderId: orderItems.orderId,
      hsnCode: orderItems.hsnCode,
      uqc: orderItems.uqc,
      quantity: orderItems.quantity,
      gstRateBp: orderItems.gstRateBp,
      lineTotal: orderItems.lineTotal,
      taxableValue: orderItems.taxableValue,
      taxAmount: orderItems.taxAmount,
    })
    .from(orderItems)
    .where(anyOf(orderItems.orderId, ids))
    .orderBy(...orderLineOrder);
  for (const { address, ...row } of rows)
    // Older rows may lack a field; a missing state shows on the page as an unknown place of supply.
    orderOf.set(row.orderId, { ...row, state: address.state ?? "", country: address.country ?? "" });
  for (const { orderId, ...line } of lines) linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
  return { orderOf, linesOf };
}

/**
 * The month's invoices and credit notes with their lines, read in one snapshot so a credit note
 * issued meanwhile is seen whole or not at all. The documents are found by the issue-date indexes
 * (invoices_issue_date_idx, credit_notes_issue_date_idx) and everything else by key, so only the
 * month's rows are read.
 */
export async function readMonthDocuments(month: string): Promise<MonthDocuments> {
  const { first, next } = monthDays(month);
  const within = (column: PgColumn): SQL => and(gte(column, first), lt(column, next))!;
  return getDb().transaction(
    async (tx) => {
      const invoiceRows = await tx
        .select({
          invoiceNumber: invoices.invoiceNumber,
          issueDate: invoices.issueDate,
          orderId: invoices.orderId,
        })
        .from(invoices)
        .where(within(invoices.issueDate));
      const noteRows = await tx
        .select({
          id: creditNotes.id,
          creditNoteNumber: creditNotes.creditNoteNumber,
          issueDate: creditNotes.issueDate,
          orderId: creditNotes.orderId,
          taxableValue: creditNotes.taxableValue,
          cgstAmount: creditNotes.cgstAmount,
          sgstAmount: creditNotes.sgstAmount,
          igstAmount: creditNotes.igstAmount,
          totalAmount: creditNotes.totalAmount,
        })
        .from(creditNotes)
        .where(within(creditNotes.issueDate));
      const noteLines =
        noteRows.length === 0
          ? []
          : await tx
              .select({
                noteId: creditNoteItems.creditNoteId,
                orderItemId: creditNoteItems.orderItemId,
                hsnCode: creditNoteItems.hsnCode,
                uqc: creditNoteItems.uqc,
                quantity: creditNoteItems.quantity,
                gstRateBp: creditNoteItems.gstRateBp,
                taxableValue: creditNoteItems.taxableValue,
                cgstAmount: creditNoteItems.cgstAmount,
                sgstAmount: creditNoteItems.sgstAmount,
                igstAmount: creditNoteItems.igstAmount,
                totalAmount: creditNoteItems.totalAmount,
              })
              .from(creditNoteItems)
              .where(
                anyOf(
                  creditNoteItems.creditNoteId,
                  noteRows.map((n) => n.id),
                ),
              )
              .orderBy(asc(creditNoteItems.position));
      const orderIds = [...new Set([...invoiceRows, ...noteRows].map((d) => d.orderId))];
      const { orderOf, linesOf } = await readOrders(tx, orderIds);
      const noteLinesOf = groupBy(noteLines, (l) => l.noteId);
      return {
        invoices: invoiceRows.map(({ orderId, ...invoice }) => {
          const { shippingCost, shippingGstRateBp, shippingTaxAmount, ...order } = orderOf.get(orderId)!;
          return {
            ...invoice,
            order,
            shippingCost,
            shippingGstRateBp,
            shippingTaxAmount,
            lines: linesOf.get(orderId) ?? [],
          };
        }),
        creditNotes: noteRows.map(({ id, orderId, ...note }) => {
          const {
            shippingCost: _c,
            shippingGstRateBp: _r,
            shippingTaxAmount: _t,
            ...order
          } = orderOf.get(orderId)!;
          return {
            ...note,
            order,
            lines: (noteLinesOf.get(id) ?? []).map(({ noteId: _, ...line }) => line),
            orderLines: linesOf.get(orderId) ?? [],
          };
        }),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
