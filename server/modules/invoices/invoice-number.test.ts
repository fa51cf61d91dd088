import { describe, expect, it } from "vitest";
import { invoiceNumber } from "./invoice-number";

describe("invoice numbers", () => {
  it("follow the spec's format", () => {
    expect(invoiceNumber("DT345678ABCDEF", 1_795_312_999_001)).toBe("INV-DT345678ABCDEF-999001");
  });
});
