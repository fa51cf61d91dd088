import { describe, expect, it } from "vitest";
import { formatIndianNumber, formatInr, rupeesToPaise } from "./money";

describe("formatInr", () => {
  it("groups in the Indian style and hides zero paise", () => {
    expect(formatInr(12345600)).toBe("₹1,23,456");
    expect(formatInr(49950)).toBe("₹499.50");
    expect(formatInr(0)).toBe("₹0");
  });

  it("refuses amounts that are not whole paise", () => {
    expect(() => formatInr(10.5)).toThrow(TypeError);
  });

  it("formats plain numbers with lakh grouping", () => {
    expect(formatIndianNumber(1234567)).toBe("12,34,567");
  });
});

describe("rupeesToPaise", () => {
  it("converts whole and decimal rupees exactly", () => {
    expect(rupeesToPaise("1499")).toBe(149900);
    expect(rupeesToPaise("0.1")).toBe(10);
    expect(rupeesToPaise("19.99")).toBe(1999);
    expect(rupeesToPaise("1,00,000")).toBe(10000000);
    expect(rupeesToPaise(12.5)).toBe(1250);
  });

  it("rejects what is not an amount", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e5", " . "]) expect(rupeesToPaise(bad)).toBeNull();
  });
});
