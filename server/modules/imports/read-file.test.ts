import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { PRODUCT_COLUMNS, STOCK_COLUMNS } from "./columns";
import { IMPORT_MESSAGES, ImportFileError, MAX_CELL_CHARS, MAX_FILE_BYTES, MAX_ROWS } from "./limits";
import { readImportFile } from "./read-file";

const products = { sheet: "Products", columns: PRODUCT_COLUMNS, requiredColumns: [["sku"]] };
const stock = {
  sheet: "Stock",
  columns: STOCK_COLUMNS,
  requiredColumns: [["sku", "product_id"], ["quantity"]],
};
const utf8 = (text: string) => new TextEncoder().encode(text);

async function refusal(promise: Promise<unknown>): Promise<ImportFileError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe("reading a CSV file", () => {
  it("handles quoted commas, doubled quotes and line breaks inside quotes", async () => {
    const file = await readImportFile(
      utf8('sku,name,description\r\nA-1,"Kurta, cotton","She said ""lovely""\nand bought two"\r\n'),
      products,
    );
    expect(file.rows).toEqual([
      {
        line: 2,
        cells: { sku: "A-1", name: "Kurta, cotton", description: 'She said "lovely"\nand bought two' },
        problems: [],
      },
    ]);
  });

  it("turns numeric strings into numbers and 'true'/'false' into booleans, in their columns only", async () => {
    const file = await readImportFile(
      utf8("SKU,Price,Stock,Is Active,HSN Code\n00120,1499.50,12,FALSE,0601\n"),
      products,
    );
    expect(file.columns).toEqual(["sku", "price", "stock", "is_active", "hsn_code"]);
    expect(file.rows[0].cells).toEqual({
      sku: "00120",
      price: 1499.5,
      stock: 12,
      is_active: false,
      hsn_code: "0601",
    });
  });

  it("reads a Windows-1252 file (Excel's CSV on Windows) and UTF-8 with a BOM alike", async () => {
    const latin = new Uint8Array([
      ...utf8("sku,name\nA-1,Caf"),
      0xe9,
      0x20,
      0x93,
      ...utf8("Silk"),
      0x94,
      0x0a,
    ]);
    expect((await readImportFile(latin, products)).rows[0].cells.name).toBe("Café “Silk”");
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("sku,name\nA-1,Café\n")]);
    expect((await readImportFile(bom, products)).rows[0].cells).toEqual({ sku: "A-1", name: "Café" });
    // "Unicode Text" from Excel: UTF-16 with its byte order mark, tab separated.
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from("sku\tname\nA-2\tधोती\n", "utf16le")]);
    expect((await readImportFile(utf16, products)).rows[0].cells).toEqual({ sku: "A-2", name: "धोती" });
    // European Excel separates with semicolons.
    expect(
      (await readImportFile(utf8("sku;name;price\nA-3;Kurta, cotton;1499\n"), products)).rows[0].cells,
    ).toEqual({
      sku: "A-3",
      name: "Kurta, cotton",
      price: 1499,
    });
  });

  it("keeps a CSV injection payload as plain text", async () => {
    const file = await readImportFile(utf8("sku,name,tags\n@SUM(1),=cmd|' /C calc'!A0,+1-2\n"), products);
    expect(file.rows[0].cells).toEqual({ sku: "@SUM(1)", name: "=cmd|' /C calc'!A0", tags: "+1-2" });
  });

  it("refuses a huge cell with a message for its row, and leaves the rest of the row", async () => {
    const file = await readImportFile(
      utf8(`sku,description\nA-1,${"x".repeat(MAX_CELL_CHARS + 1)}\n`),
      products,
    );
    expect(file.rows[0].cells).toEqual({ sku: "A-1", description: null });
    expect(file.rows[0].problems).toEqual([IMPORT_MESSAGES.cellTooLong("description", MAX_CELL_CHARS + 1)]);
  });

  it("names columns it does not know and refuses a header without the required ones", async () => {
    expect((await readImportFile(utf8("sku,quantity,colour\nA-1,4,red\n"), stock)).ignored).toEqual([
      "colour",
    ]);
    const error = await refusal(readImportFile(utf8("name,quantity\nKurta,4\n"), stock));
    expect(error.message).toBe("Failed to read file");
    expect(error.detail).toBe(IMPORT_MESSAGES.missingColumns(["sku", "product_id"]));
  });

  it("says 'Failed to read file' for a binary file, an unclosed quote or a header alone", async () => {
    for (const bytes of [
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]),
      utf8('sku,name\nA-1,"never closed\n'),
      utf8("sku,name\n"),
    ])
      expect((await refusal(readImportFile(bytes, products))).message).toBe(IMPORT_MESSAGES.readFailed);
  });

  it("refuses more than 50,000 rows and more than 15 MB", async () => {
    const rows = `sku,quantity\n${"A,1\n".repeat(MAX_ROWS + 1)}`;
    expect((await refusal(readImportFile(utf8(rows), stock))).message).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(
      (await readImportFile(utf8(`sku,quantity\n${"A,1\n".repeat(MAX_ROWS)}`), stock)).rows,
    ).toHaveLength(MAX_ROWS);
    const large = await refusal(readImportFile(new Uint8Array(MAX_FILE_BYTES + 1), stock));
    expect([large.message, large.status]).toEqual([IMPORT_MESSAGES.tooLarge, 413]);
  });
});

describe("reading an Excel workbook", () => {
  it("reads the named sheet whatever its position, with typed cells and formulas as text", async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet("Notes").addRow(["Read me first"]);
      const sheet = book.addWorksheet("products");
      sheet.addRow(["sku", "name", "price", "is_active", "last_restock_date"]);
      sheet.addRow([
        "X-1",
        { richText: [{ text: "Silk " }, { text: "Saree" }] },
        2500,
        true,
        new Date(Date.UTC(2026, 0, 15)),
      ]);
      sheet.addRow([
        "X-2",
        { formula: 'HYPERLINK("http://evil.example","Click")', result: "Click" },
        100,
        false,
        null,
      ]);
    });
    const file = await readImportFile(bytes, products);
    expect(file.rows.map((r) => r.cells)).toEqual([
      { sku: "X-1", name: "Silk Saree", price: 2500, is_active: true, last_restock_date: "2026-01-15" },
      {
        sku: "X-2",
        name: '=HYPERLINK("http://evil.example","Click")',
        price: 100,
        is_active: false,
        last_restock_date: null,
      },
    ]);
  });

  it("refuses a cell holding a spreadsheet error, naming its column", async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet("Products");
      sheet.addRow(["sku", "price"]);
      sheet.addRow(["X-1", { error: "#DIV/0!" } as ExcelJS.CellErrorValue]);
    });
    expect((await readImportFile(bytes, products)).rows[0].problems).toEqual([
      IMPORT_MESSAGES.cellError("price", "#DIV/0!"),
    ]);
  });

  it("says 'Sheet not found' when the workbook has no sheet of that name, and how to fix it", async () => {
    const bytes = await workbook((book) => book.addWorksheet("Sheet1").addRow(["sku", "quantity"]));
    const error = await refusal(readImportFile(bytes, stock));
    expect(error.message).toBe("Sheet not found");
    expect(error.detail).toBe(IMPORT_MESSAGES.sheetHint("Stock"));
  });

  it("says 'Failed to read file' for a damaged workbook", async () => {
    const bytes = await workbook((book) => book.addWorksheet("Stock").addRow(["sku", "quantity"]));
    const damaged = bytes.slice(0, Math.floor(bytes.length / 2));
    expect((await refusal(readImportFile(damaged, stock))).message).toBe(IMPORT_MESSAGES.readFailed);
  });
});
