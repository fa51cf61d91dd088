import type { DocumentsRow } from "../../../lib/gstr1";
import { invoiceRates } from "./gstr1-rates";
import type { CreditNoteRecord, InvoiceRecord } from "./gstr1-records";

export interface Gstr1Totals {
  count: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface Gstr1Summary {
  invoices: Gstr1Totals;
  creditNotes: Gstr1Totals;
  /** Invoices less credit notes. */
  net: Omit<Gstr1Totals, "count">;
}

type Figures = Omit<Gstr1Totals, "count">;
const sum = (rows: Figures[]): Figures =>
  rows.reduce(
    (total, r) => ({
      taxableValue: total.taxableValue + r.taxableValue,
      cgst: total.cgst + r.cgst,
      sgst: total.sgst + r.sgst,
      igst: total.igst + r.igst,
    }),
    { taxableValue: 0, cgst: 0, sgst: 0, igst: 0 },
  );

/** What the month invoiced, what its credit notes took back, and the difference: B2B and B2C alike. */
export function gstr1Summary(invoices: InvoiceRecord[], notes: CreditNoteRecord[]): Gstr1Summary {
  const invoiced = sum(
    invoices.map((invoice) => ({
      taxableValue: [...invoiceRates(invoice).values()].reduce((a, b) => a + b, 0),
      cgst: invoice.order.cgstAmount,
      sgst: invoice.order.sgstAmount,
      igst: invoice.order.igstAmount,
    })),
  );
  const credited = sum(
    notes.map((n) => ({
      taxableValue: n.taxableValue,
      cgst: n.cgstAmount,
      sgst: n.sgstAmount,
      igst: n.igstAmount,
    })),
  );
  return {
    invoices: { count: invoices.length, ...invoiced },
    creditNotes: { count: notes.length, ...credited },
    net: {
      taxableValue: invoiced.taxableValue - credited.taxableValue,
      cgst: invoiced.cgst - credited.cgst,
      sgst: invoiced.sgst - credited.sgst,
      igst: invoiced.igst - credited.igst,
    },
  };
}

function series(nature: string, sortedNumbers: string[]): DocumentsRow[] {
  if (sortedNumbers.length === 0) return [];
  // Cancelled is always 0: the shop never cancels an issued invoice or credit note; a mistake is
  // corrected by issuing a credit note.
  const [from, to] = [sortedNumbers[0], sortedNumbers[sortedNumbers.length - 1]];
  return [{ nature, from, to, total: sortedNumbers.length, cancelled: 0 }];
}

/** Table 13: each series' first and last number issued in the month, given in number order. */
export function documentsIssued(invoiceNumbers: string[], noteNumbers: string[]): DocumentsRow[] {
  return [...series("Invoices for outward supply", invoiceNumbers), ...series("Credit Note", noteNumbers)];
}
