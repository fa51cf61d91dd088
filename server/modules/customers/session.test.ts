import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { session, user } from "./auth-schema";
import { register, signIn } from "./service";
import { forgetVerifiedSessions, getSessionUser } from "./session";

withTestDatabase();

const caller = () => ({ request: new Request("http://localhost/login"), clientIp: "203.0.113.9" });
const PASSWORD = "Krishna@123";

/** A verified shopper's cookies after signing in, as the browser sends them back. */
async function signedInCookies(email: string): Promise<string[]> {
  await register({ fullName: "Lakshmi Rao", email, password: PASSWORD }, caller());
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const result = await signIn(email, PASSWORD, caller());
  if (!result.ok) throw new Error(result.message);
  return result.setCookies.map((c) => c.split(";")[0]);
}

const requestWith = (cookies: string[]) =>
  new Request("http://localhost/checkout", {
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

  it("is nobody once the session is gone and the verified sessions are forgotten", async () => {
    const cookies = await signedInCookies("radha@example.com");
    const token = cookies.filter((c) => c.includes("session_token"));
    expect(await getSessionUser(requestWith(token))).not.toBeNull();
    await getDb().delete(session);
    // Seen a moment ago: still the shopper, for a few seconds at most.
    expect(await getSessionUser(requestWith(token))).not.toBeNull();
    forgetVerifiedSessions();
    expect(await getSessionUser(requestWith(token))).toBeNull();
  });
});
