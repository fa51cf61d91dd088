import { stateWithCode } from "./gst";
import type { PrintedDocument } from "./printed";
import { COLOR, contentWidth, drawLabelValue, MARGIN, type Pdf, rule, write, writeLines } from "./text";

/** Seller (Rule 46(a): name, address, state and code, GSTIN) on the left, the document's details on the right. */
export function drawHeader(doc: Pdf, printed: PrintedDocument, top: number): number {
  const { seller } = printed;
  const width = contentWidth(doc);
  const metaWidth = 215;
  const sellerWidth = width - metaWidth - 20;

  let left = top;
  left += write(doc, seller.legalName, MARGIN, left, { width: sellerWidth, size: 14, bold: true }) + 3;
  left = writeLines(doc, seller.address.split(/\r?\n/), MARGIN, left, { width: sellerWidth });
  const contact = [`State: ${stateWithCode(seller.state)}`, seller.email && `E-mail: ${seller.email}`];
  left = writeLines(doc, contact.filter(Boolean), MARGIN, left, { width: sellerWidth });
  left += write(doc, `GSTIN: ${seller.gstin}`, MARGIN, left + 1, { width: sellerWidth, bold: true }) + 1;

  const metaX = MARGIN + width - metaWidth;
  let right = top;
  right += write(doc, printed.kind.toUpperCase(), metaX, right, {
    width: metaWidth,
    size: 17,
    bold: true,
    color: COLOR.accent,
    align: "right",
  });
  right += 4;
  for (const [label, value] of printed.details) {
    right = drawLabelValue(doc, label, value, metaX, right, metaWidth, 78) + 1.5;
  }

  const bottom = Math.max(left, right) + 10;
  rule(doc, bottom, COLOR.accent);
  return bottom + 10;
}
