import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { computeGst, type TaxMode } from "../../../lib/gst";
import { formatInr } from "../../../lib/money";
import type { InvoiceDocument, OrderDocumentItem } from "./documents";
import type { OrderAddress } from "../orders/schema";
import { renderInvoicePdf } from "./pdf";

interface ItemSpec {
  productName: string;
  productSku: string;
  size?: string;
  color?: string;
  hsnCode: string;
  gstRateBp: number;
  quantity: number;
  unitPrice: number;
}

const SAREE: ItemSpec = {
  productName: "Kanjeevaram Pure Silk Saree with Zari Border, Contrast Pallu and Temple Motifs",
  productSku: "DT-SAR-KNJ-0042",
  color: "Maroon",
  hsnCode: "5007",
  gstRateBp: 500,
  quantity: 1,
  unitPrice: 11_850_000,
};
const KURTA: ItemSpec = {
  productName: "Men's Cotton Kurta",
  productSku: "DT-KUR-COT-0107",
  size: "M",
  color: "Indigo",
  hsnCode: "6205",
  gstRateBp: 1200,
  quantity: 2,
  unitPrice: 129_900,
};
const DUPATTA: ItemSpec = {
  productName: "Chanderi Dupatta",
  productSku: "DT-DUP-CHN-0015",
  hsnCode: "6214",
  gstRateBp: 500,
  quantity: 1,
  unitPrice: 49_950,
};

function address(overrides: Partial<OrderAddress>): OrderAddress {
  return {
    fullName: "Ananya Rao",
    email: "ananya.rao@example.com",
    phone: "+91 98450 12345",
    addressLine1: "42, 3rd Cross, Indiranagar",
    addressLine2: "Near 100 Feet Road",
    city: "Bengaluru",
    state: "Karnataka",
    postalCode: "560038",
    country: "India",
    ...overrides,
  };
}

/** A consistent invoice: line and order figures come from the shop's own GST computation. */
function invoiceFor(
  specs: ItemSpec[],
  options: {
    mode: TaxMode;
    shipTo: OrderAddress;
    billTo?: OrderAddress;
    shipping?: number;
    discount?: number;
  },
): InvoiceDocument {
  const intraState = options.shipTo.state === "Karnataka";
  const gst = computeGst(
    specs.map((spec) => ({ unitPrice: spec.unitPrice, quantity: spec.quantity, gstRateBp: spec.gstRateBp })),
    { mode: options.mode, intraState },
  );
  const items: OrderDocumentItem[] = specs.map((spec, index) => ({
    productName: spec.productName,
    productSku: spec.productSku,
    size: spec.size ?? null,
    color: spec.color ?? null,
    hsnCode: spec.hsnCode,
    gstRateBp: options.mode === "flat" ? 1800 : spec.gstRateBp,
    quantity: spec.quantity,
    priceAtPurchase: spec.unitPrice,
    lineTotal: gst.lines[index].lineTotal,
    taxableValue: gst.lines[index].taxableValue,
    taxAmount: gst.lines[index].tax,
  }));
  const shipping = options.shipping ?? 0;
  const discount = options.discount ?? 0;
  return {
    invoiceNumber: "DT/2025-26/000123",
    issueDate: "2026-01-09",
    dueDate: "2026-01-09",
    seller: {
      legalName: "Divine Threads Private Limited",
      address: "No. 12, Commercial Street\nShivajinagar, Bengaluru 560001",
      state: "Karnataka",
      gstin: "29ABCDE1234F1Z5",
      email: "accounts@divinethreads.in",
    },
    order: {
      id: "5b0d2c1e-7a0f-4f4e-9a51-1c2d3e4f5a6b",
      orderNumber: "DT-20260109-4821",
      createdAt: new Date("2026-01-08T14:30:00+05:30"),
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "razorpay",
      paymentId: "pay_NxQ4r8ZtY2mB7c",
      taxMode: options.mode === "flat" ? "exclusive" : "inclusive",
      items,
      subtotal: gst.subtotal,
      taxAmount: gst.tax,
      cgstAmount: gst.cgst,
      sgstAmount: gst.sgst,
      igstAmount: gst.igst,
      shippingCost: shipping,
      discountAmount: discount,
      totalAmount: gst.subtotal + (options.mode === "flat" ? gst.tax : 0) + shipping - discount,
      shippingAddress: options.shipTo,
      billingAddress: options.billTo ?? null,
      customerNotes: null,
      cancelReason: null,
    },
  };
}

async function readPdf(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  if (process.env.PRINT_PDF_TEXT) console.log(text);
  return { pdf, text: text.replace(/\s+/g, " ") };
}

describe("renderInvoicePdf", () => {
  it("renders an intra-state invoice with CGST and SGST, amounts in rupees", async () => {
    const invoice = invoiceFor([SAREE, KURTA, DUPATTA], {
      mode: "inclusive",
      shipTo: address({}),
      billTo: address({ fullName: "Rao Textiles LLP", addressLine2: null }),
      shipping: 9_900,
      discount: 20_000,
    });
    const { order } = invoice;
    expect(order.totalAmount).toBe(12_149_650);

    const buffer = await renderInvoicePdf(invoice);
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pdf, text } = await readPdf(buffer);

    expect(pdf.numPages).toBe(1);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("DT/2025-26/000123");
    expect(text).toContain("GSTIN: 29ABCDE1234F1Z5");
    expect(text).toContain("Divine Threads Private Limited");
    expect(text).toContain("9 January 2026");
    expect(text).toContain("DT-20260109-4821");
    expect(text).toContain("Razorpay (online)");
    expect(text).toContain("pay_NxQ4r8ZtY2mB7c");
    expect(text).toContain("Bill to Rao Textiles LLP");
    expect(text).toContain("Ship to Ananya Rao");
    expect(text).toContain("Place of supply: Karnataka");
    expect(text).toContain("PIN 560038, India");
    expect(text).toContain("5007");
    expect(text).toContain("6205");
    expect(text).toContain("DT-SAR-KNJ-0042");
    expect(text).toContain("Size: M, Colour: Indigo");
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).not.toContain("IGST");
    expect(text).toContain("2.5%");
    expect(text).toContain("6%");
    expect(text).toContain("₹1,18,500");
    expect(text).toContain("₹499.50");
    expect(text).toContain(formatInr(order.cgstAmount));
    expect(text).toContain(formatInr(order.sgstAmount));
    expect(text).toContain("₹1,21,496.50");
    expect(text).toContain("Discount");
    expect(text).toContain("Prices include GST");
    expect(text).toContain(
      "Rupees One Lakh Twenty-One Thousand Four Hundred Ninety-Six and Fifty Paise Only",
    );
    expect(text).toContain("This is a computer-generated invoice.");
    expect(text).toContain("Page 1 of 1");

    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Title: "Tax invoice DT/2025-26/000123",
      Author: "Divine Threads Private Limited",
    });
  });

  it("renders an inter-state invoice with IGST and GST added on top", async () => {
    const invoice = invoiceFor([KURTA, DUPATTA], {
      mode: "flat",
      shipTo: address({ fullName: "Rohan Mehta", city: "Pune", state: "Maharashtra", postalCode: "411001" }),
    });
    invoice.order.paymentMethod = "cod";
    invoice.order.paymentId = null;
    const { order } = invoice;

    const { text } = await readPdf(await renderInvoicePdf(invoice));

    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("SGST");
    expect(text).toContain("18%");
    expect(text).toContain("Place of supply: Maharashtra");
    expect(text).toContain("Cash on delivery");
    expect(text).not.toContain("Payment ID");
    expect(text).toContain("GST added at 18%");
    expect(text).not.toContain("Discount");
    expect(text).toContain(formatInr(order.igstAmount));
    expect(order.totalAmount).toBe(365_505);
    expect(text).toContain("₹3,655.05");
  });

  it("says no GST was charged on an untaxed delivery abroad", async () => {
    const invoice = invoiceFor([DUPATTA], {
      mode: "flat",
      shipTo: address({
        city: "San Jose",
        state: "California",
        postalCode: "95112",
        country: "United States",
      }),
    });
    const { order } = invoice;
    order.items = order.items.map((item) => ({ ...item, gstRateBp: 0, taxAmount: 0 }));
    Object.assign(order, { taxAmount: 0, igstAmount: 0, totalAmount: order.subtotal });

    const { text } = await readPdf(await renderInvoicePdf(invoice));

    expect(text).toContain("No GST charged");
    expect(text).not.toContain("GST added at 18%");
    expect(text).toContain("Place of supply: California");
    expect(text).toContain("IGST");
    expect(text).toContain("0%");
    expect(text).toContain("Total ₹499.50");
  });

  it("continues a long item table on further pages", async () => {
    const specs = Array.from({ length: 40 }, (_, index) => ({
      ...KURTA,
      productName: `Handloom Cotton Kurta, design ${index + 1}`,
      productSku: `DT-KUR-${String(index + 1).padStart(4, "0")}`,
    }));
    const invoice = invoiceFor(specs, { mode: "inclusive", shipTo: address({}) });

    const { pdf, text } = await readPdf(await renderInvoicePdf(invoice));

    expect(pdf.numPages).toBeGreaterThan(1);
    expect(text).toContain("DT-KUR-0040");
    expect(text).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
    expect(text).toContain("(continued)");
    expect(text).toContain(formatInr(invoice.order.totalAmount));
  });

  it("renders the same invoice to the same bytes", async () => {
    const invoice = invoiceFor([SAREE], { mode: "inclusive", shipTo: address({}) });
    const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(first.equals(second)).toBe(true);
  });
});
