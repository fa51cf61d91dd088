/** A return's month, YYYY-MM, in Indian calendar months (invoice dates are Indian dates). */
export const MONTH_MESSAGES = {
  invalid: "Choose a month as YYYY-MM, e.g. 2026-10",
  future: "GSTR-1 can only be prepared for a month that has started",
} as const;

export type MonthChoice = { ok: true; month: string } | { ok: false; message: string };

const INDIAN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });

/** The month it is in India at `now`: the latest a return can be prepared for. */
export function indianMonth(now = new Date()): string {
  return INDIAN_DAY.format(now).slice(0, 7);
}

/** The month before `month`. */
function monthBefore(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/** A return is filed for the month just ended: the default. */
export function previousMonth(now = new Date()): string {
  return monthBefore(indianMonth(now));
}

/** The ?month= of a request: absent or empty is the previous month; a month not yet begun is refused. */
export function parseReportMonth(input: string | null, now = new Date()): MonthChoice {
  const value = input?.trim() ?? "";
  if (value === "") return { ok: true, month: previousMonth(now) };
  // This century only: the database has no year 0, and GST began in 2017.
  if (!/^20\d{2}-(0[1-9]|1[0-2])$/.test(value)) return { ok: false, message: MONTH_MESSAGES.invalid };
  // YYYY-MM strings compare in calendar order.
  if (value > indianMonth(now)) return { ok: false, message: MONTH_MESSAGES.future };
  return { ok: true, month: value };
}

/** The month's first day and the next month's first day, for `issue_date >= first and < next`. */
export function monthDays(month: string): { first: string; next: string } {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { first: `${month}-01`, next: `${next}-01` };
}
