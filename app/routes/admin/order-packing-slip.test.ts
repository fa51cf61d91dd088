import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { placeOrder } from "../../../server/modules/orders/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { loader } from "./order-packing-slip";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];

let cookie = "";
let customer = "";
let orderNumber = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("packer@divinethreads.example", "staff", "Ravi Packer"));
  ({ cookie: customer } = await registeredAccount("buyer@divinethreads.example", "customer"));
  const category = await createCategory("Sarees");
  const { variants } = await createProduct({
    name: "Banarasi Silk Saree",
    categoryId: category.id,
    priceRupees: 8999,
    variants: [[null, 10]],
  });
  const buyer = await createBuyer("Meera Iyer");
  await fillCart(buyer, [[variants[0].id, 1]]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: crypto.randomUUID(),
    details: { ...checkoutDetails({ fullName: "Meera Iyer" }), notes: "Please gift wrap" },
    paymentMethod: "cod",
  });
  orderNumber = placed.orderNumber;
  await getDb()
    .update(t.orders)
    .set({ status: "shipped", carrier: "bluedart", trackingNumber: "BD90817263IN" })
    .where(eq(t.orders.id, placed.orderId));
});

const open = (number: string, as = cookie) =>
  loader({
    request: new Request(`http://localhost:3000/admin/orders/${number}/packing-slip.pdf`, {
      headers: { cookie: as },
    }),
    params: { orderNumber: number },
    context: {},
  } as unknown as LoaderArgs);

describe("/admin/orders/:orderNumber/packing-slip.pdf", () => {
  it("opens the order's packing slip as a PDF", async () => {
    const response = await open(orderNumber);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="packing-slip-${orderNumber}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("%PDF");
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBe(1);
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("PACKING SLIP");
    expect(text).toContain(orderNumber);
    expect(text).toContain("Ship to Meera Iyer");
    expect(text).toContain("Carrier Blue Dart");
    expect(text).toContain("Banarasi Silk Saree");
    expect(text).toContain("Customer notes Please gift wrap");
    expect(text).toContain("Tracking no. BD90817263IN");
    expect(text).not.toContain("₹");
  });

  it("answers 404 for an order that does not exist or a number that cannot be one", async () => {
    for (const number of ["DT000000NOSUCH", "not-an-order", "%3Cscript%3E"]) {
      const response = await open(number);
      expect([response.status, await response.text()]).toEqual([404, "Order not found"]);
    }
  });

  it("is refused to customers", async () => {
    const refused = await open(orderNumber, customer).catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
  });
});
