import type { NextFunction, Request, Response } from "express";

/** Paths that other sites may post to on purpose (payment provider webhooks carry their own signature). */
const EXEMPT = /^\/api\/webhooks\//;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site: the browser's Origin header (or, failing
 * that, Sec-Fetch-Site) must say the request comes from this shop. SameSite=Lax cookies already stop
 * most of these; this closes the rest (older browsers, top-level POST forms).
 */
export function csrfProtection(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || EXEMPT.test(req.path)) return next();
    const origin = req.get("origin");
    const host = `${req.protocol}://${req.get("host")}`;
    const sameSite = origin
      ? origin === host || allowed.has(origin)
      : !["cross-site", "same-site"].includes(req.get("sec-fetch-site") ?? "");
    if (sameSite) return next();
    res.status(403).type("text/plain").send("This form was sent from another site and has been refused.");
  };
}
