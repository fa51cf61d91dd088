import { afterEach, describe, expect, it, vi } from "vitest";
import * as customers from "../../server/modules/customers/service";
import { action } from "./login";

type ActionArgs = Parameters<typeof action>[0];
type Answer = { data: { error?: string; email?: string }; init: { status: number } };

afterEach(() => vi.restoreAllMocks());

const post = async (fields: Record<string, string>) =>
  (await action({
    request: new Request("http://shop.test/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  } as unknown as ActionArgs)) as unknown as Answer;

describe("POST /login when something unexpected fails", () => {
  it("answers 'An unexpected error occurred. Please try again.' and logs the cause", async () => {
    vi.spyOn(customers, "signIn").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await post({ intent: "signin", email: "asha@example.com", password: "Radha@456" });
    expect(answer.init.status).toBe(500);
    expect(answer.data).toEqual({
      error: "An unexpected error occurred. Please try again.",
      email: "asha@example.com",
    });
    expect(String(logged.mock.calls[0][0])).toContain("sign-in form failed");
  });

  it("does the same for the forgot-password button", async () => {
    vi.spyOn(customers, "requestPasswordReset").mockRejectedValueOnce(new Error("smtp down"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await post({ intent: "forgot", email: "asha@example.com" });
    expect(answer.data.error).toBe("An unexpected error occurred. Please try again.");
  });
});
