import type { InvoiceDocument, OrderDocument, OrderDocumentItem } from "../documents";
import { isIntraState, splitHeads } from "./gst";

/** One line of the invoice's table: a good sold, or the shipping charged with them. Money in paise. */
export interface InvoiceRow {
  /** Serial number of a good; empty for shipping. */
  serial: string;
  description: string;
  note: string | null;
  hsn: string;
  quantity: string;
  uqc: string;
  /** GST-inclusive price per unit; null for shipping. */
  unitPrice: number | null;
  taxableValue: number;
  rateBp: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value plus tax: the value of the line. */
  total: number;
}

export interface InvoiceFigures {
  intraState: boolean;
  rows: InvoiceRow[];
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The invoice's lines with their tax heads, the goods and then shipping. Shipping is a line of its
 * own (taxed at the goods' highest rate, inside the fee) whenever a fee was charged; free shipping is
 * no supply for a price, so no line. The heads of the lines add up to the order's stored CGST, SGST
 * and IGST, which the totals print.
 */
export function invoiceFigures(invoice: InvoiceDocument): InvoiceFigures {
  const { order } = invoice;
  const intraState = isIntraState(invoice);
  const taxed = [...order.items.map(itemRow), ...(order.shippingCost > 0 ? [shippingRow(order)] : [])];
  const heads = splitHeads(
    taxed.map((row) => row.tax),
    order.cgstAmount,
  );
  const rows = taxed.map(({ tax, ...row }, index): InvoiceRow => ({
    ...row,
    cgst: intraState ? heads[index].cgst : 0,
    sgst: intraState ? heads[index].sgst : 0,
    igst: intraState ? 0 : tax,
    total: row.taxableValue + tax,
  }));
  return {
    intraState,
    rows,
    taxableValue: rows.reduce((sum, row) => sum + row.taxableValue, 0),
    cgst: order.cgstAmount,
    sgst: order.sgstAmount,
    igst: order.igstAmount,
  };
}

type TaxedRow = Omit<InvoiceRow, "cgst" | "sgst" | "igst" | "total"> & { tax: number };

function itemRow(item: OrderDocumentItem, index: number): TaxedRow {
  return {
    serial: String(index + 1),
    description: describe(item),
    note: `SKU: ${item.productSku}`,
    hsn: item.hsnCode ?? "—",
    quantity: String(item.quantity),
    uqc: item.uqc,
    unitPrice: item.priceAtPurchase,
    taxableValue: item.taxableValue,
    rateBp: item.gstRateBp,
    tax: item.taxAmount,
  };
}

// Orders placed before shipping was taxed store no shipping tax and no shipping taxable value: the
// whole fee was then charged untaxed.
function shippingRow(order: OrderDocument): TaxedRow {
  return {
    serial: "",
    description: "Shipping",
    note: order.shippingTaxAmount > 0 ? "Part of the supply of the goods, taxed at their highest rate" : null,
    hsn: "",
    quantity: "",
    uqc: "",
    unitPrice: null,
    taxableValue: order.shippingCost - order.shippingTaxAmount,
    rateBp: order.shippingGstRateBp,
    tax: order.shippingTaxAmount,
  };
}

function describe(item: OrderDocumentItem): string {
  const details = [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`].filter(Boolean);
  return details.length ? `${item.productName} (${details.join(", ")})` : item.productName;
}
