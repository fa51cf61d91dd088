import { describe, expect, it } from "vitest";
import { ageBucket, agingRisk, daysToSell, reorderPriority } from "./rules";

describe("spec section 4's inventory rules", () => {
  it("reorders urgently at 0, high at or below half the reorder point, medium at or below it", () => {
    expect([0, -1, 5, 6, 10, 11].map((stock) => reorderPriority(stock, 10))).toEqual([
      "urgent",
      "urgent",
      "high",
      "medium",
      "medium",
      null,
    ]);
    // Half of an odd reorder point: 3 is at or below 3.5, 4 is not.
    expect([3, 4].map((stock) => reorderPriority(stock, 7))).toEqual(["high", "medium"]);
  });

  it("works out days to sell at the 30-day pace, 999 with no sales", () => {
    expect(daysToSell(55, 110)).toBe(15);
    expect(daysToSell(10, 0)).toBe(999);
    expect(daysToSell(0, 4)).toBe(0);
    expect(daysToSell(10, 20)).toBe(15);
    expect(daysToSell(7, 15)).toBe(14);
  });

  it("puts stock ages into the five buckets and three risks", () => {
    expect([0, 30, 31, 60, 61, 90, 91, 180, 181, 365].map(ageBucket)).toEqual([
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "91-180",
      "91-180",
      "180+",
      "180+",
    ]);
    expect([60, 61, 120, 121].map(agingRisk)).toEqual(["low", "medium", "medium", "high"]);
  });
});
