import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "./contact-messages";
import { parseContactForm } from "./contact-schema";

const valid = {
  name: "Asha",
  email: "asha@example.com",
  subject: "",
  message: "Do you stitch to measure?",
  consent: "on",
};

describe("contact form", () => {
  it("trims values, removes null characters and makes an empty subject none", () => {
    expect(parseContactForm({ ...valid, name: " As\0ha ", message: "\0 Hello there \0" })).toEqual({
      ok: true,
      data: { name: "Asha", email: "asha@example.com", subject: null, message: "Hello there", consent: true },
    });
  });

  it("gives the spec's message when a required field is missing", () => {
    for (const field of ["name", "email", "message"]) {
      const result = parseContactForm({ ...valid, [field]: " \0 " });
      expect(result).toMatchObject({ ok: false, formError: CONTACT_MESSAGES.required });
    }
  });

  it("names a bad e-mail address", () => {
    expect(parseContactForm({ ...valid, email: "asha at example" })).toEqual({
      ok: false,
      formError: CONTACT_MESSAGES.invalidEmail,
      fieldErrors: { email: CONTACT_MESSAGES.invalidEmail },
    });
  });

  it("caps the message at 2000 characters", () => {
    expect(parseContactForm({ ...valid, message: "x".repeat(2000) }).ok).toBe(true);
    expect(parseContactForm({ ...valid, message: "x".repeat(2001) })).toMatchObject({
      ok: false,
      fieldErrors: { message: "Please keep your message to 2000 characters or fewer" },
    });
  });

  it("asks for a subject of 5 to 200 characters when one is given", () => {
    expect(parseContactForm({ ...valid, subject: "Size" })).toEqual({
      ok: false,
      formError: CONTACT_MESSAGES.subjectShort,
      fieldErrors: { subject: CONTACT_MESSAGES.subjectShort },
    });
    expect(parseContactForm({ ...valid, subject: "Sizes" }).ok).toBe(true);
    expect(parseContactForm({ ...valid, subject: "x".repeat(201) })).toMatchObject({ ok: false });
  });

  it("asks for a message of at least 10 characters", () => {
    expect(parseContactForm({ ...valid, message: "Hi there" })).toMatchObject({
      ok: false,
      fieldErrors: { message: CONTACT_MESSAGES.messageShort },
    });
    expect(parseContactForm({ ...valid, message: "Hello there" }).ok).toBe(true);
  });

  it("needs the visitor's consent", () => {
    for (const consent of [undefined, "", "off", "yes please"])
      expect(parseContactForm({ ...valid, consent })).toEqual({
        ok: false,
        formError: CONTACT_MESSAGES.consent,
        fieldErrors: { consent: CONTACT_MESSAGES.consent },
      });
  });
});
