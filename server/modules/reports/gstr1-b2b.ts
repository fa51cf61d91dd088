import type { B2bRow, CdnrRow } from "../../../lib/gstr1";
import { byRate, invoiceRates, noteRates } from "./gstr1-rates";
import type { CreditNoteRecord, InvoiceRecord, OrderFigures } from "./gstr1-records";

const recipient = (order: OrderFigures) => ({
  recipientGstin: order.buyerGstin ?? "",
  receiverName: order.buyerBusinessName ?? "",
});

/**
 * B2B and CDNR from the month's B2B invoices and the credit notes against them, both in number
 * order: one row per document and rate. `place` names a document's place of supply.
 */
export function b2bTables(
  invoices: InvoiceRecord[],
  notes: CreditNoteRecord[],
  place: (number: string, order: OrderFigures) => string,
): { b2b: B2bRow[]; cdnr: CdnrRow[] } {
  const b2b = invoices.flatMap((invoice) => {
    const { invoiceNumber, issueDate: invoiceDate, order } = invoice;
    const placeOfSupply = place(invoiceNumber, order);
    return byRate(invoiceRates(invoice)).map(([rateBp, taxableValue]) => ({
      ...recipient(order),
      invoiceNumber,
      invoiceDate,
      invoiceValue: order.totalAmount,
      placeOfSupply,
      rateBp,
      taxableValue,
    }));
  });
  const cdnr = notes.flatMap((note) => {
    const { creditNoteNumber: noteNumber, issueDate: noteDate, totalAmount: noteValue, order } = note;
    const placeOfSupply = place(noteNumber, order);
    return byRate(noteRates(note)).map(([rateBp, taxableValue]) => ({
      ...recipient(order),
      noteNumber,
      noteDate,
      noteValue,
      placeOfSupply,
      rateBp,
      taxableValue,
    }));
  });
  return { b2b, cdnr };
}
