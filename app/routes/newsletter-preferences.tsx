import { Form, useNavigation } from "react-router";
import { Link } from "../components/link";
import { PREFERENCE_FIELDS, preferencesFromForm } from "../../lib/newsletter-messages";
import { getSubscriptionByToken, updatePreferencesByToken } from "../../server/modules/newsletter/service";
import { MessagePanel } from "../components/message-panel";
import type { Route } from "./+types/newsletter-preferences";

export const meta = () => [{ title: "Newsletter preferences" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, subscription: await getSubscriptionByToken(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  return {
    outcome: await updatePreferencesByToken(
      typeof token === "string" ? token : "",
      preferencesFromForm(form),
    ),
  };
}

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { token, subscription } = loaderData;
  const saving = useNavigation().state === "submitting";
  if (!subscription || actionData?.outcome === "unknown") {
    return (
      <MessagePanel title="Link not recognised" tone="warning" role="alert">
        <p>
          We could not find a newsletter subscription for this link. It may be incomplete or out of date.
          Please use the link in our most recent e-mail.
        </p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Newsletter preferences">
      <p>
        Choose which e-mails <strong>{subscription.email}</strong> receives from us.
      </p>
      {!subscription.isActive && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          This address is unsubscribed, so it receives no newsletters at the moment. Subscribe again from our
          home page to start receiving the e-mails you choose here.
        </p>
      )}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-stone-900">E-mails I would like to receive</legend>
          {PREFERENCE_FIELDS.map((field) => (
            <label key={field.key} className="flex items-center gap-3">
              <input
                type="checkbox"
                name={field.key}
                defaultChecked={subscription.preferences[field.key]}
                className="size-5 accent-maroon-800"
              />
              {field.label}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={saving}
          className="self-start rounded-full bg-maroon-800 px-6 py-3 font-medium text-white hover:bg-maroon-900 disabled:opacity-70"
        >
          {saving ? "Saving..." : "Save preferences"}
        </button>
        {actionData?.outcome === "saved" && (
          <p role="status" className="font-medium text-emerald-800">
            Your preferences have been saved.
          </p>
        )}
      </Form>
      {subscription.isActive && (
        <p className="text-sm">
          Prefer no e-mails at all?{" "}
          <Link to={`/unsubscribe?token=${encodeURIComponent(token)}`} className="text-maroon-800 underline">
            Unsubscribe
          </Link>
        </p>
      )}
    </MessagePanel>
  );
}
