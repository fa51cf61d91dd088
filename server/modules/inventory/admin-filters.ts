import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { getDb, queryRows } from "../../db/client";
import { STOCK_STATUSES, type StockStatus } from "./rules";

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

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/**
 * Conditions on products `p`. Search is a contains match on the name (trigram index) or on a
 * variant's SKU (trigram index, its products found by primary key); the stock status is the stored
 * products.stock_status (indexed), kept by the stock triggers.
 */
export async function levelConditions(filters: StockLevelFilters): Promise<SQL[]> {
  const where: SQL[] = [];
  const search = clean(filters.search, 100);
  if (search) {
    const like = contains(search);
    where.push(sql`(p.name ilike ${like}
      or p.id = any(array(select product_id from product_variants where sku ilike ${like})))`);
  }
  if (filters.stockStatus && STOCK_STATUSES.includes(filters.stockStatus))
    where.push(sql`p.stock_status = ${filters.stockStatus}`);
  const category = clean(filters.category, 200);
  // An unknown category matches nothing (the array is empty).
  if (category) where.push(sql`p.category_id = any(${sql.param(await categoryTree(category))}::uuid[])`);
  const location = clean(filters.location, 100);
  if (location) where.push(sql`p.warehouse_location ilike ${contains(location)}`);
  if (typeof filters.active === "boolean") where.push(sql`p.is_active = ${filters.active}`);
  return where;
}

export const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
