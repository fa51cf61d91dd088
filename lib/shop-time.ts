/**
 * The shop's clock is India's (Asia/Kolkata, +05:30 all year, no daylight saving), so a date and time
 * typed in the back office means the same instant for every admin, wherever their browser is.
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const INPUT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;

/** An instant as a datetime-local input's value in India's time, e.g. 2026-08-15T09:30. */
export function toShopDateTimeInput(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as India's time; null when it is not a real date and time. */
export function fromShopDateTimeInput(value: string): Date | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}:00+05:30`);
  // Dates that do not exist (31 June) roll over in the parser: the round trip tells them apart.
  if (Number.isNaN(date.getTime()) || toShopDateTimeInput(date) !== match[1]) return null;
  return date;
}
