import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import * as dbClient from "../../db/client";
import { getDb } from "../../db/client";
import { runDueJobs } from "../jobs/service";
import { listOutbox } from "../mail/service";
import { callAuth } from "./auth-calls";
import { session, user } from "./auth-schema";
import { register, requestPasswordReset, resetPassword, signIn, signOut } from "./service";
import { getSessionUser } from "./session";

withTestDatabase();

afterEach(() => vi.restoreAllMocks());

const caller = (request = new Request("http://localhost/login")) => ({ request, clientIp: "203.0.113.9" });
const PASSWORD = "Krishna@123";

/** A verified shopper's cookies after signing in, as the browser sends them back. */
async function signedInCookies(email: string): Promise<string[]> {
  await register({ fullName: "Lakshmi Rao", email, password: PASSWORD }, caller());
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return signInCookies(email, PASSWORD);
}

async function signInCookies(email: string, password: string): Promise<string[]> {
  const result = await signIn(email, password, caller());
  if (!result.ok) throw new Error(result.message);
  return result.setCookies.map((c) => c.split(";")[0]);
}

const requestWith = (cookies: string[], path = "/checkout") =>
  new Request(`http://localhost${path}`, {
    headers: { cookie: ["cart_token=abc", ...cookies].join("; ") },
  });

describe("the signed-in user of a request", () => {
  it("is the shopper whose session cookies come with it, again and again", async () => {
    const cookies = await signedInCookies("lakshmi@example.com");
    const first = await getSessionUser(requestWith(cookies));
    expect(first).toMatchObject({ email: "lakshmi@example.com", role: "customer" });
    expect(await getSessionUser(requestWith([...cookies].reverse()))).toEqual(first);
  });

  it("is nobody without auth cookies, or with forged ones, even right after a real one was seen", async () => {
    const cookies = await signedInCookies("meena@example.com");
    expect(await getSessionUser(requestWith(cookies))).not.toBeNull();
    expect(await getSessionUser(requestWith([]))).toBeNull();
    const forged = cookies.map((c) => c.replace(/=(.)/, (_m, ch: string) => `=${ch === "a" ? "b" : "a"}`));
    expect(await getSessionUser(requestWith(forged))).toBeNull();
  });

  it("is read once for the asks of one page made together, and read again for the next page", async () => {
    const cookies = await signedInCookies("gauri@example.com");
    const reads = vi.spyOn(dbClient, "queryPreparedRows");
    // The back office's layout and its page each check their user for the same request.
    const [layout, page] = await Promise.all([
      getSessionUser(requestWith(cookies, "/admin/orders")),
      getSessionUser(requestWith(cookies, "/admin/orders")),
    ]);
    expect(layout).toMatchObject({ email: "gauri@example.com" });
    expect(page).toEqual(layout);
    expect(page).not.toBe(layout);
    expect(reads).toHaveBeenCalledTimes(1);
    await getDb().delete(session);
    expect(await getSessionUser(requestWith(cookies))).toBeNull();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("is read afresh by an ask that comes after the turn of the event loop where a read began", async () => {
    const cookies = await signedInCookies("uma@example.com");
    const original = dbClient.queryPreparedRows;
    // A slow database: the first read is still on its way when the second ask comes.
    const reads = vi
      .spyOn(dbClient, "queryPreparedRows")
      .mockImplementation(async (...args: Parameters<typeof original>) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return original(...args);
      });
    const first = getSessionUser(requestWith(cookies));
    await new Promise((resolve) => setImmediate(resolve));
    const second = getSessionUser(requestWith(cookies));
    expect(await first).toMatchObject({ email: "uma@example.com" });
    expect(await second).toMatchObject({ email: "uma@example.com" });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("is nobody the moment the session row is gone", async () => {
    const cookies = await signedInCookies("radha@example.com");
    const token = cookies.filter((c) => c.includes("session_token"));
    expect(await getSessionUser(requestWith(token))).not.toBeNull();
    await getDb().delete(session);
    expect(await getSessionUser(requestWith(token))).toBeNull();
  });

  it("ends every copy of the cookies at sign-out, on our pages and on the auth API alike", async () => {
    const cookies = await signedInCookies("sita@example.com");
    const copy = [...cookies];
    expect(await getSessionUser(requestWith(copy))).not.toBeNull();
    await signOut(caller(requestWith(cookies, "/logout")));
    expect(await getSessionUser(requestWith(copy))).toBeNull();
    const viaApi = await callAuth("/get-session", null, requestWith(copy), undefined);
    expect(viaApi.body).toBeNull();
  });

  it("ends every session of the account when its password is reset", async () => {
    const email = "ganga@example.com";
    const laptop = await signedInCookies(email);
    const phone = await signInCookies(email, PASSWORD);
    expect(await getSessionUser(requestWith(laptop))).not.toBeNull();
    expect((await requestPasswordReset(email, caller())).ok).toBe(true);
    await runDueJobs();
    const [mail] = await listOutbox({ to: email });
    const token = new URL(/http:\/\/\S+reset-password\?token=\S+/.exec(mail!.text)![0]).searchParams.get(
      "token",
    )!;
    expect((await resetPassword(token, "Ganga@4567", caller())).ok).toBe(true);
    expect(await getSessionUser(requestWith(laptop))).toBeNull();
    expect(await getSessionUser(requestWith(phone))).toBeNull();
    expect((await callAuth("/get-session", null, requestWith(phone), undefined)).body).toBeNull();
  });

  it("is nobody once the account is deactivated, at once", async () => {
    const cookies = await signedInCookies("yamuna@example.com");
    expect(await getSessionUser(requestWith(cookies))).not.toBeNull();
    await getDb().update(user).set({ isActive: false }).where(eq(user.email, "yamuna@example.com"));
    expect(await getSessionUser(requestWith(cookies))).toBeNull();
  });
});
