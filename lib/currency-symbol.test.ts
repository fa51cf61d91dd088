import { describe, expect, it } from "vitest";
import { currencySymbolOf, formatInr } from "./money";

describe("the shop's currency symbol", () => {
  it("replaces the rupee sign when the shop names another", () => {
    expect(formatInr(12345600, "Rs.")).toBe("Rs.1,23,456");
    expect(formatInr(49950, "INR ")).toBe("INR 499.50");
    expect(formatInr(49950, "₹")).toBe("₹499.50");
    expect(formatInr(49950)).toBe("₹499.50");
  });

  it("reads the setting trimmed and short, with ₹ when it is empty", () => {
    expect(currencySymbolOf(" Rs. ")).toBe("Rs.");
    expect(currencySymbolOf("")).toBe("₹");
    expect(currencySymbolOf(undefined)).toBe("₹");
    expect(currencySymbolOf("\u0000\n")).toBe("₹");
    expect(currencySymbolOf("Rupees and more")).toBe("Rupees a");
  });
});
