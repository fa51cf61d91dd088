/**
 * GST on an order, in integer paise. Rounding rule: each line's tax is rounded to the nearest
 * paisa (halves up) once, and the order's tax is the sum of its lines, so line and order figures
 * on an invoice always add up.
 */
export type TaxMode = "inclusive" | "flat";

export interface TaxLine {
  /** Price per unit as charged (GST-inclusive in "inclusive" mode). */
  unitPrice: number;
  quantity: number;
  /** GST rate in basis points (500 = 5%). */
  gstRateBp: number;
}

export interface TaxedLine extends TaxLine {
  lineTotal: number;
  taxableValue: number;
  tax: number;
}

export interface TaxBreakdown {
  lines: TaxedLine[];
  subtotal: number;
  taxableValue: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The spec's alternative: a flat 18% added on top of the subtotal. */
export const FLAT_RATE_BP = 1800;

const divRound = (numerator: number, denominator: number) =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

export function computeGst(lines: TaxLine[], options: { mode: TaxMode; intraState: boolean }): TaxBreakdown {
  const taxed = lines.map((line): TaxedLine => {
    const lineTotal = line.unitPrice * line.quantity;
    if (options.mode === "flat") {
      return { ...line, lineTotal, taxableValue: lineTotal, tax: divRound(lineTotal * FLAT_RATE_BP, 10_000) };
    }
    const taxableValue = divRound(lineTotal * 10_000, 10_000 + line.gstRateBp);
    return { ...line, lineTotal, taxableValue, tax: lineTotal - taxableValue };
  });
  const tax = taxed.reduce((sum, l) => sum + l.tax, 0);
  // Within the shop's state GST is split into central and state halves; otherwise it is integrated.
  const cgst = options.intraState ? Math.floor(tax / 2) : 0;
  return {
    lines: taxed,
    subtotal: taxed.reduce((sum, l) => sum + l.lineTotal, 0),
    taxableValue: taxed.reduce((sum, l) => sum + l.taxableValue, 0),
    tax,
    cgst,
    sgst: options.intraState ? tax - cgst : 0,
    igst: options.intraState ? 0 : tax,
  };
}

/** Order total: inclusive prices already contain the tax; the flat mode adds it on top. */
export function orderTotal(breakdown: TaxBreakdown, mode: TaxMode, shipping: number, discount = 0): number {
  return breakdown.subtotal + (mode === "flat" ? breakdown.tax : 0) + shipping - discount;
}
