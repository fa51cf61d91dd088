import { type SQL, sql } from "drizzle-orm";
import { publicPagesGeneration } from "../../cache/public-pages";
import { recentResult, UNFILTERED_COUNTS_MAX_AGE_MS } from "../../cache/recent-result";
import { cappedMatches } from "../../db/capped-matches";
import { getDb, queryRows } from "../../db/client";
import { clean, levelConditions, type StockLevelFilters, whereSql } from "./admin-filters";
import type { StockStatus } from "./rules";

export const STOCK_LEVEL_SORTS = ["newest", "name", "stock-low"] as const;
export type StockLevelSort = (typeof STOCK_LEVEL_SORTS)[number];
export const STOCK_LEVEL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const STOCK_LEVEL_DEFAULT_PAGE_SIZE = 10;

export interface StockLevelQuery extends StockLevelFilters {
  sort?: StockLevelSort;
  page?: number;
  limit?: number;
}

export interface VariantLevel {
  id: string;
  sku: string;
  size: string | null;
  color: string | null;
  onHand: number;
  reserved: number;
  available: number;
}

export interface ProductLevel {
  id: string;
  name: string;
  category: string;
  isActive: boolean;
  location: string | null;
  lowStockThreshold: number;
  reorderPoint: number | null;
  /** Sellable units over all variants, and spec section 4's status from them. */
  available: number;
  stockStatus: StockStatus;
  variants: VariantLevel[];
}

export interface StockLevelPage {
  products: ProductLevel[];
  /** Products matching; each is shown with all its variants. A search counts up to LIST_COUNT_CAP. */
  total: number;
  /** A search matched more than `total` products: the pages hold the first `total` of them. */
  more?: boolean;
  page: number;
  limit: number;
  totalPages: number;
}

const ORDER: Record<StockLevelSort, SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  name: sql`lower(p.name), p.id`,
  "stock-low": sql`p.stock_available, p.created_at desc, p.id desc`,
};

/**
 * One page of product ids, so a page reads only the rows before it instead of sorting the catalogue.
 * Newest first walks the (created_at, id) index; with a status filter (`byStatus`) and no active
 * filter, the active and the inactive products are read from (stock_status, is_active, created_at)
 * separately and merged.
 */
function pageSql(where: SQL[], sort: StockLevelSort, byStatus: boolean, limit: number, offset: number) {
  if (!byStatus || sort !== "newest")
    return sql`select p.id from products p ${whereSql(where)} order by ${ORDER[sort]}
      limit ${limit} offset ${offset}`;
  const branch = (active: boolean) =>
    sql`(select p.id, p.created_at from products p ${whereSql([sql`p.is_active = ${active}`, ...where])}
      order by ${ORDER.newest} limit ${limit + offset})`;
  return sql`select p.id from (${branch(true)} union all ${branch(false)}) p
    order by ${ORDER.newest} limit ${limit} offset ${offset}`;
}

interface LevelRow {
  product_id: string;
  name: string;
  category: string;
  is_active: boolean;
  warehouse_location: string | null;
  low_stock_threshold: number;
  reorder_point: number | null;
  stock_available: number;
  stock_status: StockStatus;
  variant_id: string;
  sku: string;
  size: string | null;
  color: string | null;
  on_hand: number;
  reserved: number;
}

/** The page's products with every variant, in the page's order. */
async function loadLevels(ids: string[]): Promise<ProductLevel[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<LevelRow>(
    getDb(),
    sql`select p.id as product_id, p.name, c.name as category, p.is_active, p.warehouse_location,
          p.low_stock_threshold, p.reorder_point, p.stock_available, p.stock_status,
          v.id as variant_id, v.sku, v.size, v.color, v.on_hand, v.reserved
        from products p
          join categories c on c.id = p.category_id
          join product_variants v on v.product_id = p.id
        where p.id = any(${sql.param(ids)}::uuid[])
        order by v.position, v.sku`,
  );
  const byId = new Map<string, ProductLevel>();
  for (const r of rows) {
    let product = byId.get(r.product_id);
    if (!product) {
      product = {
        id: r.product_id,
        name: r.name,
        category: r.category,
        isActive: r.is_active,
        location: r.warehouse_location,
        lowStockThreshold: r.low_stock_threshold,
        reorderPoint: r.reorder_point,
        available: r.stock_available,
        stockStatus: r.stock_status,
        variants: [],
      };
      byId.set(r.product_id, product);
    }
    product.variants.push({
      id: r.variant_id,
      sku: r.sku,
      size: r.size,
      color: r.color,
      onHand: r.on_hand,
      reserved: r.reserved,
      available: r.on_hand - r.reserved,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const countProducts = async (where: SQL[]) =>
  (
    await queryRows<{ total: number }>(
      getDb(),
      sql`select count(*)::int as total from products p ${whereSql(where)}`,
    )
  )[0].total;

/**
 * Unfiltered, the count reads an index entry for every product in the catalogue (9 ms at 100,000):
 * like the orders list's tab counts it is kept for a few seconds, and any catalogue write drops it.
 */
const catalogueSize = recentResult(UNFILTERED_COUNTS_MAX_AGE_MS, () => countProducts([]), {
  changes: publicPagesGeneration,
});

/** Drops the kept catalogue size and stock alert counts (tests that add products, then list them). */
export function forgetCatalogueSize(): void {
  catalogueSize.forget();
  keptStockAlertCounts.forget();
}

/** Stock levels per variant, a page of products at a time, with search, filters and sort in SQL. */
export async function listStockLevels(query: StockLevelQuery = {}): Promise<StockLevelPage> {
  const sort = STOCK_LEVEL_SORTS.includes(query.sort!) ? query.sort! : "newest";
  const limit = (STOCK_LEVEL_PAGE_SIZES as readonly number[]).includes(query.limit!) ? query.limit! : STOCK_LEVEL_DEFAULT_PAGE_SIZE;
  const wanted = Number.isInteger(query.page) && query.page! > 1 ? Math.min(query.page!, 100_000) : 1;
  const where = await levelConditions(query);
  const activeFilter = typeof query.active === "boolean";
  // A search counts its matches up to the cap (decision 028); fewer are paged from the ids found.
  const matches = clean(query.search, 100)
    ? await cappedMatches(sql`select p.id from products p ${whereSql(where)}`)
    : null;
  const total = matches
    ? matches.total
    : where.length === 0
      ? (await catalogueSize()).value
      : await countProducts(where);
  const totalPages = Math.max(1, Math.ceil(total / limit));
  // A page past the end (products deleted since the link was made) shows the last page.
  const page = Math.min(wanted, totalPages);
  const [paged, merged] = matches?.ids
    ? [[sql`p.id = any(${sql.param(matches.ids)}::uuid[])`], false]
    : [where, !activeFilter && Boolean(query.stockStatus)];
  const ids =
    total === 0
      ? []
      : (
          await queryRows<{ id: string }>(getDb(), pageSql(paged, sort, merged, limit, (page - 1) * limit))
        ).map((r) => r.id);
  return { products: await loadLevels(ids), total, more: matches?.more, page, limit, totalPages };
}

export interface StockAlertCounts {
  /** Active products out of stock (spec section 4: severity critical). */
  critical: number;
  /** Active products at or below their low-stock threshold (severity warning). */
  warning: number;
}

/**
 * Counted from the stored stock status alone: an index-only scan of the alerted products, which are
 * many in a large catalogue (6,440 of 100,000: 3.6 ms). Like the catalogue's size it is kept for a
 * few seconds, and a stock adjustment or any other catalogue write drops it; a sale shows within
 * those seconds.
 */
export async function stockAlertCounts(): Promise<StockAlertCounts> {
  return (await keptStockAlertCounts()).value;
}

const keptStockAlertCounts = recentResult(
  UNFILTERED_COUNTS_MAX_AGE_MS,
  async () => {
    const [row] = await queryRows<{ critical: number; warning: number }>(
      getDb(),
      sql`select count(*) filter (where stock_status = 'out_of_stock')::int as critical,
            count(*) filter (where stock_status = 'low_stock')::int as warning
          from products where stock_status in ('out_of_stock', 'low_stock') and is_active`,
    );
    return { critical: row?.critical ?? 0, warning: row?.warning ?? 0 };
  },
  { changes: publicPagesGeneration },
);
