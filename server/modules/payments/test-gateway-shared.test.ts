/**
 * Two test gateways on one database, as two server processes behind a load balancer: an order
 * created through one is known to the other, and racing captures or refunds happen once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { jobs } from "../jobs/schema";
import { type GatewayConnection, paymentSignature, signatureMatches } from "./gateway";
import {
  createGatewayOrder,
  fetchGatewayPayment,
  GatewayError,
  refundGatewayPayment,
} from "./razorpay-client";
import { createTestGateway, TEST_GATEWAY_WEBHOOK_JOB } from "./test-gateway";

withTestDatabase();

const options = { keyId: "rzp_test_shared", keySecret: "shared-key-secret", webhookSecret: "shared-hook" };
const processA = createTestGateway(options);
const processB = createTestGateway(options);
const apiBase = "http://gateway.test/test-gateway/v1";
const connA: GatewayConnection = { mode: "test", ...options, apiBase, fetch: processA.fetch };
const connB: GatewayConnection = { ...connA, fetch: processB.fetch };
const links = { callback: "/checkout/return?order=DT-5005", cancel: "/checkout?cancelled=1" };

const apiGet = (gateway: typeof processA, path: string) =>
  gateway.fetch(
    new Request(`${apiBase}${path}`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`,
      },
    }),
  );

const pay = (gateway: typeof processA, orderId: string, fields: Record<string, string> = links) =>
  gateway.fetch(
    new Request(`http://gateway.test/test-gateway/checkout/${orderId}/pay`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
  );

function paymentIdOf(response: Response): string {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!, "http://shop.test");
  return location.searchParams.get("razorpay_payment_id")!;
}

async function webhookEvents(): Promise<string[]> {
  const rows = await getDb().select().from(jobs).where(eq(jobs.type, TEST_GATEWAY_WEBHOOK_JOB));
  return rows.map((r) => (JSON.parse((r.payload as { body: string }).body) as { event: string }).event);
}

describe("two test gateways sharing one database", () => {
  it("pay through one an order created through the other, and read the payment back", async () => {
    const order = await createGatewayOrder(connA, {
      amount: 189900,
      currency: "INR",
      receipt: "DT-5005",
      notes: { shopOrder: "DT-5005" },
    });

    const page = await processB.fetch(
      new Request(`http://gateway.test/test-gateway/checkout/${order.id}?${new URLSearchParams(links)}`),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("₹1,899");
    expect(html).toContain("DT-5005");

    const response = await pay(processB, order.id, { ...links, method: "card", email: "asha@example.in" });
    const paymentId = paymentIdOf(response);
    const location = new URL(response.headers.get("location")!, "http://shop.test");
    expect(location.searchParams.get("razorpay_order_id")).toBe(order.id);
    expect(
      signatureMatches(
        paymentSignature(options.keySecret, order.id, paymentId),
        location.searchParams.get("razorpay_signature"),
      ),
    ).toBe(true);

    expect(await fetchGatewayPayment(connA, paymentId)).toEqual({
      id: paymentId,
      order_id: order.id,
      amount: 189900,
      currency: "INR",
      status: "captured",
      method: "card",
    });
    expect(await (await apiGet(processA, `/orders/${order.id}`)).json()).toMatchObject({
      id: order.id,
      status: "paid",
      amount_paid: 189900,
      amount_due: 0,
      attempts: 1,
      notes: { shopOrder: "DT-5005" },
    });
    const payments = (await (await apiGet(processA, `/orders/${order.id}/payments`)).json()) as {
      count: number;
      items: { id: string; email: string; captured: boolean }[];
    };
    expect(payments).toMatchObject({
      entity: "collection",
      count: 1,
      items: [{ id: paymentId, email: "asha@example.in", captured: true }],
    });
    expect(await webhookEvents()).toEqual(["payment.captured", "order.paid"]);

    // A process that did not take the payment refunds it; the first sees the refund.
    const refund = await refundGatewayPayment(connB, paymentId, { amount: 89900, receipt: "R-5005" });
    expect(await (await apiGet(processA, `/payments/${paymentId}/refunds`)).json()).toMatchObject({
      count: 1,
      items: [{ id: refund.id, amount: 89900, receipt: "R-5005", notes: [] }],
    });
    expect(await processA.state.payment(paymentId)).toMatchObject({
      amount_refunded: 89900,
      refund_status: "partial",
      status: "captured",
    });
  });

  it("take one payment when both capture the same order at once", async () => {
    const order = await createGatewayOrder(connA, { amount: 45000, currency: "INR", receipt: "DT-5006" });
    const responses = await Promise.all(
      [processA, processB, processA, processB, processA, processB].map((g) => pay(g, order.id)),
    );
    const paymentIds = new Set(responses.map(paymentIdOf));
    expect(paymentIds.size).toBe(1);
    expect(await processB.state.paymentsOfOrder(order.id)).toHaveLength(1);
    expect(await processA.state.order(order.id)).toMatchObject({ status: "paid", attempts: 1 });
    const events = (await webhookEvents()).filter((e) => e === "payment.captured");
    expect(events).toHaveLength(2); // one from the test above, one from this order
  });

  it("refund no more than the payment when both refund it at once", async () => {
    const order = await createGatewayOrder(connA, { amount: 30000, currency: "INR", receipt: "DT-5007" });
    const paymentId = paymentIdOf(await pay(processA, order.id));
    const results = await Promise.allSettled([
      refundGatewayPayment(connA, paymentId, { amount: 30000, receipt: "R-A" }),
      refundGatewayPayment(connB, paymentId, { amount: 30000, receipt: "R-B" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(GatewayError);
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 400 });
    expect(await processB.state.refundsOfPayment(paymentId)).toHaveLength(1);
    expect(await processA.state.payment(paymentId)).toMatchObject({
      amount_refunded: 30000,
      refund_status: "full",
      status: "refunded",
    });
  });
});
