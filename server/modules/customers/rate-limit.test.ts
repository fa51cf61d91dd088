import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { SIGN_IN_MESSAGES, signIn } from "./service";

// Rate limits are off in tests unless asked for; this file asks.
process.env.AUTH_RATE_LIMIT = "on";
withTestDatabase();

describe("rate limiting", () => {
  it("answers repeated sign-in attempts from one address with a clear 'too many attempts' message", async () => {
    const caller = { request: new Request("http://localhost/login"), clientIp: "198.51.100.20" };
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const result = await signIn("someone@example.com", "Wrong@1234", caller);
      answers.push(result.ok ? "ok" : result.message);
    }
    expect(answers.slice(0, 5).every((a) => a === SIGN_IN_MESSAGES.invalid)).toBe(true);
    expect(answers.at(-1)).toBe(SIGN_IN_MESSAGES.tooMany);
    // Another address is not affected.
    const other = await signIn("someone@example.com", "Wrong@1234", { ...caller, clientIp: "198.51.100.21" });
    expect(other).toEqual({ ok: false, message: SIGN_IN_MESSAGES.invalid });
  });
});
