import { Form } from "react-router";
import { Link } from "../components/link";
import {
  getSubscriptionByToken,
  type UnsubscribeOutcome,
  unsubscribeByToken,
} from "../../server/modules/newsletter/service";
import { MessagePanel } from "../components/message-panel";
import type { Route } from "./+types/unsubscribe";

export const meta = () => [
  { title: "Unsubscribe from our newsletter" },
  { name: "robots", content: "noindex" },
];

// Mail scanners follow links: the GET only shows where the link points; the POST changes data.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscription = await getSubscriptionByToken(token);
  return { token, email: subscription?.email ?? null, isActive: subscription?.isActive ?? false };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  const outcome: UnsubscribeOutcome = await unsubscribeByToken(typeof token === "string" ? token : "");
  return { outcome };
}

function Unknown() {
  return (
    <MessagePanel title="Link not recognised" tone="warning" role="alert">
      <p>
        We could not find a newsletter subscription for this link. It may be incomplete or out of date. Please
        use the unsubscribe link in our most recent e-mail, or{" "}
        <Link to="/contact" className="text-maroon-800 underline">
          contact us
        </Link>{" "}
        and we will remove your address.
      </p>
    </MessagePanel>
  );
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email, isActive } = loaderData;
  const outcome = actionData?.outcome;
  if (outcome === "unknown" || (!outcome && !email)) return <Unknown />;
  if (outcome === "unsubscribed") {
    return (
      <MessagePanel title="You have been unsubscribed" tone="success" role="status">
        <p>
          <strong>{email}</strong> will no longer receive our newsletter. Changed your mind? You can subscribe
          again at any time from our home page.
        </p>
      </MessagePanel>
    );
  }
  if (outcome === "already-unsubscribed" || !isActive) {
    return (
      <MessagePanel title="You are already unsubscribed" role={outcome ? "status" : undefined}>
        <p>
          <strong>{email}</strong> is not subscribed to our newsletter, so there is nothing more to do.
        </p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Unsubscribe from our newsletter?">
      <p>
        Confirm below and <strong>{email}</strong> will stop receiving our newsletter.
      </p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="rounded-full bg-maroon-800 px-6 py-3 font-medium text-white hover:bg-maroon-900"
        >
          Unsubscribe
        </button>
        <Link
          to={`/newsletter/preferences?token=${encodeURIComponent(token)}`}
          className="font-medium text-maroon-800 underline"
        >
          Choose which e-mails you get instead
        </Link>
      </Form>
    </MessagePanel>
  );
}
