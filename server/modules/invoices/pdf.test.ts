import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { computeGst } from "../../../lib/gst";
import { formatInr } from "../../../lib/money";
import type { InvoiceDocument, OrderDocument, OrderDocumentItem } from "./documents";
import type { OrderAddress } from "../orders/schema";
import { renderInvoicePdf } from "./pdf";
import { invoiceFigures } from "./pdf/invoice-rows";

interface ItemSpec {
  productName: string;
  productSku: string;
  size?: string;
  color?: string;
  hsnCode: string;
  uqc: string;
  gstRateBp: number;
  quantity: number;
  unitPrice: number;
}

const SAREE: ItemSpec = {
  productName: "Kanjivaram Pure Silk Saree with Zari Border, Contrast Pallu and Temple Motifs",
  productSku: "DT-SAR-KNJ-0042",
  color: "Maroon",
  hsnCode: "5007",
  uqc: "PCS",
  gstRateBp: 500,
  quantity: 1,
  unitPrice: 1_499_900,
};
// Rs 3,499 a piece is above Rs 2,625, so 18%.
const SHERWANI: ItemSpec = {
  productName: "Men's Silk Sherwani",
  productSku: "DT-SHW-SLK-0107",
  size: "M",
  color: "Ivory",
  hsnCode: "6203",
  uqc: "SET",
  gstRateBp: 1800,
  quantity: 2,
  unitPrice: 349_900,
};
const MOJARI: ItemSpec = {
  productName: "Embroidered Jutti",
  productSku: "DT-JUT-EMB-0031",
  size: "8",
  hsnCode: "6403",
  uqc: "PRS",
  gstRateBp: 500,
  quantity: 1,
  unitPrice: 129_900,
};
const DUPATTA: ItemSpec = {
  productName: "Chanderi Dupatta",
  productSku: "DT-DUP-CHN-0015",
  hsnCode: "6214",
  uqc: "PCS",
  gstRateBp: 500,
  quantity: 1,
  unitPrice: 49_950,
};

const SELLER = {
  legalName: "Divine Threads Private Limited",
  address: "2nd Floor, 27 Mirza Ismail Road\nJaipur 302001",
  state: "Rajasthan",
  gstin: "08AABCD1234E1Z8",
  email: "accounts@divinethreads.example",
};

function address(overrides: Partial<OrderAddress> = {}): OrderAddress {
  return {
    fullName: "Priya Sharma",
    email: "priya.sharma@example.com",
    phone: "+91 98290 12345",
    addressLine1: "14, Civil Lines",
    addressLine2: "Near Statue Circle",
    city: "Jaipur",
    state: "Rajasthan",
    postalCode: "302006",
    country: "India",
    ...overrides,
  };
}

const BENGALURU = {
  fullName: "Ananya Rao",
  addressLine1: "42, 3rd Cross, Indiranagar",
  addressLine2: null,
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560038",
};

function item(
  spec: ItemSpec,
  taxed: { lineTotal: number; taxableValue: number; tax: number },
): OrderDocumentItem {
  return {
    productName: spec.productName,
    productSku: spec.productSku,
    size: spec.size ?? null,
    color: spec.color ?? null,
    hsnCode: spec.hsnCode,
    gstRateBp: spec.gstRateBp,
    uqc: spec.uqc,
    quantity: spec.quantity,
    priceAtPurchase: spec.unitPrice,
    lineTotal: taxed.lineTotal,
    taxableValue: taxed.taxableValue,
    taxAmount: taxed.tax,
  };
}

function invoice(
  order: Partial<OrderDocument> & Pick<OrderDocument, "items" | "shippingAddress">,
): InvoiceDocument {
  return {
    invoiceNumber: "INV-DT4821-000123",
    issueDate: "2026-01-09",
    dueDate: "2026-02-08",
    seller: SELLER,
    order: {
      id: "5b0d2c1e-7a0f-4f4e-9a51-1c2d3e4f5a6b",
      orderNumber: "DT-20260109-4821",
      createdAt: new Date("2026-01-08T14:30:00+05:30"),
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "razorpay",
      paymentId: "pay_NxQ4r8ZtY2mB7c",
      taxMode: "inclusive",
      subtotal: 0,
      taxAmount: 0,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 0,
      shippingCost: 0,
      shippingGstRateBp: 0,
      shippingTaxableValue: 0,
      shippingTaxAmount: 0,
      discountAmount: 0,
      totalAmount: 0,
      billingAddress: null,
      customerNotes: null,
      cancelReason: null,
      ...order,
    },
  };
}

/** An invoice whose figures come from the shop's own GST computation, as orders store them. */
function invoiceFor(
  specs: ItemSpec[],
  options: { shipTo: OrderAddress; billTo?: OrderAddress; shipping?: number },
) {
  const gst = computeGst(
    specs.map((spec) => ({ unitPrice: spec.unitPrice, quantity: spec.quantity, gstRateBp: spec.gstRateBp })),
    { intraState: options.shipTo.state === SELLER.state, shipping: options.shipping ?? 0 },
  );
  return invoice({
    items: specs.map((spec, index) => item(spec, gst.lines[index])),
    subtotal: gst.subtotal,
    taxAmount: gst.tax,
    cgstAmount: gst.cgst,
    sgstAmount: gst.sgst,
    igstAmount: gst.igst,
    shippingCost: gst.shipping.amount,
    shippingGstRateBp: gst.shipping.gstRateBp,
    shippingTaxableValue: gst.shipping.taxableValue,
    shippingTaxAmount: gst.shipping.tax,
    totalAmount: gst.subtotal + gst.shipping.amount,
    shippingAddress: options.shipTo,
    billingAddress: options.billTo ?? null,
  });
}

/**
 * An order placed before shipping was taxed: each line's taxable value rounded and its tax the rest
 * (odd paise), CGST half the order's tax rounded down, shipping charged untaxed.
 */
function legacyInvoice(lines: [ItemSpec, number][], shipping: number): InvoiceDocument {
  const items = lines.map(([spec, unitPrice]) => {
    const lineTotal = unitPrice * spec.quantity;
    const taxableValue = Math.round((lineTotal * 10_000) / (10_000 + spec.gstRateBp));
    return item({ ...spec, unitPrice }, { lineTotal, taxableValue, tax: lineTotal - taxableValue });
  });
  const subtotal = items.reduce((sum, i) => sum + i.lineTotal, 0);
  const tax = items.reduce((sum, i) => sum + i.taxAmount, 0);
  return invoice({
    items,
    subtotal,
    taxAmount: tax,
    cgstAmount: Math.floor(tax / 2),
    sgstAmount: tax - Math.floor(tax / 2),
    shippingCost: shipping,
    totalAmount: subtotal + shipping,
    shippingAddress: address(),
  });
}

async function readPdf(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return { pdf, text: text.replace(/\s+/g, " ") };
}

const pdftotext = spawnSync("pdftotext", ["-v"]).error === undefined;

/** The invoice as `pdftotext -layout` lays it out: the table's rows stay on their lines. */
function layoutText(buffer: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "invoice-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    fs.writeFileSync(file, buffer);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const paise = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, "")) * 100);

/** The table's rows (a good's serial number or "Shipping" first) with their amounts and rates, in order. */
function tableRows(text: string) {
  return text
    .split("\n")
    .filter((line) => /^\s*(\d+\s{2,}\S|Shipping\s{2,}₹)/.test(line))
    .map((line) => ({
      line,
      amounts: (line.match(/₹[\d,]+(?:\.\d\d)?/g) ?? []).map(paise),
      rates: line.match(/\d+(?:\.\d+)?%/g) ?? [],
    }));
}

/** A label's amount in the totals box, e.g. "CGST   ₹1,234.50". */
function totalOf(text: string, label: string): number {
  const match = new RegExp(`(?:^|\\s{2})${label}\\s+(₹[\\d,]+(?:\\.\\d\\d)?)\\s*$`, "m").exec(text);
  if (!match) throw new Error(`No ${label} total in:\n${text}`);
  return paise(match[1]);
}

describe("renderInvoicePdf", () => {
  it("renders an intra-state invoice with equal CGST and SGST on every line and on shipping", async () => {
    const doc = invoiceFor([SAREE, SHERWANI, DUPATTA], {
      shipTo: address(),
      billTo: address({ fullName: "Sharma Handlooms LLP", addressLine2: null }),
      shipping: 5_000,
    });
    const { order } = doc;
    expect(order.totalAmount).toBe(2_254_650);

    const buffer = await renderInvoicePdf(doc);
    expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pdf, text } = await readPdf(buffer);

    expect(pdf.numPages).toBe(1);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("INV-DT4821-000123");
    expect(text).toContain("GSTIN: 08AABCD1234E1Z8");
    expect(text).toContain("Divine Threads Private Limited");
    expect(text).toContain("State: Rajasthan (08)");
    expect(text).toContain("9 January 2026");
    expect(text).toContain("DT-20260109-4821");
    expect(text).toContain("Razorpay (online)");
    expect(text).toContain("pay_NxQ4r8ZtY2mB7c");
    expect(text).toContain("Bill to Sharma Handlooms LLP");
    expect(text).toContain("Ship to Priya Sharma");
    expect(text).toContain("Jaipur, PIN 302006");
    expect(text).toContain("Place of supply: Rajasthan (08)");
    expect(text).toContain("Size: M, Colour: Ivory");
    expect(text).toContain("DT-SAR-KNJ-0042");
    expect(text).not.toContain("IGST");
    expect(text).toContain(formatInr(order.cgstAmount));
    expect(order.cgstAmount).toBe(order.sgstAmount);
    expect(text).toContain("₹22,546.50");
    expect(text).toContain("Prices include GST");
    expect(text).toContain("Rupees Twenty-Two Thousand Five Hundred Forty-Six and Fifty Paise Only");
    expect(text).toContain("Whether tax is payable on reverse charge: No");
    expect(text).toContain("For Divine Threads Private Limited");
    expect(text).toContain("Authorised Signatory");
    expect(text).toContain("Page 1 of 1");

    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Title: "Tax invoice INV-DT4821-000123",
      Author: "Divine Threads Private Limited",
    });
  });

  it("renders an inter-state invoice with IGST, delivery state and code and place of supply", async () => {
    const doc = invoiceFor([SHERWANI, MOJARI], { shipTo: address(BENGALURU), shipping: 5_000 });
    doc.order.paymentMethod = "cod";
    doc.order.paymentId = null;
    const { order } = doc;

    const { text } = await readPdf(await renderInvoicePdf(doc));

    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("SGST");
    expect(text).toContain("State: Karnataka (29)");
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("Cash on delivery");
    expect(text).not.toContain("Payment ID");
    expect(text).not.toContain("Discount");
    expect(text).toContain(formatInr(order.igstAmount));
    expect(order.totalAmount).toBe(834_700);
    expect(text).toContain("₹8,347");
  });

  it("names a registered buyer's business and GSTIN in Bill to (Rule 46(d))", async () => {
    const doc = invoiceFor([SHERWANI, MOJARI], { shipTo: address(BENGALURU), shipping: 5_000 });
    doc.order.buyerGstin = "29AAGCK4417M1Z4";
    doc.order.buyerBusinessName = "Kaveri Kids Boutique LLP";
    const { text } = await readPdf(await renderInvoicePdf(doc));
    expect(text).toContain("Bill to Kaveri Kids Boutique LLP GSTIN: 29AAGCK4417M1Z4 Attn:");
  });

  it("shows no shipping line when shipping is free", async () => {
    const doc = invoiceFor([SAREE], { shipTo: address() });
    const { text } = await readPdf(await renderInvoicePdf(doc));
    expect(text).not.toContain("Shipping");
    expect(text).toContain("Total ₹14,999");
  });

  it("says no GST was charged on an older untaxed delivery abroad", async () => {
    const doc = legacyInvoice([[DUPATTA, 49_950]], 0);
    const { order } = doc;
    order.taxMode = "exclusive";
    order.shippingAddress = address({
      city: "San Jose",
      state: "California",
      postalCode: "95112",
      country: "United States",
    });
    order.items = order.items.map((i) => ({ ...i, gstRateBp: 0, taxableValue: i.lineTotal, taxAmount: 0 }));
    Object.assign(order, {
      taxAmount: 0,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 0,
      totalAmount: order.subtotal,
    });

    const { text } = await readPdf(await renderInvoicePdf(doc));

    expect(text).toContain("No GST charged");
    expect(text).toContain("Place of supply: Outside India (United States)");
    expect(text).toContain("California, United States");
    expect(text).toContain("IGST");
    expect(text).toContain("0%");
    expect(text).toContain("Total ₹499.50");
  });

  it("continues a long item table on further pages, totals and signatory included", async () => {
    const specs = Array.from({ length: 40 }, (_, index) => ({
      ...MOJARI,
      productName: `Handcrafted Jutti, design ${index + 1}`,
      productSku: `DT-JUT-${String(index + 1).padStart(4, "0")}`,
    }));
    const doc = invoiceFor(specs, { shipTo: address() });

    const { pdf, text } = await readPdf(await renderInvoicePdf(doc));

    expect(pdf.numPages).toBeGreaterThan(1);
    expect(text).toContain("DT-JUT-0040");
    expect(text).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
    expect(text).toContain("(continued)");
    expect(text).toContain(formatInr(doc.order.totalAmount));
    expect(text).toContain("Authorised Signatory");
  });

  it("renders the same invoice to the same bytes", async () => {
    const doc = invoiceFor([SAREE], { shipTo: address() });
    const [first, second] = await Promise.all([renderInvoicePdf(doc), renderInvoicePdf(doc)]);
    expect(first.equals(second)).toBe(true);
  });
});

describe("invoiceFigures", () => {
  it("splits odd line taxes of an older order so CGST and SGST columns add up to the stored totals", () => {
    // Each line's tax is odd: 2379, 2239 and 1233 paise; the order stored CGST 2925 and SGST 2926.
    const doc = legacyInvoice(
      [
        [DUPATTA, 49_950],
        [{ ...SHERWANI, quantity: 1, gstRateBp: 1200 }, 20_900],
        [MOJARI, 25_900],
      ],
      5_000,
    );
    expect(doc.order.items.map((i) => i.taxAmount)).toEqual([2379, 2239, 1233]);
    expect([doc.order.cgstAmount, doc.order.sgstAmount]).toEqual([2925, 2926]);

    const figures = invoiceFigures(doc);

    const sum = (pick: (row: (typeof figures.rows)[number]) => number) =>
      figures.rows.reduce((total, row) => total + pick(row), 0);
    expect(sum((row) => row.cgst)).toBe(2925);
    expect(sum((row) => row.sgst)).toBe(2926);
    expect(sum((row) => row.total)).toBe(doc.order.totalAmount);
    for (const row of figures.rows) expect(Math.abs(row.cgst - row.sgst)).toBeLessThanOrEqual(1);
    // The untaxed shipping of that time: its whole fee is its value, at 0%.
    expect(figures.rows.at(-1)).toMatchObject({
      description: "Shipping",
      taxableValue: 5_000,
      cgst: 0,
      sgst: 0,
    });
  });
});

describe.skipIf(!pdftotext)("the invoice's Rule 46 fields, read back with pdftotext -layout", () => {
  it("shows every field of an intra-state invoice, with a shipping line taxed at the goods' highest rate", async () => {
    const doc = invoiceFor([SAREE, SHERWANI, DUPATTA], {
      shipTo: address(),
      billTo: address({
        fullName: "Sharma Handlooms LLP",
        addressLine1: "7, Johari Bazaar",
        addressLine2: null,
      }),
      shipping: 5_000,
    });
    const { order } = doc;
    const text = layoutText(await renderInvoicePdf(doc));
    const flat = text.replace(/\s+/g, " ");

    // (a) supplier, with state and code; (b), (c) number and date.
    expect(flat).toContain("Divine Threads Private Limited");
    expect(flat).toContain("2nd Floor, 27 Mirza Ismail Road");
    expect(flat).toContain("GSTIN: 08AABCD1234E1Z8");
    expect(flat).toContain("State: Rajasthan (08)");
    expect(flat).toMatch(/Invoice no\. INV-DT4821-000123/);
    expect(flat).toMatch(/Invoice date 9 January 2026/);
    // (e) recipient, and the delivery address with state name and code; (n) place of supply.
    expect(flat).toContain("Sharma Handlooms LLP");
    expect(flat).toContain("7, Johari Bazaar");
    expect(flat).toContain("Priya Sharma");
    expect(flat).toContain("14, Civil Lines");
    expect(text.match(/State: Rajasthan \(08\)/g)).toHaveLength(3);
    expect(flat).toContain("Place of supply: Rajasthan (08)");
    // (g)-(m): the table's header and rows.
    for (const header of ["HSN", "Qty", "UQC", "Taxable", "CGST", "SGST", "Rate", "Amount", "Total"]) {
      expect(flat).toContain(header);
    }
    const rows = tableRows(text);
    expect(rows).toHaveLength(4);
    const [saree, sherwani, dupatta, shipping] = rows;
    expect(saree.line).toMatch(/\b5007\s+1\s+PCS\b/);
    expect(sherwani.line).toMatch(/\b6203\s+2\s+SET\b/);
    expect(dupatta.line).toMatch(/\b6214\s+1\s+PCS\b/);
    expect(saree.rates).toEqual(["2.5%", "2.5%"]);
    expect(sherwani.rates).toEqual(["9%", "9%"]);
    order.items.forEach((line, index) => {
      const half = line.taxAmount / 2;
      // Unit price, taxable value, CGST, SGST, total.
      expect(rows[index].amounts).toEqual([
        line.priceAtPurchase,
        line.taxableValue,
        half,
        half,
        line.lineTotal,
      ]);
    });
    // Shipping at the highest rate in the order (18%), tax inside the fee.
    expect(shipping.rates).toEqual(["9%", "9%"]);
    expect(shipping.amounts).toEqual([
      order.shippingTaxableValue,
      order.shippingTaxAmount / 2,
      order.shippingTaxAmount / 2,
      5_000,
    ]);
    expect(order.shippingTaxableValue + order.shippingTaxAmount).toBe(5_000);
    expect(order.shippingTaxAmount).toBeGreaterThan(0);
    // (j) total value, (k) taxable value, (m) tax amounts: the columns add up to the totals box.
    const column = (index: number) => rows.reduce((sum, row) => sum + row.amounts.at(index)!, 0);
    expect(totalOf(text, "Taxable value")).toBe(column(-4));
    expect(totalOf(text, "CGST")).toBe(order.cgstAmount);
    expect(totalOf(text, "SGST")).toBe(order.sgstAmount);
    expect(column(-3)).toBe(order.cgstAmount);
    expect(column(-2)).toBe(order.sgstAmount);
    expect(totalOf(text, "Total")).toBe(order.totalAmount);
    expect(column(-1)).toBe(order.totalAmount);
    // (p) reverse charge, (q) signatory.
    expect(flat).toContain("Whether tax is payable on reverse charge: No");
    expect(flat).toContain("For Divine Threads Private Limited");
    expect(flat).toContain("Authorised Signatory");
  });

  it("shows IGST rates and amounts on an inter-state invoice, delivery state and code included", async () => {
    const doc = invoiceFor([SHERWANI, MOJARI], { shipTo: address(BENGALURU), shipping: 5_000 });
    const { order } = doc;
    const text = layoutText(await renderInvoicePdf(doc));
    const flat = text.replace(/\s+/g, " ");

    expect(flat).toContain("State: Karnataka (29)");
    expect(flat).toContain("Place of supply: Karnataka (29)");
    expect(flat).toContain("State: Rajasthan (08)");
    expect(flat).not.toMatch(/CGST|SGST/);
    const rows = tableRows(text);
    expect(rows.map((row) => row.rates)).toEqual([["18%"], ["5%"], ["18%"]]);
    expect(rows[1].line).toMatch(/\b6403\s+1\s+PRS\b/);
    expect(rows[2].line).toMatch(/^\s*Shipping/);
    // Unit price (goods only), taxable value, IGST, total.
    expect(rows[2].amounts).toEqual([order.shippingTaxableValue, order.shippingTaxAmount, 5_000]);
    const igst = rows.reduce((sum, row) => sum + row.amounts.at(-2)!, 0);
    expect(igst).toBe(order.igstAmount);
    expect(totalOf(text, "IGST")).toBe(order.igstAmount);
    expect(totalOf(text, "Total")).toBe(order.totalAmount);
  });

  it("adds up to the paisa on an older order with odd line taxes and untaxed shipping", async () => {
    const doc = legacyInvoice(
      [
        [DUPATTA, 49_950],
        [{ ...SHERWANI, quantity: 1, gstRateBp: 1200 }, 20_900],
        [MOJARI, 25_900],
      ],
      5_000,
    );
    const { order } = doc;
    const text = layoutText(await renderInvoicePdf(doc));

    const rows = tableRows(text);
    expect(rows).toHaveLength(4);
    const cgst = rows.reduce((sum, row) => sum + row.amounts.at(-3)!, 0);
    const sgst = rows.reduce((sum, row) => sum + row.amounts.at(-2)!, 0);
    expect([cgst, sgst]).toEqual([order.cgstAmount, order.sgstAmount]);
    expect(totalOf(text, "CGST")).toBe(2925);
    expect(totalOf(text, "SGST")).toBe(2926);
    expect(rows[3].amounts).toEqual([5_000, 0, 0, 5_000]);
    expect(rows.reduce((sum, row) => sum + row.amounts.at(-1)!, 0)).toBe(order.totalAmount);
    expect(totalOf(text, "Total")).toBe(order.totalAmount);
  });
});

if (!pdftotext) {
  describe("the invoice's Rule 46 fields, read back with pdftotext -layout", () => {
    it.skip("needs pdftotext (Debian package poppler-utils), which is not installed", () => {});
  });
}
