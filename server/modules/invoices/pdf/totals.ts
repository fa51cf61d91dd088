import { formatInr } from "../../../../lib/money";
import type { InvoiceDocument, OrderDocument } from "../documents";
import { amountInWords } from "./amount-in-words";
import { isIntraState } from "./gst";
import { newPage } from "./pages";
import { bodyBottom, COLOR, contentWidth, drawLabelValue, MARGIN, measure, type Pdf, write } from "./text";

/** Tax note and amount in words on the left, the totals box on the right. */
export function drawTotals(doc: Pdf, invoice: InvoiceDocument, top: number): void {
  const { order } = invoice;
  const boxWidth = 220;
  const boxX = MARGIN + contentWidth(doc) - boxWidth;
  const noteWidth = contentWidth(doc) - boxWidth - 24;
  const rows = totalRows(order, isIntraState(invoice));
  const words = `Amount in words: ${amountInWords(order.totalAmount)}`;
  const needed = Math.max(rows.length * 13 + 30, measure(doc, words, { width: noteWidth }) + 30) + 12;

  let y = top + 12;
  if (y + needed > bodyBottom(doc)) y = newPage(doc, invoice);
  const noteTop = y;

  for (const [label, value] of rows) y = drawLabelValue(doc, label, value, boxX, y, boxWidth, 120) + 3;
  y += 2;
  doc
    .moveTo(boxX, y)
    .lineTo(boxX + boxWidth, y)
    .lineWidth(0.8)
    .strokeColor(COLOR.accent)
    .stroke();
  y += 5;
  write(doc, "Total", boxX, y, { width: 120, size: 11, bold: true });
  write(doc, formatInr(order.totalAmount), boxX + 120, y, {
    width: boxWidth - 120,
    size: 11,
    bold: true,
    align: "right",
  });

  const wordsTop =
    noteTop + write(doc, taxNote(order), MARGIN, noteTop, { width: noteWidth, bold: true }) + 4;
  write(doc, words, MARGIN, wordsTop, { width: noteWidth });
}

// The flat mode charges nothing on deliveries abroad, where "added at 18%" would be untrue.
function taxNote(order: OrderDocument): string {
  if (order.taxMode !== "exclusive") return "Prices include GST";
  return order.taxAmount > 0 ? "GST added at 18%" : "No GST charged";
}

function totalRows(order: OrderDocument, intraState: boolean): [string, string][] {
  const taxable = order.items.reduce((sum, item) => sum + item.taxableValue, 0);
  const rows: [string, string][] = [["Taxable value", formatInr(taxable)]];
  if (intraState) {
    rows.push(["CGST", formatInr(order.cgstAmount)], ["SGST", formatInr(order.sgstAmount)]);
  } else {
    rows.push(["IGST", formatInr(order.igstAmount)]);
  }
  rows.push(["Shipping", formatInr(order.shippingCost)]);
  if (order.discountAmount > 0) rows.push(["Discount", `−${formatInr(order.discountAmount)}`]);
  return rows;
}
