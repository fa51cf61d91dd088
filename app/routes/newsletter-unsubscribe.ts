import { redirect } from "react-router";
import { unsubscribeByToken } from "../../server/modules/newsletter/service";
import type { Route } from "./+types/newsletter-unsubscribe";

export const ONE_CLICK_TEXT = {
  unsubscribed: "You have been unsubscribed from our newsletter.",
  already: "This address was already unsubscribed from our newsletter.",
  unknown: "We could not find a newsletter subscription for this link.",
  notOneClick:
    'This address takes one-click unsubscribe requests (RFC 8058): a POST with the body "List-Unsubscribe=One-Click". To unsubscribe in a browser, open the link in our e-mail.',
} as const;

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The List-Unsubscribe header's address. Mail providers POST "List-Unsubscribe=One-Click" here
 * (RFC 8058) and the subscriber is unsubscribed at once, with no page to answer. Opened in a browser
 * (GET), it leads to the unsubscribe page, which asks first: RFC 8058 forbids a GET from unsubscribing.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/unsubscribe?token=${encodeURIComponent(tokenOf(request))}`, 303);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (form?.get("List-Unsubscribe") !== "One-Click") return plain(ONE_CLICK_TEXT.notOneClick, 400);
  const outcome = await unsubscribeByToken(tokenOf(request));
  if (outcome === "unknown") return plain(ONE_CLICK_TEXT.unknown, 404);
  return plain(outcome === "unsubscribed" ? ONE_CLICK_TEXT.unsubscribed : ONE_CLICK_TEXT.already, 200);
}
