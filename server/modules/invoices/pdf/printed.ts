import { formatDate } from "../../../../lib/date-format";
import type { InvoiceDocument, OrderDocument, SellerDetails } from "../documents";
import { type InvoiceFigures, invoiceFigures } from "./invoice-rows";

/** A GST document as the PDF draws it: a tax invoice, or a credit note against one. Money in paise. */
export interface PrintedDocument {
  kind: "Tax invoice" | "Credit note";
  number: string;
  /** The label and value pairs beside the seller (number, dates, order, payment). */
  details: [string, string][];
  seller: SellerDetails;
  /** Whose addresses and place of supply are printed. */
  order: OrderDocument;
  figures: InvoiceFigures;
  total: number;
  discount: number;
  /** The bold line above the amount in words. */
  taxNote: string;
  /** Lines printed below the parties: a credit note's original invoice and reason. */
  remarks: string[];
  footer: string;
}

const PAYMENT_LABELS: Record<string, string> = {
  razorpay: "Razorpay (online)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

export const paymentLabel = (method: string) => PAYMENT_LABELS[method] ?? method;

/** A tax invoice as printed (Rule 46). */
export function printedInvoice(invoice: InvoiceDocument): PrintedDocument {
  const { order } = invoice;
  const details: [string, string][] = [
    ["Invoice no.", invoice.invoiceNumber],
    ["Invoice date", formatDate(invoice.issueDate)],
    ["Due date", formatDate(invoice.dueDate)],
    ["Order no.", order.orderNumber],
    ["Order date", formatDate(order.createdAt)],
    ["Payment", paymentLabel(order.paymentMethod)],
  ];
  if (order.paymentId) details.push(["Payment ID", order.paymentId]);
  return {
    kind: "Tax invoice",
    number: invoice.invoiceNumber,
    details,
    seller: invoice.seller,
    order,
    figures: invoiceFigures(invoice),
    total: order.totalAmount,
    discount: order.discountAmount,
    taxNote: taxNote(order),
    remarks: [],
    footer: "This is a computer-generated invoice.",
  };
}

// Older orders in the flat mode charged nothing on deliveries abroad, where "added at 18%" would be untrue.
function taxNote(order: OrderDocument): string {
  if (order.taxMode !== "exclusive") return "Prices include GST";
  return order.taxAmount > 0 ? "GST added at 18%" : "No GST charged";
}
