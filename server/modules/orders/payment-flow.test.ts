import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
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
import { enqueueJob } from "../jobs/service";
import { ORDER_JOBS } from "./jobs";
import { ensureInvoice, findInvoice, readInvoicePdf } from "../invoices/service";
import { getStorage } from "../media/service";
import { hmacHex } from "../payments/gateway";
import { getGatewayConnection } from "../payments/service";
import {
  cancelOrder,
  confirmPayment,
  expireHold,
  getOrderById,
  placeOrder,
  startOnlinePayment,
  verifyCheckoutPayment,
} from "./service";

withTestDatabase();

beforeAll(async () => {
  registerJobHandlers();
  await getDb()
    .insert(t.adminSettings)
    .values({ settingKey: "admin_notification_email", settingValue: "owner@shop.example" });
});

async function onlineOrder(onHand = 5, quantity = 2) {
  const category = await createCategory("Lehengas");
  const { product, variants } = await createProduct({
    name: "Gota Patti Lehenga",
    categoryId: category.id,
    priceRupees: 2499,
    variants: [["6-7Y", onHand]],
  });
  await getDb().update(t.products).set({ hsnCode: "6204" }).where(eq(t.products.id, product.id));
  const buyer = await createBuyer();
  await fillCart(buyer, [[variants[0].id, quantity]]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: `k-${crypto.randomUUID()}`,
    details: checkoutDetails(JAIPUR),
    paymentMethod: "razorpay",
  });
  const viewer = { userId: buyer, isAdmin: false };
  const start = await startOnlinePayment(placed.orderNumber, viewer);
  return { ...placed, buyer, viewer, start, variantId: variants[0].id };
}

async function order(orderId: string) {
  const found = await getOrderById(orderId);
  if (!found) throw new Error("order missing");
  return found;
}

async function movements(orderId: string, type: string) {
  return getDb()
    .select()
    .from(t.stockMovements)
    .where(and(eq(t.stockMovements.orderId, orderId), eq(t.stockMovements.movementType, type)));
}

async function webhook(
  event: string,
  payment: Record<string, unknown>,
  options: { eventId?: string; forge?: boolean } = {},
) {
  const conn = await getGatewayConnection();
  const body = JSON.stringify({
    entity: "event",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { amount: 0, status: "captured", method: "upi", ...payment } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = options.forge ? hmacHex("not-the-secret", body) : hmacHex(conn.webhookSecret, body);
  const response = await api.fetch(
    new Request("http://shop.test/api/webhooks/razorpay", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signature,
        "x-razorpay-event-id": options.eventId ?? `evt_${crypto.randomUUID().slice(0, 14)}`,
      },
      body,
    }),
  );
  return { status: response.status, body: (await response.json()) as { ok: boolean; duplicate?: boolean } };
}

describe("online payment", () => {
  it("creates one Razorpay order for the order's total in paise, with the order number as receipt", async () => {
    const placed = await onlineOrder();
    expect(placed.start).toMatchObject({ mode: "test", amount: 499_800, currency: "INR" });
    const again = await startOnlinePayment(placed.orderNumber, placed.viewer);
    expect(again.razorpayOrderId).toBe(placed.start.razorpayOrderId);
    const conn = await getGatewayConnection();
    const response = await conn.fetch(
      new Request(`${conn.apiBase}/orders/${placed.start.razorpayOrderId}`, {
        headers: { authorization: `Basic ${btoa(`${conn.keyId}:${conn.keySecret}`)}` },
      }),
    );
    expect(await response.json()).toMatchObject({
      amount: 499_800,
      currency: "INR",
      receipt: placed.orderNumber,
    });
  });

  it("confirms a verified payment: paid, stock deducted, invoice made and e-mails queued with the PDF", async () => {
    const placed = await onlineOrder();
    const result = await payOnTestGateway(placed.start.razorpayOrderId);
    expect(await verifyCheckoutPayment(placed.orderNumber, placed.viewer, result)).toMatchObject({
      outcome: "confirmed",
    });
    expect(await order(placed.orderId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      paymentId: result.razorpayPaymentId,
      holdExpiresAt: null,
    });
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 3, reserved: 0 });
    const deductions = await movements(placed.orderId, "deduction");
    expect(deductions.map((m) => [m.quantity, m.reason])).toEqual([[2, "Payment confirmed"]]);

    await drainJobs();
    const invoice = await findInvoice(placed.orderId);
    expect(invoice?.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(new Date(invoice!.dueDate).getTime() - new Date(invoice!.issueDate).getTime()).toBe(
      30 * 86_400_000,
    );
    const pdf = await readInvoicePdf(invoice!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain(invoice!.invoiceNumber);
    expect(text).toContain("₹4,998");

    const mails = await getDb().select().from(t.mailOutbox);
    const confirmation = mails.find((m) => m.template === "order_confirmation");
    expect(confirmation?.to).toBe("meera@buyer.example");
    expect(confirmation?.attachments.map((a) => a.filename)).toEqual([`${invoice!.invoiceNumber}.pdf`]);
    expect(await getStorage().get(confirmation!.attachments[0].storageKey)).not.toBeNull();
    expect(mails.find((m) => m.template === "admin_order_notification")?.to).toBe("owner@shop.example");
    await expect(ensureInvoice(await order(placed.orderId))).resolves.toMatchObject({
      created: false,
      message: "Invoice already exists",
    });

    // The confirmation job run again (as after a crash before it finished) sends nothing twice.
    await enqueueJob(
      ORDER_JOBS.confirmed,
      { orderId: placed.orderId },
      { uniqueKey: `again:${placed.orderId}` },
    );
    await drainJobs();
    const again = await getDb().select().from(t.mailOutbox);
    expect(again.filter((m) => m.subject === confirmation?.subject)).toHaveLength(1);
    expect(again.filter((m) => m.template === "admin_order_notification")).toHaveLength(1);
  });

  it("refuses a forged signature and changes nothing", async () => {
    const placed = await onlineOrder();
    const result = await payOnTestGateway(placed.start.razorpayOrderId);
    const forged = {
      ...result,
      razorpaySignature: hmacHex("guess", `${result.razorpayOrderId}|${result.razorpayPaymentId}`),
    };
    await expect(verifyCheckoutPayment(placed.orderNumber, placed.viewer, forged)).rejects.toThrow(
      "Payment verification failed",
    );
    await expect(
      verifyCheckoutPayment(placed.orderNumber, placed.viewer, { ...result, razorpaySignature: "" }),
    ).rejects.toThrow("Payment verification failed");
    expect(await order(placed.orderId)).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paymentId: null,
    });
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 5, reserved: 2 });
  });

  it("keeps invoices to paid orders", async () => {
    const placed = await onlineOrder();
    await expect(ensureInvoice(await order(placed.orderId))).rejects.toThrow(
      "Invoice can only be generated for paid orders",
    );
  });
});

describe("Razorpay webhooks", () => {
  it("confirms on payment.captured, acknowledges a replay without changing anything, refuses a forgery", async () => {
    const placed = await onlineOrder();
    const paid = await payOnTestGateway(placed.start.razorpayOrderId);
    const payment = { id: paid.razorpayPaymentId, order_id: placed.start.razorpayOrderId, amount: 499_800 };
    expect(await webhook("payment.captured", payment, { forge: true })).toMatchObject({ status: 400 });
    expect((await order(placed.orderId)).paymentStatus).toBe("pending");

    expect(await webhook("payment.captured", payment, { eventId: "evt_once" })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await order(placed.orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const historyBefore = await getDb()
      .select()
      .from(t.orderStatusHistory)
      .where(eq(t.orderStatusHistory.orderId, placed.orderId));
    expect(await webhook("payment.captured", payment, { eventId: "evt_once" })).toEqual({
      status: 200,
      body: { ok: true, duplicate: true },
    });
    // The browser's confirmation arriving after the webhook is a no-op too.
    expect((await verifyCheckoutPayment(placed.orderNumber, placed.viewer, paid)).outcome).toBe("already");
    expect(await movements(placed.orderId, "deduction")).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(t.orderStatusHistory)
        .where(eq(t.orderStatusHistory.orderId, placed.orderId)),
    ).toHaveLength(historyBefore.length);
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 3, reserved: 0 });
  });

  it("confirms through the test gateway's own webhooks when the buyer never comes back", async () => {
    const placed = await onlineOrder();
    await payOnTestGateway(placed.start.razorpayOrderId);
    await drainJobs();
    expect(await order(placed.orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const events = await getDb().select().from(t.webhookEvents);
    const ours = events.filter((e) => JSON.stringify(e.payload).includes(placed.start.razorpayOrderId));
    expect(ours.map((e) => e.eventType).sort()).toEqual(["order.paid", "payment.captured"]);
    expect(ours.every((e) => e.processedAt !== null)).toBe(true);
    expect(await movements(placed.orderId, "deduction")).toHaveLength(1);
  });

  it("confirms exactly once when the webhook and the browser race", async () => {
    const placed = await onlineOrder();
    const paid = await payOnTestGateway(placed.start.razorpayOrderId);
    const payment = { id: paid.razorpayPaymentId, order_id: placed.start.razorpayOrderId, amount: 499_800 };
    const outcomes = await Promise.all([
      verifyCheckoutPayment(placed.orderNumber, placed.viewer, paid).then((r) => r.outcome),
      webhook("order.paid", payment).then((r) => r.status),
      confirmPayment({
        razorpayOrderId: payment.order_id,
        paymentId: payment.id,
        amount: 499_800,
        method: "upi",
        source: "webhook",
      }).then((r) => r.outcome),
    ]);
    expect(outcomes.filter((o) => o === "confirmed")).toHaveLength(1);
    expect(await movements(placed.orderId, "deduction")).toHaveLength(1);
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 3, reserved: 0 });
  });

  it("never moves a payment backwards: a late payment.failed leaves a paid order paid", async () => {
    const placed = await onlineOrder();
    const failed = await payOnTestGateway(placed.start.razorpayOrderId, "fail");
    const failure = {
      id: failed.razorpayPaymentId,
      order_id: placed.start.razorpayOrderId,
      amount: 499_800,
      status: "failed",
    };
    await webhook("payment.failed", failure);
    expect((await order(placed.orderId)).paymentStatus).toBe("failed");
    const paid = await payOnTestGateway(placed.start.razorpayOrderId);
    await verifyCheckoutPayment(placed.orderNumber, placed.viewer, paid);
    await webhook("payment.failed", failure);
    expect(await order(placed.orderId)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });
});

describe("holds, cancellation and refunds", () => {
  it("releases the stock of an unpaid order when its hold runs out, and refunds a payment that comes later", async () => {
    const placed = await onlineOrder();
    expect(await expireHold(placed.orderId)).toBe("kept");
    expect(await expireHold(placed.orderId, new Date(Date.now() + 31 * 60_000))).toBe("expired");
    const expired = await order(placed.orderId);
    expect(expired).toMatchObject({ status: "cancelled", paymentStatus: "pending" });
    expect(expired.cancelReason).toBe(
      "Payment was not received within 30 minutes, so the items were released",
    );
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 5, reserved: 0 });
    expect((await movements(placed.orderId, "release")).map((m) => m.quantity)).toEqual([2]);

    const late = await payOnTestGateway(placed.start.razorpayOrderId);
    expect((await verifyCheckoutPayment(placed.orderNumber, placed.viewer, late)).outcome).toBe("late");
    await drainJobs();
    expect(await order(placed.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const refunds = await getDb().select().from(t.refunds).where(eq(t.refunds.orderId, placed.orderId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "processed", amount: 499_800 });
    expect(refunds[0].providerRefundId).toMatch(/^rfnd_/);
    // The same payment reported again by a webhook does not refund twice.
    await webhook("payment.captured", {
      id: late.razorpayPaymentId,
      order_id: placed.start.razorpayOrderId,
      amount: 499_800,
    });
    await drainJobs();
    expect(await getDb().select().from(t.refunds).where(eq(t.refunds.orderId, placed.orderId))).toHaveLength(
      1,
    );
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 5, reserved: 0 });
  });

  it("cancels a paid order: stock restored and the payment refunded; a second cancel is refused", async () => {
    const placed = await onlineOrder();
    await verifyCheckoutPayment(
      placed.orderNumber,
      placed.viewer,
      await payOnTestGateway(placed.start.razorpayOrderId),
    );
    await expect(
      cancelOrder(placed.orderNumber, { userId: await createBuyer(), isAdmin: false }),
    ).rejects.toThrow("Order not found");
    await cancelOrder(placed.orderNumber, placed.viewer);
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 5, reserved: 0 });
    expect((await movements(placed.orderId, "restoration")).map((m) => m.quantity)).toEqual([2]);
    await drainJobs();
    expect(await order(placed.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    await expect(cancelOrder(placed.orderNumber, placed.viewer)).rejects.toThrow(
      "Order is already cancelled",
    );
    const mails = await getDb()
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.template, "order_status_update"));
    expect(mails.some((m) => m.subject.includes(placed.orderNumber))).toBe(true);
  });

  it("cancels an unpaid order by releasing its hold, and refuses delivered orders", async () => {
    const placed = await onlineOrder();
    await cancelOrder(placed.orderNumber, placed.viewer);
    expect(await variantLevels(placed.variantId)).toEqual({ onHand: 5, reserved: 0 });
    const other = await onlineOrder();
    await getDb().update(t.orders).set({ status: "delivered" }).where(eq(t.orders.id, other.orderId));
    await expect(cancelOrder(other.orderNumber, other.viewer)).rejects.toThrow(
      "Cannot cancel delivered order",
    );
  });
});
