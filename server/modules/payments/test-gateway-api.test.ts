import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { createGatewayOrder, fetchGatewayPayment, refundGatewayPayment } from "./razorpay-client";
import {
  conn,
  gateway,
  gatewayError,
  links,
  locationOf,
  newOrder,
  options,
  post,
} from "./test-gateway.fixtures";

withTestDatabase();

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
