import { describe, expect, it } from "vitest";
import { computeGst, orderTotal } from "./gst";

describe("GST", () => {
  it("takes tax out of inclusive prices per line and splits CGST and SGST within the shop's state", () => {
    const result = computeGst(
      [
        { unitPrice: 105_000, quantity: 1, gstRateBp: 500 },
        { unitPrice: 29_900, quantity: 3, gstRateBp: 1200 },
      ],
      { mode: "inclusive", intraState: true },
    );
    expect(result.lines.map((l) => [l.lineTotal, l.taxableValue, l.tax])).toEqual([
      [105_000, 100_000, 5_000],
      [89_700, 80_089, 9_611],
    ]);
    expect(result).toMatchObject({
      subtotal: 194_700,
      taxableValue: 180_089,
      tax: 14_611,
      cgst: 7_305,
      sgst: 7_306,
      igst: 0,
    });
    expect(result.taxableValue + result.tax).toBe(result.subtotal);
    expect(orderTotal(result, "inclusive", 0)).toBe(194_700);
  });

  it("charges IGST for delivery to another state", () => {
    const result = computeGst([{ unitPrice: 1_499_900, quantity: 1, gstRateBp: 1800 }], {
      mode: "inclusive",
      intraState: false,
    });
    expect(result).toMatchObject({ tax: 228_798, cgst: 0, sgst: 0, igst: 228_798 });
  });

  it("adds a flat 18% on top in the spec's mode", () => {
    const result = computeGst([{ unitPrice: 99_999, quantity: 1, gstRateBp: 500 }], {
      mode: "flat",
      intraState: true,
    });
    expect(result).toMatchObject({ subtotal: 99_999, tax: 18_000, cgst: 9_000, sgst: 9_000 });
    expect(orderTotal(result, "flat", 5_000)).toBe(122_999);
  });

  it("handles zero-rated lines and empty orders", () => {
    expect(
      computeGst([{ unitPrice: 49_900, quantity: 2, gstRateBp: 0 }], { mode: "inclusive", intraState: true })
        .tax,
    ).toBe(0);
    expect(computeGst([], { mode: "inclusive", intraState: false })).toMatchObject({ subtotal: 0, tax: 0 });
  });
});
