import { redirect } from "react-router";
import { Link } from "../../../components/link";
import { formText } from "../../../../lib/form-errors";
import { formatIndianNumber } from "../../../../lib/money";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  approveTestimonials,
  deleteTestimonial,
  listAdminTestimonials,
  moveTestimonial,
  setTestimonialApproved,
  setTestimonialFeatured,
} from "../../../../server/modules/content/service";
import { cmsActionError, unknownAction } from "../../../components/admin/cms/action-answer";
import { TestimonialFilters } from "../../../components/admin/cms/testimonial-filters";
import {
  parseTestimonialParams,
  testimonialListHref,
} from "../../../components/admin/cms/testimonial-params";
import { TestimonialTable } from "../../../components/admin/cms/testimonial-table";
import { EmptyState } from "../../../components/admin/empty-state";
import { PageHeader, primaryAction, secondaryAction } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import type { Route } from "./+types/testimonials";

export const meta = () => [{ title: "Testimonials | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Content", to: "/admin/cms" },
    { label: "Testimonials" },
  ],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const params = parseTestimonialParams(new URL(request.url).searchParams);
  const list = await listAdminTestimonials(params);
  return {
    params: { ...params, page: list.page },
    list: {
      ...list,
      rows: list.rows.map((row) => ({
        ...row,
        approvedAt: row.approvedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
  };
}

const count = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? "testimonial" : "testimonials"}`;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const form = await request.formData().catch(() => null);
  const intent = formText(form?.get("intent"));
  const id = formText(form?.get("id")).slice(0, 64);
  const actor = { id: user.id, email: user.email };
  const done = (message: string) => ({ ok: true as const, message });
  try {
    switch (intent) {
      case "approve":
      case "unapprove": {
        const { name } = await setTestimonialApproved(actor, id, intent === "approve");
        return done(
          intent === "approve"
            ? `${name}'s testimonial is approved and shows in the shop`
            : `${name}'s testimonial no longer shows in the shop`,
        );
      }
      case "featured": {
        const on = formText(form?.get("value")) === "true";
        const { name } = await setTestimonialFeatured(actor, id, on);
        return done(`${name}'s testimonial is ${on ? "now featured" : "no longer featured"}`);
      }
      case "up":
      case "down": {
        const { name, moved } = await moveTestimonial(actor, id, intent);
        return done(
          moved
            ? `${name} moved ${intent}`
            : `${name} is already at the ${intent === "up" ? "top" : "bottom"}`,
        );
      }
      case "delete": {
        const { name } = await deleteTestimonial(actor, id);
        return done(`${name}'s testimonial deleted`);
      }
      case "approve-selected": {
        const ids = (form?.getAll("ids") ?? []).map(formText).slice(0, 1000);
        const { changed } = await approveTestimonials(actor, ids);
        const text =
          changed === 0 ? "The selected testimonials were already approved." : `${count(changed)} approved`;
        // Back to the same list, with nothing selected and the result as a toast.
        const params = parseTestimonialParams(new URL(request.url).searchParams);
        return redirect(testimonialListHref(params, params.page), {
          headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
        });
      }
      default:
        return unknownAction(id);
    }
  } catch (error) {
    return cmsActionError(error, id);
  }
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { list, params } = loaderData;
  const filtered = params.approved !== "" || params.featured !== "" || params.rating !== 0 || params.q !== "";
  const failure = actionData && !actionData.ok && !actionData.id ? actionData : null;
  const add = (
    <Link to="/admin/cms/testimonials/new" className={primaryAction}>
      Add testimonial
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Testimonials"
        description="Approved testimonials show on the home page: featured first, then in this order."
        actions={add}
      />
      {(list.total > 0 || filtered) && <TestimonialFilters params={params} />}
      {failure && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failure.error}
        </p>
      )}
      {list.total === 0 ? (
        filtered ? (
          <EmptyState
            title="No testimonials match"
            body="Nothing matches these filters. Clear them to see every testimonial."
            action={
              <Link to="/admin/cms/testimonials" className={secondaryAction}>
                Clear filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No testimonials yet"
            body="Testimonials are what customers say about the shop. Add one, approve it, and it shows on the home page."
            action={add}
          />
        )
      ) : (
        <>
          <TestimonialTable
            key={list.rows.map((r) => `${r.id}:${r.isApproved}`).join(",")}
            rows={list.rows}
            bulkAction={testimonialListHref(params, list.page)}
          />
          <Pagination
            page={list.page}
            pageCount={list.pageCount}
            total={list.total}
            pageSize={list.pageSize}
            hrefFor={(page) => testimonialListHref(params, page)}
          />
        </>
      )}
    </div>
  );
}
