import { withReturnTo } from "../../../lib/return-to";
import { sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../../lib/auth-schemas";
import { SIGN_IN_MESSAGES } from "../../../lib/auth-messages";

export { SIGN_IN_MESSAGES };
import { getDb } from "../../db/client";
import { user } from "./auth-schema";
import { callAuth } from "./auth-calls";
import { ACCOUNT_DISABLED } from "./auth";

export type AccountResult =
  { ok: true; setCookies: string[]; userId?: string } | { ok: false; message: string };

interface Caller {
  request: Request;
  clientIp?: string;
}

/** Sign-in with the spec's mapped messages; the session cookie comes back in setCookies. */
export async function signIn(email: string, password: string, caller: Caller): Promise<AccountResult> {
  const result = await callAuth("/sign-in/email", { email, password }, caller.request, caller.clientIp);
  if (result.ok) {
    const userId = (result.body as { user?: { id?: string } } | null)?.user?.id;
    return { ok: true, setCookies: result.setCookies, userId };
  }
  if (result.code === "ACCOUNT_LOCKED")
    return { ok: false, message: result.message ?? SIGN_IN_MESSAGES.tooMany };
  if (result.status === 429) return { ok: false, message: SIGN_IN_MESSAGES.tooMany };
  if (result.code === "INVALID_EMAIL_OR_PASSWORD") return { ok: false, message: SIGN_IN_MESSAGES.invalid };
  if (result.code === "EMAIL_NOT_VERIFIED") return { ok: false, message: SIGN_IN_MESSAGES.unverified };
  if (result.message === ACCOUNT_DISABLED) return { ok: false, message: ACCOUNT_DISABLED };
  return { ok: false, message: SIGN_IN_MESSAGES.failed };
}

/** Where the verification link lands: sign-in, then back to where the shopper was going. */
export function verifiedLoginPath(returnTo = "/"): string {
  return withReturnTo("/login?verified=1", returnTo);
}

export async function register(
  input: { fullName: string; email: string; password: string },
  caller: Caller,
  returnTo = "/",
): Promise<AccountResult> {
  // Better Auth answers a repeated sign-up as if it worked (to hide who has an account); the spec
  // asks to tell the shopper to sign in instead.
  const [existing] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${input.email.toLowerCase()}`);
  if (existing) return { ok: false, message: SIGN_IN_MESSAGES.exists };
  const result = await callAuth(
    "/sign-up/email",
    {
      name: input.fullName,
      email: input.email,
      password: input.password,
      callbackURL: verifiedLoginPath(returnTo),
    },
    caller.request,
    caller.clientIp,
  );
  if (result.ok) return { ok: true, setCookies: [] };
  if (result.status === 429) return { ok: false, message: SIGN_IN_MESSAGES.tooMany };
  if (result.code?.startsWith("USER_ALREADY_EXISTS")) return { ok: false, message: SIGN_IN_MESSAGES.exists };
  if (result.code === "PASSWORD_POLICY" && result.message) return { ok: false, message: result.message };
  if (result.code?.includes("PASSWORD")) return { ok: false, message: AUTH_MESSAGES.passwordShort };
  return { ok: false, message: SIGN_IN_MESSAGES.createFailed };
}

/** Always answers the same for known and unknown addresses, so it cannot be used to find accounts. */
export async function requestPasswordReset(email: string, caller: Caller): Promise<AccountResult> {
  const result = await callAuth(
    "/request-password-reset",
    { email, redirectTo: "/reset-password" },
    caller.request,
    caller.clientIp,
  );
  if (result.ok) return { ok: true, setCookies: [] };
  if (result.status === 429) return { ok: false, message: SIGN_IN_MESSAGES.tooMany };
  return { ok: false, message: SIGN_IN_MESSAGES.resetFailed };
}

export async function resendVerification(email: string, caller: Caller): Promise<AccountResult> {
  const result = await callAuth(
    "/send-verification-email",
    { email, callbackURL: verifiedLoginPath() },
    caller.request,
    caller.clientIp,
  );
  if (result.ok) return { ok: true, setCookies: [] };
  if (result.status === 429) return { ok: false, message: SIGN_IN_MESSAGES.tooMany };
  return { ok: false, message: "Failed to send the verification email. Please try again." };
}

export async function resetPassword(
  token: string,
  newPassword: string,
  caller: Caller,
): Promise<AccountResult> {
  const result = await callAuth("/reset-password", { token, newPassword }, caller.request, caller.clientIp);
  if (result.ok) return { ok: true, setCookies: [] };
  if (result.status === 429) return { ok: false, message: SIGN_IN_MESSAGES.tooMany };
  if (result.code?.includes("TOKEN")) return { ok: false, message: SIGN_IN_MESSAGES.resetInvalid };
  if (result.code === "PASSWORD_POLICY" && result.message) return { ok: false, message: result.message };
  return { ok: false, message: SIGN_IN_MESSAGES.updateFailed };
}

export async function signOut(caller: Caller): Promise<string[]> {
  const result = await callAuth("/sign-out", {}, caller.request, caller.clientIp);
  return result.setCookies;
}

export const CHANGE_PASSWORD_MESSAGES = {
  changed: "Password changed. You have been signed out on your other devices.",
  wrongCurrent: "Your current password is not correct",
  failed: "Failed to change password. Please try again.",
} as const;

/**
 * Changes the signed-in shopper's password (the one policy applies in the hook) and ends every other
 * session of the account; the new session cookie for this browser comes back in setCookies.
 */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
  caller: Caller,
): Promise<AccountResult> {
  const result = await callAuth(
    "/change-password",
    { currentPassword, newPassword, revokeOtherSessions: true },
    caller.request,
    caller.clientIp,
  );
  if (result.ok) return { ok: true, setCookies: result.setCookies };
  if (result.status === 429) return { ok: false, message: SIGN_IN_MESSAGES.tooMany };
  if (result.code === "INVALID_PASSWORD")
    return { ok: false, message: CHANGE_PASSWORD_MESSAGES.wrongCurrent };
  if (result.code === "PASSWORD_POLICY" && result.message) return { ok: false, message: result.message };
  return { ok: false, message: CHANGE_PASSWORD_MESSAGES.failed };
}
