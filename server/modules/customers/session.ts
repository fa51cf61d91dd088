import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, queryPreparedRows } from "../../db/client";
import { getAuth, getAuthSecret, SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  /** When the session was last refreshed by a request (at most every few minutes while in use). */
  activeAt: Date;
}

const SESSION_COOKIES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/** The session token of a signed session cookie, or null when there is none or its signature is wrong. */
export function signedSessionToken(cookieHeader: string, secret: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || !SESSION_COOKIES.includes(part.slice(0, eq).trim())) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

interface SessionRow {
  id: string;
  email: string;
  name: string;
  role: string;
  is_active: boolean;
  expires_at: Date | string;
  updated_at: Date | string;
}

/**
 * The signed-in user of a request, or null; a broken, expired or ended session counts as signed out.
 * Every request reads the session row (one indexed query), so signing out, a password reset or a
 * deactivation ends every copy of the cookies at once; no signed copy of the session is trusted.
 * A page's loaders ask at the same moment (the back office's layout and the page each check their
 * user): asks for a token made in the same turn of the event loop share one read.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = signedSessionToken(request.headers.get("cookie") ?? "", getAuthSecret());
  if (!token) return Promise.resolve(null);
  let read = readsInFlight.get(token);
  if (!read) {
    const started = readSessionUser(token, request.headers);
    read = started;
    readsInFlight.set(token, started);
    // Shared until it is answered, and only with asks made in this same turn of the event loop: a
    // request that comes later reads afresh, so it sees a sign-out, deactivation or role change that
    // committed in between.
    const forget = () => {
      if (readsInFlight.get(token) === started) readsInFlight.delete(token);
    };
    setImmediate(forget);
    started.then(forget, forget);
  }
  return read.then((user) => user && { ...user });
}

const readsInFlight = new Map<string, Promise<SessionUser | null>>();

async function readSessionUser(token: string, headers: Headers): Promise<SessionUser | null> {
  const [row] = await queryPreparedRows<SessionRow>(
    getDb(),
    "session_user",
    sql`select u.id, u.email, u.full_name as name, u.role, u.is_active, s.expires_at, s.updated_at
        from "session" s join "user" u on u.id = s.user_id
        where s.token = ${token} and s.expires_at > now()`,
  );
  if (!row || !row.is_active) return null;
  // Better Auth slides the expiry forward once the session is older than its update age.
  const refreshDue =
    new Date(row.expires_at).getTime() - (SESSION_EXPIRES_IN_S - SESSION_UPDATE_AGE_S) * 1000;
  if (refreshDue <= Date.now())
    await getAuth()
      .api.getSession({ headers })
      .catch(() => null);
  return { id: row.id, email: row.email, name: row.name, role: row.role, activeAt: new Date(row.updated_at) };
}
