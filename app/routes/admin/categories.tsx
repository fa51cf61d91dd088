import { data, Form } from "react-router";
import { Link } from "../../components/link";
import { formText } from "../../../lib/form-errors";
import { requireStaff } from "../../../server/http/guards";
import {
  deleteCategory,
  listAdminCategoryTree,
  moveCategoryStep,
  moveCategoryToParent,
  setCategoryFlag,
} from "../../../server/modules/catalog/service";
import { AdminTable } from "../../components/admin/admin-table";
import { categoryActionError } from "../../components/admin/categories/action-error";
import { CategoryRowView } from "../../components/admin/categories/category-row";
import {
  filterRows,
  flattenTree,
  STATUS_FILTERS,
  type StatusFilter,
} from "../../components/admin/categories/tree";
import { EmptyState } from "../../components/admin/empty-state";
import { PageHeader, primaryAction, secondaryAction } from "../../components/admin/page-header";
import { SearchBox } from "../../components/admin/search-box";
import type { Route } from "./+types/categories";

export const meta = () => [{ title: "Categories | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Categories" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "catalogue");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").replace(/\0/g, "").slice(0, 100);
  const status = (params.get("status") ?? "") as StatusFilter;
  const filters = { q, status: Object.hasOwn(STATUS_FILTERS, status) ? status : ("" as StatusFilter) };
  const rows = flattenTree(await listAdminCategoryTree());
  return { rows, shown: filterRows(rows, filters.q, filters.status), filters };
}

export const LIST_MESSAGES = {
  noAction: "Choose what to do with the category.",
} as const;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  const form = await request.formData();
  const intent = formText(form.get("intent"));
  const id = formText(form.get("id")).slice(0, 64);
  const actor = { id: user.id, email: user.email };
  try {
    switch (intent) {
      case "active":
      case "featured": {
        const on = formText(form.get("value")) === "true";
        const { name } = await setCategoryFlag(
          actor,
          id,
          intent === "active" ? "isActive" : "isFeatured",
          on,
        );
        const text =
          intent === "active"
            ? `${name} is ${on ? "now shown in the shop" : "now hidden from the shop"}`
            : `${name} is ${on ? "now featured" : "no longer featured"}`;
        return { ok: true as const, id, message: text };
      }
      case "up":
      case "down": {
        const { name, moved } = await moveCategoryStep(actor, id, intent);
        return {
          ok: true as const,
          id,
          message: moved
            ? `${name} moved ${intent}`
            : `${name} is already at the ${intent === "up" ? "top" : "bottom"}`,
        };
      }
      case "move": {
        const parentId = formText(form.get("parentId")).slice(0, 64) || null;
        const { name, moved } = await moveCategoryToParent(actor, id, parentId);
        return { ok: true as const, id, message: moved ? `${name} moved` : `${name} is already there` };
      }
      case "delete": {
        const { name } = await deleteCategory(actor, id);
        return { ok: true as const, id, message: `${name} deleted` };
      }
      default:
        return data(
          { ok: false as const, id, error: LIST_MESSAGES.noAction, fieldErrors: {} },
          { status: 400 },
        );
    }
  } catch (error) {
    return categoryActionError(error, id);
  }
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, shown, filters } = loaderData;
  const filtered = filters.q !== "" || filters.status !== "";
  const add = (
    <Link to="/admin/categories/new" className={primaryAction}>
      Add category
    </Link>
  );
  return (
    <div>
      <PageHeader
        title="Categories"
        description="How the shop's collections are organised. Hidden categories stay here but not in the shop."
        actions={add}
      />
      {/* Forms posted without JavaScript come back here; with it, each row shows its own answer. */}
      {actionData && !actionData.ok && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {actionData.error}
        </p>
      )}
      {actionData?.ok && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {actionData.message}
        </p>
      )}
      {rows.length > 0 && (
        <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
          <SearchBox
            label="Search categories"
            placeholder="Search by name or slug"
            defaultValue={filters.q}
            className="min-w-48 flex-1"
          />
          <label className="text-sm font-medium">
            <span className="sr-only">Status</span>
            <select
              name="status"
              aria-label="Status"
              defaultValue={filters.status}
              className="rounded-lg border border-stone-300 bg-white px-3 py-2"
            >
              {Object.entries(STATUS_FILTERS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={secondaryAction}>
            Filter
          </button>
          {filtered && (
            <Link to="/admin/categories" className="px-2 py-2 text-sm text-stone-700 underline">
              Clear
            </Link>
          )}
        </Form>
      )}
      {rows.length === 0 ? (
        <EmptyState
          title="No categories yet"
          body="Categories group your products in the shop's menus, filters and featured collections."
          action={add}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No categories match"
          body="Try another name, or clear the filters to see every category."
          action={
            <Link to="/admin/categories" className={secondaryAction}>
              Clear filters
            </Link>
          }
        />
      ) : (
        <AdminTable caption="Categories, parents before their subcategories">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Products</th>
              <th scope="col">Active</th>
              <th scope="col">Featured</th>
              <th scope="col">Order</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map(({ row, context }) => (
              <CategoryRowView key={row.id} row={row} rows={rows} context={context} />
            ))}
          </tbody>
        </AdminTable>
      )}
    </div>
  );
}
