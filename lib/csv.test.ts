import { describe, expect, it } from "vitest";
import { safeCell, toCsv } from "./csv";

describe("CSV cells", () => {
  it("defuses what a spreadsheet would run as a formula", () => {
    expect(safeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCell("-2+3")).toBe("'-2+3");
    expect(safeCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("leaves plain numbers, negative ones included, as numbers", () => {
    expect(safeCell("-1234.50")).toBe("-1234.50");
    expect(safeCell("0.00")).toBe("0.00");
    expect(toCsv([["a", "-5"]])).toBe("a,-5\r\n");
  });
});
