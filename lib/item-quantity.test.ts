import { describe, expect, it } from "vitest";
import { quantityError } from "./item-quantity";

describe("order item quantity (shared schema)", () => {
  it("allows 1 to 100", () => {
    expect(quantityError(1)).toBeNull();
    expect(quantityError(100)).toBeNull();
  });

  it("says 'Maximum quantity is 100' above 100", () => {
    expect(quantityError(101)).toBe("Maximum quantity is 100");
    expect(quantityError(5000)).toBe("Maximum quantity is 100");
  });

  it("asks for a whole number of at least 1 otherwise", () => {
    for (const bad of [0, -2, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(quantityError(bad)).toBe("Please choose a quantity between 1 and 100");
  });
});
