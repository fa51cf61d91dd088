/**
 * An export as typed columns, so one generator feeds both files: CSV writes every cell as text, XLSX
 * keeps numbers as numbers, money as rupees with two decimals and dates as real dates.
 */
export type ColumnKind =
  /** A string; "" or null for none. */
  | "text"
  /** A whole number. */
  | "integer"
  /** Any number, e.g. a GST rate of 0.25 per cent. */
  | "number"
  /** Integer paise, written as rupees. */
  | "rupees"
  /** An instant (Date), shown in Indian time. */
  | "datetime"
  /** A calendar day as YYYY-MM-DD. */
  | "date"
  /** A boolean, written "yes" or "no". */
  | "yesno";

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
}

export type ExportCell = string | number | boolean | Date | null;

export interface ExportTable {
  columns: readonly ExportColumn[];
  /** The data rows the file will hold (for progress), counted before the first row is read. */
  count(): Promise<number>;
  /** Data rows, each in the columns' order, read from the database in chunks. */
  rows(): AsyncIterable<ExportCell[]>;
}

export const text = (header: string): ExportColumn => ({ header, kind: "text" });
export const integer = (header: string): ExportColumn => ({ header, kind: "integer" });
export const decimal = (header: string): ExportColumn => ({ header, kind: "number" });
export const rupees = (header: string): ExportColumn => ({ header, kind: "rupees" });
export const datetime = (header: string): ExportColumn => ({ header, kind: "datetime" });
export const day = (header: string): ExportColumn => ({ header, kind: "date" });
export const yesNo = (header: string): ExportColumn => ({ header, kind: "yesno" });

const INDIA = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 2026-01-09 15:04 in Indian time: sorts as text and reads in any spreadsheet. */
export const indianDateTime = (date: Date) => INDIA.format(date).replace(", ", " ");

/** Offset of Indian time from UTC: a spreadsheet date has no zone, so it is written as the shop's wall clock. */
const IST_OFFSET_MS = 330 * 60 * 1000;

export const toDate = (value: ExportCell): Date | null => {
  if (value === null || value === "") return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The cell as CSV text (not yet made formula-safe). */
export function cellText(value: ExportCell, kind: ColumnKind): string {
  if (value === null || value === undefined) return "";
  switch (kind) {
    case "rupees":
      return (Number(value) / 100).toFixed(2);
    case "datetime": {
      const date = toDate(value);
      return date ? indianDateTime(date) : "";
    }
    case "date":
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case "yesno":
      return value ? "yes" : "no";
    default:
      return String(value);
  }
}

/**
 * The cell as a spreadsheet value: rupees as a number of rupees, instants as the Indian wall-clock
 * time, days at midnight; null stays an empty cell.
 */
export function cellValue(value: ExportCell, kind: ColumnKind): string | number | Date | null {
  if (value === null || value === undefined || value === "") return null;
  switch (kind) {
    case "integer":
    case "number":
      return Number(value);
    case "rupees":
      return Number(value) / 100;
    case "datetime": {
      const date = toDate(value);
      return date ? new Date(date.getTime() + IST_OFFSET_MS) : null;
    }
    case "date": {
      const date = toDate(typeof value === "string" ? `${value.slice(0, 10)}T00:00:00Z` : value);
      return date;
    }
    case "yesno":
      return value ? "yes" : "no";
    default:
      return String(value);
  }
}

/** The table as text rows, header first: what a CSV file holds. */
export async function* textRows(table: ExportTable): AsyncGenerator<string[]> {
  yield table.columns.map((c) => c.header);
  const kinds = table.columns.map((c) => c.kind);
  for await (const row of table.rows()) yield kinds.map((kind, i) => cellText(row[i] ?? null, kind));
}
