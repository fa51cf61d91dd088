import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { jobs } from "../jobs/schema";
import { runDueJobs } from "../jobs/service";
import { type GatewayConnection, hmacHex, paymentSignature, signatureMatches } from "./gateway";
import {
  GatewayError,
  createGatewayOrder,
  fetchGatewayPayment,
  refundGatewayPayment,
} from "./razorpay-client";
import { createTestGateway, isSameOriginPath, registerTestGatewayJobs } from "./test-gateway";

withTestDatabase();

const options = {
  keyId: "rzp_test_fake",
  keySecret: "fake-key-secret",
  webhookSecret: "fake-webhook-secret",
};
const gateway = createTestGateway(options);
const conn: GatewayConnection = {
  mode: "test",
  ...options,
  apiBase: "http://gateway.test/test-gateway/v1",
  fetch: gateway.fetch,
};
const BASE = "http://gateway.test/test-gateway";

const newOrder = (amount = 249900, receipt = "DT-1001") =>
  createGatewayOrder(conn, { amount, currency: "INR", receipt, notes: { shopOrder: receipt } });

const checkoutPage = (orderId: string, query: Record<string, string>) =>
  gateway.fetch(new Request(`${BASE}/checkout/${orderId}?${new URLSearchParams(query)}`));

const post = (orderId: string, action: "pay" | "fail" | "dismiss", fields: Record<string, string>) =>
  gateway.fetch(
    new Request(`${BASE}/checkout/${orderId}/${action}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
  );

const links = { callback: "/checkout/return?order=DT-1001", cancel: "/checkout?cancelled=1" };

function locationOf(response: Response): URL {
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
  return new URL(location, "http://shop.test");
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe("test gateway REST API through the Razorpay client", () => {
  it("creates an order shaped like Razorpay's", async () => {
    const order = await newOrder();
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 249900,
      currency: "INR",
      receipt: "DT-1001",
      status: "created",
    });
    const raw = await gateway.fetch(
      new Request(`${conn.apiBase}/orders/${order.id}`, {
        headers: {
          Authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`,
        },
      }),
    );
    expect(await raw.json()).toMatchObject({
      id: order.id,
      entity: "order",
      amount: 249900,
      amount_paid: 0,
      amount_due: 249900,
      currency: "INR",
      receipt: "DT-1001",
      status: "created",
      attempts: 0,
      notes: { shopOrder: "DT-1001" },
      created_at: expect.any(Number),
    });
  });

  it("refuses a wrong key with 401", async () => {
    const error = await gatewayError(
      createGatewayOrder({ ...conn, keySecret: "wrong" }, { amount: 10000, currency: "INR", receipt: "r" }),
    );
    expect(error).toMatchObject({
      status: 401,
      code: "BAD_REQUEST_ERROR",
      description: "Authentication failed",
    });
    const missing = await gateway.fetch(new Request(`${conn.apiBase}/orders/order_x`));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
    });
  });

  it("validates amount, currency and receipt with 400", async () => {
    const small = await gatewayError(newOrder(99));
    expect(small).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR" });
    expect(small.description).toMatch(/amount/);
    expect((await gatewayError(newOrder(100.5))).status).toBe(400);
    expect(
      (await gatewayError(createGatewayOrder(conn, { amount: 1000, currency: "USD", receipt: "r" }))).status,
    ).toBe(400);
    expect((await gatewayError(newOrder(1000, "x".repeat(41)))).description).toMatch(/receipt/);
  });

  it("answers unknown ids with Razorpay's 400", async () => {
    const error = await gatewayError(fetchGatewayPayment(conn, "pay_doesnotexist00"));
    expect(error).toMatchObject({ status: 400, description: "The id provided does not exist" });
  });
});

describe("test gateway hosted checkout", () => {
  it("renders a self-contained test-mode page with the amount", async () => {
    const order = await newOrder(249950, "DT-2002");
    const response = await checkoutPage(order.id, { ...links, name: "Asha <b>", email: "asha@example.in" });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Test mode");
    expect(page).toContain("No real money moves");
    expect(page).toContain("₹2,499.50");
    expect(page).toContain("DT-2002");
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('value="upi" checked');
    expect(page).toContain("Asha &lt;b&gt;");
    expect(page).not.toMatch(/<script|https?:\/\//i);
    expect(page).toContain(`action="/test-gateway/checkout/${order.id}/pay"`);
    expect(page).toContain('name="callback" value="/checkout/return?order=DT-1001"');
  });

  it("refuses return addresses outside the shop and unknown orders", async () => {
    const order = await newOrder();
    for (const callback of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/.//evil.example",
      "/\t/evil",
      "",
    ]) {
      expect((await checkoutPage(order.id, { ...links, callback })).status).toBe(400);
      expect((await post(order.id, "pay", { ...links, callback })).status).toBe(400);
    }
    expect((await checkoutPage(order.id, { ...links, cancel: "//evil.example" })).status).toBe(400);
    expect((await post(order.id, "dismiss", { cancel: "//evil.example" })).status).toBe(400);
    expect((await checkoutPage("order_unknown0000000", links)).status).toBe(404);
    expect(isSameOriginPath("/checkout/return?x=1")).toBe(true);
  });

  it("pays once, with a valid signature, and marks the order paid", async () => {
    const order = await newOrder();
    const location = locationOf(await post(order.id, "pay", { ...links, method: "card", email: "a@b.in" }));
    expect(location.pathname).toBe("/checkout/return");
    expect(location.searchParams.get("order")).toBe("DT-1001");
    const paymentId = location.searchParams.get("razorpay_payment_id")!;
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(location.searchParams.get("razorpay_order_id")).toBe(order.id);
    const signature = location.searchParams.get("razorpay_signature");
    expect(signatureMatches(paymentSignature(options.keySecret, order.id, paymentId), signature)).toBe(true);
    expect(signatureMatches(paymentSignature("other", order.id, paymentId), signature)).toBe(false);

    expect(await fetchGatewayPayment(conn, paymentId)).toEqual({
      id: paymentId,
      order_id: order.id,
      amount: 249900,
      currency: "INR",
      status: "captured",
      method: "card",
    });
    expect(gateway.state.orders.get(order.id)).toMatchObject({
      status: "paid",
      amount_paid: 249900,
      amount_due: 0,
    });

    const again = locationOf(await post(order.id, "pay", links));
    expect(again.searchParams.get("razorpay_payment_id")).toBe(paymentId);
    expect([...gateway.state.payments.values()].filter((p) => p.order_id === order.id)).toHaveLength(1);

    const paidPage = await checkoutPage(order.id, links);
    expect(paidPage.status).toBe(200);
    const text = await paidPage.text();
    expect(text).toContain("already paid");
    expect(text).toContain('href="/checkout?cancelled=1"');
  });

  it("fails a payment with Razorpay's error parameters", async () => {
    const order = await newOrder();
    const location = locationOf(await post(order.id, "fail", links));
    expect(location.pathname).toBe("/checkout/return");
    const params = location.searchParams;
    expect(params.get("error[code]")).toBe("BAD_REQUEST_ERROR");
    expect(params.get("error[description]")).toBe("Payment failed");
    expect(params.get("error[reason]")).toBe("payment_failed");
    expect(params.get("error[metadata][order_id]")).toBe(order.id);
    const paymentId = params.get("error[metadata][payment_id]")!;
    expect((await fetchGatewayPayment(conn, paymentId)).status).toBe("failed");
    expect(gateway.state.orders.get(order.id)).toMatchObject({ status: "attempted", attempts: 1 });
    const refund = await gatewayError(refundGatewayPayment(conn, paymentId, { amount: 100, receipt: "R-1" }));
    expect(refund.status).toBe(400);
  });

  it("dismisses to the cancel path unchanged", async () => {
    const order = await newOrder();
    const response = await post(order.id, "dismiss", links);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/checkout?cancelled=1");
  });
});

describe("test gateway refunds", () => {
  it("refunds up to the payment amount and no more", async () => {
    const order = await newOrder(50000);
    const paymentId = locationOf(await post(order.id, "pay", links)).searchParams.get("razorpay_payment_id")!;
    const tooMuch = await gatewayError(
      refundGatewayPayment(conn, paymentId, { amount: 50100, receipt: "R-0" }),
    );
    expect(tooMuch.description).toBe("The total refund amount is greater than the refund payment amount");
    const refund = await refundGatewayPayment(conn, paymentId, { amount: 50000, receipt: "R-1" });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      payment_id: paymentId,
      amount: 50000,
      status: "processed",
    });
    expect((await fetchGatewayPayment(conn, paymentId)).status).toBe("refunded");
    const second = await gatewayError(
      refundGatewayPayment(conn, paymentId, { amount: 50000, receipt: "R-2" }),
    );
    expect(second.status).toBe(400);
  });
});

describe("test gateway webhooks", () => {
  interface Delivered {
    event: string;
    body: string;
    signature: string | null;
    eventId: string | null;
    url: string;
    contentType: string | null;
  }
  let delivered: Delivered[];
  let answers: number[];

  const drain = async () => {
    while ((await runDueJobs(50)) > 0);
  };

  beforeEach(async () => {
    await getDb().delete(jobs);
    delivered = [];
    answers = [];
    registerTestGatewayJobs(async (request) => {
      const body = await request.text();
      delivered.push({
        event: (JSON.parse(body) as { event: string }).event,
        body,
        signature: request.headers.get("x-razorpay-signature"),
        eventId: request.headers.get("x-razorpay-event-id"),
        url: request.url,
        contentType: request.headers.get("content-type"),
      });
      return new Response(null, { status: answers.shift() ?? 200 });
    });
  });

  it("deliver payment.captured then order.paid, signed over the exact body", async () => {
    const order = await newOrder(120000, "DT-3003");
    const paymentId = locationOf(await post(order.id, "pay", { ...links, method: "upi" })).searchParams.get(
      "razorpay_payment_id",
    );
    await drain();
    // Queued in this order; the shop must not rely on it (Razorpay does not promise an order).
    expect(delivered.map((d) => d.event).sort()).toEqual(["order.paid", "payment.captured"]);
    const jobRows = await getDb().select().from(jobs).orderBy(jobs.runAt);
    expect(
      jobRows.map((r) => (JSON.parse((r.payload as { body: string }).body) as { event: string }).event),
    ).toEqual(["payment.captured", "order.paid"]);
    for (const d of delivered) {
      expect(d.url).toBe("http://localhost/api/webhooks/razorpay");
      expect(d.contentType).toBe("application/json");
      expect(d.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      expect(signatureMatches(hmacHex(options.webhookSecret, d.body), d.signature)).toBe(true);
    }
    expect(new Set(delivered.map((d) => d.eventId)).size).toBe(2);
    const events = Object.fromEntries(delivered.map((d) => [d.event, JSON.parse(d.body)]));
    const captured = events["payment.captured"];
    const paid = events["order.paid"];
    expect(captured).toMatchObject({
      entity: "event",
      account_id: "acc_test",
      event: "payment.captured",
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: "payment",
            status: "captured",
            order_id: order.id,
            amount: 120000,
            method: "upi",
            captured: true,
          },
        },
      },
      created_at: expect.any(Number),
    });
    expect(paid).toMatchObject({
      event: "order.paid",
      contains: ["payment", "order"],
      payload: {
        payment: { entity: { id: paymentId } },
        order: { entity: { id: order.id, status: "paid", amount_paid: 120000 } },
      },
    });
    const rows = await getDb().select().from(jobs);
    expect(rows.map((r) => [r.type, r.status, r.maxAttempts])).toEqual([
      ["test-gateway.webhook", "done", 8],
      ["test-gateway.webhook", "done", 8],
    ]);
  });

  it("deliver payment.failed and refund.processed", async () => {
    const failedOrder = await newOrder();
    await post(failedOrder.id, "fail", links);
    const order = await newOrder(30000);
    const paymentId = locationOf(await post(order.id, "pay", links)).searchParams.get("razorpay_payment_id")!;
    await refundGatewayPayment(conn, paymentId, { amount: 10000, receipt: "R-9" });
    await drain();
    const byEvent = Object.fromEntries(delivered.map((d) => [d.event, JSON.parse(d.body)]));
    expect(byEvent["payment.failed"]).toMatchObject({
      contains: ["payment"],
      payload: {
        payment: { entity: { status: "failed", error_reason: "payment_failed", order_id: failedOrder.id } },
      },
    });
    expect(byEvent["refund.processed"]).toMatchObject({
      contains: ["refund", "payment"],
      payload: {
        refund: {
          entity: {
            entity: "refund",
            amount: 10000,
            payment_id: paymentId,
            status: "processed",
            receipt: "R-9",
          },
        },
        payment: {
          entity: { id: paymentId, amount_refunded: 10000, refund_status: "partial", status: "captured" },
        },
      },
    });
  });

  it("retry a delivery the shop answered with an error, signing with the current secret", async () => {
    const order = await newOrder();
    answers = [500];
    await post(order.id, "pay", links);
    await drain();
    expect(delivered.map((d) => d.event).sort()).toEqual(["order.paid", "payment.captured"]);
    const [failed] = await getDb().select().from(jobs).where(eq(jobs.status, "pending"));
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringContaining("HTTP 500") });
    expect(failed.runAt.getTime()).toBeGreaterThan(Date.now());

    options.webhookSecret = "rotated-webhook-secret";
    try {
      await getDb()
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.id, failed.id));
      await drain();
    } finally {
      options.webhookSecret = "fake-webhook-secret";
    }
    expect(delivered).toHaveLength(3);
    const retried = delivered[2];
    expect(retried.event).toBe(delivered[0].event);
    expect(retried.body).toBe(delivered[0].body);
    expect(retried.eventId).toBe(delivered[0].eventId);
    expect(signatureMatches(hmacHex("rotated-webhook-secret", retried.body), retried.signature)).toBe(true);
    expect(await getDb().select().from(jobs).where(eq(jobs.id, failed.id))).toMatchObject([
      { status: "done", attempts: 2 },
    ]);
  });
});
