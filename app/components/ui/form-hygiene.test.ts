import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, registerSchema, resetSchema } from "../../../lib/auth-schemas";
import {
  isTrimmedField,
  isTypedField,
  messagesFor,
  schemaCheck,
  shownErrors,
  stripNul,
} from "./form-hygiene";

describe("stripNul", () => {
  it("removes every NUL character and keeps the caret after what was typed", () => {
    expect(stripNul("As\0ha", 3)).toEqual({ value: "Asha", caret: 2 });
    expect(stripNul("\0\0Asha\0", 7)).toEqual({ value: "Asha", caret: 4 });
    expect(stripNul("A\0sha", 1)).toEqual({ value: "Asha", caret: 1 });
  });

  it("leaves clean text and fields without a caret (e-mail inputs) alone", () => {
    expect(stripNul("Asha", 2)).toEqual({ value: "Asha", caret: 2 });
    expect(stripNul("a\0@b.in", null)).toEqual({ value: "a@b.in", caret: null });
  });
});

describe("which fields are cleaned", () => {
  const input = (type: string) => ({ tagName: "INPUT", type }) as unknown as EventTarget;

  it("cleans typed fields and trims all of them but passwords", () => {
    for (const type of ["text", "email", "tel", "search", "url"]) {
      expect(isTypedField(input(type))).toBe(true);
      expect(isTrimmedField(input(type))).toBe(true);
    }
    expect(isTrimmedField({ tagName: "TEXTAREA", type: "textarea" } as unknown as EventTarget)).toBe(true);
    expect(isTypedField(input("password"))).toBe(true);
    expect(isTrimmedField(input("password"))).toBe(false);
  });

  it("leaves checkboxes, hidden fields, selects and buttons alone", () => {
    for (const target of [input("checkbox"), input("hidden"), input("radio"), { tagName: "SELECT" }, null])
      expect(isTypedField(target as EventTarget | null)).toBe(false);
  });
});

describe("schemaCheck", () => {
  const check = schemaCheck(registerSchema);
  const valid = {
    fullName: "Asha Verma",
    email: "asha@example.com",
    password: "Krishna@123",
    confirmPassword: "Krishna@123",
    acceptTerms: "on",
  };

  it("passes what the server accepts", () => {
    expect(check(valid)).toBeNull();
    expect(check({ ...valid, fullName: " \0Asha\0 " })).toBeNull();
  });

  it("gives each field the server's first message, under the form field's name", () => {
    expect(check({ ...valid, email: "not-an-email", acceptTerms: "" })).toEqual({
      fieldErrors: { email: AUTH_MESSAGES.emailInvalid, acceptTerms: AUTH_MESSAGES.terms },
      message: undefined,
    });
    expect(check({ ...valid, password: "short", confirmPassword: "short" })?.fieldErrors).toEqual({
      password: AUTH_MESSAGES.passwordShort,
    });
    // As on the server, the comparison of the two passwords waits until every field passes.
    expect(check({ ...valid, confirmPassword: "Krishna@124" })?.fieldErrors).toEqual({
      confirmPassword: AUTH_MESSAGES.mismatch,
    });
  });

  it("carries the form-level message the server shows with them", () => {
    expect(schemaCheck(resetSchema, "Please fix the validation errors below")({})).toEqual({
      fieldErrors: {
        password: AUTH_MESSAGES.passwordRequired,
        confirmPassword: AUTH_MESSAGES.confirmRequired,
      },
      message: "Please fix the validation errors below",
    });
  });
});

describe("messages on the page", () => {
  it("gives each named field its message, or null when it has none", () => {
    const problems = { fieldErrors: { email: "Please enter a valid email address", other: "x" } };
    expect(messagesFor(["fullName", "email"], problems)).toEqual({
      fullName: null,
      email: "Please enter a valid email address",
    });
    expect(messagesFor(new Set(["email"]), null)).toEqual({ email: null });
  });

  it("shows the server's messages until the browser has checked the field", () => {
    const server = { email: "Please enter a valid email address", phone: "Phone number is required" };
    expect(shownErrors(server, {})).toEqual(server);
    expect(shownErrors(server, { email: null, city: "City is required" })).toEqual({
      phone: "Phone number is required",
      city: "City is required",
    });
    expect(shownErrors(undefined, { email: "Email is required" })).toEqual({ email: "Email is required" });
  });
});
