import { formatInr } from "../../../../lib/money";
import { amountInWords } from "./amount-in-words";
import type { InvoiceFigures } from "./invoice-rows";
import { newPage } from "./pages";
import type { PrintedDocument } from "./printed";
import { bodyBottom, COLOR, contentWidth, drawLabelValue, MARGIN, measure, type Pdf, write } from "./text";

const BOX_WIDTH = 220;
const LABEL_WIDTH = 120;
const SIGNATURE_SPACE = 30;

/**
 * Tax note and amount in words on the left, the totals box on the right (the sums of the table's
 * columns), then the signatory block (Rule 46(q)).
 */
export function drawTotals(doc: Pdf, printed: PrintedDocument, top: number): void {
  const { seller, total } = printed;
  const boxX = MARGIN + contentWidth(doc) - BOX_WIDTH;
  const noteWidth = contentWidth(doc) - BOX_WIDTH - 24;
  const rows = totalRows(printed.figures, printed.discount);
  const words = `Amount in words: ${amountInWords(total)}`;
  const signedFor = `For ${seller.legalName}`;
  const signatureHeight = measure(doc, signedFor, { width: BOX_WIDTH, bold: true }) + SIGNATURE_SPACE + 24;
  const needed =
    Math.max(rows.length * 13 + 30, measure(doc, words, { width: noteWidth }) + 30) + 12 + signatureHeight;

  let y = top + 12;
  if (y + needed > bodyBottom(doc)) y = newPage(doc, printed);
  const noteTop = y;

  for (const [label, value] of rows) {
    y = drawLabelValue(doc, label, value, boxX, y, BOX_WIDTH, LABEL_WIDTH) + 3;
  }
  y += 2;
  doc
    .moveTo(boxX, y)
    .lineTo(boxX + BOX_WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(COLOR.accent)
    .stroke();
  y += 5;
  write(doc, "Total", boxX, y, { width: LABEL_WIDTH, size: 11, bold: true });
  y += write(doc, formatInr(total), boxX + LABEL_WIDTH, y, {
    width: BOX_WIDTH - LABEL_WIDTH,
    size: 11,
    bold: true,
    align: "right",
  });

  const wordsTop =
    noteTop + write(doc, printed.taxNote, MARGIN, noteTop, { width: noteWidth, bold: true }) + 4;
  const wordsBottom = wordsTop + write(doc, words, MARGIN, wordsTop, { width: noteWidth });

  drawSignatory(doc, signedFor, boxX, Math.max(y, wordsBottom) + 18);
}

/** "For <legal name>", room to sign, and "Authorised Signatory" under a line. */
function drawSignatory(doc: Pdf, signedFor: string, x: number, top: number) {
  const y = top + write(doc, signedFor, x, top, { width: BOX_WIDTH, bold: true, align: "right" });
  const lineY = y + SIGNATURE_SPACE;
  doc
    .moveTo(x + BOX_WIDTH - 140, lineY)
    .lineTo(x + BOX_WIDTH, lineY)
    .lineWidth(0.6)
    .strokeColor(COLOR.muted)
    .stroke();
  write(doc, "Authorised Signatory", x, lineY + 3, { width: BOX_WIDTH, align: "right" });
}

function totalRows(figures: InvoiceFigures, discount: number): [string, string][] {
  const rows: [string, string][] = [["Taxable value", formatInr(figures.taxableValue)]];
  if (figures.intraState) {
    rows.push(["CGST", formatInr(figures.cgst)], ["SGST", formatInr(figures.sgst)]);
  } else {
    rows.push(["IGST", formatInr(figures.igst)]);
  }
  if (discount > 0) rows.push(["Discount", `−${formatInr(discount)}`]);
  return rows;
}
