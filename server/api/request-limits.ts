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
  return (c, next) => (OWN_LIMIT.test(c.req.path) ? next() : limited(c, next));
}

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
