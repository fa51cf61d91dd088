import { describe, expect, it } from "vitest";
import { newOrderNumber } from "./order-number";

describe("order numbers", () => {
  it("follow the spec's formats", () => {
    expect(newOrderNumber("DT", 1_795_312_345_678)).toMatch(/^DT345678[A-Z]{6}$/);
  });

  it("are practically never repeated within the same millisecond", () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNumber("DT", 1_795_312_345_678)));
    expect(numbers.size).toBeGreaterThan(995);
  });
});
