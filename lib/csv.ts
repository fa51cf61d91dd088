import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe, so an exported customer name can never execute in the shop owner's Excel.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows as CSV text with CRLF line ends, every cell made safe for spreadsheets. */
export function toCsv(rows: string[][]): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { record_delimiter: "windows" },
  );
}
