/** Money is integer paise; rupees exist only at the edges (forms and display). */
export type Paise = number;

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
});
// Made once: building an Intl.NumberFormat costs about 100 times a format call, and lists call this per row.
const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** The rupee sign: prices carry it unless the shop's currency_symbol setting names another. */
export const DEFAULT_CURRENCY_SYMBOL = "₹";

/** The currency_symbol setting as shown: trimmed, without control characters, short; ₹ when empty. */
export function currencySymbolOf(setting: string | null | undefined): string {
  const symbol = [...(setting ?? "").replace(/\p{Cc}/gu, "").trim()].slice(0, 8).join("");
  return symbol || DEFAULT_CURRENCY_SYMBOL;
}

/** ₹1,23,456 or ₹499.50: Indian grouping, paise shown only when there are any; `symbol` replaces the ₹. */
export function formatInr(amount: Paise, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  assertPaise(amount);
  const text = (amount % 100 === 0 ? wholeRupees : withPaise).format(amount / 100);
  return symbol === DEFAULT_CURRENCY_SYMBOL ? text : text.replace(DEFAULT_CURRENCY_SYMBOL, symbol);
}

/** Grouped number without the currency sign, e.g. 1,23,456. */
export function formatIndianNumber(value: number): string {
  return grouped.format(value);
}

/** Whole rupees or rupees with up to 2 decimals (as typed in a form) to paise; null when not a valid amount. */
export function rupeesToPaise(input: string | number): Paise | null {
  const text = typeof input === "number" ? String(input) : input.trim().replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(value) ? value : null;
}

export function paiseToRupees(amount: Paise): number {
  assertPaise(amount);
  return amount / 100;
}

export function assertPaise(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new TypeError(`Money must be whole paise, got ${amount}`);
}
