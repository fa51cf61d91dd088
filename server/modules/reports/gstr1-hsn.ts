import { type HsnRow, uqcCode } from "../../../lib/gstr1";
import { splitHeads } from "../invoices/service";
import type { CreditNoteRecord, GoodsLine, InvoiceRecord } from "./gstr1-records";
import { isIntraState } from "./gstr1-supply";

interface Heads {
  cgst: number;
  sgst: number;
  igst: number;
}

/** Each line's tax as the invoice printed it: IGST across states, the invoice's own CGST/SGST split within. */
function invoiceHeads(taxes: number[], intraState: boolean, cgstTotal: number): Heads[] {
  if (!intraState) return taxes.map((tax) => ({ cgst: 0, sgst: 0, igst: tax }));
  return splitHeads(taxes, cgstTotal).map((heads) => ({ ...heads, igst: 0 }));
}

/**
 * Shipping is part of a composite supply whose principal supply is the goods (CGST Act s.2(30)):
 * its value goes under the order's main good, the one at the highest rate, the larger value first,
 * then the first listed.
 */
export function principalLine(lines: GoodsLine[]): GoodsLine | undefined {
  return lines.reduce<GoodsLine | undefined>(
    (best, line) =>
      !best ||
      line.gstRateBp > best.gstRateBp ||
      (line.gstRateBp === best.gstRateBp && line.lineTotal > best.lineTotal)
        ? line
        : best,
    undefined,
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Entry extends Heads {
  hsn: string | null;
  uqc: string;
  rateBp: number;
  quantity: number;
  taxableValue: number;
}

/** Where a shipping line counts: the main good's HSN and unit, with no quantity. */
const underPrincipal = (lines: GoodsLine[]) => {
  const main = principalLine(lines);
  return { hsn: main?.hsnCode ?? null, uqc: main?.uqc ?? "" };
};

function invoiceEntries(invoice: InvoiceRecord, sellerState: string): Entry[] {
  const shipped = invoice.shippingCost > 0;
  const taxes = [...invoice.lines.map((l) => l.taxAmount), ...(shipped ? [invoice.shippingTaxAmount] : [])];
  const heads = invoiceHeads(taxes, isIntraState(invoice.order, sellerState), invoice.order.cgstAmount);
  const goods = invoice.lines.map((line, i) => ({
    hsn: line.hsnCode,
    uqc: line.uqc,
    rateBp: line.gstRateBp,
    quantity: line.quantity,
    taxableValue: line.taxableValue,
    ...heads[i],
  }));
  if (!shipped) return goods;
  // As the invoice shows it: the fee less its tax (the whole fee on orders from before shipping was taxed).
  const shipping = {
    ...underPrincipal(invoice.lines),
    rateBp: invoice.shippingGstRateBp,
    quantity: 0,
    taxableValue: invoice.shippingCost - invoice.shippingTaxAmount,
    ...heads[heads.length - 1],
  };
  return [...goods, shipping];
}

function creditEntries(note: CreditNoteRecord): Entry[] {
  return note.lines.map((line) => ({
    ...(line.orderItemId === null ? underPrincipal(note.orderLines) : { hsn: line.hsnCode, uqc: line.uqc }),
    rateBp: line.gstRateBp,
    quantity: -line.quantity,
    taxableValue: -line.taxableValue,
    cgst: -line.cgstAmount,
    sgst: -line.sgstAmount,
    igst: -line.igstAmount,
  }));
}

/**
 * Table 12 for one of its tabs (B2B or B2C): the invoice lines less the credit note lines given, by
 * HSN, rate and unit. There is no HSN description table in the shop, so Description stays blank
 * (the portal fills it from the code). A group that nets to nothing at all is left out.
 */
export function hsnSummary(
  invoices: InvoiceRecord[],
  notes: CreditNoteRecord[],
  sellerState: string,
): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  const entries = [
    ...invoices.flatMap((i) => invoiceEntries(i, sellerState)),
    ...notes.flatMap(creditEntries),
  ];
  for (const entry of entries) {
    const hsn = (entry.hsn ?? "").replace(/\s+/g, "");
    const uqc = uqcCode(entry.uqc);
    const key = `${hsn}|${entry.rateBp}|${uqc}`;
    const row = rows.get(key) ?? {
      hsn,
      description: "",
      uqc,
      quantity: 0,
      totalValue: 0,
      rateBp: entry.rateBp,
      taxableValue: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
    };
    row.quantity += entry.quantity;
    row.taxableValue += entry.taxableValue;
    row.cgst += entry.cgst;
    row.sgst += entry.sgst;
    row.igst += entry.igst;
    row.totalValue += entry.taxableValue + entry.cgst + entry.sgst + entry.igst;
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((r) => [r.quantity, r.taxableValue, r.cgst, r.sgst, r.igst].some((n) => n !== 0))
    .sort((a, b) => compare(a.hsn, b.hsn) || a.rateBp - b.rateBp || compare(a.uqc, b.uqc));
}
