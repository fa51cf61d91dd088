import { createHmac, timingSafeEqual } from "node:crypto";

/** A Razorpay order as the Orders API returns it (amounts in paise). */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}

/**
 * The Razorpay REST API (https://razorpay.com/docs/api/) reached through a fetch function, so
 * the same client talks to api.razorpay.com with real keys and to the local test gateway without.
 */
export interface GatewayConnection {
  mode: "live" | "test";
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Base URL of the REST API, e.g. https://api.razorpay.com/v1 */
  apiBase: string;
  fetch: (request: Request) => Promise<Response>;
}

/** HMAC-SHA256 hex of a message, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(expectedHex: string, given: string | null | undefined): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, "hex");
  const b = Buffer.from(given, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's success signature: HMAC of "{razorpay_order_id}|{razorpay_payment_id}" with the key secret. */
export function paymentSignature(keySecret: string, razorpayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${razorpayOrderId}|${paymentId}`);
}
