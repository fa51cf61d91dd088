import { readCell } from "./cells";
import { IMPORT_MESSAGES, ImportFileError, MAX_FILE_BYTES } from "./limits";
import { isProblem, type RawRow } from "./raw-rows";
import { readCsvRows } from "./read-csv";
import { readXlsxRows } from "./read-xlsx";
import type { ColumnSpec, SourceRow } from "./types";

export interface FileLayout {
  sheet: string;
  columns: ColumnSpec[];
  requiredColumns: string[][];
}

export interface ReadFile {
  /** The known columns the header has, in the file's order. */
  columns: string[];
  /** Header cells that name no column of this import (left alone). */
  ignored: string[];
  rows: SourceRow[];
}

/** "Product ID", "product-id" and "product_id" all name the column product_id. */
export const columnKey = (header: string) =>
  header
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** An .xlsx file is a ZIP archive: it starts with "PK\x03\x04", whatever its name says. */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The rows of an uploaded CSV or XLSX file, with cells named by the header and typed by column. */
export async function readImportFile(bytes: Uint8Array, layout: FileLayout): Promise<ReadFile> {
  if (bytes.length > MAX_FILE_BYTES) throw new ImportFileError(IMPORT_MESSAGES.tooLarge, null, 413);
  if (bytes.length === 0) throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.noRows);
  // Both readers drop blank rows and refuse a file with more than MAX_ROWS filled rows under the header.
  const [header, ...body] = isZip(bytes) ? await readXlsxRows(bytes, layout.sheet) : readCsvRows(bytes);
  if (!header || body.length === 0)
    throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.noRows);
  return nameCells(header, body, layout);
}

function nameCells(header: RawRow, body: RawRow[], layout: FileLayout): ReadFile {
  const specs = new Map(layout.columns.map((c) => [c.name, c]));
  const names = header.cells.map((cell) => (isProblem(cell) ? "" : columnKey(cell)));
  const columns: string[] = [];
  const ignored: string[] = [];
  names.forEach((name, i) => {
    if (!specs.has(name)) {
      const shown = header.cells[i];
      if (name && !isProblem(shown)) ignored.push(shown.trim());
      return;
    }
    if (columns.includes(name))
      throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.duplicateColumn(name));
    columns.push(name);
  });
  const missing = layout.requiredColumns.find((anyOf) => !anyOf.some((c) => columns.includes(c)));
  if (missing) throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.missingColumns(missing));
  const rows = body.map((row): SourceRow => {
    const problems: string[] = [];
    const cells: SourceRow["cells"] = {};
    names.forEach((name, i) => {
      const spec = specs.get(name);
      if (!spec) return;
      const cell = row.cells[i] ?? "";
      cells[name] = isProblem(cell)
        ? (problems.push(cell.problem(name)), null)
        : readCell(cell, name, spec.type, problems);
    });
    return { line: row.line, cells, problems };
  });
  return { columns, ignored, rows };
}
