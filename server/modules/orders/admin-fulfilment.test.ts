import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import {
  checkoutDetails,
  createBuyer,
  drainJobs,
  fillCart,
  JAIPUR,
  payOnTestGateway,
  variantLevels,
} from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { api } from "../../api/app";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { registerJobHandlers } from "../../jobs";
import { hmacHex } from "../payments/gateway";
import { getGatewayConnection, getTestGateway } from "../payments/service";
import {
  changeOrderStatus,
  collectCodPayment,
  getOrderById,
  listCodToCollect,
  markOrdersProcessing,
  placeOrder,
  refundOrder,
  restockReturned,
  startOnlinePayment,
  verifyCheckoutPayment,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "owner@divinethreads.example" };

beforeAll(async () => {
  registerJobHandlers();
  actor = { id: await createBuyer("Shop Owner"), email: actor.email };
});

/** A placed order for two lines (2 × ₹2,499 lehenga and 1 × ₹999 dupatta), paid online or cash on delivery. */
async function placedOrder(method: "razorpay" | "cod", pay = true) {
  const category = await createCategory(`Lehengas ${crypto.randomUUID().slice(0, 6)}`);
  const lehenga = await createProduct({
    name: "Gota Patti Lehenga",
    categoryId: category.id,
    priceRupees: 2499,
    variants: [["6-7Y", 5]],
  });
  const dupatta = await createProduct({
    name: "Banarasi Dupatta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [[null, 4]],
  });
  const buyer = await createBuyer();
  await fillCart(buyer, [
    [lehenga.variants[0].id, 2],
    [dupatta.variants[0].id, 1],
  ]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: `k-${crypto.randomUUID()}`,
    details: checkoutDetails(JAIPUR),
    paymentMethod: method,
  });
  const viewer = { userId: buyer, isAdmin: false };
  if (method === "razorpay" && pay) {
    const start = await startOnlinePayment(placed.orderNumber, viewer);
    await verifyCheckoutPayment(placed.orderNumber, viewer, await payOnTestGateway(start.razorpayOrderId));
  }
  await drainJobs();
  const items = await getDb().select().from(t.orderItems).where(eq(t.orderItems.orderId, placed.orderId));
  const line = (name: string) => items.find((i) => i.productName === name)!;
  const [{ totalAmount }] = await getDb()
    .select({ totalAmount: t.orders.totalAmount })
    .from(t.orders)
    .where(eq(t.orders.id, placed.orderId));
  return {
    ...placed,
    totalAmount,
    lehengaLine: line("Gota Patti Lehenga"),
    dupattaLine: line("Banarasi Dupatta"),
    lehengaVariant: lehenga.variants[0].id,
  };
}

const order = async (id: string) => (await getOrderById(id))!;
const mailsOf = (orderId: string, template: string) =>
  getDb()
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.orderId, orderId), eq(t.mailOutbox.template, template)));
const refundsOf = (orderId: string) => getDb().select().from(t.refunds).where(eq(t.refunds.orderId, orderId));
const activityOf = (orderId: string) =>
  getDb().select().from(t.activityLog).where(eq(t.activityLog.entityId, orderId));

describe("shipping and delivery", () => {
  it("ships only with a carrier and a tracking number, and e-mails the customer once with the tracking link", async () => {
    const placed = await placedOrder("razorpay");
    await expect(changeOrderStatus(actor, placed.orderNumber, { to: "shipped" })).rejects.toMatchObject({
      message: "Shipping needs a carrier and a tracking number",
      fieldErrors: { carrier: "Choose the carrier", trackingNumber: "Enter the tracking number" },
    });
    await expect(
      changeOrderStatus(actor, placed.orderNumber, {
        to: "shipped",
        carrier: "pigeon",
        trackingNumber: "<script>",
      }),
    ).rejects.toMatchObject({ fieldErrors: { carrier: "Choose the carrier" } });
    expect((await order(placed.orderId)).status).toBe("confirmed");

    await changeOrderStatus(actor, placed.orderNumber, {
      to: "shipped",
      carrier: "delhivery",
      trackingNumber: "DLV 12345678",
    });
    await expect(
      changeOrderStatus(actor, placed.orderNumber, {
        to: "shipped",
        carrier: "delhivery",
        trackingNumber: "DLV 12345678",
      }),
    ).rejects.toThrow("Failed to update order status: the order is already shipped");
    await drainJobs();
    const shipped = await order(placed.orderId);
    expect(shipped).toMatchObject({
      status: "shipped",
      carrier: "delhivery",
      trackingNumber: "DLV 12345678",
    });
    expect(shipped.shippedAt).toBeInstanceOf(Date);
    const mails = await mailsOf(placed.orderId, "order_status_update");
    expect(mails).toHaveLength(1);
    expect(mails[0].html).toContain("https://www.delhivery.com/track/package/DLV%2012345678");

    await changeOrderStatus(actor, placed.orderNumber, { to: "delivered" });
    await drainJobs();
    expect((await order(placed.orderId)).status).toBe("delivered");
    expect(await mailsOf(placed.orderId, "order_status_update")).toHaveLength(2);
    await expect(changeOrderStatus(actor, placed.orderNumber, { to: "cancelled" })).rejects.toThrow(
      "Cannot cancel delivered order",
    );
    const history = await getDb()
      .select()
      .from(t.orderStatusHistory)
      .where(and(eq(t.orderStatusHistory.orderId, placed.orderId), eq(t.orderStatusHistory.field, "status")));
    expect(history.map((h) => h.toValue)).toEqual(["confirmed", "shipped", "delivered"]);
    expect(history.find((h) => h.toValue === "shipped")?.actorId).toBe(actor.id);
    expect((await activityOf(placed.orderId)).map((a) => a.action)).toEqual([
      "order.status_change",
      "order.status_change",
    ]);
  });

  it("marks many orders processing and names those it could not move", async () => {
    const a = await placedOrder("razorpay");
    const b = await placedOrder("razorpay", false);
    const result = await markOrdersProcessing(actor, [a.orderId, b.orderId, "not-a-uuid"]);
    expect(result.changed).toBe(1);
    expect(result.skipped).toEqual([
      `${b.orderNumber}: Failed to update order status: an order cannot go from pending to processing`,
    ]);
    expect((await order(a.orderId)).status).toBe("processing");
    expect((await order(b.orderId)).status).toBe("pending");
  });

  it("cancels a paid order from the back office: stock back through the ledger and the payment refunded", async () => {
    const placed = await placedOrder("razorpay");
    expect(await variantLevels(placed.lehengaVariant)).toEqual({ onHand: 3, reserved: 0 });
    await changeOrderStatus(actor, placed.orderNumber, {
      to: "cancelled",
      reason: "Customer asked by phone",
    });
    await drainJobs();
    expect(await variantLevels(placed.lehengaVariant)).toEqual({ onHand: 5, reserved: 0 });
    expect(await order(placed.orderId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancelReason: "Customer asked by phone",
    });
    await expect(changeOrderStatus(actor, placed.orderNumber, { to: "cancelled" })).rejects.toThrow(
      "Order is already cancelled",
    );
  });
});

describe("cash on delivery", () => {
  it("records the cash collected, making the order paid, and keeps the reconciliation total", async () => {
    const placed = await placedOrder("cod");
    const before = await listCodToCollect();
    await changeOrderStatus(actor, placed.orderNumber, {
      to: "shipped",
      carrier: "india_post",
      trackingNumber: "EE123456789IN",
    });
    const due = await listCodToCollect();
    expect(due.count).toBe(before.count + 1);
    expect(due.outstanding - before.outstanding).toBe(placed.totalAmount);
    expect(due.orders.map((o) => o.orderNumber)).toContain(placed.orderNumber);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await expect(
      collectCodPayment(actor, placed.orderNumber, {
        amount: "10",
        collectedOn: "2099-01-01",
        reference: "",
      }),
    ).rejects.toMatchObject({
      fieldErrors: {
        amount: expect.stringContaining("The amount collected must be the order total"),
        collectedOn: "The collection date cannot be in the future",
      },
    });
    expect((await order(placed.orderId)).paymentStatus).toBe("pending");
    await collectCodPayment(actor, placed.orderNumber, {
      amount: String(placed.totalAmount / 100),
      collectedOn: today,
      reference: "REMIT-778",
    });
    expect(await order(placed.orderId)).toMatchObject({ paymentStatus: "paid", status: "shipped" });
    const [payment] = await getDb().select().from(t.payments).where(eq(t.payments.orderId, placed.orderId));
    expect(payment).toMatchObject({
      provider: "cod",
      amount: placed.totalAmount,
      status: "captured",
      providerOrderId: "REMIT-778",
    });
    await expect(
      collectCodPayment(actor, placed.orderNumber, {
        amount: String(placed.totalAmount / 100),
        collectedOn: today,
        reference: "",
      }),
    ).rejects.toThrow("The payment of this order is already recorded");
    const after = await listCodToCollect();
    expect(after.count).toBe(before.count);
    expect(after.outstanding).toBe(before.outstanding);
  });
});

async function refundWebhook(refund: Record<string, unknown>, eventId: string) {
  const conn = await getGatewayConnection();
  const body = JSON.stringify({
    entity: "event",
    event: "refund.processed",
    contains: ["refund"],
    payload: { refund: { entity: { status: "processed", ...refund } } },
  });
  const response = await api.fetch(
    new Request("http://shop.test/api/webhooks/razorpay", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(conn.webhookSecret, body),
        "x-razorpay-event-id": eventId,
      },
      body,
    }),
  );
  expect(response.status).toBe(200);
}

describe("refunds", () => {
  it("refunds one line through the gateway once, whatever is clicked twice or replayed", async () => {
    const placed = await placedOrder("razorpay");
    const key = crypto.randomUUID();
    const input = {
      key,
      mode: "lines" as const,
      quantities: { [placed.lehengaLine.id]: "1" },
      amount: "",
      reason: "Size did not fit",
    };
    const first = await refundOrder(actor, placed.orderNumber, input);
    const second = await refundOrder(actor, placed.orderNumber, input);
    expect(first).toEqual({ amount: 249_900, created: true, online: true });
    expect(second).toEqual({ amount: 249_900, created: false, online: true });
    await drainJobs();
    const [refund] = await refundsOf(placed.orderId);
    expect(await refundsOf(placed.orderId)).toHaveLength(1);
    expect(refund).toMatchObject({ amount: 249_900, status: "processed", createdBy: actor.id });
    expect(refund.providerRefundId).toMatch(/^rfnd_/);
    expect(await order(placed.orderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      status: "confirmed",
    });
    const gateway = await getTestGateway();
    const gatewayRefunds = await getDb().select().from(t.testGatewayRefunds);
    expect(gatewayRefunds.filter((r) => r.receipt === refund.idempotencyKey)).toHaveLength(1);
    expect(gateway).toBeTruthy();

    // Razorpay's refund.processed webhook, then the same event again and under another event id.
    const entity = {
      id: refund.providerRefundId,
      payment_id: (await order(placed.orderId)).paymentId,
      amount: 249_900,
      receipt: refund.idempotencyKey,
    };
    await refundWebhook(entity, "evt_refund_1");
    await refundWebhook(entity, "evt_refund_1");
    await refundWebhook(entity, "evt_refund_2");
    expect(await refundsOf(placed.orderId)).toHaveLength(1);
    expect((await order(placed.orderId)).paymentStatus).toBe("partially_refunded");

    // The same line cannot be refunded beyond its quantity; the rest of the order by amount can.
    await expect(
      refundOrder(actor, placed.orderNumber, {
        ...input,
        key: crypto.randomUUID(),
        quantities: { [placed.lehengaLine.id]: "2" },
      }),
    ).rejects.toMatchObject({
      fieldErrors: { [`qty_${placed.lehengaLine.id}`]: "At most 1 can be refunded" },
    });
    const left = placed.totalAmount - 249_900;
    await expect(
      refundOrder(actor, placed.orderNumber, {
        key: crypto.randomUUID(),
        mode: "amount",
        quantities: {},
        amount: String(left / 100 + 1),
        reason: "",
      }),
    ).rejects.toThrow(/^The refund cannot be more than/);
    for (const bad of ["-5", "1.999", "abc", "0"])
      await expect(
        refundOrder(actor, placed.orderNumber, {
          key: crypto.randomUUID(),
          mode: "amount",
          quantities: {},
          amount: bad,
          reason: "",
        }),
      ).rejects.toThrow();
    await expect(
      refundOrder(actor, placed.orderNumber, {
        ...input,
        key: crypto.randomUUID(),
        quantities: { [placed.dupattaLine.id]: "0.5" },
      }),
    ).rejects.toMatchObject({
      fieldErrors: { [`qty_${placed.dupattaLine.id}`]: "Enter a whole number of units" },
    });
    expect(await refundsOf(placed.orderId)).toHaveLength(1);

    await refundOrder(actor, placed.orderNumber, {
      key: crypto.randomUUID(),
      mode: "amount",
      quantities: {},
      amount: String(left / 100),
      reason: "Goodwill",
    });
    await drainJobs();
    expect(await order(placed.orderId)).toMatchObject({ paymentStatus: "refunded", status: "refunded" });
    expect((await activityOf(placed.orderId)).filter((a) => a.action === "order.refund")).toHaveLength(2);
  });

  it("puts refunded goods back in stock only when the admin says they came back", async () => {
    const placed = await placedOrder("razorpay");
    await refundOrder(actor, placed.orderNumber, {
      key: crypto.randomUUID(),
      mode: "lines",
      quantities: { [placed.lehengaLine.id]: "2" },
      amount: "",
      reason: "Returned",
    });
    await drainJobs();
    expect(await variantLevels(placed.lehengaVariant)).toEqual({ onHand: 3, reserved: 0 });
    await expect(
      restockReturned(actor, placed.orderNumber, { [placed.lehengaLine.id]: "3" }),
    ).rejects.toMatchObject({
      fieldErrors: { [`restock_${placed.lehengaLine.id}`]: "At most 2 can go back to stock" },
    });
    await expect(
      restockReturned(actor, placed.orderNumber, { [placed.dupattaLine.id]: "1" }),
    ).rejects.toThrow("Nothing was restocked: check the quantities");
    expect(await restockReturned(actor, placed.orderNumber, { [placed.lehengaLine.id]: "1" })).toBe(1);
    expect(await variantLevels(placed.lehengaVariant)).toEqual({ onHand: 4, reserved: 0 });
    expect(await restockReturned(actor, placed.orderNumber, { [placed.lehengaLine.id]: "1" })).toBe(1);
    await expect(
      restockReturned(actor, placed.orderNumber, { [placed.lehengaLine.id]: "1" }),
    ).rejects.toThrow();
    expect(await variantLevels(placed.lehengaVariant)).toEqual({ onHand: 5, reserved: 0 });
  });

  it("records a cash-on-delivery refund as paid back by hand, and refuses an unpaid order", async () => {
    const placed = await placedOrder("cod");
    await expect(
      refundOrder(actor, placed.orderNumber, {
        key: crypto.randomUUID(),
        mode: "amount",
        quantities: {},
        amount: "100",
        reason: "",
      }),
    ).rejects.toThrow("Only a paid order can be refunded");
    await changeOrderStatus(actor, placed.orderNumber, {
      to: "shipped",
      carrier: "dtdc",
      trackingNumber: "D1234567",
    });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await collectCodPayment(actor, placed.orderNumber, {
      amount: String(placed.totalAmount / 100),
      collectedOn: today,
      reference: "",
    });
    const result = await refundOrder(actor, placed.orderNumber, {
      key: crypto.randomUUID(),
      mode: "lines",
      quantities: { [placed.dupattaLine.id]: "1" },
      amount: "",
      reason: "Damaged",
    });
    expect(result).toEqual({ amount: 99_900, created: true, online: false });
    expect(await order(placed.orderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      status: "shipped",
    });
    const [refund] = await refundsOf(placed.orderId);
    expect(refund).toMatchObject({ status: "processed", providerPaymentId: "cash" });
  });
});
