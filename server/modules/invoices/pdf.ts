import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "./documents";
import { FONT, loadFonts } from "./pdf/fonts";
import { drawHeader } from "./pdf/header";
import { drawItems } from "./pdf/items-table";
import { drawFooters } from "./pdf/pages";
import { drawParties } from "./pdf/parties";
import { MARGIN, type Pdf } from "./pdf/text";
import { drawTotals } from "./pdf/totals";

/** Renders an A4 GST tax invoice. Noto Sans is embedded because the standard PDF fonts have no ₹. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const fonts = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: true,
    bufferPages: true,
    info: {
      Title: `Tax invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.legalName,
      Subject: `Order ${invoice.order.orderNumber}`,
      // A fixed date (the invoice's own) rather than "now", so the same invoice renders to the same bytes.
      CreationDate: new Date(`${invoice.issueDate}T00:00:00+05:30`),
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const done = collect(doc);

  let y = drawHeader(doc, invoice, MARGIN);
  y = drawParties(doc, invoice.order, y);
  y = drawItems(doc, invoice, y);
  drawTotals(doc, invoice, y);
  drawFooters(doc);
  doc.end();
  return done;
}

function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
