import type { Request } from "express";

/**
 * The shop's public origin for this request: the configured APP_URL when there is one (behind a proxy
 * the Host header is the proxy's business), otherwise the origin the request came in on as the
 * trusted proxies report it.
 */
export function publicOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured;
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return `${req.protocol}://localhost`;
  }
}
