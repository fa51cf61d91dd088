import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { getStorage } from "../media/service";
import { getSellerDetails } from "../settings/service";
import type { OrderDocument } from "./documents";
import { financialYearOf, invoiceNumber, takeSerialNumber } from "./invoice-number";
import { renderInvoicePdf } from "./pdf";
import { invoices } from "./schema";

export const INVOICE_MESSAGES = {
  onlyPaid: "Invoice can only be generated for paid orders",
  notConfirmed: "Invoice can only be generated for confirmed orders",
  cancelled: "Invoice cannot be generated for a cancelled order",
  exists: "Invoice already exists",
  generated: "PDF invoice generated successfully",
  empty: "Generated PDF is empty",
  fetchFailed: "Failed to fetch invoice",
  downloadFailed: "Failed to download invoice",
} as const;

export type InvoiceRecord = typeof invoices.$inferSelect;

type InvoiceOrder = Pick<OrderDocument, "status" | "paymentStatus" | "paymentMethod">;

const PAID_STATUSES = new Set(["paid", "refunded", "partially_refunded"]);

/**
 * Why an order cannot have a tax invoice issued now, or null when it can. The invoice is due when the
 * goods are sent (CGST Act s.31(1)(a)): an online order once it is paid, a cash-on-delivery order once
 * it is confirmed (at once when placed), whatever its payment. A cancelled order that has none gets none.
 */
export function invoiceRefusal(order: InvoiceOrder): string | null {
  if (order.status === "cancelled") return INVOICE_MESSAGES.cancelled;
  if (order.paymentMethod === "cod") return order.status === "pending" ? INVOICE_MESSAGES.notConfirmed : null;
  return PAID_STATUSES.has(order.paymentStatus) ? null : INVOICE_MESSAGES.onlyPaid;
}

/** Indian calendar date (YYYY-MM-DD) of an instant, plus a number of days. */
function indianDate(at: Date, plusDays = 0): string {
  const shifted = new Date(at.getTime() + 330 * 60_000 + plusDays * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

export async function findInvoice(orderId: string, db: Database = getDb()): Promise<InvoiceRecord | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The order's invoice, issued once: numbered in the financial year's series (INV-2627-000001), due
 * 30 days after issue, its PDF stored privately. A repeat returns the stored one ('Invoice already
 * exists'). The number is taken and the row written in one short transaction; the PDF is rendered
 * and stored after it commits (again by the next caller if that was interrupted). An issued invoice
 * is never issued again: its number, dates and figures stay as they are.
 */
export async function ensureInvoice(
  order: OrderDocument,
  now = new Date(),
): Promise<{ invoice: InvoiceRecord; created: boolean; message: string }> {
  const existing = await findInvoice(order.id);
  if (existing)
    return {
      invoice: await withStoredPdf(existing, order),
      created: false,
      message: INVOICE_MESSAGES.exists,
    };
  const refusal = invoiceRefusal(order);
  if (refusal) throw new AppError("CONFLICT", refusal);
  const financialYear = financialYearOf(now);
  let invoice: InvoiceRecord;
  try {
    invoice = await getDb().transaction(async (tx) => {
      // Locks the year's counter row until commit; a rollback (the insert below failing, or any other
      // error) gives the number back.
      const number = invoiceNumber(financialYear, await takeSerialNumber(tx, "invoice", financialYear));
      const [row] = await tx
        .insert(invoices)
        .values({
          orderId: order.id,
          invoiceNumber: number,
          issueDate: indianDate(now),
          dueDate: indianDate(now, 30),
          storageKey: `private/invoices/${number}.pdf`,
          fileSize: null,
        })
        .returning();
      return row;
    });
  } catch (error) {
    // Another process issued it first (and its number stays theirs; ours was rolled back).
    if (uniqueViolation(error) === null) throw error;
    const winner = await findInvoice(order.id);
    if (!winner) throw error;
    return { invoice: await withStoredPdf(winner, order), created: false, message: INVOICE_MESSAGES.exists };
  }
  return { invoice: await withStoredPdf(invoice, order), created: true, message: INVOICE_MESSAGES.generated };
}

/**
 * The order's invoice if it has one, else the one issued now when it is due; null when it has none
 * and cannot have one yet (an unpaid online order) or at all (cancelled before it was invoiced).
 */
export async function invoiceIfDue(order: OrderDocument, now = new Date()): Promise<InvoiceRecord | null> {
  if (invoiceRefusal(order) !== null) return findInvoice(order.id);
  return (await ensureInvoice(order, now)).invoice;
}

/**
 * The invoice's PDF. A file missing from storage (the process stopped between issuing and storing
 * it) is rendered again from the stored number and dates and the order's figures, when the order is
 * given; without it the read fails with 'Failed to fetch invoice'.
 */
export async function readInvoicePdf(invoice: InvoiceRecord, order?: OrderDocument): Promise<Buffer> {
  const pdf = await getStorage().get(invoice.storageKey);
  if (pdf) return pdf;
  if (!order) throw new AppError("NOT_FOUND", INVOICE_MESSAGES.fetchFailed);
  return (await storePdf(invoice, order)).pdf;
}

/** The invoice with its PDF in storage, rendering and storing it first if it never was. */
async function withStoredPdf(invoice: InvoiceRecord, order: OrderDocument): Promise<InvoiceRecord> {
  if (invoice.fileSize !== null) return invoice;
  return (await storePdf(invoice, order)).invoice;
}

/** PDFs being rendered and stored in this process, by invoice id. */
const storing = new Map<string, Promise<{ invoice: InvoiceRecord; pdf: Buffer }>>();

/**
 * Renders the invoice from its row (number, dates) and its order, and stores it under the row's key.
 * Requests for the same invoice in this process share one rendering, so they do not write the same
 * file at once; two processes doing it at once write the same document to the same key.
 */
function storePdf(
  invoice: InvoiceRecord,
  order: OrderDocument,
): Promise<{ invoice: InvoiceRecord; pdf: Buffer }> {
  if (order.id !== invoice.orderId)
    return Promise.reject(new Error(`Invoice ${invoice.invoiceNumber} is not of order ${order.orderNumber}`));
  const running = storing.get(invoice.id);
  if (running) return running;
  const started = renderAndStore(invoice, order).finally(() => storing.delete(invoice.id));
  storing.set(invoice.id, started);
  return started;
}

async function renderAndStore(
  invoice: InvoiceRecord,
  order: OrderDocument,
): Promise<{ invoice: InvoiceRecord; pdf: Buffer }> {
  const pdf = await renderInvoicePdf({
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    seller: await getSellerDetails(),
    order,
  });
  if (pdf.length === 0) throw new Error(INVOICE_MESSAGES.empty);
  await getStorage().put(invoice.storageKey, pdf, "application/pdf");
  const [stored] = await getDb()
    .update(invoices)
    .set({ fileSize: pdf.length })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return { invoice: stored ?? { ...invoice, fileSize: pdf.length }, pdf };
}
