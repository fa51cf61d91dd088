import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { getDb, queryRows } from "../../db/client";
import { STOCK_STATUSES, type StockStatus } from "./rules";
import { containsPattern } from "../../db/like";

/** What narrows the stock levels list and its CSV export (all optional). */
export interface StockLevelFilters {
  /** Part of a product name or SKU, any case. */
  search?: string;
  stockStatus?: StockStatus;
  /** A category id or slug; its subcategories are included. */
  category?: string;
  /** Part of a warehouse location, any case. */
  location?: string;
  active?: boolean;
}

export const clean = (text: string | undefined, max: number) =>
  (text ?? "").replace(/\0/g, "").trim().slice(0, max);

/** A category and its subcategories at any depth, resolved first so the planner sees the ids. */
async function categoryTree(category: string): Promise<string[]> {
  const key = category.toLowerCase();
  const chosen = isUuid(key) ? sql`id = ${key}::uuid` : sql`slug = ${key}`;
  const rows = await queryRows<{ id: string }>(
    getDb(),
    sql`with recursive tree as (
          select id from categories where ${chosen}
          union select child.id from categories child join tree on child.parent_id = tree.id)
        select id from tree`,
  );
  return rows.map((r) => r.id);
}

/** Beyond this many distinct locations (a bin code per product), matching each product's is cheaper. */
const MOST_LOCATIONS = 1_000;

/**
 * The stored warehouse locations containing `text` (any case), or null when the shop has more than
 * MOST_LOCATIONS of them. A shop usually has few distinct locations however many products it holds:
 * they are read one index step each (a loose index scan of products_location_idx) and matched, so
 * the products are then found by the index rather than by matching every product's location.
 */
async function locationsContaining(text: string): Promise<string[] | null> {
  const [row] = await queryRows<{ scanned: number; matching: string[] }>(
    getDb(),
    sql`with recursive found(location, n) as (
          (select warehouse_location, 1 from products where warehouse_location is not null
           order by warehouse_location limit 1)
          union all
          select (select p.warehouse_location from products p where p.warehouse_location > found.location
                  order by p.warehouse_location limit 1), found.n + 1
          from found where found.location is not null and found.n <= ${MOST_LOCATIONS})
        select count(location)::int as scanned,
          coalesce(array_agg(location) filter (where location ilike ${containsPattern(text)}), '{}') as matching
        from found`,
  );
  return row.scanned > MOST_LOCATIONS ? null : row.matching;
}

/**
 * Conditions on products `p`. Search is a contains match on the name (trigram index) or on a
 * variant's SKU (trigram index, its products found by primary key); the stock status is the stored
 * products.stock_status (indexed), kept by the stock triggers.
 */
export async function levelConditions(filters: StockLevelFilters): Promise<SQL[]> {
  const where: SQL[] = [];
  const search = clean(filters.search, 100);
  if (search) {
    const like = containsPattern(search);
    where.push(sql`(p.name ilike ${like}
      or p.id = any(array(select product_id from product_variants where sku ilike ${like})))`);
  }
  if (filters.stockStatus && STOCK_STATUSES.includes(filters.stockStatus))
    where.push(sql`p.stock_status = ${filters.stockStatus}`);
  const category = clean(filters.category, 200);
  // An unknown category matches nothing (the array is empty).
  if (category) where.push(sql`p.category_id = any(${sql.param(await categoryTree(category))}::uuid[])`);
  const location = clean(filters.location, 100);
  if (location) {
    const locations = await locationsContaining(location);
    where.push(
      locations
        ? sql`p.warehouse_location = any(${sql.param(locations)}::text[])`
        : sql`p.warehouse_location ilike ${containsPattern(location)}`,
    );
  }
  if (typeof filters.active === "boolean") where.push(sql`p.is_active = ${filters.active}`);
  return where;
}

export const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
