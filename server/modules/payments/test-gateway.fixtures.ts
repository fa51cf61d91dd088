/**
 * Shared setup for the test gateway's test files (not a test file itself): one fake gateway per
 * test file, a Razorpay client connection to it, and helpers for its hosted checkout.
 */
import { expect } from "vitest";
import { type GatewayConnection } from "./gateway";
import { GatewayError, createGatewayOrder } from "./razorpay-client";
import { createTestGateway } from "./test-gateway";

export const options = {
  keyId: "rzp_test_fake",
  keySecret: "fake-key-secret",
  webhookSecret: "fake-webhook-secret",
};
export const gateway = createTestGateway(options);
export const conn: GatewayConnection = {
  mode: "test",
  ...options,
  apiBase: "http://gateway.test/test-gateway/v1",
  fetch: gateway.fetch,
};
const BASE = "http://gateway.test/test-gateway";

export const newOrder = (amount = 249900, receipt = "DT-1001") =>
  createGatewayOrder(conn, { amount, currency: "INR", receipt, notes: { shopOrder: receipt } });

export const checkoutPage = (orderId: string, query: Record<string, string>) =>
  gateway.fetch(new Request(`${BASE}/checkout/${orderId}?${new URLSearchParams(query)}`));

export const post = (orderId: string, action: "pay" | "fail" | "dismiss", fields: Record<string, string>) =>
  gateway.fetch(
    new Request(`${BASE}/checkout/${orderId}/${action}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
  );

export const links = { callback: "/checkout/return?order=DT-1001", cancel: "/checkout?cancelled=1" };

export function locationOf(response: Response): URL {
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
  return new URL(location, "http://shop.test");
}

export async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}
