import { Form, useLocation } from "react-router";
import { Link } from "../../link";
import { ORDERS_PATH } from "./list-params";

export interface SavedViewItem {
  id: string;
  name: string;
  query: string;
}

/** Views every admin has: the two daily jobs of the counter. */
const BUILT_IN = [
  { name: "Paid, not shipped", href: `${ORDERS_PATH}?status=confirmed&payment=paid` },
  { name: "COD to collect", href: "/admin/orders/cod" },
];

const chip =
  "inline-flex items-center rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-800 hover:bg-stone-50";

/** The admin's named views of the list (their own), and a form to save the current one. */
export function SavedViews({ views, query }: { views: SavedViewItem[]; query: string }) {
  const location = useLocation();
  const current = location.search.replace(/^\?/, "");
  return (
    <section aria-label="Saved views" className="mb-3 flex flex-wrap items-center gap-2">
      {BUILT_IN.map((view) => (
        <Link key={view.name} to={view.href} className={chip}>
          {view.name}
        </Link>
      ))}
      {views.map((view) => (
        <span
          key={view.id}
          className="inline-flex items-center rounded-full border border-stone-300 bg-white"
        >
          <Link
            to={view.query ? `${ORDERS_PATH}?${view.query}` : ORDERS_PATH}
            aria-current={view.query === current ? "page" : undefined}
            className="rounded-l-full px-3 py-1 text-sm text-stone-800 hover:bg-stone-50 aria-[current=page]:font-semibold"
          >
            {view.name}
          </Link>
          <Form method="post" className="contents">
            <input type="hidden" name="intent" value="delete-view" />
            <input type="hidden" name="viewId" value={view.id} />
            <button
              type="submit"
              aria-label={`Delete the view ${view.name}`}
              className="rounded-r-full px-2 py-1 text-sm text-stone-500 hover:bg-red-50 hover:text-red-700"
            >
              ×
            </button>
          </Form>
        </span>
      ))}
      {query && (
        <details className="relative">
          <summary className={`${chip} cursor-pointer list-none`}>Save this view</summary>
          <Form
            method="post"
            className="absolute z-30 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-lg"
          >
            <input type="hidden" name="intent" value="save-view" />
            <input type="hidden" name="query" value={query} />
            <label className="text-sm font-medium text-stone-800">
              Name of the view
              <input
                name="name"
                required
                maxLength={60}
                placeholder="e.g. COD in Maharashtra"
                className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
              />
            </label>
            <button
              type="submit"
              className="rounded-lg bg-maroon-800 px-3 py-2 text-sm font-semibold text-white"
            >
              Save view
            </button>
          </Form>
        </details>
      )}
    </section>
  );
}
