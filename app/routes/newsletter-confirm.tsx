import { Form, useNavigation } from "react-router";
import { Link } from "../components/link";
import { formText } from "../../lib/form-errors";
import { confirmSubscription, getPendingConfirmation } from "../../server/modules/newsletter/service";
import { MessagePanel } from "../components/message-panel";
import type { Route } from "./+types/newsletter-confirm";

export const meta = () => [
  { title: "Confirm your newsletter subscription" },
  { name: "robots", content: "noindex" },
];

export const CONFIRM_TEXT = {
  askTitle: "Confirm your subscription",
  confirmButton: "Confirm my subscription",
  doneTitle: "Your subscription is confirmed",
  unknownTitle: "This link cannot be used",
  unknown:
    "This confirmation link is not valid or has already been used. If you have confirmed your subscription already, there is nothing more to do. Otherwise, please subscribe again from our home page and use the link in the new e-mail.",
} as const;

// Mail scanners follow links: the GET only shows what the link is for; the POST confirms.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, email: (await getPendingConfirmation(token))?.email ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  return confirmSubscription(formText(form.get("token")));
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const confirming = useNavigation().state === "submitting";
  if (actionData?.status === "confirmed") {
    return (
      <MessagePanel title={CONFIRM_TEXT.doneTitle} tone="success" role="status">
        <p>
          Thank you! <strong>{actionData.email}</strong> will now receive our newsletter. Every e-mail ends
          with links to choose which e-mails you get or to unsubscribe.
        </p>
      </MessagePanel>
    );
  }
  if (actionData?.status === "unknown" || !loaderData.email) {
    return (
      <MessagePanel title={CONFIRM_TEXT.unknownTitle} tone="warning" role="alert">
        <p>{CONFIRM_TEXT.unknown}</p>
        <p>
          <Link to="/#newsletter" className="font-medium text-maroon-800 underline">
            Subscribe from the home page
          </Link>
        </p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title={CONFIRM_TEXT.askTitle}>
      <p>
        Confirm below and <strong>{loaderData.email}</strong> will start receiving our newsletter.
      </p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <button
          type="submit"
          disabled={confirming}
          className="rounded-full bg-maroon-800 px-6 py-3 font-medium text-white hover:bg-maroon-900 disabled:opacity-70"
        >
          {confirming ? "Confirming..." : CONFIRM_TEXT.confirmButton}
        </button>
      </Form>
    </MessagePanel>
  );
}
