import { asc, eq } from "drizzle-orm";
import { sameState } from "../../../lib/indian-states";
import { type Database, getDb } from "../../db/client";
import type { OrderAddress } from "../orders/schema";
import { type CreditableLine, type CreditRequest, creditNoteLines } from "./credit-note-figures";
import { documentNumber, financialYearOf, takeSerialNumber } from "./invoice-number";
import { creditNoteItems, creditNotes, type invoices } from "./schema";

export type CreditNoteRecord = typeof creditNotes.$inferSelect;
export type CreditNoteItemRecord = typeof creditNoteItems.$inferSelect;

/** An order line as a credit note needs it. Money in paise. */
export interface CreditedOrderItem {
  id: string;
  productName: string;
  size: string | null;
  color: string | null;
  hsnCode: string | null;
  uqc: string;
  gstRateBp: number;
  lineTotal: number;
}

/** The invoiced order a refund belongs to, with the figures its invoice charged. */
export interface CreditedOrder {
  id: string;
  subtotal: number;
  discountAmount: number;
  shippingCost: number;
  shippingGstRateBp: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  shippingAddress: OrderAddress;
  items: CreditedOrderItem[];
}

export interface CreditNoteIssue {
  refund: CreditRequest & { id: string; reason: string | null };
  order: CreditedOrder;
  invoice: Pick<typeof invoices.$inferSelect, "id" | "invoiceNumber">;
  /** The shop's state: a zero-tax invoice has no heads to tell intra- from inter-state by. */
  sellerState: string;
}

/** Indian calendar date (YYYY-MM-DD) of an instant. */
const indianDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Whether the invoice charged CGST + SGST (true) or IGST (false); the states decide on a zero-tax one. */
function chargedIntraState(order: CreditedOrder, sellerState: string): boolean {
  if (order.cgstAmount + order.sgstAmount > 0) return true;
  if (order.igstAmount > 0) return false;
  return sameState(sellerState, order.shippingAddress.state);
}

const describe = (item: CreditedOrderItem) => {
  const details = [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`].filter(Boolean);
  return details.length ? `${item.productName} (${details.join(", ")})` : item.productName;
};

/** The invoice's lines with the value earlier credit notes of the order already gave back on each. */
async function creditableLines(tx: Database, order: CreditedOrder): Promise<CreditableLine[]> {
  const earlier = await tx
    .select({ orderItemId: creditNoteItems.orderItemId, total: creditNoteItems.totalAmount })
    .from(creditNoteItems)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteItems.creditNoteId))
    .where(eq(creditNotes.orderId, order.id));
  const credited = (orderItemId: string | null) =>
    earlier.filter((row) => row.orderItemId === orderItemId).reduce((sum, row) => sum + row.total, 0);
  const afterDiscount = (value: number) =>
    order.discountAmount > 0 && order.subtotal > 0
      ? value - Math.round((order.discountAmount * value) / order.subtotal)
      : value;
  const goods = order.items.map((item): CreditableLine => ({
    orderItemId: item.id,
    description: describe(item),
    hsnCode: item.hsnCode,
    uqc: item.uqc,
    value: afterDiscount(item.lineTotal),
    credited: credited(item.id),
    gstRateBp: item.gstRateBp,
  }));
  if (order.shippingCost <= 0) return goods;
  return [
    ...goods,
    {
      orderItemId: null,
      description: "Shipping",
      hsnCode: null,
      uqc: "",
      value: order.shippingCost,
      credited: credited(null),
      gstRateBp: order.shippingGstRateBp,
    },
  ];
}

export async function findCreditNoteOfRefund(tx: Database, refundId: string) {
  const [row] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  return row ?? null;
}

/**
 * Issues the GST credit note of a processed refund (CGST Act s.34, CGST Rules r.53), in the caller's
 * transaction, which must hold the order's lock so two settlements of one order take turns. A refund
 * that already has its credit note gets no second one (and no number is taken for it); a refund that
 * gives back nothing taxable on the invoice gets none. Returns the credit note issued now, or null.
 */
export async function issueCreditNote(
  tx: Database,
  issue: CreditNoteIssue,
  now = new Date(),
): Promise<CreditNoteRecord | null> {
  if (await findCreditNoteOfRefund(tx, issue.refund.id)) return null;
  const intraState = chargedIntraState(issue.order, issue.sellerState);
  const lines = creditNoteLines(await creditableLines(tx, issue.order), issue.refund, intraState);
  if (lines.length === 0) return null;
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const financialYear = financialYearOf(now);
  const number = documentNumber(
    "credit_note",
    financialYear,
    await takeSerialNumber(tx, "credit_note", financialYear),
  );
  const [note] = await tx
    .insert(creditNotes)
    .values({
      refundId: issue.refund.id,
      orderId: issue.order.id,
      invoiceId: issue.invoice.id,
      creditNoteNumber: number,
      issueDate: indianDate(now),
      reason: issue.refund.reason?.trim() || "Refund",
      intraState,
      taxableValue: sum((l) => l.taxableValue),
      cgstAmount: sum((l) => l.cgstAmount),
      sgstAmount: sum((l) => l.sgstAmount),
      igstAmount: sum((l) => l.igstAmount),
      totalAmount: sum((l) => l.totalAmount),
      storageKey: `private/credit-notes/${number}.pdf`,
      fileSize: null,
    })
    .returning();
  await tx
    .insert(creditNoteItems)
    .values(lines.map((line, position) => ({ ...line, position, creditNoteId: note.id })));
  return note;
}

/** An order's credit notes, oldest first. */
export function creditNotesOfOrder(orderId: string, db: Database = getDb()): Promise<CreditNoteRecord[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.creditNoteNumber));
}

export async function findCreditNote(
  creditNoteNumber: string,
  db: Database = getDb(),
): Promise<CreditNoteRecord | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.creditNoteNumber, creditNoteNumber));
  return row ?? null;
}

export async function findCreditNoteById(
  id: string,
  db: Database = getDb(),
): Promise<CreditNoteRecord | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row ?? null;
}

export function creditNoteLinesOf(creditNoteId: string, db: Database = getDb()) {
  return db
    .select()
    .from(creditNoteItems)
    .where(eq(creditNoteItems.creditNoteId, creditNoteId))
    .orderBy(asc(creditNoteItems.position));
}
