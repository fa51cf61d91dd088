import { data, Form, redirect } from "react-router";
import { readBlogCategoryForm } from "../../../../lib/blog-category-form";
import { formText } from "../../../../lib/form-errors";
import { formatIndianNumber } from "../../../../lib/money";
import { AppError } from "../../../../server/errors";
import { setFlash } from "../../../../server/http/flash";
import { requireStaff } from "../../../../server/http/guards";
import {
  createBlogCategory,
  deleteBlogCategory,
  getAdminBlogCategory,
  updateBlogCategory,
} from "../../../../server/modules/blog/service";
import { blogActionError } from "../../../components/admin/blog/action-error";
import { BlogCategoryForm, CATEGORY_FORM_ID } from "../../../components/admin/blog/category-form";
import { Badge } from "../../../components/admin/badge";
import { ConfirmButton } from "../../../components/admin/confirm-dialog";
import { PageHeader, primaryAction } from "../../../components/admin/page-header";
import type { Route } from "./+types/category-edit";
import { listAtPage } from "../../../components/admin/list-at-page";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.category ? page.category.name : "Add blog category"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Blog", to: "/admin/blog" },
    { label: "Categories", to: "/admin/blog/categories" },
    { label: "Category" },
  ],
};

export const NOT_FOUND_MESSAGE = "Blog category not found";

/** One module for /admin/blog/categories/new and /admin/blog/categories/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content");
  const category = params.id ? await getAdminBlogCategory(params.id) : null;
  if (params.id && !category) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return { category };
}

const toList = async (text: string, request: Request) =>
  redirect(listAtPage("/admin/blog/categories", new URL(request.url).searchParams.get("page")), {
    headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
  });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "content");
  const actor = { id: user.id, email: user.email };
  const form = await request.formData().catch(() => new FormData());
  const id = params.id;
  try {
    if (formText(form.get("intent")) === "delete") {
      if (!id) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
      const { name } = await deleteBlogCategory(actor, id);
      return toList(`${name} deleted`, request);
    }
    const input = readBlogCategoryForm(form);
    if (id) {
      await updateBlogCategory(actor, id, input, form.get("version"));
      return toList("Category saved", request);
    }
    await createBlogCategory(actor, input);
    return toList("Category created", request);
  } catch (error) {
    return blogActionError(error);
  }
}

export default function BlogCategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { category } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div>
      <PageHeader
        title={category ? category.name : "Add blog category"}
        badges={
          category && (
            <Badge tone={category.isActive ? "green" : "grey"}>
              {category.isActive ? "Shown" : "Hidden"}
            </Badge>
          )
        }
        actions={
          <>
            {category && (
              <Form method="post" id="delete-blog-category">
                <ConfirmButton
                  title={`Delete ${category.name}?`}
                  message={
                    category.postCount > 0
                      ? `Its ${formatIndianNumber(category.postCount)} ${category.postCount === 1 ? "post stays" : "posts stay"} on the blog without a category. This cannot be undone.`
                      : "This cannot be undone."
                  }
                  confirmLabel="Delete category"
                  name="intent"
                  value="delete"
                >
                  Delete
                </ConfirmButton>
              </Form>
            )}
            <button type="submit" form={CATEGORY_FORM_ID} className={primaryAction}>
              {category ? "Save" : "Create category"}
            </button>
          </>
        }
      />
      <BlogCategoryForm
        key={category?.version ?? "new"}
        version={category?.version ?? null}
        initial={{
          name: category?.name ?? "",
          slug: category?.slug ?? "",
          color: category?.color ?? "",
          is_active: category?.isActive ?? true,
        }}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
      />
    </div>
  );
}
