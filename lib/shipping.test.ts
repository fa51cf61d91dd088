import { describe, expect, it } from "vitest";
import { shippingFor } from "./shipping";

describe("shipping", () => {
  it("is free at or above ₹1000 and ₹50 below, with how much more buys free shipping", () => {
    expect(shippingFor(100_000)).toEqual({ cost: 0, toFree: 0 });
    expect(shippingFor(150_000)).toEqual({ cost: 0, toFree: 0 });
    expect(shippingFor(99_999)).toEqual({ cost: 5_000, toFree: 1 });
    expect(shippingFor(29_900)).toEqual({ cost: 5_000, toFree: 70_100 });
    expect(shippingFor(0)).toEqual({ cost: 0, toFree: 0 });
  });

  it("follows the shop's own threshold and fee", () => {
    expect(shippingFor(60_000, { freeThreshold: 50_000, fee: 4_000 })).toEqual({ cost: 0, toFree: 0 });
    expect(shippingFor(40_000, { freeThreshold: 50_000, fee: 4_000 })).toEqual({
      cost: 4_000,
      toFree: 10_000,
    });
  });
});
