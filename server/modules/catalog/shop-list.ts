import { type SQL, sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import type { ProductCardData } from "../../../lib/catalog-types";
import { SHOP_PAGE_SIZE, type ShopFilters, type ShopSort } from "../../../lib/shop-params";
import { loadProductCards } from "./product-cards";

export interface ShopPage {
  products: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

const ORDER: Record<ShopSort, SQL> = {
  newest: sql`p.created_at desc, p.id`,
  oldest: sql`p.created_at asc, p.id`,
  "price-low": sql`p.price asc, p.created_at desc, p.id`,
  "price-high": sql`p.price desc, p.created_at desc, p.id`,
  "name-asc": sql`lower(p.name) asc, p.id`,
  "name-desc": sql`lower(p.name) desc, p.id`,
};

/** Escapes LIKE wildcards so a shopper's % or _ match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive match on name, description or category (its own name or its parent's), plus
 * English full-text search. The fuzzy form also accepts words that are close to a product or
 * category name (typos); it is slower, so it runs only when the exact form finds nothing.
 */
export function searchCondition(search: string, fuzzy = false): SQL {
  const like = likePattern(search);
  const categoryIds = fuzzy
    ? sql`select c.id from categories c left join categories pc on pc.id = c.parent_id
          where c.name ilike ${like} or pc.name ilike ${like} or ${search} <% c.name`
    : sql`select c.id from categories c left join categories pc on pc.id = c.parent_id
          where c.name ilike ${like} or pc.name ilike ${like}`;
  return sql`(
    p.name ilike ${like} or p.description ilike ${like}
    or p.search_vector @@ websearch_to_tsquery('english', ${search})
    or p.category_id = any(array(${categoryIds}))
    ${fuzzy ? sql`or ${search} <% p.name` : sql``})`;
}

/** A category by name or slug, case-insensitive, including its subcategories. */
function categoryCondition(category: string): SQL {
  return sql`p.category_id in (
    with recursive tree as (
      select id from categories where lower(name) = lower(${category}) or slug = lower(${category})
      union select child.id from categories child join tree on child.parent_id = tree.id)
    select id from tree)`;
}

/** One page of active products: filtering, sorting and paging happen in SQL. */
export async function listShopProducts(filters: ShopFilters): Promise<ShopPage> {
  const first = await queryShop(filters, false);
  // Nothing matched exactly: look again allowing typos.
  return first.total === 0 && filters.search ? queryShop(filters, true) : first;
}

async function queryShop(filters: ShopFilters, fuzzy: boolean): Promise<ShopPage> {
  const conditions: SQL[] = [sql`p.is_active`];
  if (filters.search) conditions.push(searchCondition(filters.search, fuzzy));
  if (filters.category) conditions.push(categoryCondition(filters.category));
  if (filters.minPrice !== null) conditions.push(sql`p.price >= ${filters.minPrice * 100}`);
  if (filters.maxPrice !== null) conditions.push(sql`p.price <= ${filters.maxPrice * 100}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from products p`;

  const [{ total }] = await queryRows<{ total: number }>(
    getDb(),
    sql`select count(*)::int as total ${from} where ${where}`,
  );
  const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
  // A page past the end shows the last page rather than nothing.
  const page = Math.min(filters.page, pageCount);
  const rows = await queryRows<{ id: string }>(
    getDb(),
    sql`select p.id ${from} where ${where} order by ${ORDER[filters.sort]}
        limit ${SHOP_PAGE_SIZE} offset ${(page - 1) * SHOP_PAGE_SIZE}`,
  );
  return {
    products: await loadProductCards(rows.map((r) => r.id)),
    total,
    page,
    pageCount,
    pageSize: SHOP_PAGE_SIZE,
  };
}
