import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

function run(secure: boolean, requestId?: string) {
  const headers: Record<string, string> = {};
  const res = { locals: {} as Record<string, string>, setHeader: (k: string, v: string) => (headers[k] = v) };
  const req = { secure, get: (name: string) => (name === "x-request-id" ? requestId : undefined) };
  let called = false;
  securityHeaders({ dev: false })(
    req as unknown as Request,
    res as unknown as Response,
    (() => {
      called = true;
    }) as NextFunction,
  );
  return { headers, locals: res.locals, called };
}

describe("security headers", () => {
  it("are set on every response with a fresh nonce and request id", () => {
    const a = run(false);
    const b = run(false);
    expect(a.called).toBe(true);
    expect(a.headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(a.headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(a.headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(a.headers["Content-Security-Policy"]).toContain(`'nonce-${a.locals.cspNonce}'`);
    expect(a.locals.cspNonce).not.toBe(b.locals.cspNonce);
    expect(a.headers["X-Request-Id"]).toMatch(/^[0-9a-f]{16}$/);
  });

  it("draw nonces of 16 random bytes, none repeated, past the random pool's refills", () => {
    const nonces = Array.from({ length: 600 }, () => run(false).locals.cspNonce as string);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(nonces.every((n) => Buffer.from(n, "base64").length === 16)).toBe(true);
  });

  it("add HSTS only over https", () => {
    expect(run(false).headers["Strict-Transport-Security"]).toBeUndefined();
    expect(run(true).headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("keep a sane incoming request id and replace a hostile one", () => {
    expect(run(false, "lb-7f3a9c21").headers["X-Request-Id"]).toBe("lb-7f3a9c21");
    expect(run(false, "<script>alert(1)</script>").headers["X-Request-Id"]).toMatch(/^[0-9a-f]{16}$/);
  });

  it("allow inline scripts only in development", () => {
    const scriptSrc = (dev: boolean) =>
      contentSecurityPolicy("n", { dev })
        .split("; ")
        .find((d) => d.startsWith("script-src"));
    expect(scriptSrc(false)).toBe("script-src 'self' 'nonce-n'");
    expect(scriptSrc(true)).toContain("'unsafe-inline'");
    expect(contentSecurityPolicy("n", { dev: false })).toMatch(/script-src 'self' 'nonce-n'(;|$)/);
    expect(contentSecurityPolicy("n", { dev: true })).toContain("'unsafe-eval'");
  });
});
