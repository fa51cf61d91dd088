import type { NextFunction, Request, Response } from "express";
import { publicOrigin } from "./origin";

/** Paths that other sites may post to on purpose (payment provider webhooks carry their own signature). */
const EXEMPT = /^\/api\/webhooks\//;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "This form was sent from another site and has been refused.";

/**
 * Refuses state-changing requests sent by another site: the browser's Origin header (or, failing
 * that, Sec-Fetch-Site) must say the request comes from this shop's public origin, the same origin
 * the page router is given, so both checks agree behind a proxy. SameSite=Lax cookies already stop
 * most of these; this closes the rest (older browsers, top-level POST forms).
 */
export function csrfProtection(configuredOrigin: string | undefined) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || EXEMPT.test(req.path)) return next();
    const origin = req.get("origin");
    const sameSite = origin
      ? origin === publicOrigin(req, configuredOrigin)
      : !["cross-site", "same-site"].includes(req.get("sec-fetch-site") ?? "");
    if (sameSite) return next();
    res.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
