/**
 * The few Razorpay REST calls the shop makes (https://razorpay.com/docs/api/), through
 * `conn.fetch`, so the same code talks to api.razorpay.com and to the local test gateway.
 */
import type { GatewayConnection, GatewayOrder, GatewayRefund } from "./gateway";

const TIMEOUT_MS = 15_000;

/** A failed Razorpay call: HTTP status and Razorpay's { error: { code, description } }; status 0 when unreachable. */
export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Razorpay ${status === 0 ? "unreachable" : `HTTP ${status}`}: ${code}: ${description}`);
  }
}

/** The payment fields the shop reads (amounts in paise). */
export interface GatewayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  method: string | null;
}

type Json = Record<string, unknown>;

function basicAuth(conn: GatewayConnection): string {
  return `Basic ${Buffer.from(`${conn.keyId}:${conn.keySecret}`, "utf8").toString("base64")}`;
}

/** Rejects when the signal fires even if conn.fetch ignores it (an in-process fake does). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function networkError(error: unknown): GatewayError {
  const timedOut = (error as { name?: unknown } | null)?.name === "TimeoutError";
  return new GatewayError(
    0,
    "NETWORK_ERROR",
    timedOut ? `Razorpay did not answer within ${TIMEOUT_MS / 1000} seconds` : "Could not reach Razorpay",
  );
}

async function call(
  conn: GatewayConnection,
  method: "GET" | "POST",
  path: string,
  body?: Json,
): Promise<Json> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const headers = new Headers({ Authorization: basicAuth(conn), Accept: "application/json" });
  if (body) headers.set("Content-Type", "application/json");
  const request = new Request(`${conn.apiBase.replace(/\/+$/, "")}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal,
  });

  let status: number;
  let text: string;
  try {
    const response = await untilAborted(conn.fetch(request), signal);
    status = response.status;
    text = await untilAborted(response.text(), signal);
  } catch (error) {
    throw networkError(error);
  }

  let parsed: unknown;
  try {
    parsed = text === "" ? {} : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const json = typeof parsed === "object" && parsed !== null ? (parsed as Json) : undefined;

  if (status < 200 || status > 299) {
    const error = (json?.error ?? {}) as { code?: unknown; description?: unknown };
    throw new GatewayError(
      status,
      typeof error.code === "string" ? error.code : "HTTP_ERROR",
      typeof error.description === "string" ? error.description : `Razorpay answered HTTP ${status}`,
    );
  }
  if (!json)
    throw new GatewayError(status, "INVALID_RESPONSE", "Razorpay answered with something that is not JSON");
  return json;
}

function requireFields(json: Json, fields: Record<string, "string" | "number">): void {
  for (const [field, type] of Object.entries(fields)) {
    if (typeof json[field] !== type) {
      throw new GatewayError(200, "INVALID_RESPONSE", `Razorpay's answer has no valid ${field}`);
    }
  }
}

const stringOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** POST /orders: an order for `amount` paise that Checkout then collects. */
export async function createGatewayOrder(
  conn: GatewayConnection,
  input: { amount: number; currency: string; receipt: string; notes?: Record<string, string> },
): Promise<GatewayOrder> {
  const json = await call(conn, "POST", "/orders", {
    amount: input.amount,
    currency: input.currency,
    receipt: input.receipt,
    ...(input.notes ? { notes: input.notes } : {}),
  });
  requireFields(json, { id: "string", amount: "number", currency: "string", status: "string" });
  return {
    id: json.id as string,
    amount: json.amount as number,
    currency: json.currency as string,
    receipt: typeof json.receipt === "string" ? json.receipt : input.receipt,
    status: json.status as string,
  };
}

/** GET /payments/{id} */
export async function fetchGatewayPayment(
  conn: GatewayConnection,
  paymentId: string,
): Promise<GatewayPayment> {
  const json = await call(conn, "GET", `/payments/${encodeURIComponent(paymentId)}`);
  requireFields(json, { id: "string", amount: "number", currency: "string", status: "string" });
  return {
    id: json.id as string,
    order_id: stringOrNull(json.order_id),
    amount: json.amount as number,
    currency: json.currency as string,
    status: json.status as string,
    method: stringOrNull(json.method),
  };
}

/** POST /payments/{id}/refund: refunds `amount` paise of a captured payment. */
export async function refundGatewayPayment(
  conn: GatewayConnection,
  paymentId: string,
  input: { amount: number; receipt: string; notes?: Record<string, string> },
): Promise<GatewayRefund> {
  const json = await call(conn, "POST", `/payments/${encodeURIComponent(paymentId)}/refund`, {
    amount: input.amount,
    receipt: input.receipt,
    ...(input.notes ? { notes: input.notes } : {}),
  });
  requireFields(json, { id: "string", payment_id: "string", amount: "number", status: "string" });
  return {
    id: json.id as string,
    payment_id: json.payment_id as string,
    amount: json.amount as number,
    status: json.status as string,
  };
}
