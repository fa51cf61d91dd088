import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { activityLog } from "../../../server/modules/audit/schema";
import { placeOrder } from "../../../server/modules/orders/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { action, loader } from "./orders-print";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

let cookie = "";
let customer = "";
let variantId = "";
let paid = { id: "", orderNumber: "" };
let unpaid = { id: "", orderNumber: "" };

/**
 * An order for two kurtas: cash on delivery with the cash collected (`paid`), or an online order still
 * waiting for its payment, which cannot have an invoice yet.
 */
async function twoKurtas(isPaid: boolean, fullName: string) {
  const buyer = await createBuyer(fullName);
  await fillCart(buyer, [[variantId, 2]]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: crypto.randomUUID(),
    details: checkoutDetails({ fullName, phone: "+919812345678" }),
    paymentMethod: isPaid ? "cod" : "razorpay",
  });
  if (isPaid)
    await getDb().update(t.orders).set({ paymentStatus: "paid" }).where(eq(t.orders.id, placed.orderId));
  return { id: placed.orderId, orderNumber: placed.orderNumber };
}

beforeAll(async () => {
  ({ cookie } = await registeredAccount("packer@divinethreads.example", "staff", "Ravi Packer"));
  ({ cookie: customer } = await registeredAccount("buyer@divinethreads.example", "customer"));
  const category = await createCategory("Kurtas");
  const { variants } = await createProduct({
    name: "Chanderi Kurta",
    categoryId: category.id,
    priceRupees: 1499,
    variants: [["M", 50]],
  });
  variantId = variants[0].id;
  paid = await twoKurtas(true, "Meera Iyer");
  unpaid = await twoKurtas(false, "Kavya Menon");
});

const url = (query: string) => `http://localhost:3000/admin/orders/print${query}`;

function get(query: string, as = cookie) {
  const request = new Request(url(query), { headers: { cookie: as } });
  return loader({ request, params: {}, context: {} } as unknown as LoaderArgs);
}

function post(query: string, ids: string[], as = cookie) {
  const body = new URLSearchParams(ids.map((id) => ["ids", id]));
  body.append("intent", "mark-processing");
  const request = new Request(url(query), {
    method: "POST",
    body,
    headers: { cookie: as, "content-type": "application/x-www-form-urlencoded" },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
}

async function pdfPages(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("%PDF");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " "));
}

const answer = async (response: Response) => [response.status, await response.text()];
const printLog = () => getDb().select().from(activityLog).where(eq(activityLog.action, "order.print"));

describe("/admin/orders/print", () => {
  it("prints the packing slips of the ticked orders, one page each, and logs the print once", async () => {
    const before = (await printLog()).length;
    const response = await post("?kind=packing-slips", [paid.id, unpaid.id]);
    expect(response.headers.get("content-disposition")).toMatch(
      /^inline; filename="packing-slips-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const pages = await pdfPages(response);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(paid.orderNumber);
    expect(pages[0]).toContain("Ship to Meera Iyer");
    expect(pages[0]).toContain("Phone: +919812345678");
    expect(pages[0]).toContain("Chanderi Kurta");
    expect(pages[0]).not.toContain("₹");
    expect(pages[1]).toContain(unpaid.orderNumber);

    const log = await printLog();
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({
      actorEmail: "packer@divinethreads.example",
      entityType: "order",
      entityId: null,
      entityLabel: "Packing slips: 2 orders",
      changes: { orders: { before: null, after: [paid.orderNumber, unpaid.orderNumber] } },
    });
  });

  it("prints from a link too, with the ids in the address", async () => {
    const response = await get(`?kind=packing-slips&ids=${paid.id}`);
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="packing-slip-${paid.orderNumber}.pdf"`,
    );
    expect(await pdfPages(response)).toHaveLength(1);
    const both = await get(`?kind=packing-slips&ids=${paid.id},${unpaid.id}`);
    expect(await pdfPages(both)).toHaveLength(2);
  });

  it("prints the invoices it can and says which orders have none", async () => {
    const before = (await getDb().select().from(t.invoices)).length;
    const response = await post("?kind=invoices", [unpaid.id, paid.id]);
    expect(response.headers.get("x-skipped-orders")).toBe(unpaid.orderNumber);
    const pages = await pdfPages(response);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("TAX INVOICE");
    expect(pages[0]).toContain(paid.orderNumber);
    expect(pages[1]).toContain(`${unpaid.orderNumber}: Invoice can only be generated for paid orders`);
    expect(await getDb().select().from(t.invoices)).toHaveLength(before + 1);
    expect((await printLog()).at(-1)).toMatchObject({ entityLabel: "Invoices: " + paid.orderNumber });

    const again = await get(`?kind=invoices&ids=${paid.id}`);
    expect(again.headers.get("content-disposition")).toBe(
      `inline; filename="invoice-${paid.orderNumber}.pdf"`,
    );
    expect(await pdfPages(again)).toHaveLength(1);
    expect(await getDb().select().from(t.invoices)).toHaveLength(before + 1);
  });

  it("answers 409 with the reasons when no chosen order can have an invoice", async () => {
    expect(await answer(await post("?kind=invoices", [unpaid.id]))).toEqual([
      409,
      `None of the chosen orders can have an invoice.\n${unpaid.orderNumber}: Invoice can only be generated for paid orders`,
    ]);
  });

  it("refuses a request it cannot read with a 400 and a message, printing nothing", async () => {
    const before = (await printLog()).length;
    expect(await answer(await post("?kind=packing-slips", []))).toEqual([
      400,
      "Choose at least one order to print.",
    ]);
    expect(await answer(await get("?kind=packing-slips"))).toEqual([
      400,
      "Choose at least one order to print.",
    ]);
    expect(await answer(await post("", [paid.id]))).toEqual([
      400,
      "Choose what to print: packing-slips or invoices.",
    ]);
    expect(await answer(await post("?kind=labels", [paid.id]))).toEqual([
      400,
      "Choose what to print: packing-slips or invoices.",
    ]);
    expect(await answer(await post("?kind=packing-slips", [paid.id, "42; drop table orders"]))).toEqual([
      400,
      "Not an order id: 42; drop table orders",
    ]);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect(await answer(await post("?kind=packing-slips", many))).toEqual([
      400,
      "Print at most 100 orders at a time.",
    ]);
    const notForm = new Request(url("?kind=invoices"), {
      method: "POST",
      body: '{"ids":[]}',
      headers: { cookie, "content-type": "application/json" },
    });
    const json = await action({ request: notForm, params: {}, context: {} } as unknown as ActionArgs);
    expect(json.status).toBe(400);
    expect((await printLog()).length).toBe(before);
  });

  it("skips ids it does not know and answers 404 when it knows none", async () => {
    const unknown = crypto.randomUUID();
    expect(await pdfPages(await post("?kind=packing-slips", [unknown, paid.id]))).toHaveLength(1);
    expect(await answer(await post("?kind=packing-slips", [unknown]))).toEqual([
      404,
      "None of the chosen orders was found.",
    ]);
  });

  it("is refused to customers and sends visitors to the back office sign-in", async () => {
    const refused = await post("?kind=packing-slips", [paid.id], customer).catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    const visitor = await get(`?kind=packing-slips&ids=${paid.id}`, "").catch((thrown: unknown) => thrown);
    expect((visitor as Response).headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
