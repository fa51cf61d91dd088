import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { log } from "../../../log";
import { type Notes, type PaymentEntity, type TestGatewayOptions } from "./entities";
import {
  createOrder,
  getOrder,
  getPayment,
  listOrderPayments,
  listPaymentRefunds,
  refundPayment,
} from "./state";

/** The largest request body the API reads; Razorpay's own requests are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Razorpay's error body: { error: { code, description } }. */
export function razorpayError(
  c: Context,
  status: 400 | 401 | 404 | 413 | 415 | 500,
  description: string,
  field?: string,
) {
  const code = status === 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR";
  return c.json({ error: { code, description, ...(field ? { field } : {}) } }, status);
}

class InvalidInput extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** HTTP Basic auth with key id and key secret, as api.razorpay.com requires. */
function basicAuth(options: TestGatewayOptions): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
    const decoded = match ? Buffer.from(match[1], "base64").toString("utf8") : "";
    const colon = decoded.indexOf(":");
    // Both comparisons always run, so timing says nothing about which part was wrong.
    const idOk = sameSecret(decoded.slice(0, Math.max(colon, 0)), options.keyId);
    const secretOk = sameSecret(decoded.slice(colon + 1), options.keySecret);
    if (colon <= 0 || !idOk || !secretOk)
      return c.json({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }, 401);
    await next();
  };
}

class UnsupportedMediaType extends Error {}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
    throw new UnsupportedMediaType("The request body must be JSON, sent as Content-Type: application/json.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidInput("The request body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInput("The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

function amountField(value: unknown, required: boolean): number | undefined {
  if (value === undefined || value === null) {
    if (required) throw new InvalidInput("The amount field is required.", "amount");
    return undefined;
  }
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new InvalidInput("The amount must be an integer.", "amount");
  }
  if (value < 100) throw new InvalidInput("The amount must be atleast INR 1.00", "amount");
  return value;
}

function receiptField(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new InvalidInput("The receipt must be a string.", "receipt");
  if (value.length > 40)
    throw new InvalidInput("The receipt may not be greater than 40 characters.", "receipt");
  return value;
}

function notesField(value: unknown): Notes | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new InvalidInput("The notes must be a key-value object.", "notes");
  }
  const entries = Object.entries(value);
  if (entries.length > 15) throw new InvalidInput("The notes may not have more than 15 items.", "notes");
  const notes: Notes = {};
  for (const [key, note] of entries) {
    if (!["string", "number", "boolean"].includes(typeof note) || String(note).length > 256) {
      throw new InvalidInput("Each note must be text of at most 256 characters.", "notes");
    }
    notes[key] = String(note);
  }
  return notes;
}

function toCollection<T>(items: T[]) {
  return { entity: "collection", count: items.length, items };
}

/** The refund amount Razorpay would accept for this payment, or an error with its text. */
function refundAmount(payment: PaymentEntity, requested: unknown): number {
  if (!payment.captured) {
    throw new InvalidInput("The payment has not been captured, so it cannot be refunded.");
  }
  const remaining = payment.amount - payment.amount_refunded;
  if (remaining <= 0) throw new InvalidInput("The payment has been fully refunded already");
  // Razorpay's minimum refund is ₹1, except for whatever is left of the payment.
  const amount = requested === remaining ? remaining : (amountField(requested, false) ?? remaining);
  if (amount > remaining) {
    throw new InvalidInput("The total refund amount is greater than the refund payment amount", "amount");
  }
  return amount;
}

/** The REST API under /v1: orders, payments and refunds, with Razorpay's shapes and error texts. */
export function restApi(options: TestGatewayOptions): Hono {
  const api = new Hono();
  api.use(basicAuth(options));
  api.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        razorpayError(
          c,
          413,
          `The request body is too large: at most ${MAX_BODY_BYTES / 1024} KB is accepted.`,
        ),
    }),
  );
  api.onError((error, c) => {
    if (error instanceof InvalidInput) return razorpayError(c, 400, error.message, error.field);
    if (error instanceof UnsupportedMediaType) return razorpayError(c, 415, error.message);
    // Only the route and the error: request bodies and headers may carry keys.
    log.error(`test gateway ${c.req.method} ${c.req.path} failed`, error);
    return razorpayError(c, 500, "The server encountered an error.");
  });
  const unknownId = (c: Context) => razorpayError(c, 400, "The id provided does not exist");

  api.post("/orders", async (c) => {
    const body = await jsonBody(c);
    const amount = amountField(body.amount, true)!;
    if (body.currency === undefined) throw new InvalidInput("The currency field is required.", "currency");
    if (body.currency !== "INR") throw new InvalidInput("Currency is not supported", "currency");
    const order = await createOrder({
      amount,
      currency: "INR",
      receipt: receiptField(body.receipt),
      notes: notesField(body.notes),
    });
    return c.json(order);
  });

  api.get("/orders/:id", async (c) => {
    const order = await getOrder(c.req.param("id"));
    return order ? c.json(order) : unknownId(c);
  });

  api.get("/orders/:id/payments", async (c) => {
    const order = await getOrder(c.req.param("id"));
    if (!order) return unknownId(c);
    return c.json(toCollection(await listOrderPayments(order.id)));
  });

  api.get("/payments/:id", async (c) => {
    const payment = await getPayment(c.req.param("id"));
    return payment ? c.json(payment) : unknownId(c);
  });

  api.get("/payments/:id/refunds", async (c) => {
    const payment = await getPayment(c.req.param("id"));
    if (!payment) return unknownId(c);
    return c.json(toCollection(await listPaymentRefunds(payment.id)));
  });

  api.post("/payments/:id/refund", async (c) => {
    const paymentId = c.req.param("id");
    if (!(await getPayment(paymentId))) return unknownId(c);
    const body = await jsonBody(c);
    const requested = body.amount === undefined || body.amount === null ? undefined : body.amount;
    const receipt = receiptField(body.receipt);
    const notes = notesField(body.notes);
    const refund = await refundPayment(paymentId, { receipt, notes }, (payment) =>
      refundAmount(payment, requested),
    );
    return refund ? c.json(refund) : unknownId(c);
  });

  return api;
}
