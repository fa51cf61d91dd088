import { describe, expect, it } from "vitest";
import { MAX_BULK_ROWS, parseBulkStockText, splitCsvLine } from "./bulk-parse";

const ID = "6f1c1a52-3b7e-4c55-9d0e-8a4f2b1c9e10";

describe("reading a bulk stock update", () => {
  it("splits CSV cells with quotes, doubled quotes and spaces", () => {
    expect(splitCsvLine(' a , "b, c" ,"say ""hi""",', ",")).toEqual(["a", "b, c", 'say "hi"', ""]);
    expect(splitCsvLine("SKU-1\t12", "\t")).toEqual(["SKU-1", "12"]);
  });

  it("reads a header's columns in any order, and skips blank lines", () => {
    const { rows, errors } = parseBulkStockText(
      `\uFEFFSKU,Reason,Quantity,product_id\r\nKUR-M,Counted,12,\r\n\r\n,,,${ID}\r\n`,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, productId: "", sku: "KUR-M", quantity: "12", change: "", reason: "Counted" },
      { line: 4, productId: ID, sku: "", quantity: "", change: "", reason: "" },
    ]);
  });

  it("reads lines without a header as SKU or product id, quantity and reason, pasted from a spreadsheet too", () => {
    const { rows } = parseBulkStockText(`KUR-M,12\n${ID.toUpperCase()},3,Returned\n`);
    expect(rows.map((r) => [r.line, r.sku, r.productId, r.quantity, r.reason])).toEqual([
      [1, "KUR-M", "", "12", ""],
      [2, "", ID.toUpperCase(), "3", "Returned"],
    ]);
    expect(parseBulkStockText("KUR-M\t7").rows[0]).toMatchObject({ sku: "KUR-M", quantity: "7" });
  });

  it("reads a change column, and wants a quantity or change column in a header", () => {
    expect(parseBulkStockText("sku,change\nKUR-M,-2").rows[0]).toMatchObject({ sku: "KUR-M", change: "-2" });
    expect(parseBulkStockText("sku,reason\nKUR-M,x").errors).toEqual([
      { line: 1, message: "The header needs a quantity or a change column" },
    ]);
  });

  it("refuses more rows than one update takes", () => {
    const text = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => `SKU-${i},1`).join("\n");
    expect(parseBulkStockText(text).errors).toEqual([
      { line: MAX_BULK_ROWS + 1, message: `At most ${MAX_BULK_ROWS} rows at a time` },
    ]);
  });
});
