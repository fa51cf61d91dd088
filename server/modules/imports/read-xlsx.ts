import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { IMPORT_MESSAGES, ImportFileError, MAX_ROWS } from "./limits";
import type { RawCell, RawRow } from "./raw-rows";

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
 * The rows of the named sheet (compared ignoring case) of an .xlsx file, read as a stream: reading
 * stops one row past the limit, so a huge or zip-bombed workbook is refused without being expanded.
 */
export async function readXlsxRows(bytes: Uint8Array, sheet: string): Promise<RawRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
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
      const wanted = name.trim().toLowerCase() === sheet.toLowerCase();
      let count = 0;
      for await (const row of worksheet) {
        if (++count > MAX_ROWS + 2) break;
        if (!wanted) continue;
        const values = (row.values ?? []) as ExcelValue[];
        const cells: RawCell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(excelCellText(values[i]));
        rows.push({ line: row.number, cells });
      }
      if (wanted) {
        found = true;
        break;
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.notText);
  }
  if (!found) throw new ImportFileError(IMPORT_MESSAGES.sheetNotFound, IMPORT_MESSAGES.sheetHint(sheet));
  return rows;
}
