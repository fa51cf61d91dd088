import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES as M,
  changePasswordSchema,
  emailField,
  loginSchema,
  passwordPolicy,
  passwordPolicyError,
  registerSchema,
  resetSchema,
} from "./auth-schemas";
import { fieldErrorsOf as fieldErrors } from "./form-errors";

const good = {
  fullName: "Asha Verma",
  email: "Asha@Example.com ",
  password: "Krishna@123",
  confirmPassword: "Krishna@123",
  acceptTerms: "on",
};

type FormSchema =
  typeof registerSchema | typeof loginSchema | typeof resetSchema | typeof changePasswordSchema;

const errorsOf = (schema: FormSchema, input: object) => {
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
    [{ email: "asha..verma@example.com" }, "email", "Invalid email format"],
    [{ email: "asha@-example.com" }, "email", "Invalid email format"],
    [{ email: "asha<b>@example.com" }, "email", "Invalid email format"],
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
    expect(
      errorsOf(resetSchema, { password: "Radha@456", confirmPassword: "Radha@457" }).confirmPassword,
    ).toBe(M.mismatch);
  });
});

describe("the password policy", () => {
  it.each([
    ["Radha@456", null],
    ["", M.passwordShort],
    ["Ab1@xyz", M.passwordShort],
    ["123456", M.passwordShort],
    ["password", M.passwordClasses],
    ["Password1", M.passwordClasses],
    ["PASSWORD@1", M.passwordClasses],
    ["password@1", M.passwordClasses],
    ["Password@", M.passwordClasses],
    [`Aa1@${"x".repeat(124)}`, null],
    [`Aa1@${"x".repeat(125)}`, M.passwordLong],
  ])("judges %j: %s", (password, message) => {
    expect(passwordPolicyError(password)).toBe(message);
  });

  it("answers a 160,000-character password at once, with the length message only", () => {
    const huge = "a".repeat(160_000);
    const started = performance.now();
    const result = passwordPolicy.safeParse(huge);
    const registration = errorsOf(registerSchema, { ...good, password: huge, confirmPassword: huge });
    const reset = errorsOf(resetSchema, { password: huge, confirmPassword: huge });
    const change = errorsOf(changePasswordSchema, {
      currentPassword: "x",
      newPassword: huge,
      confirmPassword: huge,
    });
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.success || result.error.issues.map((i) => i.message)).toEqual([M.passwordLong]);
    expect(registration.password).toBe(M.passwordLong);
    expect(reset.password).toBe(M.passwordLong);
    expect(change.newPassword).toBe(M.passwordLong);
  });

  it("runs the second format check only on addresses that pass the first", () => {
    const messages = (email: string) => {
      const result = emailField.safeParse(email);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages("asha@example")).toEqual([M.emailInvalid]);
    expect(messages(".asha@example.com")).toEqual(["Invalid email format"]);
    expect(messages("o'brien+saree@mail.example.co.in")).toEqual([]);
  });

  it("answers a 160,000-character e-mail at once", () => {
    const started = performance.now();
    const result = emailField.safeParse(`a@${".".repeat(160_000)}@`);
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.success || result.error.issues.map((i) => i.message)).toEqual([M.emailTooLong]);
  });
});

describe("reset page", () => {
  const reset = (password: string) =>
    errorsOf(resetSchema, { password, confirmPassword: password }).password ?? null;

  it("keeps the spec's 6-character message, then applies the registration rule", () => {
    expect(reset("Ab1@x")).toBe(M.resetShort);
    expect(reset("Ab1@xy")).toBe(M.passwordShort);
    expect(reset("123456")).toBe(M.passwordShort);
    expect(reset("password")).toBe(M.passwordClasses);
    expect(reset("krishna123")).toBe(M.passwordClasses);
    expect(reset("Radha@456")).toBeNull();
  });
});

describe("change password", () => {
  const change = { currentPassword: "Krishna@123", newPassword: "Radha@456", confirmPassword: "Radha@456" };

  it("accepts a policy password confirmed twice", () => {
    expect(changePasswordSchema.safeParse(change).success).toBe(true);
  });

  it.each([
    [{ currentPassword: "" }, "currentPassword", M.currentPasswordRequired],
    [{ currentPassword: undefined }, "currentPassword", M.currentPasswordRequired],
    [{ newPassword: "123456", confirmPassword: "123456" }, "newPassword", M.passwordShort],
    [{ newPassword: "password1", confirmPassword: "password1" }, "newPassword", M.passwordClasses],
    [{ confirmPassword: "" }, "confirmPassword", M.confirmRequired],
    [{ confirmPassword: "Radha@457" }, "confirmPassword", M.newMismatch],
  ])("refuses %o with its message", (changed, field, message) => {
    expect(errorsOf(changePasswordSchema, { ...change, ...changed })[field]).toBe(message);
  });
});
