import { singleton } from "../../singleton";
import { getAuth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/**
 * Sessions verified in the last few seconds, by their exact auth cookies. Checking a signed session
 * cookie costs more than the rest of a small request; a shopper clicking through checkout sends the
 * same cookies again and again. Sign-out changes the cookies, so it is never served from here; a
 * deactivation or role change reaches other open sessions once the session cookie cache (60 s) and
 * this memo have both expired.
 */
const recent = singleton("verified-sessions", () => new Map<string, { user: SessionUser; until: number }>());
const MEMO_MS = 10_000;
const MEMO_LIMIT = 10_000;

const authCookies = (header: string) =>
  header
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c.startsWith("better-auth.") || c.startsWith("__Secure-better-auth."))
    .sort()
    .join("; ");

/** The signed-in user of a request, or null; a broken or expired session counts as signed out. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const cookies = authCookies(request.headers.get("cookie") ?? "");
  if (!cookies) return null;
  const now = Date.now();
  const memo = recent.get(cookies);
  if (memo && memo.until > now) return memo.user;
  const user = await verifySession(request);
  if (memo) recent.delete(cookies);
  if (user) {
    if (recent.size >= MEMO_LIMIT) recent.delete(recent.keys().next().value as string);
    recent.set(cookies, { user, until: now + MEMO_MS });
  }
  return user;
}

/** Forgets every verified session, so the next request of each is checked in full. */
export function forgetVerifiedSessions(): void {
  recent.clear();
}

async function verifySession(request: Request): Promise<SessionUser | null> {
  try {
    const session = await getAuth().api.getSession({ headers: request.headers });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string; isActive?: boolean };
    if (user.isActive === false) return null;
    return { id: user.id, email: user.email, name: user.name, role: user.role ?? "customer" };
  } catch {
    return null;
  }
}
