import type { InvoiceDocument } from "./documents";
import { drawPageFooters, openPdf } from "./pdf/document";
import { drawHeader } from "./pdf/header";
import { drawItems } from "./pdf/items-table";
import { drawParties, drawRemarks } from "./pdf/parties";
import { type PrintedDocument, printedInvoice } from "./pdf/printed";
import { MARGIN, type Pdf } from "./pdf/text";
import { drawTotals } from "./pdf/totals";

/** Draws one tax invoice or credit note from the current page on. */
export function drawDocument(doc: Pdf, printed: PrintedDocument): void {
  let y = drawHeader(doc, printed, MARGIN);
  y = drawParties(doc, printed.order, y);
  y = drawRemarks(doc, printed.remarks, y);
  y = drawItems(doc, printed, y);
  drawTotals(doc, printed, y);
}

/**
 * Renders an A4 tax invoice or credit note. Noto Sans is embedded because the standard PDF fonts have
 * no ₹. The creation date is the document's own, not "now", so the same document renders to the same
 * bytes.
 */
export async function renderPrintedPdf(printed: PrintedDocument, issueDate: string): Promise<Buffer> {
  const { doc, bytes } = await openPdf({
    Title: `${printed.kind} ${printed.number}`,
    Author: printed.seller.legalName,
    Subject: `Order ${printed.order.orderNumber}`,
    CreationDate: new Date(`${issueDate}T00:00:00+05:30`),
  });
  drawDocument(doc, printed);
  drawPageFooters(doc, printed.footer);
  doc.end();
  return bytes;
}

/** Renders an A4 GST tax invoice. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return renderPrintedPdf(printedInvoice(invoice), invoice.issueDate);
}
