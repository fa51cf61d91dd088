import { describe, expect, it } from "vitest";
import { supplyKind } from "./gstr1-supply";

describe("which table an invoice goes in", () => {
  const order = (
    state: string,
    total: number,
    heads: { cgst?: number; igst?: number } = {},
    buyerGstin: string | null = null,
  ) => ({
    orderId: "o",
    state,
    country: "India",
    totalAmount: total,
    cgstAmount: heads.cgst ?? 0,
    sgstAmount: heads.cgst ?? 0,
    igstAmount: heads.igst ?? 0,
    buyerGstin,
    buyerBusinessName: buyerGstin && "Registered Buyer",
  });

  it("puts every invoice to a buyer with a GSTIN in B2B, within the state or across, small or large", () => {
    expect(supplyKind(order("Rajasthan", 10_000, { cgst: 1 }, "08AABCM1234F1ZX"), "Rajasthan")).toBe("b2b");
    expect(supplyKind(order("Kerala", 20_000_000, { igst: 1 }, "27AAPFU0939F1ZV"), "Rajasthan")).toBe("b2b");
  });

  it("puts inter-state invoices above Rs 1,00,000 in B2CL and everything else in B2CS", () => {
    expect(supplyKind(order("Kerala", 10_000_000, { igst: 1 }), "Rajasthan")).toBe("b2cs");
    expect(supplyKind(order("Kerala", 10_000_001, { igst: 1 }), "Rajasthan")).toBe("b2cl");
    expect(supplyKind(order("Rajasthan", 50_000_000, { cgst: 1 }), "Rajasthan")).toBe("b2cs");
  });

  it("decides a zero-tax invoice by the delivery state", () => {
    expect(supplyKind(order("Kerala", 20_000_000), "Rajasthan")).toBe("b2cl");
    expect(supplyKind(order(" rajasthan ", 20_000_000), "Rajasthan")).toBe("b2cs");
  });
});
