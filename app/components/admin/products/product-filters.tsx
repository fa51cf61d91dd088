import { Form } from "react-router";
import { Link } from "../../link";
import type { CategoryChoice } from "../../../../server/modules/catalog/service";
import { formatInr } from "../../../../lib/money";
import { secondaryAction, primaryAction } from "../page-header";
import { filterControl, filterLabel, LabelOptions, SortAndPageSize } from "../list-controls";
import { SearchBox } from "../search-box";
import { isFiltered, productListHref, type ProductListParams } from "./list-href";
import { PAGE_SIZES, SORT_LABELS, STOCK_LABELS } from "./list-options";

const yesNo = (value: boolean | undefined) => (value === undefined ? "" : String(value));

interface Props {
  params: ProductListParams;
  categories: CategoryChoice[];
}

/** Search, filters, sort and page size: a GET form, so the list's address carries them all. */
export function ProductFilters({ params, categories }: Props) {
  const changed = [
    params.category,
    params.active !== undefined,
    params.featured !== undefined,
    params.stock,
    params.minPrice !== undefined,
    params.maxPrice !== undefined,
    params.sort !== "newest",
    params.limit !== 10,
  ].filter(Boolean).length;
  return (
    <Form
      method="get"
      action="/admin/products"
      className="mb-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          name="q"
          label="Search products"
          placeholder="Search by name, description or SKU"
          defaultValue={params.q}
          maxLength={100}
          className="min-w-0 flex-1 basis-64"
        />
        <button type="submit" className={primaryAction}>
          Search
        </button>
      </div>
      {params.edit && <input type="hidden" name="edit" value="1" />}
      <details open={changed > 0} className="group mt-2">
        <summary className="cursor-pointer py-1 text-sm font-medium text-stone-800">
          Filters and sort{changed > 0 ? ` (${changed} in use)` : ""}
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8">
          <label className={`${filterLabel} col-span-2`}>
            Category
            <select name="category" defaultValue={params.category} className={filterControl}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.label}
                  {c.isActive ? "" : " (inactive)"}
                </option>
              ))}
            </select>
          </label>
          <label className={filterLabel}>
            Status
            <select name="active" defaultValue={yesNo(params.active)} className={filterControl}>
              <option value="">Any status</option>
              <option value="true">Active</option>
              <option value="false">Inactive</option>
            </select>
          </label>
          <label className={filterLabel}>
            Featured
            <select name="featured" defaultValue={yesNo(params.featured)} className={filterControl}>
              <option value="">Any</option>
              <option value="true">Featured</option>
              <option value="false">Not featured</option>
            </select>
          </label>
          <label className={filterLabel}>
            Stock
            <select name="stock" defaultValue={params.stock ?? ""} className={filterControl}>
              <option value="">Any stock</option>
              <LabelOptions labels={STOCK_LABELS} />
            </select>
          </label>
          <label className={filterLabel}>
            Min price (₹)
            <input
              name="min_price"
              inputMode="decimal"
              defaultValue={params.minPrice ?? ""}
              className={filterControl}
              autoComplete="off"
            />
          </label>
          <label className={filterLabel}>
            Max price (₹)
            <input
              name="max_price"
              inputMode="decimal"
              defaultValue={params.maxPrice ?? ""}
              className={filterControl}
              autoComplete="off"
            />
          </label>
          <SortAndPageSize
            sort={params.sort}
            sortLabels={SORT_LABELS}
            limit={params.limit}
            pageSizes={PAGE_SIZES}
            sortTitle="Sort by"
          />
        </div>
        <button type="submit" className={`${secondaryAction} mt-3`}>
          Apply filters
        </button>
      </details>
      <FilterChips params={params} categories={categories} />
    </Form>
  );
}

/** One chip per filter in use; its link shows the list without that filter. */
function FilterChips({ params, categories }: Props) {
  if (!isFiltered(params)) return null;
  const category = categories.find((c) => c.slug === params.category);
  const chips: [string, Partial<ProductListParams>][] = [];
  if (params.q) chips.push([`Search: ${params.q}`, { q: "" }]);
  if (params.category) chips.push([`Category: ${category?.label ?? params.category}`, { category: "" }]);
  if (params.active !== undefined) chips.push([params.active ? "Active" : "Inactive", { active: undefined }]);
  if (params.featured !== undefined)
    chips.push([params.featured ? "Featured" : "Not featured", { featured: undefined }]);
  if (params.stock) chips.push([STOCK_LABELS[params.stock], { stock: undefined }]);
  if (params.minPrice !== undefined)
    chips.push([`From ${formatInr(Math.round(params.minPrice * 100))}`, { minPrice: undefined }]);
  if (params.maxPrice !== undefined)
    chips.push([`Up to ${formatInr(Math.round(params.maxPrice * 100))}`, { maxPrice: undefined }]);
  return (
    <ul className="mt-2 flex flex-wrap items-center gap-2" aria-label="Filters in use">
      {chips.map(([text, change]) => (
        <li key={text}>
          <Link
            to={productListHref(params, { ...change, edit: false })}
            className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 hover:bg-stone-200"
            aria-label={`Remove filter ${text}`}
          >
            {text} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={productListHref(
            { ...params, q: "", category: "", active: undefined, featured: undefined, stock: undefined },
            { minPrice: undefined, maxPrice: undefined, edit: false },
          )}
          className="text-sm text-stone-700 underline"
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}
