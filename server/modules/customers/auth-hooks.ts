import { createHash, randomUUID } from "node:crypto";
import type { InternalAdapter } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import { passwordPolicyError } from "../../../lib/auth-schemas";
import { type Database, queryRows } from "../../db/client";
import { rateLimit } from "./auth-schema";

/** Failed sign-ins one account may have within the window before it is locked for a window. */
export const SIGN_IN_LOCK = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export const ACCOUNT_LOCKED_MESSAGE =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.";

/** Where each Better Auth path that sets a password carries it (docs/decisions/009). */
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

const field = (body: unknown, name: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;

/** The rate_limit key counting failed sign-ins of one e-mail address. */
export function signInFailureKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  // An address longer than any real one still gets a counter, of bounded size.
  const id = normalised.length <= 254 ? normalised : createHash("sha256").update(normalised).digest("hex");
  return `signin-failure:${id}`;
}

/**
 * Better Auth's own `hooks`: one password policy on every path that sets a password, and a lock on an
 * account after repeated failed sign-ins (counted in the database, so every server process agrees).
 */
export function authHooks(db: Database) {
  const failures = signInFailures(db);
  return {
    before: createAuthMiddleware(async (ctx) => {
      const name = PASSWORD_FIELDS[ctx.path];
      if (name) requirePasswordPolicy(field(ctx.body, name));
      if (ctx.path === "/reset-password") {
        // Whoever holds a valid reset link owns the mailbox: the lock must not keep them out after it.
        const token = field(ctx.body, "token") ?? field(ctx.query, "token");
        const owner = await resetLinkOwner(ctx.context.internalAdapter, token);
        if (owner) await failures.clear(signInFailureKey(owner));
      }
      if (ctx.path === "/sign-in/email") {
        const email = field(ctx.body, "email");
        // The attempt is counted before the password is checked, so a burst of parallel guesses
        // cannot slip past the limit; `after` gives it back when it was not a wrong password.
        if (typeof email === "string") await failures.requireUnlocked(signInFailureKey(email));
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const email = field(ctx.body, "email");
      if (ctx.path !== "/sign-in/email" || typeof email !== "string") return;
      const returned: unknown = ctx.context.returned;
      if (!isAPIError(returned)) await failures.clear(signInFailureKey(email));
      else if ((returned.body as { code?: string } | undefined)?.code !== "INVALID_EMAIL_OR_PASSWORD")
        await failures.giveBack(signInFailureKey(email));
    }),
  };
}

function requirePasswordPolicy(password: unknown): void {
  // Not a string: Better Auth's own body check refuses it.
  const message = typeof password === "string" ? passwordPolicyError(password) : null;
  if (message) throw new APIError("BAD_REQUEST", { message, code: "PASSWORD_POLICY" });
}

/** The e-mail address of the account a reset token belongs to, while the token is valid. */
async function resetLinkOwner(adapter: InternalAdapter, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || !token) return null;
  const verification = await adapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  return (await adapter.findUserById(verification.value))?.email ?? null;
}

/**
 * Counters in Better Auth's rate_limit table (no migration needed), one row per address. The
 * `last_request` column holds when the current window or lock ENDS: Better Auth prunes rows whose
 * last_request is a few minutes old, which would otherwise cut a 15-minute lock short.
 */
function signInFailures(db: Database) {
  const { maxFailures, windowMs } = SIGN_IN_LOCK;
  return {
    /** Counts one attempt in one statement (a window that has ended starts again at 1). */
    async requireUnlocked(key: string): Promise<void> {
      const now = Date.now();
      const [row] = await queryRows<{ count: number; until: string | number }>(
        db,
        sql`insert into ${rateLimit} (id, key, count, last_request)
            values (${randomUUID()}, ${key}, 1, ${now + windowMs})
            on conflict (key) do update set
              count = case when ${rateLimit}.last_request <= ${now}::bigint then 1
                           else ${rateLimit}.count + 1 end,
              last_request = case
                when ${rateLimit}.last_request <= ${now}::bigint then ${now + windowMs}::bigint
                -- The attempt that reaches the limit starts the lock.
                when ${rateLimit}.count + 1 = ${maxFailures}::int then ${now + windowMs}::bigint
                else ${rateLimit}.last_request end
            returning count, last_request as until`,
      );
      if (Number(row.count) <= maxFailures) return;
      const retryAfter = Math.max(1, Math.ceil((Number(row.until) - Date.now()) / 1000));
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: ACCOUNT_LOCKED_MESSAGE, code: "ACCOUNT_LOCKED" },
        { "Retry-After": String(retryAfter) },
      );
    },
    async giveBack(key: string): Promise<void> {
      await db.execute(sql`update ${rateLimit} set count = count - 1 where key = ${key} and count > 0`);
    },
    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from ${rateLimit} where key = ${key}`);
    },
  };
}
