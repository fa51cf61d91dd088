import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES as M, loginSchema, registerSchema, resetSchema } from "./auth-schemas";
import { fieldErrorsOf as fieldErrors } from "./form-errors";

const good = {
  fullName: "Asha Verma",
  email: "Asha@Example.com ",
  password: "Krishna@123",
  confirmPassword: "Krishna@123",
  acceptTerms: "on",
};

const errorsOf = (schema: typeof registerSchema | typeof loginSchema | typeof resetSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("registration", () => {
  it("accepts a good form and normalises the e-mail", () => {
    expect(registerSchema.parse(good).email).toBe("asha@example.com");
  });

  it.each([
    [{ email: "" }, "email", M.emailRequired],
    [{ email: "asha@example" }, "email", M.emailInvalid],
    [{ email: `${"a".repeat(250)}@x.in` }, "email", M.emailTooLong],
    [{ password: "Ab1@", confirmPassword: "Ab1@" }, "password", M.passwordShort],
    [{ password: `Aa1@${"x".repeat(130)}` }, "password", M.passwordLong],
    [{ password: "krishna123", confirmPassword: "krishna123" }, "password", M.passwordClasses],
    [{ confirmPassword: "" }, "confirmPassword", M.confirmRequired],
    [{ confirmPassword: "Krishna@124" }, "confirmPassword", M.mismatch],
    [{ fullName: "A" }, "fullName", M.fullNameShort],
    [{ fullName: "A".repeat(101) }, "fullName", M.fullNameLong],
    [{ acceptTerms: undefined }, "acceptTerms", M.terms],
  ])("refuses %o with its message", (change, field, message) => {
    expect(errorsOf(registerSchema, { ...good, ...change })[field]).toBe(message);
  });
});

describe("sign-in and reset", () => {
  it("give the spec's messages", () => {
    expect(errorsOf(loginSchema, { email: "a@b.in", password: "" }).password).toBe(M.passwordRequired);
    expect(errorsOf(loginSchema, { email: "a@b.in", password: "x".repeat(129) }).password).toBe(
      M.passwordTooLong,
    );
    expect(errorsOf(resetSchema, { password: "12345", confirmPassword: "12345" }).password).toBe(
      M.resetShort,
    );
    expect(errorsOf(resetSchema, { password: "", confirmPassword: "" }).password).toBe(M.passwordRequired);
    expect(errorsOf(resetSchema, { password: "123456", confirmPassword: "1234567" }).confirmPassword).toBe(
      M.mismatch,
    );
  });
});
