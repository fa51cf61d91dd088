import { describe, expect, it } from "vitest";
import {
  DOCUMENT_NUMBER_CHARACTERS,
  documentNumber,
  financialYearCode,
  financialYearOf,
  invoiceNumber,
  MAX_DOCUMENT_NUMBER_LENGTH,
} from "./invoice-number";

describe("invoice numbers", () => {
  it("are the financial year's series and a serial of at least 6 digits", () => {
    expect(invoiceNumber(2026, 1)).toBe("INV-2627-000001");
    expect(invoiceNumber(2026, 123_456)).toBe("INV-2627-123456");
    expect(invoiceNumber(2099, 42)).toBe("INV-9900-000042");
    expect(documentNumber("credit_note", 2026, 7)).toBe("CN-2627-000007");
  });

  it("keep to rule 46(b): at most 16 letters, digits, '-' or '/', also past a million a year", () => {
    for (const number of [
      invoiceNumber(2026, 1),
      invoiceNumber(2026, 999_999),
      invoiceNumber(2026, 9_999_999),
      documentNumber("credit_note", 2026, 9_999_999),
    ]) {
      expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
      expect(number).toMatch(DOCUMENT_NUMBER_CHARACTERS);
    }
    expect(invoiceNumber(2026, 9_999_999)).toHaveLength(16);
  });

  it("are refused rather than made longer than 16 characters, or from a serial that is not one", () => {
    expect(() => invoiceNumber(2026, 10_000_000)).toThrow("The invoice series of 2627 is full");
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => invoiceNumber(2026, 1.5)).toThrow(RangeError);
  });
});

describe("financial years", () => {
  it("run from 1 April to 31 March in Indian time", () => {
    // 31 March 23:59:59 IST is 18:29:59 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date("2027-03-31T18:29:59.999Z"))).toBe(2026);
    expect(financialYearOf(new Date("2027-03-31T18:30:00.000Z"))).toBe(2027);
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe(2026);
    expect(financialYearOf(new Date("2026-12-31T23:59:59+05:30"))).toBe(2026);
    expect(financialYearOf(new Date("2027-01-01T00:00:00+05:30"))).toBe(2026);
  });

  it("are written as the two years' last two digits", () => {
    expect(financialYearCode(2026)).toBe("2627");
    expect(financialYearCode(2009)).toBe("0910");
    expect(financialYearCode(2099)).toBe("9900");
  });
});
