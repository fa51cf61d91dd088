import { describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "./newsletter-messages";
import { parseNewsletterForm } from "./newsletter-schema";

describe("newsletter form", () => {
  it("trims, lower-cases the e-mail and treats an empty name as none", () => {
    expect(parseNewsletterForm({ email: "  Asha@Example.COM ", name: "   " })).toEqual({
      ok: true,
      data: { email: "asha@example.com", name: null, source: "website" },
    });
    expect(parseNewsletterForm({ email: "a@b.in", name: " Asha ", source: "homepage" })).toMatchObject({
      ok: true,
      data: { name: "Asha", source: "homepage" },
    });
  });

  it("asks for an address when it is empty or missing", () => {
    for (const email of ["", "   ", undefined, null]) {
      expect(parseNewsletterForm({ email })).toEqual({
        ok: false,
        fieldErrors: { email: NEWSLETTER_MESSAGES.required },
      });
    }
  });

  it("refuses addresses that do not match text@text.text without spaces", () => {
    for (const email of ["asha", "asha@example", "asha @example.com", "@example.com", "a@b.", "a@@b.c"]) {
      expect(parseNewsletterForm({ email })).toEqual({
        ok: false,
        fieldErrors: { email: NEWSLETTER_MESSAGES.invalid },
      });
    }
  });

  it("ignores a source that is not a simple word", () => {
    expect(parseNewsletterForm({ email: "a@b.in", source: "<script>" })).toMatchObject({
      ok: true,
      data: { source: "website" },
    });
  });
});
