import { formatDate } from "../../../../lib/date-format";
import type { InvoiceDocument, OrderDocument } from "../documents";
import { stateWithCode } from "./gst";
import { COLOR, contentWidth, drawLabelValue, MARGIN, type Pdf, rule, write, writeLines } from "./text";

const PAYMENT_LABELS: Record<string, string> = {
  razorpay: "Razorpay (online)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

/** Seller (Rule 46(a): name, address, state and code, GSTIN) on the left, invoice details on the right. */
export function drawHeader(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const { seller, order } = invoice;
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
  right += write(doc, "TAX INVOICE", metaX, right, {
    width: metaWidth,
    size: 17,
    bold: true,
    color: COLOR.accent,
    align: "right",
  });
  right += 4;
  for (const [label, value] of invoiceDetails(invoice, order)) {
    right = drawLabelValue(doc, label, value, metaX, right, metaWidth, 78) + 1.5;
  }

  const bottom = Math.max(left, right) + 10;
  rule(doc, bottom, COLOR.accent);
  return bottom + 10;
}

function invoiceDetails(invoice: InvoiceDocument, order: OrderDocument): [string, string][] {
  const rows: [string, string][] = [
    ["Invoice no.", invoice.invoiceNumber],
    ["Invoice date", formatDate(invoice.issueDate)],
    ["Due date", formatDate(invoice.dueDate)],
    ["Order no.", order.orderNumber],
    ["Order date", formatDate(order.createdAt)],
    ["Payment", PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod],
  ];
  if (order.paymentId) rows.push(["Payment ID", order.paymentId]);
  return rows;
}
