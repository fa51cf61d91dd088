import { Form } from "react-router";
import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { listAtPage } from "../list-at-page";
import { Badge } from "../badge";
import { ConfirmButton } from "../confirm-dialog";

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  color: string | null;
  isActive: boolean;
  postCount: number;
}

const small =
  "inline-flex items-center justify-center rounded-md border border-stone-300 bg-white px-2 py-1 text-sm hover:bg-stone-50 disabled:opacity-40";

interface Props {
  categories: CategoryRow[];
  busy: boolean;
  /** This page starts the blog's order: its first category cannot move up. */
  first: boolean;
  /** This page ends it: its last category cannot move down. */
  last: boolean;
  /** The list's page, which an edit goes back to. */
  page: number;
}

/** A page of the categories in the blog's order, with moves up and down, and delete after a confirmation. */
export function CategoryTable({ categories, busy, first, last, page }: Props) {
  return (
    <AdminTable caption="Blog categories, in the order the blog shows them">
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-right">
            Posts
          </th>
          <th scope="col">Order and actions</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((c, i) => (
          <tr key={c.id}>
            <td>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-full border border-stone-300"
                  style={{ backgroundColor: c.color ?? "transparent" }}
                />
                <span>
                  <Link
                    to={listAtPage(`/admin/blog/categories/${c.id}`, page)}
                    className="font-medium text-stone-900 hover:underline"
                  >
                    {c.name}
                  </Link>
                  <span className="block text-xs text-stone-500">/blog?category={c.slug}</span>
                </span>
              </span>
            </td>
            <td data-label="Status">
              <Badge tone={c.isActive ? "green" : "grey"}>{c.isActive ? "Shown" : "Hidden"}</Badge>
            </td>
            <td data-label="Posts" className="text-right tabular-nums">
              <Link to={`/admin/blog?category=${c.slug}`} className="underline-offset-2 hover:underline">
                {formatIndianNumber(c.postCount)}
              </Link>
            </td>
            <td data-label="Actions">
              <Form method="post" className="flex flex-wrap items-center gap-1">
                <input type="hidden" name="id" value={c.id} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  className={small}
                  disabled={busy || (first && i === 0)}
                  aria-label={`Move ${c.name} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  className={small}
                  disabled={busy || (last && i === categories.length - 1)}
                  aria-label={`Move ${c.name} down`}
                >
                  ↓ Down
                </button>
                <ConfirmButton
                  title={`Delete ${c.name}?`}
                  message={
                    c.postCount > 0
                      ? `Its ${formatIndianNumber(c.postCount)} ${c.postCount === 1 ? "post stays" : "posts stay"} on the blog without a category. This cannot be undone.`
                      : "This cannot be undone."
                  }
                  confirmLabel="Delete category"
                  name="intent"
                  value="delete"
                  className={`${small} text-red-700`}
                  disabled={busy}
                >
                  Delete<span className="sr-only"> {c.name}</span>
                </ConfirmButton>
              </Form>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
