import { describe, expect, it } from "vitest";
import { computeGst, isPriceSlabHsn, orderTotal, pieceRateBp, shippingRateBp, taxHeadsOf } from "./gst";

const garment = { gstRateBp: 500, gstSlab: true };
const saree = { gstRateBp: 500, gstSlab: false };

describe("the rate a piece sells at", () => {
  it("takes 5% on a garment up to Rs 2,625.00 with tax (Rs 2,500 before it) and 18% from Rs 2,625.01", () => {
    expect(pieceRateBp(garment, 262_500)).toBe(500);
    expect(pieceRateBp(garment, 262_501)).toBe(1800);
    expect(pieceRateBp(garment, 262_600)).toBe(1800);
    // The dead zone up to Rs 2,950 (under Rs 2,500 at 18% too) is taxed at 18%.
    expect(pieceRateBp(garment, 295_000)).toBe(1800);
    expect(pieceRateBp(garment, 99_900)).toBe(500);
  });

  it("keeps a saree (a fabric) and other fixed-rate goods at their rate at any price", () => {
    expect(pieceRateBp(saree, 1_499_900)).toBe(500);
    expect(pieceRateBp({ gstRateBp: 300, gstSlab: false }, 249_900)).toBe(300);
    expect(pieceRateBp({ gstRateBp: 0, gstSlab: false }, 49_900)).toBe(0);
  });

  it("knows the chapters that carry the slab: apparel, made-ups and footwear", () => {
    for (const hsn of ["6109", "6203", "6211", "6303", "6304", "6403", "62114290"])
      expect(isPriceSlabHsn(hsn)).toBe(true);
    for (const hsn of ["5007", "5208", "7117", "8306", "4901", "", null])
      expect(isPriceSlabHsn(hsn)).toBe(false);
  });
});

describe("tax heads (CGST Rules r.35)", () => {
  it("takes equal CGST and SGST out of Rs 2,500 at 5% and leaves taxable + tax = the price", () => {
    expect(taxHeadsOf(250_000, 500, true)).toEqual({
      taxableValue: 238_096,
      cgst: 5_952,
      sgst: 5_952,
      igst: 0,
      tax: 11_904,
    });
    expect(taxHeadsOf(250_000, 500, false)).toEqual({
      taxableValue: 238_095,
      cgst: 0,
      sgst: 0,
      igst: 11_905,
      tax: 11_905,
    });
  });

  it("keeps CGST equal to SGST when the tax would come to an odd number of paise", () => {
    // 89,950 at 5%: 4,283.33 paise of tax in all, 2,141.67 per head: 2,142 each, taxable 85,666.
    const heads = taxHeadsOf(89_950, 500, true);
    expect(heads).toEqual({ taxableValue: 85_666, cgst: 2_142, sgst: 2_142, igst: 0, tax: 4_284 });
    expect(heads.taxableValue + heads.tax).toBe(89_950);
  });
});

describe("an order's GST", () => {
  it("taxes a Rs 2,625.00 garment at 5% and a Rs 2,626.00 one at 18%, inside the price", () => {
    const low = computeGst([{ unitPrice: 262_500, quantity: 1, gstRateBp: pieceRateBp(garment, 262_500) }], {
      intraState: true,
      shipping: 0,
    });
    expect(low).toMatchObject({
      subtotal: 262_500,
      taxableValue: 250_000,
      tax: 12_500,
      cgst: 6_250,
      sgst: 6_250,
    });
    const high = computeGst([{ unitPrice: 262_600, quantity: 1, gstRateBp: pieceRateBp(garment, 262_600) }], {
      intraState: true,
      shipping: 0,
    });
    // 2,626 / 1.18 = 2,225.42 taxable, 400.58 tax: Rs 275 more tax than at 5% on nearly the same price.
    expect(high).toMatchObject({
      subtotal: 262_600,
      taxableValue: 222_542,
      tax: 40_058,
      cgst: 20_029,
      sgst: 20_029,
    });
    expect(orderTotal(high)).toBe(262_600);
  });

  it("values the slab per piece: three at Rs 2,625 stay at 5%", () => {
    const rate = pieceRateBp(garment, 262_500);
    const result = computeGst([{ unitPrice: 262_500, quantity: 3, gstRateBp: rate }], {
      intraState: false,
      shipping: 0,
    });
    expect(result.lines[0]).toMatchObject({
      gstRateBp: 500,
      lineTotal: 787_500,
      taxableValue: 750_000,
      igst: 37_500,
    });
  });

  it("taxes shipping below the free threshold at the goods' highest rate, within the state and across", () => {
    const lines = [
      { unitPrice: 49_900, quantity: 1, gstRateBp: 500 },
      { unitPrice: 19_900, quantity: 1, gstRateBp: 1800 },
    ];
    expect(shippingRateBp(lines)).toBe(1800);
    const intra = computeGst(lines, { intraState: true, shipping: 9_900 });
    // Rs 99 at 18% inside: 7.55 per head, taxable 83.90.
    expect(intra.shipping).toEqual({
      amount: 9_900,
      gstRateBp: 1800,
      taxableValue: 8_390,
      cgst: 755,
      sgst: 755,
      igst: 0,
      tax: 1_510,
    });
    const inter = computeGst(lines, { intraState: false, shipping: 9_900 });
    expect(inter.shipping).toEqual({
      amount: 9_900,
      gstRateBp: 1800,
      taxableValue: 8_390,
      cgst: 0,
      sgst: 0,
      igst: 1_510,
      tax: 1_510,
    });
    for (const r of [intra, inter]) {
      expect(r.taxableValue + r.tax).toBe(r.subtotal + 9_900);
      expect(orderTotal(r)).toBe(79_700);
    }
  });

  it("makes the order's heads the sums of its lines' and shipping's, CGST always equal to SGST", () => {
    const result = computeGst(
      [
        { unitPrice: 105_000, quantity: 1, gstRateBp: 500 },
        { unitPrice: 29_900, quantity: 3, gstRateBp: 1800 },
        { unitPrice: 89_950, quantity: 1, gstRateBp: 300 },
      ],
      { intraState: true, shipping: 4_900 },
    );
    const lineSum = (pick: (l: (typeof result.lines)[number]) => number) =>
      result.lines.reduce((s, l) => s + pick(l), 0);
    expect(result.cgst).toBe(lineSum((l) => l.cgst) + result.shipping.cgst);
    expect(result.sgst).toBe(result.cgst);
    expect(result.tax).toBe(result.cgst + result.sgst);
    expect(result.taxableValue + result.tax).toBe(result.subtotal + 4_900);
    for (const l of result.lines) expect(l.taxableValue + l.tax).toBe(l.lineTotal);
  });

  it("handles zero-rated goods (shipping then untaxed too) and empty orders", () => {
    const books = computeGst([{ unitPrice: 49_900, quantity: 2, gstRateBp: 0 }], {
      intraState: true,
      shipping: 9_900,
    });
    expect(books).toMatchObject({ tax: 0, taxableValue: 109_700 });
    expect(computeGst([], { intraState: false, shipping: 0 })).toMatchObject({ subtotal: 0, tax: 0 });
  });
});
