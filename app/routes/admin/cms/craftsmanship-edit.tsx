import { data, Form, redirect } from "react-router";
import { CRAFT_FORM_FIELDS } from "../../../../lib/craftsmanship-form-schema";
import { formText } from "../../../../lib/form-errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  createCraftsmanship,
  deleteCraftsmanship,
  getAdminCraftsmanship,
  updateCraftsmanship,
} from "../../../../server/modules/content/service";
import { Badge } from "../../../components/admin/badge";
import { cmsActionError } from "../../../components/admin/cms/action-answer";
import { CraftsmanshipForm } from "../../../components/admin/cms/craftsmanship-form";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { PageHeader } from "../../../components/admin/page-header";
import type { Route } from "./+types/craftsmanship-edit";
import { listAtPage } from "../../../components/admin/list-at-page";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.section ? page.section.title : "Add section"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Craftsmanship", to: "/admin/cms/craftsmanship" },
    { label: "Section" },
  ],
};

export const NOT_FOUND_MESSAGE = "Craftsmanship section not found";

/** One module for /admin/cms/craftsmanship/new and /admin/cms/craftsmanship/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const section = params.id ? await getAdminCraftsmanship(params.id) : null;
  if (params.id && !section) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return { section };
}

const toList = async (text: string, request: Request) =>
  redirect(listAtPage("/admin/cms/craftsmanship", new URL(request.url).searchParams.get("page")), {
    headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
  });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData().catch(() => new FormData());
  const actor = { id: user.id, email: user.email };
  const id = params.id;
  try {
    if (formText(form.get("intent")) === "delete") {
      if (!id)
        return data({ ok: false as const, error: NOT_FOUND_MESSAGE, fieldErrors: {} }, { status: 404 });
      const { title } = await deleteCraftsmanship(actor, id);
      return toList(`${title} deleted`, request);
    }
    const input = {
      fields: Object.fromEntries(CRAFT_FORM_FIELDS.map((field) => [field, form.get(field)])),
      gallery: {
        url: form.getAll("gallery_url"),
        alt: form.getAll("gallery_alt"),
        caption: form.getAll("gallery_caption"),
      },
    };
    if (id) {
      await updateCraftsmanship(actor, id, { ...input, version: form.get("version") });
      return toList("Section saved", request);
    }
    await createCraftsmanship(actor, input);
    return toList("Section created", request);
  } catch (error) {
    return cmsActionError(error, id);
  }
}

export default function CraftsmanshipEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { section } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div>
      <PageHeader
        title={section ? section.title : "Add craftsmanship section"}
        badges={
          section &&
          (section.isActive ? <Badge tone="green">Shown</Badge> : <Badge tone="grey">Hidden</Badge>)
        }
        actions={
          section && (
            <Form method="post">
              <ConfirmButton
                title={`Delete ${section.title}?`}
                message="The section and its gallery will be removed from the home page. The pictures stay in the image library. This cannot be undone."
                confirmLabel="Delete section"
                name="intent"
                value="delete"
              >
                Delete
              </ConfirmButton>
            </Form>
          )
        }
      />
      <CraftsmanshipForm
        key={section?.updatedAt ?? "new"}
        section={section}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
      />
    </div>
  );
}
