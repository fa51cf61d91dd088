import { getEnv } from "../../config/env";
import { CLIENT_IP_HEADER, getAuth } from "./auth";

export interface AuthCallResult {
  ok: boolean;
  status: number;
  /** Better Auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD), when it failed. */
  code: string | null;
  message: string | null;
  body: unknown;
  setCookies: string[];
}

/**
 * Calls a Better Auth endpoint through its HTTP handler, as a browser would, so its rate limits,
 * origin checks and cookies apply to our own forms too.
 */
export async function callAuth(
  path: string,
  body: Record<string, unknown> | null,
  request: Request,
  clientIp: string | undefined,
): Promise<AuthCallResult> {
  const appUrl = getEnv().appUrl;
  const headers = new Headers({ origin: appUrl, "content-type": "application/json" });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  const response = await getAuth().handler(
    new Request(`${appUrl}/api/auth${path}`, {
      method: body === null ? "GET" : "POST",
      headers,
      body: body === null ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  const error = (parsed && typeof parsed === "object" ? parsed : {}) as { code?: string; message?: string };
  return {
    ok: response.ok,
    status: response.status,
    code: response.ok ? null : (error.code ?? (response.status === 429 ? "RATE_LIMITED" : null)),
    message: response.ok ? null : (error.message ?? null),
    body: parsed,
    setCookies: response.headers.getSetCookie(),
  };
}
