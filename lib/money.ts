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

/** ₹1,23,456 or ₹499.50: Indian grouping, paise shown only when there are any. */
export function formatInr(amount: Paise): string {
  assertPaise(amount);
  return (amount % 100 === 0 ? wholeRupees : withPaise).format(amount / 100);
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
