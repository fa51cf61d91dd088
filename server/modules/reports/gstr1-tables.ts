import type { Gstr1Tables } from "../../../lib/gstr1";
import { b2bTables } from "./gstr1-b2b";
import { b2cTables } from "./gstr1-b2c";
import { hsnSummary } from "./gstr1-hsn";
import type { MonthDocuments, OrderFigures } from "./gstr1-records";
import { documentsIssued, type Gstr1Summary, gstr1Summary } from "./gstr1-summary";
import { placeOfSupply, supplyKind } from "./gstr1-supply";

export interface Gstr1Figures {
  summary: Gstr1Summary;
  tables: Gstr1Tables;
  /** Documents whose delivery address has no Indian state: their place of supply needs correcting. */
  warnings: string[];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Serial numbers in their series' order: INV-2627-999999 before INV-2627-1000000. */
const byNumber = (a: string, b: string) => a.length - b.length || compare(a, b);

const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];

/** The month's GSTR-1 tables and summary from its invoices and credit notes. */
export function gstr1Figures(documents: MonthDocuments, sellerState: string): Gstr1Figures {
  const invoices = [...documents.invoices].sort((a, b) => byNumber(a.invoiceNumber, b.invoiceNumber));
  const notes = [...documents.creditNotes].sort((a, b) => byNumber(a.creditNoteNumber, b.creditNoteNumber));
  const warnings = new Set<string>();
  const place = (number: string, order: OrderFigures) => {
    const known = placeOfSupply(order);
    if (known) return known;
    const where = [order.state, order.country]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(", ");
    warnings.add(
      `${number} was delivered to ${where || "an address without a state"}, which has no GST state code: set its place of supply in the CSV before filing.`,
    );
    return order.state.trim();
  };
  // A credit note follows its invoice: against a B2B invoice it is B2B too.
  const isB2b = ({ order }: { order: OrderFigures }) => supplyKind(order, sellerState) === "b2b";
  const [b2bInvoices, b2cInvoices] = partition(invoices, isB2b);
  const [b2bNotes, b2cNotes] = partition(notes, isB2b);
  return {
    summary: gstr1Summary(invoices, notes),
    tables: {
      ...b2bTables(b2bInvoices, b2bNotes, place),
      ...b2cTables(b2cInvoices, b2cNotes, sellerState, place),
      hsnb2b: hsnSummary(b2bInvoices, b2bNotes, sellerState),
      hsn: hsnSummary(b2cInvoices, b2cNotes, sellerState),
      docs: documentsIssued(
        invoices.map((i) => i.invoiceNumber),
        notes.map((n) => n.creditNoteNumber),
      ),
    },
    warnings: [...warnings],
  };
}
