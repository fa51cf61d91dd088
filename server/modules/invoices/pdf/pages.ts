import type { InvoiceDocument } from "../documents";
import { COLOR, contentWidth, MARGIN, type Pdf, rule, SIZE, write } from "./text";

/** A continuation page, headed so a loose page still says which invoice it belongs to. */
export function newPage(doc: Pdf, invoice: InvoiceDocument): number {
  doc.addPage();
  const width = contentWidth(doc);
  const height = write(doc, `Tax invoice ${invoice.invoiceNumber} (continued)`, MARGIN, MARGIN, {
    width,
    bold: true,
    color: COLOR.muted,
  });
  return MARGIN + height + 8;
}

/** Drawn last, on every buffered page, because "Page x of n" needs the page count. */
export function drawFooters(doc: Pdf) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    rule(doc, y - 6);
    const width = contentWidth(doc);
    const options = { width, size: SIZE.small, color: COLOR.muted };
    write(doc, "This is a computer-generated invoice.", MARGIN, y, options);
    write(doc, `Page ${index - start + 1} of ${count}`, MARGIN, y, { ...options, align: "right" });
  }
}
