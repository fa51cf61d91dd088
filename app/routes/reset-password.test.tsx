import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, PASSWORD_HINT } from "../../lib/auth-schemas";
import { SIGN_IN_MESSAGES } from "../../lib/auth-messages";
import { withTestDatabase } from "../../tests/setup/test-database";
import ResetPassword, { action } from "./reset-password";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type ActionResult = {
  data: { fieldErrors?: Record<string, string>; error?: string };
  init: { status: number };
};

async function post(password: string, confirmPassword = password, token = "a-valid-looking-token") {
  const request = new Request("http://shop.test/reset-password", {
    method: "POST",
    body: new URLSearchParams({ token, password, confirmPassword }),
  });
  const result = (await action({
    request,
    params: {},
    context: {},
  } as unknown as ActionArgs)) as unknown as ActionResult;
  return { status: result.init.status, ...result.data };
}

describe("POST /reset-password", () => {
  it.each([
    ["empty", "", AUTH_MESSAGES.passwordRequired],
    ["5 characters", "Ab1@x", AUTH_MESSAGES.resetShort],
    ["123456", "123456", AUTH_MESSAGES.passwordShort],
    ["password", "password", AUTH_MESSAGES.passwordClasses],
    ["krishna123", "krishna123", AUTH_MESSAGES.passwordClasses],
    ["160,000 characters", `Aa1@${"x".repeat(160_000)}`, AUTH_MESSAGES.passwordLong],
  ])(
    "refuses a password (%s) with the policy's message under the field",
    async (_label, password, message) => {
      expect(await post(password)).toMatchObject({ status: 400, fieldErrors: { password: message } });
    },
  );

  it("checks the link only once the password passes the policy", async () => {
    expect(await post("Radha@456")).toEqual({ status: 400, error: SIGN_IN_MESSAGES.resetInvalid });
  });
});

describe("the reset form", () => {
  it("shows the message next to the field, and the rule before anything is typed", () => {
    const Stub = createRoutesStub([{ path: "/reset-password", Component: ResetPassword as never }]);
    const html = renderToString(
      <Stub
        initialEntries={["/reset-password"]}
        hydrationData={{
          loaderData: { "0": { token: "a-valid-looking-token" } },
          actionData: { "0": { fieldErrors: { password: AUTH_MESSAGES.passwordClasses } } },
        }}
      />,
    );
    // The password input points at its error, and the error says the policy's message.
    expect(html).toMatch(
      /<input[^>]*aria-describedby="field-password-error[^"]*"[^>]*name="password"|<input[^>]*name="password"[^>]*aria-describedby="field-password-error/,
    );
    expect(/id="field-password-error"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(
      escape(AUTH_MESSAGES.passwordClasses),
    );
    expect(/id="field-password-hint"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(escape(PASSWORD_HINT));
  });
});

const escape = (text: string) => text.replace(/&/g, "&amp;");
