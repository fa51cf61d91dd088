import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { log } from "../../../log";
import {
  type GatewayState,
  type Notes,
  type PaymentEntity,
  type TestGatewayOptions,
  createOrder,
  createRefund,
} from "./state";
import { queueWebhook } from "./webhooks";

/** Razorpay's error body: { error: { code, description } }. */
export function razorpayError(
  c: Context,
  status: 400 | 401 | 404 | 500,
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

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
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

/** The REST API under /v1: orders, payments and refunds, with Razorpay's shapes and error texts. */
export function restApi(state: GatewayState, options: TestGatewayOptions): Hono {
  const api = new Hono();
  api.use(basicAuth(options));
  api.use(
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => razorpayError(c, 400, "The request body is too large."),
    }),
  );
  api.onError((error, c) => {
    if (error instanceof InvalidInput) return razorpayError(c, 400, error.message, error.field);
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
    const order = createOrder(state, {
      amount,
      currency: "INR",
      receipt: receiptField(body.receipt),
      notes: notesField(body.notes),
    });
    return c.json(order);
  });

  api.get("/orders/:id", (c) => {
    const order = state.orders.get(c.req.param("id"));
    return order ? c.json(order) : unknownId(c);
  });

  api.get("/orders/:id/payments", (c) => {
    const order = state.orders.get(c.req.param("id"));
    if (!order) return unknownId(c);
    const payments = [...state.payments.values()].filter((p) => p.order_id === order.id);
    return c.json(toCollection(payments));
  });

  api.get("/payments/:id", (c) => {
    const payment = state.payments.get(c.req.param("id"));
    return payment ? c.json(payment) : unknownId(c);
  });

  api.get("/payments/:id/refunds", (c) => {
    const payment = state.payments.get(c.req.param("id"));
    if (!payment) return unknownId(c);
    return c.json(toCollection([...state.refunds.values()].filter((r) => r.payment_id === payment.id)));
  });

  api.post("/payments/:id/refund", async (c) => {
    const payment: PaymentEntity | undefined = state.payments.get(c.req.param("id"));
    if (!payment) return unknownId(c);
    const body = await jsonBody(c);
    const requested = body.amount === undefined || body.amount === null ? undefined : body.amount;
    const receipt = receiptField(body.receipt);
    const notes = notesField(body.notes);
    if (!payment.captured) {
      return razorpayError(c, 400, "The payment has not been captured, so it cannot be refunded.");
    }
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) return razorpayError(c, 400, "The payment has been fully refunded already");
    // Razorpay's minimum refund is ₹1, except for whatever is left of the payment.
    const amount = requested === remaining ? remaining : (amountField(requested, false) ?? remaining);
    if (amount > remaining) {
      return razorpayError(
        c,
        400,
        "The total refund amount is greater than the refund payment amount",
        "amount",
      );
    }
    const refund = createRefund(state, payment, { amount, receipt, notes });
    await queueWebhook("refund.processed", { refund, payment });
    return c.json(refund);
  });

  return api;
}
