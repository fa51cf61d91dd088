import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../lib/auth-schemas";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getEnv } from "../../config/env";
import { getDb } from "../../db/client";
import { runDueJobs } from "../jobs/service";
import { listOutbox } from "../mail/service";
import { ACCOUNT_LOCKED_MESSAGE, SIGN_IN_LOCK, signInFailureKey } from "./auth-hooks";
import { callAuth } from "./auth-calls";
import { rateLimit, user } from "./auth-schema";
import { ensureAdminAccount, getAuth } from "./service";

withTestDatabase();

const PASSWORD = "Krishna@123";
const ADMIN = { email: "owner@hooks.example", password: "Owner@2024" };

/** A JSON call to Better Auth's HTTP endpoint, as any client of /api/auth could make it. */
const call = (path: string, body: Record<string, unknown>, cookies: string[] = []) =>
  callAuth(
    path,
    body,
    new Request("http://localhost/", { headers: cookies.length ? { cookie: cookies.join("; ") } : {} }),
    "203.0.113.50",
  );

const cookiesOf = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]);

async function verifiedAccount(email: string, password = PASSWORD): Promise<string> {
  const signUp = await call("/sign-up/email", { name: "Test Shopper", email, password });
  expect(signUp.status).toBe(200);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  return row.id;
}

async function signInCookies(email: string, password = PASSWORD): Promise<string[]> {
  const result = await call("/sign-in/email", { email, password });
  expect(result.status).toBe(200);
  return cookiesOf(result.setCookies);
}

async function resetToken(email: string): Promise<string> {
  expect((await call("/request-password-reset", { email, redirectTo: "/reset-password" })).ok).toBe(true);
  await runDueJobs();
  const [mail] = await listOutbox({ to: email });
  const link = /http:\/\/\S+\/reset-password\?token=\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return new URL(link).searchParams.get("token")!;
}

const usersNamed = async (email: string) =>
  (await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))).length;

const failureRow = async (email: string) =>
  (
    await getDb()
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, signInFailureKey(email)))
  )[0];

/** What the lock would look like once its 15 minutes are over. */
const letLockExpire = (email: string) =>
  getDb()
    .update(rateLimit)
    .set({ lastRequest: sql`${rateLimit.lastRequest} - ${SIGN_IN_LOCK.windowMs}` })
    .where(eq(rateLimit.key, signInFailureKey(email)));

async function failSignIns(email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const result = await call("/sign-in/email", { email, password: "Wrong@1234" });
    expect(result.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  }
}

describe("one password policy on Better Auth's own endpoints", () => {
  it.each([
    ["123456", "123456", AUTH_MESSAGES.passwordShort],
    ["password", "password", AUTH_MESSAGES.passwordClasses],
    ["password1", "password1", AUTH_MESSAGES.passwordClasses],
    ["204 characters", `Aa1@${"x".repeat(200)}`, AUTH_MESSAGES.passwordLong],
  ])("refuses a JSON sign-up with %s and creates nobody", async (_label, password, message) => {
    const email = `weak.${password.length}.${message.length}@example.com`;
    const result = await call("/sign-up/email", { name: "Weak", email, password });
    expect(result).toMatchObject({ status: 400, code: "PASSWORD_POLICY", message });
    expect(await usersNamed(email)).toBe(0);
  });

  it("accepts a JSON sign-up that meets the policy", async () => {
    await verifiedAccount("strong@example.com");
    expect(await usersNamed("strong@example.com")).toBe(1);
  });

  it("refuses a weak password on reset; the old password and the link keep working", async () => {
    const email = "reset.weak@example.com";
    await verifiedAccount(email);
    const token = await resetToken(email);
    for (const [newPassword, message] of [
      ["123456", AUTH_MESSAGES.passwordShort],
      ["password", AUTH_MESSAGES.passwordClasses],
    ]) {
      const result = await call("/reset-password", { token, newPassword });
      expect(result).toMatchObject({ status: 400, code: "PASSWORD_POLICY", message });
    }
    expect((await call("/sign-in/email", { email, password: PASSWORD })).ok).toBe(true);
    expect((await call("/reset-password", { token, newPassword: "Radha@456" })).ok).toBe(true);
    expect((await call("/sign-in/email", { email, password: "Radha@456" })).ok).toBe(true);
  });

  it("refuses a weak new password on change-password", async () => {
    const email = "change.weak@example.com";
    await verifiedAccount(email);
    const cookies = await signInCookies(email);
    const weak = await call(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "password" },
      cookies,
    );
    expect(weak).toMatchObject({
      status: 400,
      code: "PASSWORD_POLICY",
      message: AUTH_MESSAGES.passwordClasses,
    });
    expect((await call("/sign-in/email", { email, password: PASSWORD })).ok).toBe(true);
    const strong = await call(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "Radha@456" },
      cookies,
    );
    expect(strong.status).toBe(200);
  });

  describe("for the admin", () => {
    let cookies: string[] = [];
    beforeAll(async () => {
      await ensureAdminAccount(ADMIN.email, ADMIN.password);
      cookies = await signInCookies(ADMIN.email, ADMIN.password);
    });

    it("refuses creating a user with a weak password", async () => {
      const email = "made.by.admin@example.com";
      const weak = await call("/admin/create-user", { email, password: "123456", name: "Made" }, cookies);
      expect(weak).toMatchObject({
        status: 400,
        code: "PASSWORD_POLICY",
        message: AUTH_MESSAGES.passwordShort,
      });
      expect(await usersNamed(email)).toBe(0);
      const strong = await call(
        "/admin/create-user",
        { email, password: "Made@2024", name: "Made" },
        cookies,
      );
      expect(strong.status).toBe(200);
    });

    it("refuses setting a weak password for a user", async () => {
      const userId = await verifiedAccount("set.by.admin@example.com");
      const weak = await call("/admin/set-user-password", { userId, newPassword: "password" }, cookies);
      expect(weak).toMatchObject({ status: 400, code: "PASSWORD_POLICY" });
      expect(
        (await call("/sign-in/email", { email: "set.by.admin@example.com", password: PASSWORD })).ok,
      ).toBe(true);
    });
  });
});

describe("the lock on an account after failed sign-ins", () => {
  it("refuses even the right password after 5 failures, then lets it in once 15 minutes have passed", async () => {
    const email = "locked@example.com";
    await verifiedAccount(email);
    await failSignIns(email, 5);
    const refused = await call("/sign-in/email", { email, password: PASSWORD });
    expect(refused).toMatchObject({ status: 429, code: "ACCOUNT_LOCKED", message: ACCOUNT_LOCKED_MESSAGE });
    expect(refused.setCookies.join()).not.toContain("session_token");
    // Another account, and the same one written differently, are judged by their own counters.
    await verifiedAccount("neighbour@example.com");
    expect((await call("/sign-in/email", { email: "neighbour@example.com", password: PASSWORD })).ok).toBe(
      true,
    );
    expect((await call("/sign-in/email", { email: "LOCKED@Example.com", password: PASSWORD })).code).toBe(
      "ACCOUNT_LOCKED",
    );

    await letLockExpire(email);
    const after = await call("/sign-in/email", { email, password: PASSWORD });
    expect(after.ok).toBe(true);
    expect(await failureRow(email)).toBeUndefined();
  });

  it("says how long to wait", async () => {
    const email = "waiting@example.com";
    await verifiedAccount(email);
    await failSignIns(email, 5);
    const answer = await getAuthAnswer(email);
    const wait = Number(answer.headers.get("retry-after"));
    expect(answer.status).toBe(429);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  it("is cleared by a successful sign-in", async () => {
    const email = "forgetful@example.com";
    await verifiedAccount(email);
    await failSignIns(email, 4);
    expect((await call("/sign-in/email", { email, password: PASSWORD })).ok).toBe(true);
    expect(await failureRow(email)).toBeUndefined();
    await failSignIns(email, 4);
    expect((await call("/sign-in/email", { email, password: PASSWORD })).ok).toBe(true);
  });

  it("counts failures within 15 minutes only", async () => {
    const email = "occasional@example.com";
    await verifiedAccount(email);
    await failSignIns(email, 4);
    await letLockExpire(email);
    await failSignIns(email, 4);
    expect((await call("/sign-in/email", { email, password: PASSWORD })).ok).toBe(true);
  });

  it("counts failures for an address without an account too, so the lock tells nothing", async () => {
    const email = "nobody.here@example.com";
    await failSignIns(email, 5);
    expect((await call("/sign-in/email", { email, password: PASSWORD })).code).toBe("ACCOUNT_LOCKED");
  });

  it("does not count a right password on an unverified account, nor a malformed request", async () => {
    const email = "unverified@example.com";
    await call("/sign-up/email", { name: "Not Yet", email, password: PASSWORD });
    for (let i = 0; i < 7; i++) {
      expect((await call("/sign-in/email", { email, password: PASSWORD })).code).toBe("EMAIL_NOT_VERIFIED");
    }
    for (let i = 0; i < 7; i++) {
      const tooLong = await call("/sign-in/email", { email, password: "x".repeat(200) });
      expect(tooLong.code).not.toBe("ACCOUNT_LOCKED");
    }
    expect((await failureRow(email))?.count ?? 0).toBe(0);
  });

  it("lets at most 5 of a burst of parallel guesses be checked", async () => {
    const email = "burst@example.com";
    await verifiedAccount(email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call("/sign-in/email", { email, password: "Wrong@1234" })),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === "INVALID_EMAIL_OR_PASSWORD")).toHaveLength(5);
    expect(codes.filter((c) => c === "ACCOUNT_LOCKED")).toHaveLength(7);
  });

  it("is lifted by a password reset, as its message promises", async () => {
    const email = "reset.locked@example.com";
    await verifiedAccount(email);
    await failSignIns(email, 5);
    const token = await resetToken(email);
    expect((await call("/reset-password", { token, newPassword: "Radha@456" })).ok).toBe(true);
    expect((await call("/sign-in/email", { email, password: "Radha@456" })).ok).toBe(true);
  });
});

/** The raw answer, to read its headers. */
async function getAuthAnswer(email: string): Promise<Response> {
  const appUrl = getEnv().appUrl;
  return getAuth().handler(
    new Request(`${appUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: appUrl, "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
}
