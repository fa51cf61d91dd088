import { Form } from "react-router";
import { Link } from "../../link";
import type { CategoryChoice } from "../../../../server/modules/catalog/service";
import { primaryAction, secondaryAction } from "../page-header";
import { filterControl, filterLabel, LabelOptions, SortAndPageSize } from "../list-controls";
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
          <label className={filterLabel}>
            Stock status
            <select name="stock" defaultValue={params.stock ?? ""} className={filterControl}>
              <option value="">Any stock</option>
              <LabelOptions labels={STOCK_STATUS_LABELS} />
            </select>
          </label>
          <label className={filterLabel}>
            Category
            <select name="category" defaultValue={params.category} className={filterControl}>
              <option value="">Any category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <label className={filterLabel}>
            Location
            <input
              name="location"
              defaultValue={params.location}
              maxLength={100}
              placeholder="e.g. JPR-A1"
              className={filterControl}
            />
          </label>
          <label className={filterLabel}>
            Products
            <select
              name="active"
              defaultValue={params.active === undefined ? "" : String(params.active)}
              className={filterControl}
            >
              <option value="">Active and inactive</option>
              <option value="true">Active only</option>
              <option value="false">Inactive only</option>
            </select>
          </label>
          <SortAndPageSize
            sort={params.sort}
            sortLabels={LEVEL_SORT_LABELS}
            limit={params.limit}
            pageSizes={LEVEL_PAGE_SIZES}
          />
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
