import { useEffect, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { isNewsletterOutcome, type NewsletterResult, resultOf } from "../../lib/newsletter-messages";
import { text } from "../../lib/settings";
import type { FormValues } from "./ui/form-hygiene";
import { useFormHygiene } from "./ui/use-form-hygiene";

interface Props {
  /** The public settings map (root loader). */
  settings: Record<string, string>;
  /** Recorded on the subscriber as where they signed up. */
  source?: string;
}

const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|rgba?\([\d\s.,%]+\))$/;
// Spec section 9: the default newsletter background is a dark blue.
const DEFAULT_BACKGROUND = "#1e3a8a";
const SUCCESS_MS = 5000;
export const CONFIRM_HINT = "Please check your inbox and confirm your address with the link we sent you.";

/** The server's reading of the form; its answer names the first problem. */
const loadCheck = () =>
  import("../../lib/newsletter-schema").then(({ parseNewsletterForm }) => (values: FormValues) => {
    const parsed = parseNewsletterForm(values);
    return parsed.ok
      ? null
      : { fieldErrors: parsed.fieldErrors, message: Object.values(parsed.fieldErrors)[0] };
  });

function color(settings: Props["settings"], key: string, fallback: string): string {
  const value = text(settings, key);
  return COLOR.test(value) ? value : fallback;
}

/**
 * The newsletter signup block. With JavaScript it posts through a fetcher ('Subscribing...', then
 * the success message for 5 seconds); without, the form posts and the server redirects back here
 * with ?newsletter=<outcome>, which this component reads to show the same messages.
 */
export function NewsletterForm({ settings, source = "homepage" }: Props) {
  const fetcher = useFetcher<NewsletterResult>();
  const [searchParams] = useSearchParams();
  const [expired, setExpired] = useState<NewsletterResult | null>(null);
  const fromRedirect = searchParams.get("newsletter");
  const result = fetcher.data ?? (isNewsletterOutcome(fromRedirect) ? resultOf(fromRedirect) : undefined);
  const busy = fetcher.state !== "idle";
  const hygiene = useFormHygiene(loadCheck);

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    const shown = fetcher.data;
    const timer = setTimeout(() => setExpired(shown), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [fetcher.data]);

  const succeeded = result?.ok === true && result !== expired;
  const failed = result && !result.ok ? result : undefined;
  const emailError = hygiene.errors(failed?.fieldErrors).email;
  const formError = emailError ? undefined : hygiene.message(failed?.message);
  const textColor = color(settings, "newsletter_text_color", "#ffffff");

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      style={{
        backgroundColor: color(settings, "newsletter_background_color", DEFAULT_BACKGROUND),
        color: textColor,
      }}
      className="scroll-mt-16 py-14"
    >
      <div className="mx-auto max-w-2xl px-4 text-center">
        <h2 id="newsletter-heading" className="font-serif text-3xl font-semibold">
          {text(settings, "newsletter_title", "Subscribe to our newsletter")}
        </h2>
        <p className="mt-3 opacity-90">
          {text(
            settings,
            "newsletter_subtitle",
            "Festive collections, new arrivals and offers, straight to your inbox.",
          )}
        </p>
        {succeeded ? (
          <div role="status" className="mt-8 rounded-xl bg-white/15 px-4 py-4">
            <p className="text-lg font-medium">
              {text(settings, "newsletter_success_message", "Thank you for subscribing!")}
            </p>
            {/* Double opt-in: nothing is sent until the address is confirmed. */}
            <p className="mt-1 text-sm opacity-90">{CONFIRM_HINT}</p>
          </div>
        ) : (
          <fetcher.Form
            method="post"
            action="/newsletter/subscribe"
            noValidate
            className="mt-8 text-left"
            {...hygiene.formProps}
          >
            <input type="hidden" name="source" value={source} />
            <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <div>
                <label htmlFor="newsletter-email" className="block text-sm font-medium">
                  Email address
                </label>
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  maxLength={254}
                  placeholder={text(settings, "newsletter_placeholder", "Enter your email address")}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={emailError ? "newsletter-email-error" : undefined}
                  className="mt-1 w-full rounded-full border border-white/40 bg-white px-4 py-2.5 text-stone-900"
                />
                {emailError && (
                  <p
                    id="newsletter-email-error"
                    role="alert"
                    className="mt-1 rounded bg-white px-2 py-1 text-sm font-medium text-red-800"
                  >
                    {emailError}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor="newsletter-name" className="block text-sm font-medium">
                  Name (optional)
                </label>
                <input
                  id="newsletter-name"
                  type="text"
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  className="mt-1 w-full rounded-full border border-white/40 bg-white px-4 py-2.5 text-stone-900"
                />
              </div>
              <button
                type="submit"
                disabled={busy}
                className="rounded-full bg-saffron-500 px-6 py-2.5 font-semibold text-maroon-900 hover:bg-saffron-400 disabled:opacity-70 sm:mt-6"
              >
                {busy ? "Subscribing..." : text(settings, "newsletter_button_text", "Subscribe")}
              </button>
            </div>
            {formError && (
              <p role="alert" className="mt-3 rounded bg-white px-3 py-2 text-sm font-medium text-red-800">
                {formError}
              </p>
            )}
          </fetcher.Form>
        )}
        {text(settings, "newsletter_privacy_text") && (
          <p className="mt-4 text-sm opacity-90">{text(settings, "newsletter_privacy_text")}</p>
        )}
      </div>
    </section>
  );
}
