import { beforeAll, describe, expect, it } from "vitest";
import * as orders from "../../server/modules/orders/service";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../tests/fixtures/catalog";
import { checkoutDetails, drainJobs, fillCart } from "../../tests/fixtures/orders";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader } from "./credit-note-pdf";

withTestDatabase();

type Args = Parameters<typeof loader>[0];

const buyer = { userId: "", cookie: "" };
const stranger = { userId: "", cookie: "" };
const admin = { userId: "", cookie: "" };
let orderNumber = "";
let creditNoteNumber = "";

beforeAll(async () => {
  Object.assign(buyer, await registeredAccount("kavya@example.com", "customer", "Kavya Menon"));
  Object.assign(stranger, await registeredAccount("other@example.com", "customer", "Other Buyer"));
  Object.assign(admin, await registeredAccount("owner@divinethreads.example", "admin", "Uma Owner"));
  const category = await createCategory("Pavadai");
  const { variants } = await createProduct({
    name: "Silk Pattu Pavadai",
    categoryId: category.id,
    priceRupees: 1899,
    variants: [["4-5Y", 20]],
  });
  await fillCart(buyer.userId, [[variants[0].id, 1]]);
  const placed = await orders.placeOrder({
    userId: buyer.userId,
    idempotencyKey: crypto.randomUUID(),
    details: checkoutDetails({ email: "kavya@example.com", fullName: "Kavya Menon" }),
    paymentMethod: "cod",
  });
  orderNumber = placed.orderNumber;
  await drainJobs();
  const actor = { id: admin.userId, email: "owner@divinethreads.example" };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const order = (await orders.getOrderById(placed.orderId))!;
  await orders.collectCodPayment(actor, orderNumber, {
    amount: String(order.totalAmount / 100),
    collectedOn: today,
    reference: "",
  });
  await orders.refundOrder(actor, orderNumber, {
    key: crypto.randomUUID(),
    mode: "amount",
    quantities: {},
    amount: "200",
    reason: "Loose button",
  });
  await drainJobs();
  const detail = (await orders.getAdminOrderDetail(orderNumber))!;
  creditNoteNumber = detail.creditNotes[0].creditNoteNumber;
});

const args = (number: string, cookie: string): Args =>
  ({
    request: new Request(`http://shop.test/order/${orderNumber}/credit-note/${number}`, {
      headers: { cookie },
    }),
    params: { orderNumber, creditNoteNumber: number },
    context: {},
  }) as unknown as Args;

async function status(number: string, cookie: string) {
  try {
    return (await loader(args(number, cookie))).status;
  } catch (error) {
    return (error as { init: { status: number } }).init.status;
  }
}

describe("a credit note's PDF", () => {
  it("is handed to the buyer and the shop, as a PDF named by its number", async () => {
    expect(creditNoteNumber).toMatch(/^CN-\d{4}-000001$/);
    for (const cookie of [buyer.cookie, admin.cookie]) {
      const response = await loader(args(creditNoteNumber, cookie));
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${creditNoteNumber}.pdf"`,
      );
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it("is not found for anyone else, nor under a number that is not one", async () => {
    expect(await status(creditNoteNumber, stranger.cookie)).toBe(404);
    expect(await status(creditNoteNumber, "")).toBe(404);
    expect(await status("CN-2627-999999", buyer.cookie)).toBe(404);
    expect(await status("../../etc/passwd", buyer.cookie)).toBe(404);
  });
});
