import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  datetime,
  day,
  decimal,
  type ExportCell,
  type ExportTable,
  integer,
  rupees,
  text,
  yesNo,
} from "../../lib/export-table";
import {
  columnWidths,
  MAX_CELL_LENGTH,
  RUPEES_FORMAT,
  templateWorkbook,
  WIDTH_SAMPLE_ROWS,
  xlsxStream,
} from "./xlsx-download";

const COLUMNS = [
  text("Name"),
  integer("Qty"),
  rupees("Total (₹)"),
  datetime("Placed at (IST)"),
  day("Restocked"),
  yesNo("Active"),
  decimal("GST rate (%)"),
];

/** A table over rows in memory that records how many rows were taken from it. */
function memoryTable(rows: ExportCell[][], columns = COLUMNS) {
  const state = { taken: 0, closed: false };
  const table: ExportTable = {
    columns,
    count: async () => rows.length,
    rows: async function* () {
      try {
        for (const row of rows) {
          state.taken++;
          yield row;
        }
      } finally {
        state.closed = true;
      }
    },
  };
  return { table, state };
}

async function readBack(stream: ReadableStream<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await new Response(stream).arrayBuffer());
  return workbook.worksheets[0];
}

describe("the XLSX export", () => {
  it("writes numbers as numbers, rupees with two decimals, instants as Indian dates", async () => {
    const placed = new Date("2026-11-01T04:30:00Z"); // 10:00 in India
    const { table } = memoryTable([
      ["Asha Rao", 3, 123_450, placed, "2026-10-15", true, 0.25],
      ["Ravi", 0, 0, null, null, false, 5],
    ]);
    const sheet = await readBack(xlsxStream(table, "Orders"));
    expect(sheet.name).toBe("Orders");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe("Asha Rao");
    expect(row.getCell(2).value).toBe(3);
    expect(row.getCell(3).value).toBe(1234.5);
    expect(row.getCell(3).numFmt).toBe(RUPEES_FORMAT);
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Date);
    // A spreadsheet date has no zone: it holds the shop's wall clock.
    expect((row.getCell(4).value as Date).toISOString()).toBe("2026-11-01T10:00:00.000Z");
    expect((row.getCell(5).value as Date).toISOString()).toBe("2026-10-15T00:00:00.000Z");
    expect(row.getCell(6).value).toBe("yes");
    expect(row.getCell(7).value).toBe(0.25);
    expect(sheet.getRow(3).getCell(2).value).toBe(0);
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it("escapes text that a spreadsheet would run as a formula, and leaves numbers alone", async () => {
    const { table } = memoryTable(
      [
        ['=HYPERLINK("http://evil","x")', -5],
        ["+91 98765 43210", 7],
        ["-2+3", -1],
        ["@SUM(A1)", 1],
        ["\tTabbed", 1],
        ["-1234.50", 1],
        ["x".repeat(40_000), 1],
      ],
      [text("Name"), integer("Qty")],
    );
    const sheet = await readBack(xlsxStream(table, "Safe"));
    const names = [2, 3, 4, 5, 6, 7].map((r) => sheet.getRow(r).getCell(1).value);
    expect(names).toEqual([
      `'=HYPERLINK("http://evil","x")`,
      "'+91 98765 43210",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTabbed",
      "-1234.50",
    ]);
    expect(sheet.getRow(2).getCell(1).formula).toBeUndefined();
    expect(sheet.getRow(2).getCell(2).value).toBe(-5);
    expect((sheet.getRow(8).getCell(1).value as string).length).toBe(MAX_CELL_LENGTH);
  });

  it("makes each column its longest value plus 2, header included, at most 50", async () => {
    const { table } = memoryTable(
      [
        ["Ab", 7, 123_456_789, null],
        ["A name of exactly 20", 123_456, 5, null],
        ["x".repeat(80), 1, 1, new Date()],
      ],
      [text("Name"), integer("Qty"), rupees("Total (₹)"), datetime("At")],
    );
    const sheet = await readBack(xlsxStream(table, "Widths"));
    // "Name": 80 characters, capped; "Qty": 123456 is 6; 1,234,567.89 is 12; a date prints 17.
    expect(sheet.columns.map((c) => c.width)).toEqual([50, 8, 14, 19]);
    expect(columnWidths([text("A long header here")], [["x"]])).toEqual([20]);
  });

  it("streams: the first bytes leave before the generator is read to its end", async () => {
    const total = WIDTH_SAMPLE_ROWS + 30_000;
    const rows = Array.from({ length: total }, (_, i): ExportCell[] => [`Customer ${i}`, i]);
    const { table, state } = memoryTable(rows, [text("Name"), integer("Qty")]);
    const reader = xlsxStream(table, "Big").getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(state.taken).toBeLessThan(total);
    // Stopping the download stops the reading.
    await reader.cancel();
    await expect.poll(() => state.closed).toBe(true);
    expect(state.taken).toBeLessThan(total);
  });

  it("writes an empty table as a header row alone", async () => {
    const { table } = memoryTable([], [text("Email")]);
    const sheet = await readBack(xlsxStream(table, "Empty"));
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe("Email");
  });
});

describe("the import template", () => {
  it("has bold headers, 20-wide columns and the sample row", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      new Uint8Array(await templateWorkbook(["sku", "name", "price"], ["KUR-1", "=cmd", 1499])).buffer,
    );
    const sheet = workbook.worksheets[0];
    expect(sheet.columns.map((c) => c.width)).toEqual([20, 20, 20]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(["KUR-1", "'=cmd", 1499]);
  });
});
