import { eq } from "drizzle-orm";
import { formatDate } from "../../../lib/date-format";
import { getDb } from "../../db/client";
import { getStorage } from "../media/service";
import { getSellerDetails } from "../settings/service";
import { type CreditNoteItemRecord, type CreditNoteRecord, creditNoteLinesOf } from "./credit-notes";
import type { OrderDocument, SellerDetails } from "./documents";
import { renderPrintedPdf } from "./pdf";
import type { InvoiceRow } from "./pdf/invoice-rows";
import type { PrintedDocument } from "./pdf/printed";
import { creditNotes, invoices } from "./schema";

export const CREDIT_NOTE_MESSAGES = {
  notFound: "Credit note not found",
  empty: "Generated PDF is empty",
} as const;

export interface CreditNoteDocument {
  note: CreditNoteRecord;
  lines: CreditNoteItemRecord[];
  invoice: { invoiceNumber: string; issueDate: string };
  seller: SellerDetails;
  order: OrderDocument;
}

function row(line: CreditNoteItemRecord, serial: number): InvoiceRow {
  const good = line.orderItemId !== null;
  return {
    serial: good ? String(serial) : "",
    description: line.description,
    note: good && line.quantity === 0 ? "Value credited, no goods returned" : null,
    hsn: line.hsnCode ?? (good ? "—" : ""),
    quantity: line.quantity > 0 ? String(line.quantity) : "",
    uqc: line.quantity > 0 ? line.uqc : "",
    unitPrice: null,
    taxableValue: line.taxableValue,
    rateBp: line.gstRateBp,
    cgst: line.cgstAmount,
    sgst: line.sgstAmount,
    igst: line.igstAmount,
    total: line.totalAmount,
  };
}

/**
 * A credit note as printed (CGST Rules r.53): the supplier, the recipient and place of supply as on
 * the invoice, its own number and date, the invoice it is issued against, and per line the value
 * credited and the tax reversed at the invoice's rate.
 */
export function printedCreditNote({
  note,
  lines,
  invoice,
  seller,
  order,
}: CreditNoteDocument): PrintedDocument {
  let serial = 0;
  return {
    kind: "Credit note",
    number: note.creditNoteNumber,
    details: [
      ["Credit note no.", note.creditNoteNumber],
      ["Credit note date", formatDate(note.issueDate)],
      ["Against invoice", invoice.invoiceNumber],
      ["Invoice date", formatDate(invoice.issueDate)],
      ["Order no.", order.orderNumber],
      ["Order date", formatDate(order.createdAt)],
    ],
    seller,
    order,
    figures: {
      intraState: note.intraState,
      rows: lines.map((line) => row(line, line.orderItemId === null ? serial : ++serial)),
      taxableValue: note.taxableValue,
      cgst: note.cgstAmount,
      sgst: note.sgstAmount,
      igst: note.igstAmount,
    },
    total: note.totalAmount,
    discount: 0,
    taxNote: "GST on the value refunded is reversed",
    remarks: [
      `Issued against tax invoice ${invoice.invoiceNumber} dated ${formatDate(invoice.issueDate)}.`,
      `Reason: ${note.reason}`,
    ],
    footer: "This is a computer-generated credit note.",
  };
}

async function documentOf(note: CreditNoteRecord, order: OrderDocument): Promise<CreditNoteDocument> {
  if (order.id !== note.orderId)
    throw new Error(`Credit note ${note.creditNoteNumber} is not of order ${order.orderNumber}`);
  const [invoice] = await getDb()
    .select({ invoiceNumber: invoices.invoiceNumber, issueDate: invoices.issueDate })
    .from(invoices)
    .where(eq(invoices.id, note.invoiceId));
  return { note, lines: await creditNoteLinesOf(note.id), invoice, seller: await getSellerDetails(), order };
}

/**
 * The credit note's PDF, rendered from its stored figures and stored privately the first time it is
 * asked for (the job that e-mails it, or a download that came first).
 */
export async function readCreditNotePdf(note: CreditNoteRecord, order: OrderDocument): Promise<Buffer> {
  if (note.fileSize !== null) {
    const stored = await getStorage().get(note.storageKey);
    if (stored) return stored;
  }
  const pdf = await renderPrintedPdf(printedCreditNote(await documentOf(note, order)), note.issueDate);
  if (pdf.length === 0) throw new Error(CREDIT_NOTE_MESSAGES.empty);
  await getStorage().put(note.storageKey, pdf, "application/pdf");
  await getDb().update(creditNotes).set({ fileSize: pdf.length }).where(eq(creditNotes.id, note.id));
  return pdf;
}
