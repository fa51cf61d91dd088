import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "../../server/db/client";
import * as t from "../../server/db/schema";
import * as invoices from "../../server/modules/invoices/service";
import * as orders from "../../server/modules/orders/service";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../tests/fixtures/catalog";
import { checkoutDetails, fillCart } from "../../tests/fixtures/orders";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader as pdfLoader } from "./invoice-pdf";
import { action, loader } from "./invoice";

withTestDatabase();

type Args = Parameters<typeof loader>[0];
type PdfArgs = Parameters<typeof pdfLoader>[0];
type Answer = { data: { ok: boolean; message: string }; init: { status: number } | null };

let cookie = "";
let orderNumber = "";

beforeAll(async () => {
  const account = await registeredAccount("ananya@example.com", "customer", "Ananya Das");
  cookie = account.cookie;
  const category = await createCategory("Lehengas");
  const { variants } = await createProduct({
    name: "Bridal Lehenga",
    categoryId: category.id,
    priceRupees: 4999,
  });
  await fillCart(account.userId, [[variants[0].id, 1]]);
  const placed = await orders.placeOrder({
    userId: account.userId,
    idempotencyKey: "invoice-test-order",
    details: checkoutDetails({ email: "ananya@example.com" }),
    paymentMethod: "cod",
  });
  orderNumber = placed.orderNumber;
  // The cash is collected: the invoice was due from the start (a confirmed cash-on-delivery order).
  await getDb().update(t.orders).set({ paymentStatus: "paid" }).where(eq(t.orders.id, placed.orderId));
});

afterEach(() => vi.restoreAllMocks());

const args = (path: string, init: RequestInit = {}): Args & PdfArgs =>
  ({
    request: new Request(`http://shop.test/order/${orderNumber}${path}`, {
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string>) },
    }),
    params: { orderNumber },
    context: {},
  }) as unknown as Args & PdfArgs;

const emailInvoice = async () =>
  (await action(args("/invoice", { method: "POST", body: new URLSearchParams() }))) as unknown as Answer;

describe("the invoice page's 'Email invoice' button", () => {
  it("answers 'Email sent successfully!' and queues the confirmation e-mail with the PDF", async () => {
    expect(await emailInvoice()).toEqual({ ok: true, message: "Email sent successfully!" });
    const [mail] = await getDb()
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.template, "order_confirmation"));
    expect(mail.to).toBe("ananya@example.com");
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^INV-.+\.pdf$/)]);
  });

  it("answers 'Failed to send email' (503, logged) when the e-mail cannot be queued", async () => {
    vi.spyOn(orders, "sendInvoiceEmail").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await emailInvoice();
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({ ok: false, message: "Failed to send email" });
    expect(String(logged.mock.calls[0][0])).toContain(`e-mailing the invoice of order ${orderNumber} failed`);
  });
});

describe("downloading the invoice PDF", () => {
  it("goes back to the invoice page, which says 'Failed to download invoice', when the file cannot be read", async () => {
    vi.spyOn(invoices, "readInvoicePdf").mockRejectedValueOnce(new Error("storage down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = (await pdfLoader(args("/invoice.pdf"))) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe(`/order/${orderNumber}/invoice?download=failed`);
    expect(String(logged.mock.calls[0][0])).toContain(
      `downloading the invoice of order ${orderNumber} failed`,
    );

    const page = await loader(args(location.slice(`/order/${orderNumber}`.length)));
    expect(page).toMatchObject({ notice: "Failed to download invoice" });
  });

  it("still hands over the PDF when nothing fails", async () => {
    const response = (await pdfLoader(args("/invoice.pdf"))) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
  });
});
