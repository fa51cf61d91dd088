import { Form } from "react-router";
import { Link } from "../../link";
import type { CategoryChoice } from "../../../../server/modules/catalog/service";
import { primaryAction, secondaryAction } from "../page-header";
import { SearchBox } from "../search-box";
import { LEVEL_SORT_LABELS, STOCK_STATUS_LABELS } from "./labels";
import {
  INVENTORY_PATH,
  isLevelListFiltered,
  LEVEL_DEFAULT_PAGE_SIZE,
  LEVEL_PAGE_SIZES,
  levelHref,
  type LevelParams,
  NO_FILTERS,
} from "./level-params";

const control = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";
const label = "block text-sm font-medium text-stone-800";

/** Search, filters, sort and page size: a GET form, so the list's address carries them all. */
export function LevelFilters({ params, categories }: { params: LevelParams; categories: CategoryChoice[] }) {
  const inUse = [
    params.stock,
    params.category,
    params.location,
    params.active !== undefined,
    params.sort !== "newest",
    params.limit !== LEVEL_DEFAULT_PAGE_SIZE,
  ].filter(Boolean).length;
  return (
    <Form
      method="get"
      action={INVENTORY_PATH}
      className="mb-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          name="q"
          label="Search stock"
          placeholder="Product name or SKU"
          defaultValue={params.q}
          maxLength={100}
          className="min-w-0 flex-1 basis-64"
        />
        <button type="submit" className={primaryAction}>
          Search
        </button>
      </div>
      <details open={inUse > 0} className="mt-2">
        <summary className="cursor-pointer py-1 text-sm font-medium text-stone-800">
          Filters and sort{inUse > 0 ? ` (${inUse} in use)` : ""}
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          <label className={label}>
            Stock status
            <select name="stock" defaultValue={params.stock ?? ""} className={control}>
              <option value="">Any stock</option>
              {Object.entries(STOCK_STATUS_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Category
            <select name="category" defaultValue={params.category} className={control}>
              <option value="">Any category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Location
            <input
              name="location"
              defaultValue={params.location}
              maxLength={100}
              placeholder="e.g. JPR-A1"
              className={control}
            />
          </label>
          <label className={label}>
            Products
            <select
              name="active"
              defaultValue={params.active === undefined ? "" : String(params.active)}
              className={control}
            >
              <option value="">Active and inactive</option>
              <option value="true">Active only</option>
              <option value="false">Inactive only</option>
            </select>
          </label>
          <label className={label}>
            Sort
            <select name="sort" defaultValue={params.sort} className={control}>
              {Object.entries(LEVEL_SORT_LABELS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            Per page
            <select name="limit" defaultValue={String(params.limit)} className={control}>
              {LEVEL_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={primaryAction}>
            Apply
          </button>
          {isLevelListFiltered(params) && (
            <Link to={levelHref({ ...params, ...NO_FILTERS })} className={secondaryAction}>
              Clear filters
            </Link>
          )}
        </div>
      </details>
    </Form>
  );
}
