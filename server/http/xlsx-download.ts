import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { safeCell } from "../../lib/csv";
import {
  cellValue,
  type ColumnKind,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
} from "../../lib/export-table";

/** Spec section 9: a column is as wide as its longest value plus 2, at most 50; template columns 20. */
export const MAX_COLUMN_WIDTH = 50;
export const TEMPLATE_COLUMN_WIDTH = 20;
/**
 * Column widths go at the top of a sheet, before its rows, so they are measured on the rows held
 * back before writing starts: the whole file up to this many rows, the first this many beyond it.
 */
export const WIDTH_SAMPLE_ROWS = 5_000;
/** Rows written between checks that the reader keeps up (memory stays flat on a slow connection). */
const BACKPRESSURE_EVERY = 500;

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const RUPEES_FORMAT = "#,##0.00";
const FORMATS: Partial<Record<ColumnKind, string>> = {
  integer: "0",
  rupees: RUPEES_FORMAT,
  datetime: "dd mmm yyyy hh:mm",
  date: "dd mmm yyyy",
};
/** What the formats above print, for measuring: 23 Nov 2026 14:05 and 23 Nov 2026. */
const DISPLAYED_LENGTH: Partial<Record<ColumnKind, number>> = { datetime: 17, date: 11 };
const grouped = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Excel's limit on the characters of one cell: a longer text would make the file unreadable. */
export const MAX_CELL_LENGTH = 32_767;

/** A sheet value: text made formula-safe (and cut to fit a cell), numbers and dates as they are. */
export function sheetValue(cell: ExportCell, kind: ColumnKind): string | number | Date | null {
  const value = cellValue(cell, kind);
  return typeof value === "string" ? safeCell(value).slice(0, MAX_CELL_LENGTH) : value;
}

/** How many characters a value takes on screen in its column's format. */
function displayedLength(value: string | number | Date | null, kind: ColumnKind): number {
  if (value === null) return 0;
  if (value instanceof Date) return DISPLAYED_LENGTH[kind] ?? 10;
  if (typeof value === "number")
    return kind === "rupees" ? grouped.format(value).length : String(value).length;
  // The longest line of a cell with line breaks.
  return Math.max(...value.split(/\r?\n/).map((line) => line.length));
}

/** Each column's width: its longest value (the header included) plus 2, at most 50. */
export function columnWidths(
  columns: readonly ExportColumn[],
  rows: readonly (string | number | Date | null)[][],
): number[] {
  return columns.map((column, i) => {
    let longest = column.header.length;
    for (const row of rows) longest = Math.max(longest, displayedLength(row[i] ?? null, column.kind));
    return Math.min(MAX_COLUMN_WIDTH, longest + 2);
  });
}

/** A stream that may be waiting for its reader (the zip's streams are readable-stream 2, without writableNeedDrain). */
type Sink = {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
} & NodeJS.EventEmitter;

async function drained(sink: Sink | undefined) {
  const full = sink?.writableNeedDrain ?? sink?._writableState?.needDrain;
  if (!sink || !full || sink.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race(["drain", "close"].map((name) => once(sink, name, { signal: stop.signal })));
  } finally {
    stop.abort();
  }
}

/**
 * Waits while the bytes already written are still on their way: first through the compressor of the
 * sheet's zip entry (exceljs hands it every piece without waiting, so a fast generator would pile the
 * uncompressed sheet up in front of it), then out to the reader.
 */
async function readerCaughtUp(sheet: ExcelJS.Worksheet, out: PassThrough) {
  await new Promise((resolve) => setImmediate(resolve));
  const entry = (sheet as unknown as { stream?: { pipes?: Sink[] } }).stream;
  await drained(entry?.pipes?.[0]);
  await drained(out);
}

/** exceljs is loaded on first use: about 28 MB in every serving process that never exports. */
const loadExcel = () => import("exceljs");

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";

/**
 * The table as an XLSX file, written row by row with exceljs's streaming writer: rows are read from the
 * generator as the reader takes the bytes, so the file never sits in memory. The header row is bold and
 * stays in view while scrolling.
 */
export function xlsxStream(table: ExportTable, name: string): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const rows = table.rows()[Symbol.asyncIterator]();
  const kinds = table.columns.map((c) => c.kind);
  const toSheet = (row: ExportCell[]) => kinds.map((kind, i) => sheetValue(row[i] ?? null, kind));

  async function write() {
    const { default: excel } = await loadExcel();
    // Shared strings would hold every distinct text of the file in memory: cells carry their text inline.
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sample: (string | number | Date | null)[][] = [];
    let finished = false;
    while (sample.length < WIDTH_SAMPLE_ROWS) {
      const next = await rows.next();
      if (next.done) {
        finished = true;
        break;
      }
      sample.push(toSheet(next.value));
    }
    const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: "frozen", ySplit: 1 }] });
    const widths = columnWidths(table.columns, sample);
    const styles = table.columns.map((column) =>
      FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
    );
    sheet.columns = table.columns.map((_, i) => ({ key: `c${i}`, width: widths[i], style: styles[i] }));
    const header = sheet.addRow(table.columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    // Each data cell gets its column's own style object: exceljs then finds the style by identity
    // instead of serialising a fresh copy of it for every cell (most of the writing time otherwise).
    const addRow = (values: (string | number | Date | null)[]) => {
      const row = sheet.addRow(values);
      row.eachCell((cell, column) => {
        cell.style = styles[column - 1];
      });
      row.commit();
    };
    for (const values of sample.splice(0)) addRow(values);
    let written = 0;
    while (!finished) {
      if (out.destroyed) {
        await rows.return?.();
        return;
      }
      const next = await rows.next();
      if (next.done) break;
      addRow(toSheet(next.value));
      if (++written % BACKPRESSURE_EVERY === 0) await readerCaughtUp(sheet, out);
    }
    sheet.commit();
    await workbook.commit();
  }

  write().catch((error: unknown) => {
    console.error("[export] XLSX export failed:", error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/**
 * A small workbook in memory (an import template): bold headers, each column 20 wide, and an optional
 * sample row.
 */
export async function templateWorkbook(
  headers: readonly string[],
  sample: readonly (string | number | boolean | null)[] = [],
  name = "Template",
): Promise<Buffer> {
  const { default: excel } = await loadExcel();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: TEMPLATE_COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  if (sample.length > 0) sheet.addRow(sample.map((v) => (typeof v === "string" ? safeCell(v) : v)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
