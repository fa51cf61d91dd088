import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { runDueJobs } from "../jobs/service";
import { listOutbox } from "../mail/service";
import { AUTH_MESSAGES } from "../../../lib/auth-schemas";
import { callAuth } from "./auth-calls";
import { ACCOUNT_LOCKED_MESSAGE } from "./auth-hooks";
import { user } from "./auth-schema";
import { register, requestPasswordReset, resetPassword, SIGN_IN_MESSAGES, signIn } from "./service";

withTestDatabase();

const caller = () => ({ request: new Request("http://localhost/login"), clientIp: "203.0.113.7" });
const PASSWORD = "Krishna@123";

async function lastLink(to: string, pattern: RegExp): Promise<string> {
  await runDueJobs();
  const [mail] = await listOutbox({ to });
  const match = pattern.exec(mail?.text ?? "");
  if (!match) throw new Error(`no link in the mail to ${to}`);
  return match[0];
}

describe("accounts", () => {
  it("register, get the verification e-mail, verify and sign in", async () => {
    const email = "asha@example.com";
    expect(await register({ fullName: "Asha Verma", email, password: PASSWORD }, caller())).toEqual({
      ok: true,
      setCookies: [],
    });
    expect(await signIn(email, PASSWORD, caller())).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.unverified,
    });
    const link = await lastLink(email, /http:\/\/localhost:\d+\/api\/auth\/verify-email\?\S+/);
    const verify = await callAuth(
      new URL(link).pathname.replace("/api/auth", "") + new URL(link).search,
      null,
      new Request("http://x"),
      undefined,
    );
    expect([200, 302]).toContain(verify.status);
    const [row] = await getDb().select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ emailVerified: true, role: "customer", isActive: true, name: "Asha Verma" });
    const ok = await signIn(email, PASSWORD, caller());
    expect(ok.ok).toBe(true);
    expect(ok.ok && ok.setCookies.join(";")).toMatch(/better-auth\.session_token=.*HttpOnly.*SameSite=Lax/i);
  });

  it("answers a wrong password and an existing address with the spec's messages", async () => {
    expect(await signIn("asha@example.com", "Wrong@1234", caller())).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.invalid,
    });
    expect(await signIn("nobody@example.com", PASSWORD, caller())).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.invalid,
    });
    expect(
      await register({ fullName: "Asha", email: "asha@example.com", password: PASSWORD }, caller()),
    ).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.exists,
    });
  });

  it("resets a password by e-mail link, once", async () => {
    const email = "asha@example.com";
    expect((await requestPasswordReset(email, caller())).ok).toBe(true);
    const link = await lastLink(email, /http:\/\/localhost:\d+\/reset-password\?token=\S+/);
    const token = new URL(link).searchParams.get("token")!;
    expect(await resetPassword(token, "Radha@456", caller())).toEqual({ ok: true, setCookies: [] });
    expect(await resetPassword(token, "Other@789", caller())).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.resetInvalid,
    });
    expect(await resetPassword("forged-token", "Other@789", caller())).toEqual({
      ok: false,
      message: SIGN_IN_MESSAGES.resetInvalid,
    });
    expect((await signIn(email, "Radha@456", caller())).ok).toBe(true);
    expect((await signIn(email, PASSWORD, caller())).ok).toBe(false);
  });

  it("brings a shopper who registered from checkout back to checkout after verifying and signing in", async () => {
    const email = "gauri@example.com";
    await register({ fullName: "Gauri Nair", email, password: PASSWORD }, caller(), "/checkout");
    const link = await lastLink(email, /http:\/\/localhost:\d+\/api\/auth\/verify-email\?\S+/);
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/login?verified=1&returnTo=%2Fcheckout");
    // A sign-up asking to land anywhere else gets the plain sign-in page.
    await callAuth(
      "/sign-up/email",
      { name: "Elsewhere", email: "elsewhere@example.com", password: PASSWORD, callbackURL: "/account" },
      new Request("http://x"),
      "203.0.113.10",
    );
    const plain = await lastLink(
      "elsewhere@example.com",
      /http:\/\/localhost:\d+\/api\/auth\/verify-email\?\S+/,
    );
    expect(new URL(plain).searchParams.get("callbackURL")).toBe("/login?verified=1");
  });

  it("ignores a forged verification token", async () => {
    await register({ fullName: "Forged Test", email: "forged@example.com", password: PASSWORD }, caller());
    const result = await callAuth(
      "/verify-email?token=forged.token.value",
      null,
      new Request("http://x"),
      undefined,
    );
    expect(result.ok).toBe(false);
    const [row] = await getDb().select().from(user).where(eq(user.email, "forged@example.com"));
    expect(row.emailVerified).toBe(false);
  });

  it("names a profile after the e-mail when sign-up data has no name", async () => {
    await callAuth(
      "/sign-up/email",
      { name: " ", email: "ravi.k@example.com", password: PASSWORD },
      new Request("http://x"),
      "203.0.113.9",
    );
    const [row] = await getDb().select().from(user).where(eq(user.email, "ravi.k@example.com"));
    expect(row).toMatchObject({ name: "ravi.k", role: "customer", isActive: true });
  });

  it("refuses a deactivated account", async () => {
    await getDb().update(user).set({ isActive: false }).where(eq(user.email, "asha@example.com"));
    const result = await signIn("asha@example.com", "Radha@456", caller());
    expect(result.ok).toBe(false);
    expect(result.ok || result.message).toMatch(/deactivated/);
  });

  it("tells a shopper whose account is locked after failed sign-ins how long to wait", async () => {
    const email = "lakshmi.locked@example.com";
    await register({ fullName: "Lakshmi", email, password: PASSWORD }, caller());
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
    for (let i = 0; i < 5; i++) await signIn(email, "Wrong@1234", caller());
    expect(await signIn(email, PASSWORD, caller())).toEqual({ ok: false, message: ACCOUNT_LOCKED_MESSAGE });
  });

  it("passes the password policy's own message through from sign-up and reset", async () => {
    const weak = await callAuth(
      "/sign-up/email",
      { name: "Weak", email: "weak@example.com", password: "password" },
      new Request("http://x"),
      "203.0.113.9",
    );
    expect(weak).toMatchObject({ ok: false, status: 400, code: "PASSWORD_POLICY" });
    expect(
      await register({ fullName: "Weak", email: "weak2@example.com", password: "Pa@1" }, caller()),
    ).toEqual({ ok: false, message: AUTH_MESSAGES.passwordShort });
    expect(
      await register({ fullName: "Weak", email: "weak3@example.com", password: "passwordlong" }, caller()),
    ).toEqual({ ok: false, message: AUTH_MESSAGES.passwordClasses });
  });
});
