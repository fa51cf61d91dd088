import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { findInvoice } from "../../server/modules/invoices/service";
import { getStorage } from "../../server/modules/media/service";
import * as orders from "../../server/modules/orders/service";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../tests/fixtures/catalog";
import { checkoutDetails, drainJobs, fillCart } from "../../tests/fixtures/orders";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader as pdfLoader } from "./invoice-pdf";
import { loader } from "./invoice";

withTestDatabase();

type Args = Parameters<typeof loader>[0];
type PdfArgs = Parameters<typeof pdfLoader>[0];

const buyer = { userId: "", cookie: "" };
const admin = { userId: "", cookie: "" };
let variantId = "";

beforeAll(async () => {
  Object.assign(buyer, await registeredAccount("kavya@example.com", "customer", "Kavya Menon"));
  Object.assign(admin, await registeredAccount("owner@divinethreads.example", "admin", "Uma Owner"));
  const category = await createCategory("Pavadai");
  const { variants } = await createProduct({
    name: "Silk Pattu Pavadai",
    categoryId: category.id,
    priceRupees: 1899,
    variants: [["4-5Y", 20]],
  });
  variantId = variants[0].id;
});

async function place(
  paymentMethod: "cod" | "razorpay",
  business: { gstin: string; name: string } | null = null,
) {
  await fillCart(buyer.userId, [[variantId, 1]]);
  return orders.placeOrder({
    userId: buyer.userId,
    idempotencyKey: crypto.randomUUID(),
    details: { ...checkoutDetails({ email: "kavya@example.com", fullName: "Kavya Menon" }), business },
    paymentMethod,
  });
}

const args = (orderNumber: string, path: string, cookie = buyer.cookie): Args & PdfArgs =>
  ({
    request: new Request(`http://shop.test/order/${orderNumber}${path}`, { headers: { cookie } }),
    params: { orderNumber },
    context: {},
  }) as unknown as Args & PdfArgs;

/** What the PDF route threw when it refused: the status and the message. */
async function refusal(orderNumber: string) {
  try {
    await pdfLoader(args(orderNumber, "/invoice.pdf"));
  } catch (error) {
    const { data, init } = error as { data: string; init: { status: number } };
    return [init.status, data];
  }
  throw new Error("the PDF was handed over");
}

async function pdfText(pdf: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("a cash-on-delivery order's invoice", () => {
  it("is issued when the order is placed and confirmed, and e-mailed with the confirmation", async () => {
    const placed = await place("cod");
    expect(await orders.getOrderById(placed.orderId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "pending",
    });
    await drainJobs();

    const invoice = await findInvoice(placed.orderId);
    expect(invoice?.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const [mail] = await getDb().select().from(t.mailOutbox).where(eq(t.mailOutbox.orderId, placed.orderId));
    expect(mail).toMatchObject({ template: "order_confirmation", to: "kavya@example.com" });
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice!.invoiceNumber}.pdf`, "application/pdf"],
    ]);
    const attached = await getStorage().get(mail.attachments[0].storageKey);
    expect(await pdfText(new Uint8Array(attached!))).toContain(invoice!.invoiceNumber);
  });

  it("can be seen and downloaded by the buyer and by the shop before the cash is collected", async () => {
    const placed = await place("cod");
    await drainJobs();
    const invoice = await findInvoice(placed.orderId);

    const page = (await loader(args(placed.orderNumber, "/invoice"))) as {
      invoice: { invoiceNumber: string };
    };
    expect(page.invoice.invoiceNumber).toBe(invoice!.invoiceNumber);

    for (const cookie of [buyer.cookie, admin.cookie]) {
      const response = (await pdfLoader(args(placed.orderNumber, "/invoice.pdf", cookie))) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${invoice!.invoiceNumber}.pdf"`,
      );
      expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(invoice!.invoiceNumber);
    }
  });

  it("is a B2B invoice naming the business and its GSTIN when the buyer gave them at checkout", async () => {
    const placed = await place("cod", { gstin: "08AABCD1234E1Z8", name: "Kavya Kids Wear" });
    const [stored] = await getDb().select().from(t.orders).where(eq(t.orders.id, placed.orderId));
    expect(stored).toMatchObject({ buyerGstin: "08AABCD1234E1Z8", buyerBusinessName: "Kavya Kids Wear" });
    const response = (await pdfLoader(args(placed.orderNumber, "/invoice.pdf"))) as Response;
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Bill to Kavya Kids Wear GSTIN: 08AABCD1234E1Z8 Attn: Kavya Menon");
  });

  it("is issued on first download if the confirmation has not run yet, and e-mailed again by the shop", async () => {
    const placed = await place("cod");
    expect(await findInvoice(placed.orderId)).toBeNull();
    const response = (await pdfLoader(args(placed.orderNumber, "/invoice.pdf"))) as Response;
    expect(response.status).toBe(200);
    const invoice = await findInvoice(placed.orderId);
    expect(invoice).not.toBeNull();

    await orders.resendInvoice(
      { id: admin.userId, email: "owner@divinethreads.example" },
      placed.orderNumber,
    );
    await drainJobs();
    const mails = await getDb()
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.orderId, placed.orderId), eq(t.mailOutbox.template, "order_confirmation")));
    // The shop's copy and the confirmation that ran afterwards both carry it.
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail.attachments.map((a) => a.filename)).toEqual([`${invoice!.invoiceNumber}.pdf`]);
    // Still the one invoice.
    expect((await findInvoice(placed.orderId))?.invoiceNumber).toBe(invoice!.invoiceNumber);
  });
});

describe("orders without an invoice", () => {
  it("answers 409 'Invoice can only be generated for paid orders' for an online order not yet paid", async () => {
    const placed = await place("razorpay");
    expect(await refusal(placed.orderNumber)).toEqual([409, "Invoice can only be generated for paid orders"]);
    expect(await findInvoice(placed.orderId)).toBeNull();
  });

  it("answers 409 for a cash-on-delivery order cancelled before it was invoiced", async () => {
    const placed = await place("cod");
    await getDb().update(t.orders).set({ status: "cancelled" }).where(eq(t.orders.id, placed.orderId));
    expect(await refusal(placed.orderNumber)).toEqual([
      409,
      "Invoice cannot be generated for a cancelled order",
    ]);
    // Its confirmation job, if it runs after the cancellation, issues none either.
    await drainJobs();
    expect(await findInvoice(placed.orderId)).toBeNull();
  });
});
