// The documents of a GSTR-1 test month, written straight to the tables as checkout and refunds would
// leave them: an order with its items and invoice, and a refund with its credit note.
import { insertOrder } from "../../../tests/fixtures/orders";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";

/** A goods line as stored: paise, rates in basis points. */
export interface Line {
  hsn: string | null;
  uqc: string;
  qty: number;
  total: number;
  rateBp: number;
  taxable: number;
  tax: number;
}

interface Invoiced {
  number: string;
  date: string;
  state: string;
  lines: Line[];
  shipping?: { cost: number; rateBp: number; taxable: number; tax: number };
  /** A registered buyer: the invoice is B2B. */
  buyer?: { gstin: string; name: string };
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

let serial = 0;

/** An order with its lines and its tax invoice, written as the shop stores them. */
export async function invoiced(o: Invoiced) {
  const db = getDb();
  const n = ++serial;
  const order = await insertOrder({
    orderNumber: `DT26100${String(n).padStart(5, "0")}XY`,
    status: "delivered",
    subtotal: o.lines.reduce((sum, l) => sum + l.total, 0),
    taxAmount: o.cgst + o.sgst + o.igst,
    cgstAmount: o.cgst,
    sgstAmount: o.sgst,
    igstAmount: o.igst,
    shippingCost: o.shipping?.cost ?? 0,
    shippingGstRateBp: o.shipping?.rateBp ?? 0,
    shippingTaxableValue: o.shipping?.taxable ?? 0,
    shippingTaxAmount: o.shipping?.tax ?? 0,
    totalAmount: o.total,
    buyerGstin: o.buyer?.gstin ?? null,
    buyerBusinessName: o.buyer?.name ?? null,
    shippingAddress: { state: o.state },
  });
  const items = await db
    .insert(t.orderItems)
    .values(
      o.lines.map((l, i) => ({
        orderId: order.id,
        productName: `Item ${i + 1}`,
        productSku: `SKU-${n}-${i}`,
        hsnCode: l.hsn,
        gstRateBp: l.rateBp,
        uqc: l.uqc,
        quantity: l.qty,
        priceAtPurchase: l.total / l.qty,
        lineTotal: l.total,
        taxableValue: l.taxable,
        taxAmount: l.tax,
      })),
    )
    .returning();
  const [invoice] = await db
    .insert(t.invoices)
    .values({
      orderId: order.id,
      invoiceNumber: o.number,
      issueDate: o.date,
      dueDate: o.date,
      storageKey: `invoices/${o.number}.pdf`,
    })
    .returning();
  // Items come back in insertion order; the lines are looked up by their HSN in the tests.
  return { orderId: order.id, invoiceId: invoice.id, itemIds: items.map((i) => i.id) };
}

interface CreditLine {
  /** Index of the credited order line; null for shipping. */
  item: number | null;
  hsn: string | null;
  uqc: string;
  qty: number;
  rateBp: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** A credit note for a refund of an invoiced order, with its lines. */
export async function creditNote(
  number: string,
  date: string,
  of: Awaited<ReturnType<typeof invoiced>>,
  intraState: boolean,
  lines: CreditLine[],
) {
  const db = getDb();
  const total = (l: CreditLine) => l.taxable + l.cgst + l.sgst + l.igst;
  const sum = (pick: (l: CreditLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const [refund] = await db
    .insert(t.refunds)
    .values({
      orderId: of.orderId,
      providerPaymentId: `pay_${number}`,
      idempotencyKey: `refund-${number}`,
      amount: sum(total),
      status: "processed",
    })
    .returning();
  const [note] = await db
    .insert(t.creditNotes)
    .values({
      refundId: refund.id,
      orderId: of.orderId,
      invoiceId: of.invoiceId,
      creditNoteNumber: number,
      issueDate: date,
      reason: "Returned",
      intraState,
      taxableValue: sum((l) => l.taxable),
      cgstAmount: sum((l) => l.cgst),
      sgstAmount: sum((l) => l.sgst),
      igstAmount: sum((l) => l.igst),
      totalAmount: sum(total),
      storageKey: `credit-notes/${number}.pdf`,
    })
    .returning();
  await db.insert(t.creditNoteItems).values(
    lines.map((l, position) => ({
      creditNoteId: note.id,
      position,
      orderItemId: l.item === null ? null : of.itemIds[l.item],
      description: l.item === null ? "Shipping" : `Item ${l.item + 1}`,
      hsnCode: l.hsn,
      uqc: l.uqc,
      quantity: l.qty,
      gstRateBp: l.rateBp,
      taxableValue: l.taxable,
      cgstAmount: l.cgst,
      sgstAmount: l.sgst,
      igstAmount: l.igst,
      totalAmount: total(l),
    })),
  );
}

export const kurta = (qty: number): Line => ({
  hsn: "6211",
  uqc: "SET",
  qty,
  total: 105_000 * qty,
  rateBp: 500,
  taxable: 100_000 * qty,
  tax: 5_000 * qty,
});
