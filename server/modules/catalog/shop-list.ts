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
 * Case-insensitive match on name, description or category (its own name or its parent's),
 * plus English full-text search and trigram similarity so typos still find products.
 */
export function searchCondition(search: string): SQL {
  const like = likePattern(search);
  return sql`(
    p.name ilike ${like} or p.description ilike ${like} or c.name ilike ${like} or coalesce(pc.name, '') ilike ${like}
    or to_tsvector('english', p.name || ' ' || p.description) @@ websearch_to_tsquery('english', ${search})
    or ${search} <% p.name or ${search} <% c.name)`;
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
  const conditions: SQL[] = [sql`p.is_active`];
  if (filters.search) conditions.push(searchCondition(filters.search));
  if (filters.category) conditions.push(categoryCondition(filters.category));
  if (filters.minPrice !== null) conditions.push(sql`p.price >= ${filters.minPrice * 100}`);
  if (filters.maxPrice !== null) conditions.push(sql`p.price <= ${filters.maxPrice * 100}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from products p join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id`;

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
