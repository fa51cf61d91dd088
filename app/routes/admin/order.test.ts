import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { forgetOrderCounts, getOrderById } from "../../../server/modules/orders/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { loader as codLoader } from "./orders-cod";
import { action, loader } from "./order";
import { action as listAction, loader as listLoader } from "./orders";

withTestDatabase();

const cookies = { staff: "", admin: "" };
let itemId = "";

const address = {
  fullName: "Lakshmi Menon",
  email: "lakshmi@example.in",
  phone: "9876543210",
  addressLine1: "4 Temple Street",
  city: "Kochi",
  state: "Kerala",
  postalCode: "682001",
  country: "India",
};

/** A cash-on-delivery order for 2 × ₹750, confirmed (stock taken), not yet shipped. */
async function codOrder(orderNumber: string) {
  const category = await createCategory(`Pavadai ${orderNumber}`);
  const { product, variants } = await createProduct({
    name: "Silk Pattu Pavadai",
    categoryId: category.id,
    priceRupees: 750,
  });
  const [order] = await getDb()
    .insert(t.orders)
    .values({
      orderNumber,
      status: "confirmed",
      paymentStatus: "pending",
      paymentMethod: "cod",
      subtotal: 150_000,
      totalAmount: 150_000,
      shippingAddress: address,
    })
    .returning();
  const [item] = await getDb()
    .insert(t.orderItems)
    .values({
      orderId: order.id,
      productId: product.id,
      variantId: variants[0].id,
      productName: "Silk Pattu Pavadai",
      productSku: variants[0].sku,
      quantity: 2,
      priceAtPurchase: 75_000,
      lineTotal: 150_000,
      taxableValue: 142_857,
      taxAmount: 7_143,
    })
    .returning();
  forgetOrderCounts();
  return { order, itemId: item.id };
}

beforeAll(async () => {
  cookies.staff = (await registeredAccount("packer@divinethreads.example", "staff", "Ravi Packer")).cookie;
  cookies.admin = (await registeredAccount("owner@divinethreads.example", "admin", "Uma Owner")).cookie;
  ({ itemId } = await codOrder("DT200001COD001"));
});

const args = (
  who: keyof typeof cookies,
  path: string,
  body?: Record<string, string>,
  params: Record<string, string> = {},
) =>
  ({
    request: new Request(`http://localhost:3000${path}`, {
      method: body ? "POST" : "GET",
      headers: {
        cookie: cookies[who],
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: body ? new URLSearchParams(body) : undefined,
    }),
    params,
    context: {},
  }) as never;

type Answer = {
  data: { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string> };
  init: { status?: number } | null;
};
const post = async (
  who: keyof typeof cookies,
  body: Record<string, string>,
  orderNumber = "DT200001COD001",
) => (await action(args(who, `/admin/orders/${orderNumber}`, body, { orderNumber }))) as unknown as Answer;
const open = async (who: keyof typeof cookies, orderNumber = "DT200001COD001") =>
  (await loader(args(who, `/admin/orders/${orderNumber}`, undefined, { orderNumber }))) as Exclude<
    Awaited<ReturnType<typeof loader>>,
    Response
  >;
const status = async () =>
  (await getDb().select().from(t.orders).where(eq(t.orders.orderNumber, "DT200001COD001")))[0];

describe("the order page", () => {
  it("shows what each role may do: staff ship and collect cash, only admins refund", async () => {
    const staffView = await open("staff");
    expect(staffView.order.orderNumber).toBe("DT200001COD001");
    expect(staffView.actions).toMatchObject({ canCancel: true, canCollectCod: true, refundable: 0 });
    expect(staffView.actions.nextStatuses).toEqual([{ status: "processing", label: "Mark processing" }]);
    expect(staffView.actions.carriers.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Delhivery", "Blue Dart", "India Post (Speed Post)"]),
    );
    await expect(open("staff", "DT999999NOPE00")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const crafted = await post("staff", { intent: "status", status: "teleported" });
    expect(crafted.init?.status).toBe(409);
    expect(crafted.data.error).toBe('Failed to update order status: "teleported" is not an order status');
    const delivered = await post("staff", { intent: "status", status: "delivered" });
    expect(delivered.data.error).toBe(
      "Failed to update order status: an order cannot go from confirmed to delivered",
    );
    const ship = await post("staff", { intent: "ship", carrier: "", trackingNumber: "" });
    expect(ship.init?.status).toBe(400);
    expect(ship.data.fieldErrors).toEqual({
      carrier: "Choose the carrier",
      trackingNumber: "Enter the tracking number",
    });
    expect((await post("staff", { intent: "launch" })).data.error).toBe(
      "Unknown action. Reload the page and try again.",
    );
    expect((await post("staff", { intent: "note", body: "   " })).data.fieldErrors).toEqual({
      body: "Write the note first",
    });
    expect((await status()).status).toBe("confirmed");
  });

  it("lets staff ship, add a note and record the cash, and keeps the refund for admins", async () => {
    expect(
      (await post("staff", { intent: "ship", carrier: "bluedart", trackingNumber: "BD99887766" })).data,
    ).toEqual({
      ok: true,
      message: "Order marked shipped. The customer is being e-mailed the tracking link.",
    });
    expect((await post("staff", { intent: "note", body: "Packed in gift box" })).data.ok).toBe(true);
    const cod = await codLoader(args("staff", "/admin/orders/cod"));
    expect(cod.orders.map((o) => o.orderNumber)).toContain("DT200001COD001");
    expect(cod.outstanding).toBeGreaterThanOrEqual(150_000);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const collected = await post("staff", {
      intent: "collect-cod",
      amount: "1,500",
      collectedOn: today,
      reference: "BD-REMIT-1",
    });
    expect(collected.data).toEqual({ ok: true, message: "Cash payment recorded. The order is paid." });
    expect(await status()).toMatchObject({ status: "shipped", paymentStatus: "paid", carrier: "bluedart" });

    const key = crypto.randomUUID();
    const refund = {
      intent: "refund",
      key,
      mode: "lines",
      [`qty_${itemId}`]: "1",
      reason: "Colour not as shown",
    };
    const byStaff = await post("staff", refund);
    expect(byStaff.init?.status).toBe(403);
    expect(byStaff.data.error).toBe("Only an admin can refund an order.");
    expect((await getDb().select().from(t.refunds)).length).toBe(0);

    expect((await post("admin", refund)).data.message).toBe(
      "Refund of ₹750 recorded. Pay it back to the customer by hand.",
    );
    expect((await post("admin", refund)).data.message).toBe("This refund of ₹750 was already made.");
    expect((await getDb().select().from(t.refunds)).length).toBe(1);
    const adminView = await open("admin");
    expect(adminView.actions).toMatchObject({ refundable: 75_000, mayRestock: true });
    expect(adminView.notes.map((n) => n.body)).toEqual(["Packed in gift box"]);
    expect(adminView.history.map((h) => h.toValue)).toEqual(
      expect.arrayContaining(["shipped", "paid", "partially_refunded"]),
    );

    expect((await post("staff", { intent: "restock", [`qty_${itemId}`]: "1" })).data.message).toBe(
      "1 unit back in stock.",
    );
    const actions = (await getDb().select({ action: t.activityLog.action }).from(t.activityLog)).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "order.status_change",
        "order.note",
        "order.cod_collected",
        "order.refund",
        "order.restock",
      ]),
    );
  });

  it("lists an order's lines by name and SKU on the order page and the invoice, however they were written", async () => {
    const category = await createCategory("Kurtas DT200001LNS001");
    const { product, variants } = await createProduct({
      name: "Cotton Kurta",
      categoryId: category.id,
      priceRupees: 500,
      variants: [
        ["S", 5],
        ["M", 5],
      ],
    });
    const { order } = await codOrder("DT200001LNS001");
    await getDb()
      .insert(t.orderItems)
      .values(
        [variants[1], variants[0]].map((variant) => ({
          orderId: order.id,
          productId: product.id,
          variantId: variant.id,
          productName: "Cotton Kurta",
          productSku: variant.sku,
          size: variant.size,
          quantity: 1,
          priceAtPurchase: 50_000,
          lineTotal: 50_000,
          taxableValue: 47_619,
          taxAmount: 2_381,
        })),
      );
    const expected = ["Silk Pattu Pavadai null", "Cotton Kurta S", "Cotton Kurta M"];
    const view = await open("staff", "DT200001LNS001");
    expect(view.lines.map((l) => `${l.productName} ${l.size}`)).toEqual(expected);
    const invoice = await getOrderById(order.id);
    expect(invoice?.items.map((i) => `${i.productName} ${i.size}`)).toEqual(expected);
  });

  it("shows a payment and a status changed by one write payment first", async () => {
    const { order } = await codOrder("DT200001COD002");
    const at = new Date("2026-11-02T10:00:00Z");
    await getDb()
      .insert(t.orderStatusHistory)
      .values([
        { orderId: order.id, field: "payment_status", fromValue: "pending", toValue: "paid", createdAt: at },
        { orderId: order.id, field: "status", fromValue: "pending", toValue: "confirmed", createdAt: at },
      ]);
    const view = await open("staff", "DT200001COD002");
    expect(view.history.map((h) => `${h.field} ${h.toValue}`)).toEqual([
      "payment_status paid",
      "status confirmed",
    ]);
  });
});

describe("the orders list's actions", () => {
  it("saves, lists and deletes an admin's own views, and marks selected orders processing", async () => {
    const { order } = await codOrder("DT200002COD002");
    const saved = await listAction(
      args("staff", "/admin/orders", {
        intent: "save-view",
        name: "Kerala COD",
        query: "method=cod&state=Kerala",
      }),
    );
    expect(saved).toBeInstanceOf(Response);
    const page = await listLoader(args("staff", "/admin/orders"));
    expect(page.views).toEqual([
      expect.objectContaining({ name: "Kerala COD", query: "method=cod&state=Kerala" }),
    ]);
    const adminPage = await listLoader(args("admin", "/admin/orders"));
    expect(adminPage.views).toEqual([]);
    const empty = (await listAction(
      args("staff", "/admin/orders", { intent: "save-view", name: " ", query: "" }),
    )) as unknown as Answer;
    expect(empty.data.error).toBe("Name the view to save it");
    await listAction(args("staff", "/admin/orders", { intent: "delete-view", viewId: page.views[0].id }));
    expect((await listLoader(args("staff", "/admin/orders"))).views).toEqual([]);

    await listAction(args("staff", "/admin/orders", { intent: "mark-processing", ids: order.id }));
    expect((await getDb().select().from(t.orders).where(eq(t.orders.id, order.id)))[0].status).toBe(
      "processing",
    );
    const none = (await listAction(
      args("staff", "/admin/orders", { intent: "mark-processing" }),
    )) as unknown as Answer;
    expect(none.data.error).toBe("Select at least one order.");
  });
});
