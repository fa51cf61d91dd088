import { data, Form, redirect } from "react-router";
import { formatDateTime } from "../../../../lib/date-format";
import { formText } from "../../../../lib/form-errors";
import { TESTIMONIAL_FORM_FIELDS } from "../../../../lib/testimonial-form-schema";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  createTestimonial,
  deleteTestimonial,
  getAdminTestimonial,
  updateTestimonial,
} from "../../../../server/modules/content/service";
import { Badge } from "../../../components/admin/badge";
import { cmsActionError } from "../../../components/admin/cms/action-answer";
import { TestimonialForm } from "../../../components/admin/cms/testimonial-form";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { Card } from "../../../components/admin/form-fields";
import { PageHeader } from "../../../components/admin/page-header";
import type { Route } from "./+types/testimonial-edit";

export const meta = ({ data: page }: Route.MetaArgs) => [
  {
    title: `${page?.testimonial ? page.testimonial.customerName : "Add testimonial"} | Divine Threads Admin`,
  },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Testimonials", to: "/admin/cms/testimonials" },
    { label: "Testimonial" },
  ],
};

export const NOT_FOUND_MESSAGE = "Testimonial not found";

/** One module for /admin/cms/testimonials/new and /admin/cms/testimonials/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const testimonial = params.id ? await getAdminTestimonial(params.id) : null;
  if (params.id && !testimonial) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return { testimonial };
}

const toList = async (text: string, request: Request) =>
  redirect("/admin/cms/testimonials", {
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
      const { name } = await deleteTestimonial(actor, id);
      return toList(`${name}'s testimonial deleted`, request);
    }
    const fields = Object.fromEntries(TESTIMONIAL_FORM_FIELDS.map((field) => [field, form.get(field)]));
    if (id) {
      await updateTestimonial(actor, id, fields, form.get("version"));
      return toList("Testimonial saved", request);
    }
    await createTestimonial(actor, fields);
    return toList("Testimonial created", request);
  } catch (error) {
    return cmsActionError(error, id);
  }
}

export default function TestimonialEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div>
      <PageHeader
        title={testimonial ? testimonial.customerName : "Add testimonial"}
        badges={
          testimonial && (
            <>
              {testimonial.isApproved ? (
                <Badge tone="green">Approved</Badge>
              ) : (
                <Badge tone="amber">Awaiting approval</Badge>
              )}
              {testimonial.isFeatured && <Badge tone="blue">Featured</Badge>}
            </>
          )
        }
        actions={
          testimonial && (
            <Form method="post">
              <ConfirmButton
                title={`Delete ${testimonial.customerName}'s testimonial?`}
                message="It will be removed from the shop and from the list. This cannot be undone."
                confirmLabel="Delete testimonial"
                name="intent"
                value="delete"
              >
                Delete
              </ConfirmButton>
            </Form>
          )
        }
      />
      <TestimonialForm
        key={testimonial?.updatedAt ?? "new"}
        testimonial={testimonial}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
        aside={
          testimonial && (
            <Card title="Summary">
              <p className="text-sm text-stone-700">Added {formatDateTime(testimonial.createdAt)}.</p>
              {testimonial.isApproved && testimonial.approvedAt && (
                <p className="text-sm text-stone-700">
                  Approved {testimonial.approvedByName ? `by ${testimonial.approvedByName} ` : ""}on{" "}
                  {formatDateTime(testimonial.approvedAt)}.
                </p>
              )}
            </Card>
          )
        }
      />
    </div>
  );
}
