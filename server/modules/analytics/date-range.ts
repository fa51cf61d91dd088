/** Calendar days as YYYY-MM-DD in India (Asia/Kolkata), the shop's time zone. */
const INDIAN_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
const DAY_MS = 86_400_000;

export const RANGE_PRESETS = ["7d", "30d", "90d", "month", "year", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = "30d";
/** Longest custom range, so a typo of a year cannot ask for decades. */
export const MAX_RANGE_DAYS = 731;

export const RANGE_MESSAGES = {
  format: "Enter the start and end dates as dates (YYYY-MM-DD).",
  order: "The start date must be on or before the end date.",
  future: "The end date cannot be after today.",
  tooLong: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
} as const;

/** An inclusive range of Indian calendar days, and the period of equal length just before it. */
export interface DateRange {
  preset: RangePreset;
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
}

export type RangeChoice = { ok: true; range: DateRange } | { ok: false; message: string };

export function indianDay(at: Date = new Date()): string {
  return INDIAN_DAY.format(at);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function withPrevious(preset: RangePreset, from: string, to: string): DateRange {
  const days = daysBetween(from, to) + 1;
  const previousTo = addDays(from, -1);
  return { preset, from, to, days, previous: { from: addDays(previousTo, -(days - 1)), to: previousTo } };
}

/**
 * The range the address asks for: `range` is a preset (default the last 30 days) or "custom" with
 * `from` and `to`. Presets end today; "month" and "year" start on the first day of this month or year.
 */
export function parseDateRange(params: URLSearchParams, now: Date = new Date()): RangeChoice {
  const today = indianDay(now);
  const asked = params.get("range") ?? (params.get("from") || params.get("to") ? "custom" : DEFAULT_PRESET);
  const preset = (RANGE_PRESETS as readonly string[]).includes(asked)
    ? (asked as RangePreset)
    : DEFAULT_PRESET;
  switch (preset) {
    case "7d":
      return { ok: true, range: withPrevious(preset, addDays(today, -6), today) };
    case "30d":
      return { ok: true, range: withPrevious(preset, addDays(today, -29), today) };
    case "90d":
      return { ok: true, range: withPrevious(preset, addDays(today, -89), today) };
    case "month":
      return { ok: true, range: withPrevious(preset, `${today.slice(0, 8)}01`, today) };
    case "year":
      return { ok: true, range: withPrevious(preset, `${today.slice(0, 5)}01-01`, today) };
    case "custom": {
      const from = (params.get("from") ?? "").trim();
      const to = (params.get("to") ?? "").trim();
      if (!isCalendarDay(from) || !isCalendarDay(to)) return { ok: false, message: RANGE_MESSAGES.format };
      if (from > to) return { ok: false, message: RANGE_MESSAGES.order };
      if (to > today) return { ok: false, message: RANGE_MESSAGES.future };
      if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return { ok: false, message: RANGE_MESSAGES.tooLong };
      return { ok: true, range: withPrevious(preset, from, to) };
    }
  }
}

/** The range's query string, for links to its CSV downloads. */
export function rangeQuery(range: DateRange): string {
  return range.preset === "custom"
    ? `range=custom&from=${range.from}&to=${range.to}`
    : `range=${range.preset}`;
}
