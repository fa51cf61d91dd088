import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";
import type { ApiEnv } from "./api-env";

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
 * Fixed-window request counter per client address, kept in this process's memory. The address is the
 * one the HTTP entry worked out from the socket and the trusted proxies, never a header as sent.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<ApiEnv> {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = c.env?.clientIp || UNKNOWN;
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
