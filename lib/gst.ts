/**
 * GST on an order, in integer paise, under the rules in force since 22 September 2025 (decision 016).
 * Prices and the shipping fee include GST. Each line's tax is taken out of its value once, head by
 * head (CGST Rules r.35): within the shop's state CGST and SGST are each round(value x rate/2 /
 * (100 + rate)), so the two are always equal; to another state IGST is round(value x rate / (100 +
 * rate)). The taxable value is what is left, so taxable + tax = the line's price exactly, and the
 * order's figures are the sums of its lines: an invoice's columns always add up to its totals.
 */

/** Garments, made-ups and footwear: 5% while a piece's value before tax is at most Rs 2,500, 18% above. */
export const PRICE_SLAB = { lowBp: 500, highBp: 1800, maxValue: 250_000 } as const;

/** HSN chapters 61, 62 (apparel), 63 (made-ups) and 64 (footwear) carry the price slab. */
export function isPriceSlabHsn(hsn: string | null | undefined): boolean {
  return /^6[1-4]/.test(hsn?.trim() ?? "");
}

export interface RatedItem {
  /** The product's fixed rate, basis points (500 = 5%); with the slab, the rate below it. */
  gstRateBp: number;
  gstSlab: boolean;
}

/**
 * The rate one piece sells at. With the slab the value before tax is the GST-inclusive price / 1.05,
 * so 5% holds up to Rs 2,625.00. From Rs 2,625.01 to Rs 2,950 the value at 18% would fall back under
 * Rs 2,500; the law has no consistent answer there and the shop takes the revenue-safe 18%.
 */
export function pieceRateBp(item: RatedItem, unitPrice: number): number {
  if (!item.gstSlab) return item.gstRateBp;
  const fitsLowRate = unitPrice * 10_000 <= PRICE_SLAB.maxValue * (10_000 + PRICE_SLAB.lowBp);
  return fitsLowRate ? PRICE_SLAB.lowBp : PRICE_SLAB.highBp;
}

export interface TaxHeads {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
}

const divRound = (numerator: number, denominator: number) =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

/** Takes GST out of a GST-inclusive amount, head by head (halves round up). */
export function taxHeadsOf(amount: number, rateBp: number, intraState: boolean): TaxHeads {
  if (intraState) {
    const half = divRound(amount * rateBp, 2 * (10_000 + rateBp));
    return { taxableValue: amount - 2 * half, cgst: half, sgst: half, igst: 0, tax: 2 * half };
  }
  const igst = divRound(amount * rateBp, 10_000 + rateBp);
  return { taxableValue: amount - igst, cgst: 0, sgst: 0, igst, tax: igst };
}

export interface TaxLine {
  /** GST-inclusive price per piece. */
  unitPrice: number;
  quantity: number;
  /** The rate the piece sells at (pieceRateBp). */
  gstRateBp: number;
}

export interface TaxedLine extends TaxLine, TaxHeads {
  lineTotal: number;
}

export interface TaxedShipping extends TaxHeads {
  amount: number;
  gstRateBp: number;
}

export interface TaxBreakdown {
  lines: TaxedLine[];
  shipping: TaxedShipping;
  /** The goods' prices, before shipping. */
  subtotal: number;
  /** Goods and shipping before tax. */
  taxableValue: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Shipping is part of a composite supply whose principal supply is the goods (CGST Act s.2(30),
 * s.8(a)), so it is taxed at the goods' rate: the highest rate in the order, which never taxes it
 * below what any of its goods bear.
 */
export function shippingRateBp(lines: Pick<TaxLine, "gstRateBp">[]): number {
  return lines.reduce((highest, l) => Math.max(highest, l.gstRateBp), 0);
}

export function computeGst(
  lines: TaxLine[],
  options: { intraState: boolean; shipping: number },
): TaxBreakdown {
  const taxed = lines.map((line): TaxedLine => {
    const lineTotal = line.unitPrice * line.quantity;
    return { ...line, lineTotal, ...taxHeadsOf(lineTotal, line.gstRateBp, options.intraState) };
  });
  const rate = shippingRateBp(lines);
  const shipping = {
    amount: options.shipping,
    gstRateBp: rate,
    ...taxHeadsOf(options.shipping, rate, options.intraState),
  };
  const sum = (pick: (h: TaxHeads) => number) =>
    taxed.reduce((total, l) => total + pick(l), 0) + pick(shipping);
  return {
    lines: taxed,
    shipping,
    subtotal: taxed.reduce((total, l) => total + l.lineTotal, 0),
    taxableValue: sum((h) => h.taxableValue),
    tax: sum((h) => h.tax),
    cgst: sum((h) => h.cgst),
    sgst: sum((h) => h.sgst),
    igst: sum((h) => h.igst),
  };
}

/** Order total: prices and the shipping fee already contain the tax. */
export function orderTotal(breakdown: TaxBreakdown, discount = 0): number {
  return breakdown.subtotal + breakdown.shipping.amount - discount;
}
