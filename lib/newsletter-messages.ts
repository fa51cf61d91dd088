/** Newsletter texts and outcome codes, shared by the browser and the server (no zod here: it stays off the page). */

/** The spec's newsletter texts (sections 5 and 8). */
export const NEWSLETTER_MESSAGES = {
  required: "Please enter your email address",
  invalid: "Please enter a valid email address",
  duplicate: "This email is already subscribed to our newsletter",
  failed: "Failed to subscribe. Please try again.",
} as const;

/** Text, @, text, dot, text, no spaces (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
