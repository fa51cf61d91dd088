import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { categoryTreeIdsOf } from "./categories";
import type { AdminProductFilters, AdminProductSort, StockStatus } from "./admin-products-types";
import { containsPattern } from "../../db/like";

/** Stock is the products' stored figure (migration 0009 keeps it with every variant stock change). */
const ORDER: Record<AdminProductSort, SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  oldest: sql`p.created_at asc, p.id asc`,
  "name-asc": sql`lower(p.name) asc, p.id`,
  "name-desc": sql`lower(p.name) desc, p.id`,
  "price-low": sql`p.price asc, p.created_at desc, p.id`,
  "price-high": sql`p.price desc, p.created_at desc, p.id`,
  "stock-low": sql`p.stock_available asc, p.created_at desc, p.id`,
  "stock-high": sql`p.stock_available desc, p.created_at desc, p.id`,
  updated: sql`p.updated_at desc, p.id desc`,
};

/** Sorts whose index leads with is_active: (is_active, price), and (stock_status, is_active, created_at). */
const PRICE_SORTS = new Set<AdminProductSort>(["price-low", "price-high"]);
const DATE_SORTS = new Set<AdminProductSort>(["newest", "oldest"]);

const STOCK_STATUSES = new Set<StockStatus>(["out_of_stock", "low_stock", "in_stock"]);

/**
 * Case-insensitive contains on name or description (search_text: both in lower case) or any
 * variant's SKU. Written so PostgreSQL can OR the index scans (trigram on search_text and on SKU)
 * into one bitmap and visit each matching row once; the SKU matches become primary-key lookups.
 */
function searchCondition(search: string): SQL {
  const like = containsPattern(search);
  return sql`(p.search_text like lower(${like})
    or p.id = any(array(select product_id from product_variants where sku ilike ${like})))`;
}

/** A category (by id or slug) and its subcategories at any depth; none when unknown. */
export function categoryTreeIds(category: string): Promise<string[]> {
  const key = category.toLowerCase();
  return categoryTreeIdsOf(isUuid(key) ? (c) => c.id === key : (c) => c.slug === key);
}

const clean = (text: string | undefined, max: number) => (text ?? "").replace(/\0/g, "").trim().slice(0, max);
const validRupees = (value: number | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;
const paise = (rupees: number) => Math.round(rupees * 100);

export interface ListQuery {
  /** Conditions on products p. */
  where: SQL[];
  sort: AdminProductSort;
  /** Whether the other filters leave few enough rows to sum their stock one product at a time. */
  narrow: boolean;
  /** A text search is among the conditions: its matches are counted only up to a cap. */
  searched: boolean;
  /** A stock-status filter is among the conditions. */
  byStatus: boolean;
}

export async function listQuery(filters: AdminProductFilters, sort: AdminProductSort): Promise<ListQuery> {
  const where: SQL[] = [];
  const search = clean(filters.search, 100);
  const category = clean(filters.category, 200);
  if (search) where.push(searchCondition(search));
  // An unknown category matches nothing (the array is empty).
  if (category) where.push(sql`p.category_id = any(${sql.param(await categoryTreeIds(category))}::uuid[])`);
  if (typeof filters.active === "boolean") where.push(sql`p.is_active = ${filters.active}`);
  if (typeof filters.featured === "boolean") where.push(sql`p.is_featured = ${filters.featured}`);
  if (validRupees(filters.minPrice)) where.push(sql`p.price >= ${paise(filters.minPrice)}`);
  if (validRupees(filters.maxPrice)) where.push(sql`p.price <= ${paise(filters.maxPrice)}`);
  // Spec section 4's status, stored as products.stock_status (indexed with is_active and created_at).
  const byStatus = Boolean(filters.stockStatus && STOCK_STATUSES.has(filters.stockStatus));
  if (byStatus) where.push(sql`p.stock_status = ${filters.stockStatus}`);
  return {
    where,
    sort,
    narrow: Boolean(search || category || filters.featured === true),
    searched: Boolean(search),
    byStatus,
  };
}

const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/** The ids of the matching products, in no order. */
export const matchingIdsSql = (q: ListQuery) => sql`select p.id from products p ${whereSql(q.where)}`;

/** The same sort and page over products already found. */
export const onlyThese = (q: ListQuery, ids: string[]): ListQuery => ({
  ...q,
  where: [sql`p.id = any(${sql.param(ids)}::uuid[])`],
  narrow: true,
  searched: false,
  byStatus: false,
});

/** The count of matching products. */
export const countSql = (q: ListQuery) =>
  sql`select count(*)::int as total from products p ${whereSql(q.where)}`;

/**
 * One page of ids, read in order from an index, so a page (even page 500) reads only the rows before
 * it instead of sorting the whole catalogue. Newest and oldest first walk (created_at, id) over all
 * products. Without an is_active filter, the price sorts, and newest or oldest with a stock-status
 * filter, read the active and the inactive products in order from their index separately and merge
 * them.
 */
export function pageSql(q: ListQuery, hasActiveFilter: boolean, limit: number, offset: number): SQL {
  const merged = PRICE_SORTS.has(q.sort) || (q.byStatus && DATE_SORTS.has(q.sort));
  if (hasActiveFilter || !merged)
    return sql`select p.id from products p ${whereSql(q.where)} order by ${ORDER[q.sort]}
      limit ${limit} offset ${offset}`;
  const branch = (active: boolean) =>
    sql`(select p.id, p.created_at, p.price from products p ${whereSql([sql`p.is_active = ${active}`, ...q.where])}
      order by ${ORDER[q.sort]} limit ${limit + offset})`;
  return sql`select p.id from (${branch(true)} union all ${branch(false)}) p
    order by ${ORDER[q.sort]} limit ${limit} offset ${offset}`;
}

/**
 * A page of ids with the total in one statement, for narrow filters: the matching rows are few, so
 * collecting them once for the count and the sort beats two passes. The rows are gathered in a
 * materialized CTE: planned for all rows, never as a fast-start nested loop.
 */
export function pageWithTotalSql(q: ListQuery, limit: number, offset: number): SQL {
  return sql`with matched as materialized (
      select p.id, p.created_at, p.price, p.updated_at, p.name, p.stock_available
      from products p ${whereSql(q.where)})
    select p.id, (select count(*) from matched)::int as total from matched p
    order by ${ORDER[q.sort]} limit ${limit} offset ${offset}`;
}

/** Whether pageWithTotalSql suits the query better than a count and an index-ordered page. */
export const oneStatement = (q: ListQuery) => q.narrow;
