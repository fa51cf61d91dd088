import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";

/** The spec's newsletter texts (sections 5 and 8). */
export const NEWSLETTER_MESSAGES = {
  required: "Please enter your email address",
  invalid: "Please enter a valid email address",
  duplicate: "This email is already subscribed to our newsletter",
  failed: "Failed to subscribe. Please try again.",
} as const;

/** Text, @, text, dot, text, no spaces (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** Outcome codes for the no-JavaScript round trip (kept in the query string as newsletter=...). */
export const NEWSLETTER_OUTCOMES = ["subscribed", "required", "invalid", "duplicate", "failed"] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

export function isNewsletterOutcome(value: string | null): value is NewsletterOutcome {
  return NEWSLETTER_OUTCOMES.includes(value as NewsletterOutcome);
}

export const PREFERENCE_FIELDS = [
  { key: "weekly_newsletter", label: "Weekly newsletter" },
  { key: "promotions", label: "Promotions and offers" },
  { key: "new_arrivals", label: "New arrivals" },
] as const;

export type PreferenceKey = (typeof PREFERENCE_FIELDS)[number]["key"];
export type Preferences = Record<PreferenceKey, boolean>;

/** Checkboxes: a ticked box is present in the form, an unticked one is absent. */
export function preferencesFromForm(form: { has(name: string): boolean }): Preferences {
  return {
    weekly_newsletter: form.has("weekly_newsletter"),
    promotions: form.has("promotions"),
    new_arrivals: form.has("new_arrivals"),
  };
}

/** What POST /newsletter/subscribe answers a script (fetcher). */
export type NewsletterResult =
  | { ok: true; status: "subscribed" | "reactivated" }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** The outcome code for a result, and back: the no-JavaScript round trip carries only the code. */
export function outcomeOf(result: NewsletterResult): NewsletterOutcome {
  if (result.ok) return "subscribed";
  if (result.message === NEWSLETTER_MESSAGES.required) return "required";
  if (result.message === NEWSLETTER_MESSAGES.invalid) return "invalid";
  if (result.message === NEWSLETTER_MESSAGES.duplicate) return "duplicate";
  return "failed";
}

export function resultOf(outcome: NewsletterOutcome): NewsletterResult {
  if (outcome === "subscribed") return { ok: true, status: "subscribed" };
  if (outcome === "failed") return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  const message = NEWSLETTER_MESSAGES[outcome];
  return { ok: false, message, fieldErrors: { email: message } };
}
