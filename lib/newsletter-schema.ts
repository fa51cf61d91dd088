import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";
import { EMAIL_PATTERN, NEWSLETTER_MESSAGES } from "./newsletter-messages";

export const newsletterSchema = z.object({
  email: z.preprocess(
    formText,
    z
      .string()
      .trim()
      .min(1, NEWSLETTER_MESSAGES.required)
      .max(254, NEWSLETTER_MESSAGES.invalid)
      .regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalid)
      .transform((email) => email.toLowerCase()),
  ),
  name: z.preprocess(
    formText,
    z
      .string()
      .trim()
      .max(100, "Please keep your name under 100 characters")
      .transform((name) => name || null),
  ),
  source: z.preprocess(
    formText,
    z
      .string()
      .trim()
      .transform((source) => (/^[a-z0-9_-]{1,32}$/.test(source) ? source : "website")),
  ),
});

export type NewsletterInput = z.output<typeof newsletterSchema>;

export type NewsletterParse =
  { ok: true; data: NewsletterInput } | { ok: false; fieldErrors: Record<string, string> };

export function parseNewsletterForm(input: Record<string, unknown>): NewsletterParse {
  const result = newsletterSchema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
