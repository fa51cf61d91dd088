import { randomFillSync } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityOptions {
  dev: boolean;
  /** Extra origins allowed for images (e.g. an S3 public URL). */
  imageOrigins?: string[];
  /** Real Razorpay keys are configured: allow its Standard Checkout script and frames. */
  razorpay?: boolean;
}

const RAZORPAY = {
  script: " https://checkout.razorpay.com",
  frame: " https://api.razorpay.com https://checkout.razorpay.com",
  connect: " https://api.razorpay.com https://lumberjack.razorpay.com",
};

/** Builds the Content-Security-Policy for one response; scripts run only with this request's nonce. */
export function contentSecurityPolicy(
  nonce: string,
  { dev, imageOrigins = [], razorpay = false }: SecurityOptions,
): string {
  const rp = razorpay ? RAZORPAY : { script: "", frame: "", connect: "" };
  const scripts =
    (dev ? `'self' 'nonce-${nonce}' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`) + rp.script;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imageOrigins.join(" ")}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}${rp.connect}`,
    `frame-src 'self'${rp.frame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** Random bytes drawn a few kilobytes at a time: one call to the system's generator per 200 requests or so. */
const randomPool = Buffer.alloc(4096);
let randomUsed = randomPool.length;

function randomText(bytes: number, encoding: "base64" | "hex"): string {
  if (randomUsed + bytes > randomPool.length) {
    randomFillSync(randomPool);
    randomUsed = 0;
  }
  const text = randomPool.toString(encoding, randomUsed, randomUsed + bytes);
  randomUsed += bytes;
  return text;
}

/** Sets the security headers on every response and gives the request an id and a CSP nonce. */
export function securityHeaders(options: SecurityOptions) {
  // The policy is the same but for the nonce: written once, around a marker.
  const [policyStart, policyEnd] = contentSecurityPolicy("\0", options).split("\0");
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomText(16, "base64");
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomText(8, "hex");
    res.locals.cspNonce = nonce;
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.setHeader("Content-Security-Policy", policyStart + nonce + policyEnd);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
