import { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { IMPORT_MESSAGES, ImportFileError, MAX_ROWS } from "./limits";
import { isBlankRow, type RawCell, type RawRow } from "./raw-rows";
import { checkedWorkbook } from "./xlsx-zip";

type ExcelValue = ExcelJS.CellValue;

const day = (date: Date) =>
  date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0
    ? date.toISOString().slice(0, 10)
    : date.toISOString();

/**
 * A cell as text. Formulas are never run: the formula itself is the text (so "=HYPERLINK(...)"
 * arrives as those characters); a shared formula, whose text exceljs does not give, and an error
 * value are refused with a message naming the column.
 */
export function excelCellText(value: ExcelValue): RawCell {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return day(value);
  if ("formula" in value && typeof value.formula === "string") return `=${value.formula}`;
  if ("sharedFormula" in value) return { problem: IMPORT_MESSAGES.sharedFormula };
  if ("error" in value) {
    const error = String(value.error);
    return { problem: (column) => IMPORT_MESSAGES.cellError(column, error) };
  }
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return excelCellText(value.text as ExcelValue);
  return "";
}

/**
 * The rows of the named sheet (compared ignoring case) of an .xlsx file. The archive is checked first
 * (checkedWorkbook: a zip bomb is refused before it is unpacked), then read as a stream; blank rows
 * are dropped as they come, and a sheet with more filled rows than the limit is refused.
 */
export async function readXlsxRows(bytes: Uint8Array, sheet: string): Promise<RawRow[]> {
  const zip = await checkedWorkbook(bytes);
  // Loaded on first use, as the exports do (server/http/xlsx-download.ts).
  const { default: excel } = await import("exceljs");
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const rows: RawRow[] = [];
  let found = false;
  try {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name?: string }).name ?? "";
      found = name.trim().toLowerCase() === sheet.toLowerCase();
      for await (const row of worksheet) {
        if (!found) continue;
        const values = (row.values ?? []) as ExcelValue[];
        const cells: RawCell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(excelCellText(values[i]));
        const read = { line: row.number, cells };
        if (isBlankRow(read)) continue;
        // The header and MAX_ROWS rows under it.
        if (rows.length > MAX_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows, null, 413);
        rows.push(read);
      }
      if (found) break;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.notText);
  }
  if (!found) throw new ImportFileError(IMPORT_MESSAGES.sheetNotFound, IMPORT_MESSAGES.sheetHint(sheet));
  return rows;
}
