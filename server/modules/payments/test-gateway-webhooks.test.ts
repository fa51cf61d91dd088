import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { jobs } from "../jobs/schema";
import { runDueJobs } from "../jobs/service";
import { hmacHex, signatureMatches } from "./gateway";
import { refundGatewayPayment } from "./razorpay-client";
import { registerTestGatewayJobs } from "./service";
import { setActiveGatewayOptions } from "./test-gateway/webhooks";
import { conn, links, locationOf, newOrder, options, post } from "./test-gateway.fixtures";

withTestDatabase();

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
    // The fixtures' gateway is made once per worker, and a file run before this one in the same
    // worker may have made another since: deliveries must sign with this file's secret.
    setActiveGatewayOptions(options);
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
