/** Limits of one import file (issue 15: files over 15 MB or 50,000 rows are refused). */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
export const MAX_ROWS = 50_000;
/** The longest field a row can fill (a product description); a longer cell is refused, not cut. */
export const MAX_CELL_CHARS = 50_000;
/** Rows written in one transaction: a batch commits whole or not at all. */
export const BATCH_ROWS = 500;

const grouped = (n: number) => n.toLocaleString("en-IN");

export const IMPORT_MESSAGES = {
  // Spec section 8, "Import and export".
  readFailed: "Failed to read file",
  sheetNotFound: "Sheet not found",
  noFile: "Choose a CSV or Excel (.xlsx) file to import.",
  unknownKind: "Choose what the file holds: products, stock levels, categories or subscribers.",
  tooLarge: `This file is larger than 15 MB. Split it into files of at most 15 MB and ${grouped(MAX_ROWS)} rows each.`,
  tooManyRows: `This file has more than ${grouped(MAX_ROWS)} rows. Split it into files of at most ${grouped(MAX_ROWS)} rows each.`,
  noRows: "The file has a header but no rows under it.",
  xlsxTooLarge:
    "This workbook unpacks to more than 100 MB, more than an import reads. Split it into smaller workbooks, or save it as CSV (UTF-8) and upload that.",
  xlsxCompressed:
    "This workbook is packed far tighter than a spreadsheet can be (over 100 to 1), so it is not read. Save it again from your spreadsheet program, or as CSV (UTF-8), and upload it again.",
  notText:
    "The file is neither a CSV text file nor an Excel workbook (.xlsx). Save it as CSV (UTF-8) or .xlsx and upload it again.",
  badQuotes:
    "A quoted cell is never closed: check the row's double quotes (a quote inside a cell is written twice).",
  duplicateColumn: (column: string) => `The column ${column} appears twice in the header.`,
  missingColumns: (columns: string[]) =>
    `The header has no ${columns.join(" or ")} column. Download the template to see the columns.`,
  sheetHint: (sheet: string) =>
    `The workbook needs a sheet named "${sheet}". Download the Excel template to see the layout.`,
  cellTooLong: (column: string, length: number) =>
    `${column}: the cell holds ${grouped(length)} characters; at most ${grouped(MAX_CELL_CHARS)} are accepted`,
  cellError: (column: string, error: string) =>
    `${column}: the cell shows the spreadsheet error ${error}; type the value instead`,
  sharedFormula: (column: string) =>
    `${column}: the cell holds a formula, which is never run on import; type the value instead`,
  notBoolean: (column: string) => `${column} must be true or false`,
  writeFailed: (reason: string) => `Not saved: ${reason}`,
} as const;

/** A file that cannot be imported at all: one of the messages above, and what to do about it. */
export class ImportFileError extends Error {
  override name = "ImportFileError";
  constructor(
    message: string,
    readonly detail: string | null = null,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
