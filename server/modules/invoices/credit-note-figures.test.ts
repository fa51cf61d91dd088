import { describe, expect, it } from "vitest";
import { apportion, type CreditableLine, creditNoteLines } from "./credit-note-figures";

const line = (
  orderItemId: string | null,
  value: number,
  gstRateBp: number,
  credited = 0,
): CreditableLine => ({
  orderItemId,
  description: orderItemId ?? "Shipping",
  hsnCode: orderItemId ? "6209" : null,
  uqc: orderItemId ? "PCS" : "",
  value,
  credited,
  gstRateBp,
});

describe("apportion", () => {
  it("splits to the paisa, the largest remainders taking what is left", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(50_000, [249_900, 99_900])).toEqual([35_720, 14_280]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
  });
});

describe("a credit note's lines", () => {
  it("reverse a refunded line's tax at its rate, CGST equal to SGST within the state", () => {
    // ₹1,049.99 at 5%: each head 104999 x 2.5 / 105 = 2499.98 -> ₹25.00.
    const [credited] = creditNoteLines(
      [line("a", 209_998, 500)],
      { amount: 104_999, items: [{ orderItemId: "a", quantity: 1, amount: 104_999 }] },
      true,
    );
    expect(credited).toMatchObject({
      quantity: 1,
      taxableValue: 99_999,
      cgstAmount: 2_500,
      sgstAmount: 2_500,
    });
  });

  it("reverse IGST on a delivery to another state, shipping at its own rate", () => {
    const lines = creditNoteLines(
      [line("a", 300_000, 1800), line(null, 10_000, 1800)],
      { amount: 310_000, items: [] },
      false,
    );
    // ₹3,000 at 18%: 300000 x 18 / 118 = 45762.71 -> 45763; shipping ₹100: 1525.42 -> 1525.
    expect(lines.map((l) => [l.orderItemId, l.totalAmount, l.igstAmount, l.taxableValue])).toEqual([
      ["a", 300_000, 45_763, 254_237],
      [null, 10_000, 1_525, 8_475],
    ]);
  });

  it("spread a refund by amount over what each line has not had back, never crediting a line twice", () => {
    const lines = creditNoteLines(
      [line("a", 100_000, 500, 100_000), line("b", 50_000, 1800)],
      { amount: 20_000, items: [] },
      true,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ orderItemId: "b", quantity: 0, totalAmount: 20_000 });
  });

  it("scale refunded lines down when the refund was capped at what was left to pay back", () => {
    const lines = creditNoteLines(
      [line("a", 100_000, 500), line("b", 100_000, 500)],
      {
        amount: 150_000,
        items: [
          { orderItemId: "a", quantity: 1, amount: 100_000 },
          { orderItemId: "b", quantity: 1, amount: 100_000 },
        ],
      },
      true,
    );
    expect(lines.map((l) => l.totalAmount)).toEqual([75_000, 75_000]);
    expect(lines.every((l) => l.cgstAmount === l.sgstAmount)).toBe(true);
  });
});
