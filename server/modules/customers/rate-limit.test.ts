import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { api } from "../../api/app";
import { SIGN_IN_MESSAGES, signIn } from "./service";

// Rate limits are off in tests unless asked for; this file asks (before its database, and so its
// sign-in service, is made), and stops asking for the files that run after it in the same worker.
beforeAll(() => {
  process.env.AUTH_RATE_LIMIT = "on";
});
afterAll(() => {
  delete process.env.AUTH_RATE_LIMIT;
});
withTestDatabase();

describe("rate limiting", () => {
  it("answers repeated sign-in attempts from one address with a clear 'too many attempts' message", async () => {
    const caller = { request: new Request("http://localhost/login"), clientIp: "198.51.100.20" };
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const result = await signIn(`someone${i}@example.com`, "Wrong@1234", caller);
      answers.push(result.ok ? "ok" : result.message);
    }
    expect(answers.slice(0, 5).every((a) => a === SIGN_IN_MESSAGES.invalid)).toBe(true);
    expect(answers.at(-1)).toBe(SIGN_IN_MESSAGES.tooMany);
    // Another address is not affected.
    const other = await signIn("someone@example.com", "Wrong@1234", { ...caller, clientIp: "198.51.100.21" });
    expect(other).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
  });

  it("counts the JSON API by the address the server worked out, not by what X-Forwarded-For claims", async () => {
    const attempt = (clientIp: string, forwardedFor?: string) =>
      api.fetch(
        new Request("http://localhost:3000/api/auth/sign-in/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            ...(forwardedFor ? { "x-forwarded-for": forwardedFor, "x-shop-client-ip": forwardedFor } : {}),
          },
          body: JSON.stringify({
            email: `visitor-${forwardedFor ?? clientIp}@example.com`,
            password: "Wrong@1234",
          }),
        }),
        { clientIp },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt("203.0.113.50", `10.9.8.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Clients that send no forwarding header at all do not share one bucket.
    for (let i = 0; i < 6; i++) expect((await attempt(`203.0.113.${60 + i}`)).status).toBe(401);
  });
});
