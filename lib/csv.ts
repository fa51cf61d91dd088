import Papa from "papaparse";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe, so an exported customer name can never execute in the shop owner's Excel. A plain number
 * ("-1234.50", a credit netted below zero in a GST return) is no formula and stays as it is.
 */
export function safeCell(value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows as CSV text with CRLF line ends (one after every row), every cell made safe for spreadsheets. */
export function toCsv(rows: string[][]): string {
  if (rows.length === 0) return "";
  return `${Papa.unparse(
    rows.map((row) => row.map(safeCell)),
    { newline: "\r\n", quotes: false },
  )}\r\n`;
}
