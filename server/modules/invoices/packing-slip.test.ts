import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { OrderAddress } from "../orders/schema";
import type { SellerDetails } from "./documents";
import { type PackingSlipOrder, renderPackingSlipPdf } from "./packing-slip";

const SHOP: SellerDetails = {
  legalName: "Divine Threads Private Limited",
  address: "No. 12, Commercial Street\nShivajinagar, Bengaluru 560001",
  state: "Karnataka",
  gstin: "29ABCDE1234F1Z5",
  email: "accounts@divinethreads.in",
};

const ADDRESS: OrderAddress = {
  fullName: "Ananya Rao",
  email: "ananya.rao@example.com",
  phone: "+91 98450 12345",
  addressLine1: "42, 3rd Cross, Indiranagar",
  addressLine2: "Near 100 Feet Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560038",
  country: "India",
};

function slip(overrides: Partial<PackingSlipOrder> = {}): PackingSlipOrder {
  return {
    orderNumber: "DT20260109ABCD",
    createdAt: new Date("2026-01-08T14:30:00+05:30"),
    shippingAddress: ADDRESS,
    customerNotes: null,
    items: [
      {
        productName: "Kanjeevaram Silk Saree",
        productSku: "DT-SAR-KNJ-0042",
        size: null,
        color: "Maroon",
        quantity: 1,
      },
      {
        productName: "Men's Cotton Kurta",
        productSku: "DT-KUR-COT-0107",
        size: "M",
        color: "Indigo",
        quantity: 2,
      },
    ],
    ...overrides,
  };
}

async function readPdf(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  return { pdf, pages: text.map((page) => page.replace(/\s+/g, " ")) };
}

describe("renderPackingSlipPdf", () => {
  it("shows the shop, the order, where it goes and what goes in it, without prices", async () => {
    const buffer = await renderPackingSlipPdf(
      [slip({ carrierName: "Delhivery", trackingNumber: "DL1234567890", customerNotes: "Please gift wrap" })],
      SHOP,
    );
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pdf, pages } = await readPdf(buffer);
    expect(pdf.numPages).toBe(1);
    const [text] = pages;
    for (const expected of [
      "Divine Threads Private Limited",
      "Shivajinagar, Bengaluru 560001",
      "PACKING SLIP",
      "DT20260109ABCD",
      "8 January 2026",
      "Ship to Ananya Rao",
      "42, 3rd Cross, Indiranagar",
      "PIN 560038, India",
      "Phone: +91 98450 12345",
      "Customer notes Please gift wrap",
      "Carrier Delhivery",
      "Tracking no. DL1234567890",
      "Packed Product SKU Size Colour Qty",
      "Kanjeevaram Silk Saree DT-SAR-KNJ-0042 — Maroon 1",
      "Men's Cotton Kurta DT-KUR-COT-0107 M Indigo 2",
      "Total quantity: 3",
      "Packed by:",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/₹|Rs\.?\s?\d|GSTIN/);
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Title: "Packing slip DT20260109ABCD", Author: SHOP.legalName });
  });

  it("leaves carrier and tracking out until the order has them", async () => {
    const { pages } = await readPdf(await renderPackingSlipPdf([slip()], SHOP));
    expect(pages[0]).not.toContain("Carrier");
    expect(pages[0]).not.toContain("Tracking no.");
    expect(pages[0]).not.toContain("Customer notes");
  });

  it("gives each order its own pages, numbered per order, and continues a long one", async () => {
    const long = slip({
      orderNumber: "DT20260110LONG",
      items: Array.from({ length: 45 }, (_, index) => ({
        productName: `Handloom Cotton Kurta, design ${index + 1}`,
        productSku: `DT-KUR-${String(index + 1).padStart(4, "0")}`,
        size: "L",
        color: "Indigo",
        quantity: 1,
      })),
    });
    const { pdf, pages } = await readPdf(
      await renderPackingSlipPdf([slip(), long, slip({ orderNumber: "DT20260111LAST" })], SHOP),
    );

    expect(pdf.numPages).toBeGreaterThanOrEqual(4);
    expect(pages[0]).toContain("DT20260109ABCD");
    expect(pages[0]).toContain("Page 1 of 1");
    expect(pages[1]).toContain("DT20260110LONG");
    expect(pages[1]).toContain(`Page 1 of ${pdf.numPages - 2}`);
    expect(pages[2]).toContain("Packing slip DT20260110LONG (continued)");
    expect(pages[2]).toContain("Packed Product SKU");
    const longPages = pages.slice(1, -1).join(" ");
    expect(longPages).toContain("DT-KUR-0045");
    expect(longPages).toContain("Total quantity: 45");
    expect(pages.at(-1)).toContain("DT20260111LAST");
    expect(pages.at(-1)).toContain("Page 1 of 1");
  });
});
