import type { B2clRow, B2csRow, CdnurRow } from "../../../lib/gstr1";
import { addTo, byRate, invoiceRates, noteRates, type RateMap } from "./gstr1-rates";
import type { CreditNoteRecord, InvoiceRecord, OrderFigures } from "./gstr1-records";
import { supplyKind } from "./gstr1-supply";

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * B2CS, B2CL and CDNUR from the month's B2C invoices and the credit notes against them, both in
 * number order. `place` names a document's place of supply.
 */
export function b2cTables(
  invoices: InvoiceRecord[],
  notes: CreditNoteRecord[],
  sellerState: string,
  place: (number: string, order: OrderFigures) => string,
): { b2cs: B2csRow[]; b2cl: B2clRow[]; cdnur: CdnurRow[] } {
  const small = new Map<string, RateMap>();
  const smallAt = (pos: string) => small.get(pos) ?? small.set(pos, new Map()).get(pos)!;
  const b2cl: B2clRow[] = [];
  const cdnur: CdnurRow[] = [];
  for (const invoice of invoices) {
    const placeOfSupply = place(invoice.invoiceNumber, invoice.order);
    const large = supplyKind(invoice.order, sellerState) === "b2cl";
    for (const [rateBp, taxableValue] of byRate(invoiceRates(invoice))) {
      if (!large) addTo(smallAt(placeOfSupply), rateBp, taxableValue);
      else {
        const { invoiceNumber, issueDate: invoiceDate } = invoice;
        b2cl.push({
          invoiceNumber,
          invoiceDate,
          invoiceValue: invoice.order.totalAmount,
          placeOfSupply,
          rateBp,
          taxableValue,
        });
      }
    }
  }
  // A credit note on a B2C small invoice is reported by reducing B2CS; one on a B2C large invoice in CDNUR.
  for (const note of notes) {
    const placeOfSupply = place(note.creditNoteNumber, note.order);
    const large = supplyKind(note.order, sellerState) === "b2cl";
    for (const [rateBp, taxableValue] of byRate(noteRates(note))) {
      if (!large) addTo(smallAt(placeOfSupply), rateBp, -taxableValue);
      else {
        const { creditNoteNumber: noteNumber, issueDate: noteDate, totalAmount: noteValue } = note;
        cdnur.push({ noteNumber, noteDate, noteValue, placeOfSupply, rateBp, taxableValue });
      }
    }
  }
  // A place and rate whose sales were all credited back reports nothing.
  const b2cs = [...small.entries()]
    .sort(([a], [b]) => compare(a, b))
    .flatMap(([placeOfSupply, rates]) =>
      byRate(rates)
        .filter(([, taxableValue]) => taxableValue !== 0)
        .map(([rateBp, taxableValue]) => ({ placeOfSupply, rateBp, taxableValue })),
    );
  return { b2cs, b2cl, cdnur };
}
