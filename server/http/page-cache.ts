import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { sendWholeBody } from "./whole-body";
import { publicPagesGeneration } from "../cache/public-pages";

interface Entry {
  body: string;
  nonce: string;
  status: number;
  headers: Record<string, string>;
  expires: number;
  /** The storefront's generation when the page was rendered; a later admin write makes it stale. */
  generation: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
}

// Storefront pages that are the same for every anonymous visitor. Blog posts are left out:
// each view of a post is counted.
const CACHEABLE = /^\/(|shop|products\/[\w-]+|blog|about|privacy|terms|returns|shipping|contact)$/;
// A session, a cart or a one-time message makes the page personal.
const PERSONAL_COOKIE = /(?:^|;\s*)(?:better-auth[^=]*|cart_token|flash)=/;
const KEPT_HEADERS = ["content-type", "cache-control", "content-language"];

/**
 * A short-lived in-process cache of server-rendered pages for anonymous visitors, so a burst of
 * traffic renders each page once per interval. The CSP nonce is swapped for the new request's.
 */
export function pageCache({ ttlMs, maxEntries = 500 }: PageCacheOptions) {
  const cache = new Map<string, Entry>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      ttlMs <= 0 ||
      req.method !== "GET" ||
      !CACHEABLE.test(req.path) ||
      PERSONAL_COOKIE.test(req.get("cookie") ?? "")
    ) {
      return next();
    }
    const key = req.originalUrl;
    const nonce: string = res.locals.cspNonce;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now() && hit.generation === publicPagesGeneration()) {
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "HIT");
      res.status(hit.status);
      sendWholeBody(req, res, Buffer.from(hit.body.replaceAll(hit.nonce, nonce)));
      return;
    }
    if (hit) cache.delete(key);
    const generation = publicPagesGeneration();
    capture(res, (status, sent) => {
      const type = String(res.getHeader("content-type") ?? "");
      if (status !== 200 || res.getHeader("set-cookie") || !type.startsWith("text/html")) return;
      const body = pageText(sent, res.getHeader("content-encoding"));
      if (body === null) return;
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.set(key, { body, nonce, status, headers, expires: Date.now() + ttlMs, generation });
    });
    res.setHeader("X-Page-Cache", "MISS");
    next();
  };
}

/** Passes the response through unchanged while keeping a copy of its body. */
function capture(res: Response, done: (status: number, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (encoding as BufferEncoding) ?? "utf8"),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
    done(res.statusCode, Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response["end"];
}

/**
 * The page as text: a page sent whole was gzipped before it reached the capture (whole-body.ts), one
 * sent as a stream is captured before the compression middleware. null when it cannot be read.
 */
function pageText(sent: Buffer, encoding: unknown): string | null {
  const gzipped = encoding === "gzip" && sent[0] === 0x1f && sent[1] === 0x8b;
  try {
    return (gzipped ? zlib.gunzipSync(sent) : sent).toString("utf8");
  } catch {
    return null;
  }
}
