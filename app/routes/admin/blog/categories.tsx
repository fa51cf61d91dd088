import { useEffect } from "react";
import { data, useNavigation } from "react-router";
import { Link } from "../../../components/link";
import { formText } from "../../../../lib/form-errors";
import { requireStaff } from "../../../../server/http/guards";
import {
  deleteBlogCategory,
  listAdminBlogCategories,
  moveBlogCategory,
} from "../../../../server/modules/blog/service";
import { blogActionError } from "../../../components/admin/blog/action-error";
import { CategoryTable } from "../../../components/admin/blog/category-table";
import { EmptyState } from "../../../components/admin/empty-state";
import { Pagination } from "../../../components/admin/pagination";
import { PageHeader, primaryAction, secondaryAction } from "../../../components/admin/page-header";
import { useToast } from "../../../components/ui/toaster";
import type { Route } from "./+types/categories";

export const meta = () => [{ title: "Blog categories | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Blog", to: "/admin/blog" },
    { label: "Categories" },
  ],
};

export const NO_ACTION_MESSAGE = "Choose what to do with the category.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const { categories, ...window } = await listAdminBlogCategories(
    Number(new URL(request.url).searchParams.get("page")) || 1,
  );
  return { categories: categories.map(({ version: _version, ...c }) => c), ...window };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const actor = { id: user.id, email: user.email };
  const form = await request.formData().catch(() => new FormData());
  const id = formText(form.get("id")).slice(0, 64);
  try {
    switch (formText(form.get("intent"))) {
      case "up":
      case "down": {
        const direction = formText(form.get("intent")) as "up" | "down";
        const { name, moved } = await moveBlogCategory(actor, id, direction);
        const end = direction === "up" ? "top" : "bottom";
        return {
          ok: true as const,
          message: moved ? `${name} moved ${direction}` : `${name} is already at the ${end}`,
        };
      }
      case "delete": {
        const { name } = await deleteBlogCategory(actor, id);
        return { ok: true as const, message: `${name} deleted` };
      }
      default:
        return data({ ok: false as const, error: NO_ACTION_MESSAGE, fieldErrors: {} }, { status: 400 });
    }
  } catch (error) {
    return blogActionError(error);
  }
}

export default function BlogCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, page, pageCount, total, pageSize } = loaderData;
  const busy = useNavigation().state !== "idle";
  const { show } = useToast();
  useEffect(() => {
    if (actionData?.ok) show("success", actionData.message);
  }, [actionData, show]);
  const add = (
    <Link to="/admin/blog/categories/new" className={primaryAction}>
      Add category
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Blog categories"
        description="How the blog's posts are grouped. Shown categories are the blog's filter, in this order."
        actions={
          <>
            <Link to="/admin/blog" className={secondaryAction}>
              Posts
            </Link>
            {add}
          </>
        }
      />
      {actionData && !actionData.ok && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {actionData.error}
        </p>
      )}
      {categories.length === 0 ? (
        <EmptyState
          title="No blog categories yet"
          body="Categories let readers filter the blog, e.g. Festivals or Care Tips. Add the first one."
          action={add}
        />
      ) : (
        <>
          <CategoryTable
            categories={categories}
            busy={busy}
            first={page === 1}
            last={page === pageCount}
            page={page}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(p) => (p > 1 ? `?page=${p}` : "/admin/blog/categories")}
          />
        </>
      )}
    </div>
  );
}
