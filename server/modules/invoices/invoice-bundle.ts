import { AppError } from "../../errors";
import { getSellerDetails } from "../settings/service";
import type { InvoiceDocument, OrderDocument } from "./documents";
import { currentPage, drawPageFooters, openPdf, pagesSince } from "./pdf/document";
import { ensureInvoice } from "./issue";
import { drawDocument } from "./pdf";
import { printedInvoice } from "./pdf/printed";
import { bodyBottom, COLOR, contentWidth, MARGIN, measure, type Pdf, rule, write } from "./pdf/text";

export interface SkippedOrder {
  orderNumber: string;
  reason: string;
}

export interface InvoiceBundle {
  /** Null when none of the orders can have an invoice. */
  pdf: Buffer | null;
  /** Order numbers whose invoice is in the PDF, in the order given. */
  printed: string[];
  skipped: SkippedOrder[];
}

/**
 * The invoices of many orders in one PDF for printing: an order's existing invoice, or one issued now
 * when the order is paid. An order that cannot have one (unpaid, cancelled before payment) is left
 * out and named, with the reason, in the result and on a last page.
 */
export async function renderInvoiceBundle(orders: OrderDocument[], now = new Date()): Promise<InvoiceBundle> {
  const issued: { order: OrderDocument; number: string; issueDate: string; dueDate: string }[] = [];
  const skipped: SkippedOrder[] = [];
  for (const order of orders) {
    try {
      const { invoice } = await ensureInvoice(order, now);
      issued.push({
        order,
        number: invoice.invoiceNumber,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ orderNumber: order.orderNumber, reason: error.message });
    }
  }
  if (issued.length === 0) return { pdf: null, printed: [], skipped };
  const seller = await getSellerDetails();
  const invoices = issued.map(({ order, number, issueDate, dueDate }) => ({
    invoiceNumber: number,
    issueDate,
    dueDate,
    seller,
    order,
  }));
  return {
    pdf: await renderInvoicesPdf(invoices, skipped),
    printed: issued.map(({ order }) => order.orderNumber),
    skipped,
  };
}

/**
 * Each invoice drawn as the stored one is (the same helpers, numbered "Page x of n" on its own), one
 * after another; pdfkit cannot copy pages from the stored files, and renders the same data to the same
 * pages.
 */
export async function renderInvoicesPdf(
  invoices: InvoiceDocument[],
  skipped: SkippedOrder[] = [],
): Promise<Buffer> {
  if (invoices.length === 0) throw new Error("An invoice bundle needs at least one invoice");
  const { doc, bytes } = await openPdf({
    Title:
      invoices.length === 1
        ? `Tax invoice ${invoices[0].invoiceNumber}`
        : `Tax invoices (${invoices.length})`,
    Author: invoices[0].seller.legalName,
  });
  const ranges = invoices.map((invoice, index) => {
    if (index > 0) doc.addPage();
    const first = currentPage(doc);
    const printed = printedInvoice(invoice);
    drawDocument(doc, printed);
    return { range: pagesSince(doc, first), footer: printed.footer };
  });
  for (const { range, footer } of ranges) drawPageFooters(doc, footer, range);
  if (skipped.length > 0) drawSkipped(doc, skipped);
  doc.end();
  return bytes;
}

/** A last page saying which orders have no invoice in this file, and why. */
function drawSkipped(doc: Pdf, skipped: SkippedOrder[]) {
  doc.addPage();
  const width = contentWidth(doc);
  let y = MARGIN;
  y += write(doc, "Orders without an invoice in this file", MARGIN, y, { width, size: 12, bold: true }) + 6;
  rule(doc, y, COLOR.accent);
  y += 8;
  for (const { orderNumber, reason } of skipped) {
    const line = `${orderNumber}: ${reason}`;
    if (y + measure(doc, line, { width }) > bodyBottom(doc)) {
      doc.addPage();
      y = MARGIN;
    }
    y += write(doc, line, MARGIN, y, { width }) + 3;
  }
}
