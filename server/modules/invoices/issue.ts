import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { getStorage } from "../media/service";
import { getSellerDetails } from "../settings/service";
import type { OrderDocument } from "./documents";
import { invoiceNumber } from "./invoice-number";
import { renderInvoicePdf } from "./pdf";
import { invoices } from "./schema";

export const INVOICE_MESSAGES = {
  onlyPaid: "Invoice can only be generated for paid orders",
  exists: "Invoice already exists",
  generated: "PDF invoice generated successfully",
  empty: "Generated PDF is empty",
  fetchFailed: "Failed to fetch invoice",
  downloadFailed: "Failed to download invoice",
} as const;

export type InvoiceRecord = typeof invoices.$inferSelect;

const INVOICE_STATUSES = new Set(["paid", "refunded", "partially_refunded"]);

/** Indian calendar date (YYYY-MM-DD) of an instant, plus a number of days. */
function indianDate(at: Date, plusDays = 0): string {
  const shifted = new Date(at.getTime() + 330 * 60_000 + plusDays * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

export async function findInvoice(orderId: string): Promise<InvoiceRecord | null> {
  const [row] = await getDb().select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

/**
 * The order's invoice, generated once: numbered INV-{order}-{6 digits}, due 30 days after issue,
 * its PDF stored privately. A repeat returns the stored one ('Invoice already exists').
 */
export async function ensureInvoice(
  order: OrderDocument,
  now = new Date(),
): Promise<{ invoice: InvoiceRecord; created: boolean; message: string }> {
  const existing = await findInvoice(order.id);
  if (existing) return { invoice: existing, created: false, message: INVOICE_MESSAGES.exists };
  if (!INVOICE_STATUSES.has(order.paymentStatus)) throw new AppError("CONFLICT", INVOICE_MESSAGES.onlyPaid);
  const number = invoiceNumber(order.orderNumber, now.getTime());
  const issueDate = indianDate(now);
  const dueDate = indianDate(now, 30);
  const pdf = await renderInvoicePdf({
    invoiceNumber: number,
    issueDate,
    dueDate,
    seller: await getSellerDetails(),
    order,
  });
  if (pdf.length === 0) throw new Error(INVOICE_MESSAGES.empty);
  const storageKey = `private/invoices/${number}.pdf`;
  await getStorage().put(storageKey, pdf, "application/pdf");
  try {
    const [invoice] = await getDb()
      .insert(invoices)
      .values({
        orderId: order.id,
        invoiceNumber: number,
        issueDate,
        dueDate,
        storageKey,
        fileSize: pdf.length,
      })
      .returning();
    return { invoice, created: true, message: INVOICE_MESSAGES.generated };
  } catch (error) {
    // Another process made it first: theirs is the invoice.
    if (uniqueViolation(error) === null) throw error;
    const winner = await findInvoice(order.id);
    if (!winner) throw error;
    return { invoice: winner, created: false, message: INVOICE_MESSAGES.exists };
  }
}

export async function readInvoicePdf(invoice: InvoiceRecord): Promise<Buffer> {
  const pdf = await getStorage().get(invoice.storageKey);
  if (!pdf) throw new AppError("NOT_FOUND", INVOICE_MESSAGES.fetchFailed);
  return pdf;
}
