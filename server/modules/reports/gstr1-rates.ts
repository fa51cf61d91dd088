import type { CreditNoteRecord, InvoiceRecord } from "./gstr1-records";

/** Taxable value in paise by rate in basis points. */
export type RateMap = Map<number, number>;

export function addTo(map: RateMap, rateBp: number, paise: number) {
  map.set(rateBp, (map.get(rateBp) ?? 0) + paise);
}

/** Lowest rate first. */
export const byRate = (map: RateMap) => [...map.entries()].sort(([a], [b]) => a - b);

/**
 * An invoice's taxable value at each rate: its goods, and shipping at the rate it was taxed at, as
 * the invoice shows it (the fee less its tax: the whole fee on orders from before shipping was taxed).
 */
export function invoiceRates(invoice: InvoiceRecord): RateMap {
  const rates: RateMap = new Map();
  for (const line of invoice.lines) addTo(rates, line.gstRateBp, line.taxableValue);
  if (invoice.shippingCost > 0)
    addTo(rates, invoice.shippingGstRateBp, invoice.shippingCost - invoice.shippingTaxAmount);
  return rates;
}

/** A credit note's taxable value at each rate, its shipping line included. */
export function noteRates(note: CreditNoteRecord): RateMap {
  const rates: RateMap = new Map();
  for (const line of note.lines) addTo(rates, line.gstRateBp, line.taxableValue);
  return rates;
}
