import { data, redirect } from "react-router";
import {
  NEWSLETTER_MESSAGES,
  type NewsletterOutcome,
  type NewsletterResult,
  outcomeOf,
} from "../../lib/newsletter-messages";
import { AppError } from "../../server/errors";
import { safeReturnTo } from "../../server/http/return-to";
import { log } from "../../server/log";
import { subscribe } from "../../server/modules/newsletter/service";
import type { Route } from "./+types/newsletter-subscribe";

/** A browser navigation (a form posted without JavaScript), as opposed to a fetch from a script. */
function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * Back to the page the form was on (same site only), with the outcome as ?newsletter=<code>
 * and #newsletter so the browser scrolls to the form, which shows the outcome's message.
 */
function backTo(request: Request, outcome: NewsletterOutcome): string {
  let back = "/";
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host) back = safeReturnTo(`${from.pathname}${from.search}`);
    } catch {
      // An unreadable Referer sends the visitor home.
    }
  }
  const url = new URL(back, "http://shop.invalid");
  url.searchParams.set("newsletter", outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

const STATUS: Record<NewsletterOutcome, number> = {
  subscribed: 200,
  required: 400,
  invalid: 400,
  duplicate: 409,
  failed: 500,
};

export async function action({ request }: Route.ActionArgs) {
  let result: NewsletterResult;
  try {
    const form = await request.formData();
    result = { ok: true, status: await subscribe(Object.fromEntries(form)) };
  } catch (error) {
    if (error instanceof AppError && (error.code === "INVALID" || error.code === "CONFLICT")) {
      result = { ok: false, message: error.message, fieldErrors: error.fieldErrors };
    } else {
      log.error("newsletter subscription failed", error);
      result = { ok: false, message: NEWSLETTER_MESSAGES.failed };
    }
  }
  const outcome = outcomeOf(result);
  if (isDocumentRequest(request)) return redirect(backTo(request, outcome), 303);
  return data(result, { status: STATUS[outcome] });
}

/** Nothing to show here: a stray GET goes to the home page's signup form. */
export function loader() {
  return redirect("/#newsletter");
}
