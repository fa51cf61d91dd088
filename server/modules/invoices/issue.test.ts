import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { getStorage } from "../media/service";
import { getOrderById, type OrderView, placeOrder } from "../orders/service";
import { DOCUMENT_NUMBER_CHARACTERS, MAX_DOCUMENT_NUMBER_LENGTH } from "./invoice-number";
import { ensureInvoice, findInvoice, invoiceRefusal, readInvoicePdf } from "./service";

withTestDatabase();

let variantId = "";

beforeAll(async () => {
  const category = await createCategory("Kurtas");
  const { variants } = await createProduct({
    name: "Chanderi Kurta",
    categoryId: category.id,
    priceRupees: 1499,
    variants: [["M", 1000]],
  });
  variantId = variants[0].id;
});

afterEach(() => vi.restoreAllMocks());

/** A cash-on-delivery order for one kurta, as placed (confirmed, cash not collected yet). */
async function codOrder(): Promise<OrderView> {
  const buyer = await createBuyer();
  await fillCart(buyer, [[variantId, 1]]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: randomUUID(),
    details: checkoutDetails(),
    paymentMethod: "cod",
  });
  return (await getOrderById(placed.orderId))!;
}

/** The serial numbers of a financial year's invoices ("2627" for 2026-27), in number order. */
async function serialsOf(year: string): Promise<number[]> {
  const rows = await getDb().select({ number: t.invoices.invoiceNumber }).from(t.invoices);
  return rows
    .map((row) => row.number)
    .filter((number) => number.startsWith(`INV-${year}-`))
    .map((number) => Number(number.slice(`INV-${year}-`.length)))
    .sort((a, b) => a - b);
}

async function counter(financialYear: number) {
  const [row] = await getDb()
    .select({ lastNumber: t.documentCounters.lastNumber })
    .from(t.documentCounters)
    .where(
      and(eq(t.documentCounters.series, "invoice"), eq(t.documentCounters.financialYear, financialYear)),
    );
  return row?.lastNumber ?? 0;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("invoice numbering", () => {
  const june2026 = new Date("2026-06-15T11:00:00+05:30");

  it(
    "gives 50 orders invoiced at once 50 consecutive numbers, none twice, none longer than 16",
    { timeout: 120_000 },
    async () => {
      const orders: OrderView[] = [];
      for (let i = 0; i < 50; i++) orders.push(await codOrder());

      const issued = await Promise.all(orders.map((order) => ensureInvoice(order, june2026)));

      expect(issued.every((result) => result.created)).toBe(true);
      const numbers = issued.map((result) => result.invoice.invoiceNumber);
      expect(new Set(numbers).size).toBe(50);
      for (const number of numbers) {
        expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
        expect(number).toMatch(DOCUMENT_NUMBER_CHARACTERS);
      }
      expect(await serialsOf("2627")).toEqual(range(1, 50));
      expect(await counter(2026)).toBe(50);
      // Each order has its own invoice, its PDF stored under its number.
      for (const [index, order] of orders.entries()) {
        const invoice = await findInvoice(order.id);
        expect(invoice?.invoiceNumber).toBe(numbers[index]);
        expect(invoice?.issueDate).toBe("2026-06-15");
        expect(invoice?.fileSize).toBeGreaterThan(0);
      }
      expect(await pdfText(await readInvoicePdf(issued[7].invoice))).toContain(numbers[7]);
    },
  );

  it("issues one invoice when the same order is invoiced many times at once, and loses no number", async () => {
    const order = await codOrder();
    const results = await Promise.all(range(1, 10).map(() => ensureInvoice(order, june2026)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.invoice.invoiceNumber))).toEqual(
      new Set(["INV-2627-000051"]),
    );
    expect(results.filter((r) => !r.created).map((r) => r.message)).toEqual(
      Array(9).fill("Invoice already exists"),
    );

    // The numbers the losers took were given back: the next order gets the next one.
    const next = await ensureInvoice(await codOrder(), june2026);
    expect(next.invoice.invoiceNumber).toBe("INV-2627-000052");
    expect(await serialsOf("2627")).toEqual(range(1, 52));
  });

  it("gives the number back when writing the invoice fails", async () => {
    const order = await codOrder();
    // An order id with no order: the invoice row cannot be written after the number was taken.
    await expect(ensureInvoice({ ...order, id: randomUUID() }, june2026)).rejects.toThrow();
    expect(await counter(2026)).toBe(52);
    expect((await ensureInvoice(order, june2026)).invoice.invoiceNumber).toBe("INV-2627-000053");
  });

  it("starts a new series at 1 on 1 April, Indian time", async () => {
    const lastMarch = await ensureInvoice(await codOrder(), new Date("2031-03-31T23:59:00+05:30"));
    const stillMarch = await ensureInvoice(await codOrder(), new Date("2031-03-31T23:59:59.999+05:30"));
    const firstApril = await ensureInvoice(await codOrder(), new Date("2031-04-01T00:00:00+05:30"));
    const secondApril = await ensureInvoice(await codOrder(), new Date("2031-04-01T00:00:01+05:30"));

    expect(lastMarch.invoice).toMatchObject({ invoiceNumber: "INV-3031-000001", issueDate: "2031-03-31" });
    expect(stillMarch.invoice).toMatchObject({ invoiceNumber: "INV-3031-000002", issueDate: "2031-03-31" });
    expect(firstApril.invoice).toMatchObject({ invoiceNumber: "INV-3132-000001", issueDate: "2031-04-01" });
    expect(secondApril.invoice).toMatchObject({ invoiceNumber: "INV-3132-000002", issueDate: "2031-04-01" });
    expect(await counter(2030)).toBe(2);
    expect(await counter(2031)).toBe(2);
    // The other years' series go on untouched.
    expect(await counter(2026)).toBe(53);
  });
});

describe("invoice PDFs", () => {
  it("are stored again, from the invoice and its order, when the process stopped before storing one", async () => {
    const order = await codOrder();
    const put = vi.spyOn(getStorage(), "put").mockRejectedValueOnce(new Error("process stopped"));
    await expect(ensureInvoice(order)).rejects.toThrow("process stopped");
    put.mockRestore();

    // The invoice was issued (its number is spent and kept), but its PDF is not there yet.
    const issued = await findInvoice(order.id);
    expect(issued).toMatchObject({ fileSize: null });
    await expect(readInvoicePdf(issued!)).rejects.toThrow("Failed to fetch invoice");

    const pdf = await readInvoicePdf(issued!, order);
    const text = await pdfText(pdf);
    expect(text).toContain(issued!.invoiceNumber);
    expect(text).toContain(order.orderNumber);
    expect(await getStorage().get(issued!.storageKey)).toEqual(pdf);
    expect(await findInvoice(order.id)).toMatchObject({ fileSize: pdf.length });

    // Asked for again, the same invoice comes back: same number, same dates.
    const again = await ensureInvoice(order);
    expect(again).toMatchObject({ created: false, message: "Invoice already exists" });
    expect(again.invoice).toMatchObject({
      invoiceNumber: issued!.invoiceNumber,
      issueDate: issued!.issueDate,
      dueDate: issued!.dueDate,
    });
  });

  it("are rendered again with the same number when the stored file is lost", async () => {
    const order = await codOrder();
    const { invoice } = await ensureInvoice(order);
    const stored = await readInvoicePdf(invoice);
    await getStorage().delete(invoice.storageKey);
    const again = await readInvoicePdf(invoice, order);
    expect(await pdfText(again)).toEqual(await pdfText(stored));
  });

  it("are not rendered from another order's figures", async () => {
    const order = await codOrder();
    const other = await codOrder();
    const { invoice } = await ensureInvoice(order);
    await getStorage().delete(invoice.storageKey);
    await expect(readInvoicePdf(invoice, other)).rejects.toThrow(`is not of order ${other.orderNumber}`);
  });
});

describe("which orders are invoiced", () => {
  const order = (status: string, paymentStatus: string, paymentMethod: string) => ({
    status,
    paymentStatus,
    paymentMethod,
  });

  it("invoices a cash-on-delivery order once confirmed, whether or not the cash is collected", () => {
    for (const status of ["confirmed", "processing", "shipped", "delivered"])
      expect(invoiceRefusal(order(status, "pending", "cod"))).toBeNull();
    expect(invoiceRefusal(order("delivered", "paid", "cod"))).toBeNull();
    expect(invoiceRefusal(order("pending", "pending", "cod"))).toBe(
      "Invoice can only be generated for confirmed orders",
    );
  });

  it("invoices an online order once paid, and not before", () => {
    expect(invoiceRefusal(order("confirmed", "paid", "razorpay"))).toBeNull();
    expect(invoiceRefusal(order("delivered", "partially_refunded", "razorpay"))).toBeNull();
    for (const paymentStatus of ["pending", "failed"])
      expect(invoiceRefusal(order("pending", paymentStatus, "razorpay"))).toBe(
        "Invoice can only be generated for paid orders",
      );
  });

  it("does not invoice a cancelled order that has no invoice", () => {
    expect(invoiceRefusal(order("cancelled", "pending", "cod"))).toBe(
      "Invoice cannot be generated for a cancelled order",
    );
    expect(invoiceRefusal(order("cancelled", "refunded", "razorpay"))).toBe(
      "Invoice cannot be generated for a cancelled order",
    );
  });

  it("keeps the invoice of an order cancelled after it was issued", async () => {
    const placed = await codOrder();
    const { invoice } = await ensureInvoice(placed);
    await getDb().update(t.orders).set({ status: "cancelled" }).where(eq(t.orders.id, placed.id));
    const cancelled = (await getOrderById(placed.id))!;
    expect((await ensureInvoice(cancelled)).invoice.invoiceNumber).toBe(invoice.invoiceNumber);

    const never = await codOrder();
    await getDb().update(t.orders).set({ status: "cancelled" }).where(eq(t.orders.id, never.id));
    await expect(ensureInvoice((await getOrderById(never.id))!)).rejects.toThrow(
      "Invoice cannot be generated for a cancelled order",
    );
    expect(await findInvoice(never.id)).toBeNull();
  });
});
