import { data, Form, redirect } from "react-router";
import { Link } from "../../components/link";
import { CATEGORY_FORM_FIELDS } from "../../../lib/category-form-schema";
import { formText } from "../../../lib/form-errors";
import { setFlash } from "../../../server/http/flash";
import { requireStaff } from "../../../server/http/guards";
import {
  createCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategoryTree,
  updateCategory,
} from "../../../server/modules/catalog/service";
import { Badge } from "../../components/admin/badge";
import { categoryActionError } from "../../components/admin/categories/action-error";
import { CategoryForm } from "../../components/admin/categories/category-form";
import { Card } from "../../components/admin/form-fields";
import { flattenTree, parentChoices } from "../../components/admin/categories/tree";
import { ConfirmButton } from "../../components/admin/confirm-dialog";
import { PageHeader, secondaryAction } from "../../components/admin/page-header";
import type { Route } from "./+types/category-edit";

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.category ? page.category.name : "Add category"} | Divine Threads Admin` },
];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Categories", to: "/admin/categories" },
    { label: "Category" },
  ],
};

export const NOT_FOUND_MESSAGE = "Category not found";

/** One module for /admin/categories/new and /admin/categories/:id (no id means a new category). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "catalogue");
  const id = params.id;
  const [category, tree] = await Promise.all([id ? getAdminCategory(id) : null, listAdminCategoryTree()]);
  if (id && !category) throw data({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  return { category, parents: parentChoices(flattenTree(tree), category?.id ?? null) };
}

const IMAGE_FIELDS = ["image", "bannerImage", "icon"] as const;

const toList = async (text: string, request: Request) =>
  redirect("/admin/categories", {
    headers: { "Set-Cookie": await setFlash({ type: "success", text }, request) },
  });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  const form = await request.formData();
  const actor = { id: user.id, email: user.email };
  const id = params.id;
  try {
    if (formText(form.get("intent")) === "delete") {
      if (!id)
        return data({ ok: false as const, error: NOT_FOUND_MESSAGE, fieldErrors: {} }, { status: 404 });
      await deleteCategory(actor, id);
      return toList("Category deleted", request);
    }
    const input = {
      fields: Object.fromEntries(CATEGORY_FORM_FIELDS.map((field) => [field, form.get(field)])),
      files: Object.fromEntries(IMAGE_FIELDS.map((slot) => [slot, form.get(slot)])),
      remove: Object.fromEntries(IMAGE_FIELDS.map((slot) => [slot, form.get(`remove-${slot}`) === "on"])),
    };
    if (id) {
      await updateCategory(actor, id, { ...input, version: form.get("version") });
      return toList("Category saved", request);
    }
    await createCategory(actor, input);
    return toList("Category created", request);
  } catch (error) {
    return categoryActionError(error, id);
  }
}

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { category, parents } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div>
      <PageHeader
        title={category ? category.name : "Add category"}
        badges={
          category && (
            <>
              <Badge tone={category.isActive ? "green" : "grey"}>
                {category.isActive ? "Active" : "Hidden"}
              </Badge>
              {category.isFeatured && <Badge tone="blue">Featured</Badge>}
            </>
          )
        }
        actions={
          category && (
            <>
              {category.isActive && (
                <Link to={`/shop?category=${encodeURIComponent(category.slug)}`} className={secondaryAction}>
                  View in shop
                </Link>
              )}
              <Form method="post" id="delete-category">
                <ConfirmButton
                  title={`Delete ${category.name}?`}
                  message={`${category.name} will be removed from the shop's menus and filters. This cannot be undone.`}
                  confirmLabel="Delete category"
                  name="intent"
                  value="delete"
                >
                  Delete
                </ConfirmButton>
              </Form>
            </>
          )
        }
      />
      <CategoryForm
        key={category?.updatedAt ?? "new"}
        category={category}
        parents={parents}
        serverError={failure?.error ?? null}
        serverFieldErrors={failure?.fieldErrors ?? {}}
        aside={category && <Summary category={category} />}
      />
    </div>
  );
}

function Summary({ category }: { category: NonNullable<Route.ComponentProps["loaderData"]["category"]> }) {
  return (
    <Card title="Summary">
      <p className="text-sm text-stone-700">
        {category.productCount === 1 ? "1 product" : `${category.productCount} products`} filed here
        {category.parent && (
          <>
            , under{" "}
            <Link to={`/admin/categories/${category.parent.id}`} className="underline">
              {category.parent.name}
            </Link>
          </>
        )}
        .
      </p>
      {category.children.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-stone-900">Subcategories</h3>
          <ul className="mt-1 list-inside list-disc text-sm">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={`/admin/categories/${child.id}`} className="underline">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
