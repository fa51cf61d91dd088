import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

export interface RateLimitOptions {
  /** Requests allowed per client address in each window. */
  limit: number;
  /** Requests allowed per window, shared, from clients whose address is unknown. */
  unknownClientLimit: number;
  windowMs: number;
  message: string;
}

const UNKNOWN = "unknown";
const MAX_TRACKED = 10_000;

/**
 * The client address as the nearest proxy saw it: the last X-Forwarded-For entry (earlier entries are
 * whatever the client claims). The JSON API receives a plain Request, so without a proxy there is none.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || UNKNOWN;
}

/** Fixed-window request counter per client address, kept in this process's memory. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = clientAddress(c.req.raw.headers);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= MAX_TRACKED) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        if (windows.size >= MAX_TRACKED) windows.clear();
      }
      window = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > (key === UNKNOWN ? options.unknownClientLimit : options.limit)) {
      c.header("Retry-After", String(Math.ceil((window.resetAt - now) / 1000)));
      throw new AppError("RATE_LIMITED", options.message);
    }
    await next();
  };
}
