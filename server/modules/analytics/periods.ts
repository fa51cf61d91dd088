import { addDays } from "./date-range";

/** Rollup rows to read for a range: whole years, whole months and single days. */
export interface PeriodPieces {
  days: string[];
  months: string[];
  years: string[];
}

const nextMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};
const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}-01-01`;

/**
 * Splits an inclusive range of days into the fewest rollup periods. A month or year counts as whole
 * when the range covers it to its end, or to today when the range reaches today (later days hold no
 * orders yet): "this year" is one row per product, not 330 days of rows.
 */
export function periodPieces(from: string, to: string, today: string): PeriodPieces {
  const pieces: PeriodPieces = { days: [], months: [], years: [] };
  const coveredTo = to >= today ? "9999-12-31" : to;
  let day = from;
  while (day <= to) {
    if (day.endsWith("-01-01") && addDays(nextYear(day), -1) <= coveredTo) {
      pieces.years.push(day);
      day = nextYear(day);
    } else if (day.endsWith("-01") && addDays(nextMonth(day), -1) <= coveredTo) {
      pieces.months.push(day);
      day = nextMonth(day);
    } else {
      pieces.days.push(day);
      day = addDays(day, 1);
    }
  }
  return pieces;
}

export const pieceCount = (p: PeriodPieces) => p.days.length + p.months.length + p.years.length;
