import { Form } from "react-router";
import { Link } from "../link";
import { SORT_OPTIONS, type ShopFilters as Filters } from "../../../lib/shop-params";
import type { CategoryOption } from "../../../server/modules/catalog/service";
import { useCurrencySymbol } from "../currency";

interface Props {
  filters: Filters;
  categories: CategoryOption[];
  count: number;
  /** With JavaScript: applies the filters (the page resets to 1); a select applies as soon as it changes. */
  onApply: (form: HTMLFormElement) => void;
}

const field = "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";

/** A GET form: it works without JavaScript, and never sends page, so any change starts at page 1. */
export function ShopFilters({ filters, categories, count, onApply }: Props) {
  const currencySymbol = useCurrencySymbol();
  return (
    <Form
      method="get"
      action="/shop"
      role="search"
      aria-label="Filter products"
      className="mt-6 grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 md:grid-cols-6"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT") onApply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(event.currentTarget);
      }}
    >
      <label className="col-span-2 text-sm md:col-span-2">
        <span className="mb-1 block font-medium">Search</span>
        <input
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={100}
          placeholder="Kurta, saree, Krishna..."
          className={field}
        />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Category</span>
        <select name="category" defaultValue={filters.category} className={field}>
          <option value="">All categories</option>
          {categories.map((top) => (
            <optgroup key={top.slug} label={top.name}>
              <option value={top.name}>All {top.name}</option>
              {top.children.map((c) => (
                <option key={c.slug} value={c.name}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Sort by</span>
        <select name="sort" defaultValue={filters.sort} className={field}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Min price ({currencySymbol})</span>
        <input
          type="number"
          name="minPrice"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={filters.minPrice ?? ""}
          placeholder="0"
          className={field}
        />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">Max price ({currencySymbol})</span>
        <input
          type="number"
          name="maxPrice"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={filters.maxPrice ?? ""}
          placeholder="Any"
          className={field}
        />
      </label>
      <div className="col-span-2 flex gap-3 md:col-span-6 md:justify-end">
        <button
          type="submit"
          className="rounded-full bg-maroon-800 px-5 py-2 text-sm font-semibold text-white hover:bg-maroon-900"
        >
          Apply Filters
        </button>
        <Link
          to="/shop"
          className="rounded-full border border-stone-300 px-5 py-2 text-sm font-medium"
          aria-disabled={count === 0}
        >
          Clear Filters{count > 0 ? ` (${count})` : ""}
        </Link>
      </div>
    </Form>
  );
}
