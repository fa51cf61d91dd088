import { describe, expect, it } from "vitest";
import type { GatewayConnection } from "./gateway";
import {
  GatewayError,
  createGatewayOrder,
  fetchGatewayPayment,
  refundGatewayPayment,
} from "./razorpay-client";

function connection(fetch: GatewayConnection["fetch"]): GatewayConnection {
  return {
    mode: "live",
    keyId: "rzp_live_key",
    keySecret: "live-secret",
    webhookSecret: "hook-secret",
    apiBase: "https://api.razorpay.example/v1/",
    fetch,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe("Razorpay client", () => {
  it("sends JSON with Basic auth and a timeout signal", async () => {
    const seen: Request[] = [];
    const conn = connection(async (request) => {
      seen.push(request);
      return json({
        id: "order_ABCDEFGHIJKLMN",
        entity: "order",
        amount: 5000,
        currency: "INR",
        receipt: "R1",
        status: "created",
      });
    });
    const order = await createGatewayOrder(conn, {
      amount: 5000,
      currency: "INR",
      receipt: "R1",
      notes: { a: "b" },
    });
    expect(order).toEqual({
      id: "order_ABCDEFGHIJKLMN",
      amount: 5000,
      currency: "INR",
      receipt: "R1",
      status: "created",
    });
    const [request] = seen;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://api.razorpay.example/v1/orders");
    expect(request.headers.get("authorization")).toBe(
      `Basic ${Buffer.from("rzp_live_key:live-secret").toString("base64")}`,
    );
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.signal).toBeInstanceOf(AbortSignal);
    expect(await request.json()).toEqual({ amount: 5000, currency: "INR", receipt: "R1", notes: { a: "b" } });
  });

  it("reads payments and refunds", async () => {
    const conn = connection(async (request) =>
      request.method === "GET"
        ? json({
            id: "pay_1",
            entity: "payment",
            order_id: "order_1",
            amount: 100,
            currency: "INR",
            status: "captured",
            method: "upi",
            email: "x",
          })
        : json({
            id: "rfnd_1",
            entity: "refund",
            payment_id: "pay_1",
            amount: 100,
            currency: "INR",
            status: "processed",
          }),
    );
    expect(await fetchGatewayPayment(conn, "pay_1")).toEqual({
      id: "pay_1",
      order_id: "order_1",
      amount: 100,
      currency: "INR",
      status: "captured",
      method: "upi",
    });
    expect(await refundGatewayPayment(conn, "pay_1", { amount: 100, receipt: "RF-1" })).toEqual({
      id: "rfnd_1",
      payment_id: "pay_1",
      amount: 100,
      status: "processed",
    });
  });

  it("turns Razorpay's error body into a GatewayError", async () => {
    const conn = connection(async () =>
      json({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }, 400),
    );
    const error = await rejection(fetchGatewayPayment(conn, "pay_x"));
    expect(error).toMatchObject({
      status: 400,
      code: "BAD_REQUEST_ERROR",
      description: "The id provided does not exist",
    });
    expect(error.message).not.toContain("live-secret");

    const html = await rejection(
      fetchGatewayPayment(
        connection(async () => new Response("<h1>Bad gateway</h1>", { status: 502 })),
        "pay_x",
      ),
    );
    expect(html).toMatchObject({ status: 502, code: "HTTP_ERROR" });
  });

  it("reports network errors and timeouts as status 0 NETWORK_ERROR", async () => {
    const down = await rejection(
      fetchGatewayPayment(
        connection(async () => {
          throw new TypeError("fetch failed");
        }),
        "pay_x",
      ),
    );
    expect(down).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    const slow = await rejection(
      fetchGatewayPayment(
        connection(async () => {
          throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
        }),
        "pay_x",
      ),
    );
    expect(slow).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(slow.description).toMatch(/15 seconds/);
  });
});
