import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDeflateRaw, deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import { STOCK_COLUMNS } from "./columns";
import { IMPORT_MESSAGES, ImportFileError, MAX_ROWS } from "./limits";
import { readImportFile } from "./read-file";

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

interface Part {
  name: string;
  deflated: Buffer;
  /** The unpacked size the archive's directory claims. */
  size: number;
}

const part = (name: string, text: string): Part => ({
  name,
  deflated: deflateRawSync(Buffer.from(text)),
  size: Buffer.byteLength(text),
});

/** A sheet part of `times` rows deflated as it is produced, so the test never holds it unpacked. */
async function repeatedSheet(times: number): Promise<Part> {
  const head =
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c t="inlineStr"><is><t>sku</t></is></c><c t="inlineStr"><is><t>quantity</t></is></c></row>';
  const row = '<row><c t="inlineStr"><is><t>BOMB</t></is></c><c><v>1</v></c></row>';
  const tail = "</sheetData></worksheet>";
  const chunk = Buffer.from(row.repeat(10_000));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (d: Buffer) => out.push(d));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  deflate.write(head);
  for (let i = 0; i < times / 10_000; i++) deflate.write(chunk);
  deflate.end(tail);
  await ended;
  return {
    name: "xl/worksheets/sheet1.xml",
    deflated: Buffer.concat(out),
    size: head.length + chunk.length * (times / 10_000) + tail.length,
  };
}

/** A ZIP archive of deflated parts (CRCs left at 0: the archive is refused before they matter). */
function zipOf(parts: Part[]): Uint8Array {
  const locals: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(p.deflated.length, 20);
    record.writeUInt32LE(p.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    records.push(record, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const WORKBOOK_PARTS = [
  part(
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  part(
    "xl/workbook.xml",
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Stock" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  part(
    "xl/_rels/workbook.xml.rels",
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

describe("an Excel workbook that unpacks to too much", () => {
  it("is refused from its directory, quickly and without unpacking it, when it claims over 100 MB", async () => {
    const sheet = await repeatedSheet(2_000_000); // about 130 MB of rows in a few hundred kilobytes
    expect(sheet.deflated.length).toBeLessThan(1024 * 1024);
    const bytes = zipOf([...WORKBOOK_PARTS, sheet]);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const error = await refusal(readImportFile(bytes, stock));
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
    expect([error.message, error.detail, error.status]).toEqual([
      IMPORT_MESSAGES.readFailed,
      IMPORT_MESSAGES.xlsxTooLarge,
      413,
    ]);
  });

  it("is refused when a part is packed over 100 to 1", async () => {
    const sheet = await repeatedSheet(200_000); // about 13 MB of rows
    const error = await refusal(readImportFile(zipOf([...WORKBOOK_PARTS, sheet]), stock));
    expect([error.message, error.detail]).toEqual([
      IMPORT_MESSAGES.readFailed,
      IMPORT_MESSAGES.xlsxCompressed,
    ]);
  });

  it("is refused while unpacking when a part holds more than its directory entry says", async () => {
    const sheet = await repeatedSheet(200_000);
    const lying = { ...sheet, size: sheet.deflated.length * 2 };
    const error = await refusal(readImportFile(zipOf([...WORKBOOK_PARTS, lying]), stock));
    expect([error.message, error.detail]).toEqual([
      IMPORT_MESSAGES.readFailed,
      IMPORT_MESSAGES.xlsxCompressed,
    ]);
  });
});

describe("reading a workbook leaves no temporary files", () => {
  const savedTmp = process.env.TMPDIR;
  let dir = "";
  afterEach(() => {
    // Assigning undefined would leave the text "undefined" for the files that run next in this worker.
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("even when its sheets come before its shared strings, and with a sheet after the one read", async () => {
    dir = mkdtempSync(join(tmpdir(), "import-read-"));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Stock");
    sheet.addRow(["sku", "quantity"]);
    for (let i = 0; i < 200; i++) sheet.addRow([`SKU-${i}`, i]);
    book.addWorksheet("Notes").addRow(["Read me"]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    process.env.TMPDIR = dir;
    const file = await readImportFile(bytes, stock);
    expect(file.rows).toHaveLength(200);
    expect(file.rows[199].cells).toEqual({ sku: "SKU-199", quantity: 199 });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("blank rows and the row limit", () => {
  const blanks = "\n,\n , \n".repeat(5);

  it("counts only filled CSV rows towards the 50,000, keeping the last ones", async () => {
    const body = `${blanks}${"A,1\n".repeat(MAX_ROWS - 1)}${blanks}LAST,7\n`;
    const file = await readImportFile(utf8(`sku,quantity\n${body}`), stock);
    expect(file.rows).toHaveLength(MAX_ROWS);
    expect(file.rows.at(-1)?.cells).toEqual({ sku: "LAST", quantity: 7 });
  });

  it("refuses a CSV file with more filled rows than the limit, blank lines or not", async () => {
    const body = `${"A,1\n".repeat(MAX_ROWS)}${blanks}LAST,7\n`;
    const error = await refusal(readImportFile(utf8(`sku,quantity\n${body}`), stock));
    expect(error.message).toBe(IMPORT_MESSAGES.tooManyRows);
  });

  it("counts only filled sheet rows towards the 50,000, and refuses one more", async () => {
    const build = async (rows: number) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet("Stock");
      sheet.addRow(["sku", "quantity"]);
      for (let i = 0; i < 20; i++) sheet.addRow([" ", ""]);
      for (let i = 0; i < rows - 1; i++) sheet.addRow(["A", 1]);
      sheet.addRow(["LAST", 7]);
      return new Uint8Array(await book.xlsx.writeBuffer());
    };
    const file = await readImportFile(await build(MAX_ROWS), stock);
    expect(file.rows).toHaveLength(MAX_ROWS);
    expect(file.rows.at(-1)?.cells).toEqual({ sku: "LAST", quantity: 7 });
    const error = await refusal(readImportFile(await build(MAX_ROWS + 1), stock));
    expect(error.message).toBe(IMPORT_MESSAGES.tooManyRows);
  }, 60_000);
});
