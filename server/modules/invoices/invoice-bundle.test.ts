import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { getOrderById, type OrderView, placeOrder } from "../orders/service";
import { getSellerDetails } from "../settings/service";
import { renderInvoiceBundle } from "./invoice-bundle";
import { renderInvoicePdf } from "./pdf";
import { ensureInvoice, readInvoicePdf } from "./service";

withTestDatabase();

let variantId = "";

beforeAll(async () => {
  const category = await createCategory("Kurtas");
  const { variants } = await createProduct({
    name: "Chanderi Kurta",
    categoryId: category.id,
    priceRupees: 1499,
    variants: [["M", 500]],
  });
  variantId = variants[0].id;
});

/**
 * An order of `quantity` kurtas: cash on delivery with the cash collected (`paid`), or an online order
 * still waiting for its payment, which cannot have an invoice yet.
 */
async function codOrder(quantity: number, paid: boolean): Promise<OrderView> {
  const buyer = await createBuyer();
  await fillCart(buyer, [[variantId, quantity]]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: crypto.randomUUID(),
    details: checkoutDetails(),
    paymentMethod: paid ? "cod" : "razorpay",
  });
  if (paid)
    await getDb().update(t.orders).set({ paymentStatus: "paid" }).where(eq(t.orders.id, placed.orderId));
  return (await getOrderById(placed.orderId))!;
}

async function pagesOf(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}

describe("renderInvoiceBundle", () => {
  it("puts existing and newly issued invoices in one PDF and names the orders left out", async () => {
    const alreadyInvoiced = await codOrder(1, true);
    const { invoice: existing } = await ensureInvoice(alreadyInvoiced);
    const paid = await codOrder(3, true);
    const unpaid = await codOrder(2, false);

    const bundle = await renderInvoiceBundle([alreadyInvoiced, unpaid, paid]);

    expect(bundle.printed).toEqual([alreadyInvoiced.orderNumber, paid.orderNumber]);
    expect(bundle.skipped).toEqual([
      { orderNumber: unpaid.orderNumber, reason: "Invoice can only be generated for paid orders" },
    ]);
    const stored = await getDb().select().from(t.invoices);
    expect(stored.map((row) => row.orderId).sort()).toEqual([alreadyInvoiced.id, paid.id].sort());
    expect(stored.find((row) => row.orderId === alreadyInvoiced.id)?.invoiceNumber).toBe(
      existing.invoiceNumber,
    );

    expect(bundle.pdf!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = await pagesOf(bundle.pdf!);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(existing.invoiceNumber);
    expect(pages[0]).toContain(alreadyInvoiced.orderNumber);
    expect(pages[0]).toContain("Page 1 of 1");
    const issued = stored.find((row) => row.orderId === paid.id)!;
    expect(pages[1]).toContain(issued.invoiceNumber);
    expect(pages[1]).toContain("TAX INVOICE");
    expect(pages[1]).toContain("Page 1 of 1");
    expect(pages[2]).toContain("Orders without an invoice in this file");
    expect(pages[2]).toContain(`${unpaid.orderNumber}: Invoice can only be generated for paid orders`);
  });

  it("prints each invoice as its stored PDF reads", async () => {
    const order = await codOrder(2, true);
    const { invoice } = await ensureInvoice(order);
    const bundle = await renderInvoiceBundle([order]);
    expect(bundle.skipped).toEqual([]);
    expect(await pagesOf(bundle.pdf!)).toEqual(await pagesOf(await readInvoicePdf(invoice)));
  });

  it("numbers a long invoice's pages on their own", async () => {
    const order = await codOrder(1, true);
    const long = {
      ...order,
      items: Array.from({ length: 40 }, (_, index) => ({ ...order.items[0], productSku: `DT-KUR-${index}` })),
    };
    const bundle = await renderInvoiceBundle([long, await codOrder(1, true)]);
    const pages = await pagesOf(bundle.pdf!);
    const { invoice } = await ensureInvoice(long);
    const alone = await pagesOf(
      await renderInvoicePdf({ ...invoice, seller: await getSellerDetails(), order: long }),
    );
    expect(alone.length).toBeGreaterThan(1);
    expect(pages).toHaveLength(alone.length + 1);
    expect(pages.slice(0, alone.length)).toEqual(alone);
    expect(pages.at(-1)).toContain("Page 1 of 1");
  });

  it("answers without a PDF when no order can have an invoice", async () => {
    const unpaid = await codOrder(1, false);
    const bundle = await renderInvoiceBundle([unpaid]);
    expect(bundle).toMatchObject({ pdf: null, printed: [], skipped: [{ orderNumber: unpaid.orderNumber }] });
  });
});
