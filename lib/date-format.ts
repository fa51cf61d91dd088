// A fixed time zone, so the server and the browser print the same day.
const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

// Prints the same as { dateStyle: "long", timeStyle: "short" } in en-IN, spelled out so the
// wording stays fixed: day, full month, year, "at", 12-hour time with lower-case am/pm.
const DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

function validDate(value: Date | string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date the Indian way, e.g. 9 January 2026; "" when missing or invalid. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = validDate(value);
  return date ? DATE.format(date) : "";
}

/**
 * A date and time the Indian way, in Indian time without naming the zone, e.g.
 * 9 January 2026 at 3:00 pm; "" when missing or invalid.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  const date = validDate(value);
  return date ? DATE_TIME.format(date) : "";
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(value: Date | string | null | undefined): string | undefined {
  return validDate(value)?.toISOString();
}
