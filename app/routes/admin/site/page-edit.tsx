import { data, Form } from "react-router";
import { formText } from "../../../../lib/form-errors";
import { requireStaff } from "../../../../server/http/guards";
import {
  getAdminPage,
  PAGE_ERRORS,
  previewInfoPage,
  resetInfoPage,
  saveInfoPage,
} from "../../../../server/modules/content/service";
import { Badge } from "../../../components/admin/badge";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { PageHeader, secondaryAction } from "../../../components/admin/page-header";
import { PageEditor } from "../../../components/admin/site/page-editor";
import { PAGE_STATUS_LABELS } from "../../../components/admin/site/page-status";
import { doneThen, refusal } from "./answers.server";
import type { Route } from "./+types/page-edit";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.page.title ?? "Information page"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Information pages", to: "/admin/cms/pages" },
    { label: "Edit page" },
  ],
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const page = await getAdminPage(params.key ?? "");
  if (!page) throw data({ message: PAGE_ERRORS.notFound }, { status: 404 });
  return { page };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData();
  const actor = { id: user.id, email: user.email };
  const key = params.key ?? "";
  const here = `/admin/cms/pages/${key}`;
  const intent = formText(form.get("intent"));
  // What was typed goes back with a preview or a refusal, so the form (even without JavaScript) keeps it.
  const values = {
    title: formText(form.get("title")),
    content: formText(form.get("content")),
    isPublished: form.has("isPublished"),
  };
  try {
    if (intent === "preview") {
      return { ok: true as const, values, preview: previewInfoPage(key, values) };
    }
    if (intent === "reset") {
      const { title, changed } = await resetInfoPage(actor, key);
      return doneThen(
        here,
        changed ? `${title} shows the built-in text again` : `${title} already shows the built-in text`,
        request,
      );
    }
    const { title } = await saveInfoPage(actor, key, values, form.get("version"));
    return doneThen(here, `${title} saved`, request);
  } catch (error) {
    return refusal(error, { values });
  }
}

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const status = PAGE_STATUS_LABELS[page.status];
  const answer = actionData
    ? {
        values: "values" in actionData ? actionData.values : undefined,
        preview: actionData.ok ? actionData.preview : undefined,
        error: actionData.ok ? undefined : actionData.error,
        fieldErrors: actionData.ok ? undefined : actionData.fieldErrors,
      }
    : null;
  return (
    <div>
      <PageHeader
        title={page.title}
        description={`Shown in the shop at ${page.path}.`}
        badges={<Badge tone={status.tone}>{status.label}</Badge>}
        actions={
          <>
            <a href={page.path} target="_blank" rel="noreferrer" className={secondaryAction}>
              View in shop<span className="sr-only">&nbsp;(opens in a new tab)</span>
            </a>
            {page.version && (
              <Form method="post">
                <ConfirmButton
                  title="Restore the built-in text?"
                  message={`Your text for ${page.title} will be removed and the shop will show its built-in text again. This cannot be undone.`}
                  confirmLabel="Restore built-in text"
                  name="intent"
                  value="reset"
                >
                  Restore built-in text
                </ConfirmButton>
              </Form>
            )}
          </>
        }
      />
      {/* A new version (saved, or restored) starts the editor afresh. */}
      <PageEditor key={page.version || "built-in"} page={page} answer={answer} />
    </div>
  );
}
