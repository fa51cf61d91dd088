import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../errors";

/** Largest request body the JSON API reads: its requests are small JSON documents. */
const API_BODY_LIMIT = 64 * 1024;
/** Webhook bodies are signed over their raw bytes; their route reads them and applies its own limit. */
const OWN_LIMIT = /^\/api\/webhooks\//;

/** Refuses bodies over the limit with a 413 before anything reads them, however they are sent. */
export function apiBodyLimit(): MiddlewareHandler {
  const limited = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: () => {
      throw new AppError("TOO_LARGE", `The request body must be at most ${API_BODY_LIMIT / 1024} KB`);
    },
  });
  return (c, next) => {
    // Reading the body of the Node adapter's request makes a Fetch API request of it, tied to a signal
    // through a WeakRef that only a full collection clears: a read that declares no body skips it.
    const bodiless =
      ["GET", "HEAD"].includes(c.req.method) &&
      c.req.header("content-length") === undefined &&
      c.req.header("transfer-encoding") === undefined;
    if (OWN_LIMIT.test(c.req.path) || bodiless) return next();
    // Without a Content-Length, Hono's limit copies the request with `new Request(raw)`, which the
    // Node adapter's lightweight request cannot be (a DELETE, an OPTIONS or a chunked POST answered
    // 500): hand it a standard request made from the same parts first.
    if (c.req.raw.body && !c.req.raw.headers.has("content-length")) c.req.raw = standardRequest(c.req.raw);
    return limited(c, next);
  };
}

const standardRequest = (raw: Request) =>
  new Request(raw.url, {
    method: raw.method,
    headers: raw.headers,
    body: raw.body,
    signal: raw.signal,
    duplex: "half",
  } as RequestInit);

/** API answers carry shoppers' data: no shared cache may keep them unless a route says otherwise. */
export const privateByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "private, no-store");
};

/**
 * The auth endpoints the shop uses, by method. Everything else Better Auth offers over HTTP (its
 * admin plugin's user, session and impersonation endpoints, session listing, account changes that
 * skip the shop's own checks) answers 404: the back office works through the shop's guarded services.
 */
const PUBLIC_AUTH_ROUTES: Record<string, RegExp> = {
  GET: /^\/api\/auth\/(get-session|verify-email|reset-password\/[^/]+|ok)$/,
  POST: /^\/api\/auth\/(sign-in\/email|sign-up\/email|sign-out|request-password-reset|reset-password|send-verification-email|change-password)$/,
};

export function isPublicAuthRoute(method: string, path: string): boolean {
  return PUBLIC_AUTH_ROUTES[method]?.test(path) ?? false;
}
