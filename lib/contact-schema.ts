import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_MINIMUMS } from "./contact-messages";
import { EMAIL_PATTERN } from "./newsletter-messages";
import { fieldErrorsOf, formText } from "./form-errors";

/** Null characters removed, then trimmed (spec section 5). */
export function cleanText(value: unknown): string {
  return formText(value).replace(/\0/g, "").trim();
}

const required = (max: number, tooLong: string) =>
  z.preprocess(cleanText, z.string().min(1, CONTACT_MESSAGES.required).max(max, tooLong));

export const contactSchema = z.object({
  name: required(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: z.preprocess(
    cleanText,
    z
      .string()
      .min(1, CONTACT_MESSAGES.required)
      .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.invalidEmail)
      .regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail),
  ),
  // The subject may be left out; one that is given has 5 to 200 characters.
  subject: z.preprocess(
    cleanText,
    z
      .string()
      .max(CONTACT_LIMITS.subject, `Please keep the subject under ${CONTACT_LIMITS.subject} characters`)
      .refine(
        (subject) => subject === "" || subject.length >= CONTACT_MINIMUMS.subject,
        CONTACT_MESSAGES.subjectShort,
      )
      .transform((subject) => subject || null),
  ),
  message: required(
    CONTACT_LIMITS.message,
    `Please keep your message to ${CONTACT_LIMITS.message} characters or fewer`,
  ).pipe(z.string().min(CONTACT_MINIMUMS.message, CONTACT_MESSAGES.messageShort)),
  consent: z.preprocess(
    (value) => value === "on" || value === "true" || value === true,
    z.literal(true, { message: CONTACT_MESSAGES.consent }),
  ),
});

export type ContactInput = z.output<typeof contactSchema>;

export type ContactParse =
  { ok: true; data: ContactInput } | { ok: false; formError: string; fieldErrors: Record<string, string> };

/** Missing required fields give the form-level message; other problems name their field. */
export function parseContactForm(input: Record<string, unknown>): ContactParse {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = fieldErrorsOf(result.error);
  const missing = Object.values(fieldErrors).includes(CONTACT_MESSAGES.required);
  const formError = missing ? CONTACT_MESSAGES.required : Object.values(fieldErrors)[0];
  return { ok: false, formError, fieldErrors };
}
