import { type SQL, sql } from "drizzle-orm";
import { getDb, queryPreparedRows, queryRows, rowCount } from "../../db/client";
import type { ProductCardData } from "../../../lib/catalog-types";
import {
  SHOP_COUNT_CAP,
  SHOP_PAGE_SIZE,
  SHOP_SEARCH_COUNT_CAP,
  type ShopFilters,
  type ShopSort,
} from "../../../lib/shop-params";
import { categoryTreeIdsOf, keptAllCategories } from "./categories";
import { countedCardsQuery, loadCountedCards, loadProductCards } from "./product-cards";
import { containsPattern } from "../../db/like";
import { firstMatches } from "./search-matches";

export interface ShopPage {
  products: ProductCardData[];
  /** Matching products, counted up to the cap (SHOP_SEARCH_COUNT_CAP for a search, else SHOP_COUNT_CAP). */
  total: number;
  /** More than the cap match: the pages offer the first `total`. */
  more: boolean;
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

/** The categories whose name or parent's name contains the text, case-insensitively. */
async function categoriesNamed(text: string): Promise<{ id: string }[]> {
  const all = await keptAllCategories();
  const names = new Map(all.map((c) => [c.id, c.name.toLowerCase()]));
  const wanted = text.toLowerCase();
  const named = (id: string | null) => id !== null && (names.get(id)?.includes(wanted) ?? false);
  return all.filter((c) => named(c.id) || named(c.parentId));
}

/**
 * Case-insensitive match on name, description (search_text: both in lower case) or category (its
 * own name or its parent's), plus English full-text search. The fuzzy form also accepts words that are close to a product or
 * category name (typos); it is slower, so it runs only when the exact form finds nothing. The
 * matching categories are looked up first, so each branch of the match can use its own index.
 */
export async function searchCondition(search: string, fuzzy = false): Promise<SQL> {
  const like = containsPattern(search);
  const categoryIds = fuzzy
    ? await queryRows<{ id: string }>(
        getDb(),
        sql`select c.id from categories c left join categories pc on pc.id = c.parent_id
            where c.name ilike ${like} or pc.name ilike ${like} or ${search} <% c.name`,
      )
    : await categoriesNamed(search);
  const inCategories =
    categoryIds.length > 0
      ? sql`or p.category_id = any(${sql.param(categoryIds.map((c) => c.id))}::uuid[])`
      : sql``;
  return sql`(
    p.search_text like lower(${like})
    or p.search_vector @@ websearch_to_tsquery('english', ${search})
    ${inCategories}
    ${fuzzy ? sql`or ${search} <% p.name` : sql``})`;
}

/** The ids of a category (by name or slug, case-insensitive) and of its subcategories; none when unknown. */
function categoryTreeIds(category: string): Promise<string[]> {
  const wanted = category.toLowerCase();
  return categoryTreeIdsOf((c) => c.name.toLowerCase() === wanted || c.slug === wanted);
}

/** The WHERE clause of a shop listing. The category is resolved first so the planner sees its ids. */
export async function shopCondition(filters: ShopFilters, fuzzy = false): Promise<SQL> {
  const conditions: SQL[] = [sql`p.is_active`];
  if (filters.search) conditions.push(await searchCondition(filters.search, fuzzy));
  if (filters.category)
    conditions.push(sql`p.category_id = any(${sql.param(await categoryTreeIds(filters.category))}::uuid[])`);
  if (filters.minPrice !== null) conditions.push(sql`p.price >= ${filters.minPrice * 100}`);
  if (filters.maxPrice !== null) conditions.push(sql`p.price <= ${filters.maxPrice * 100}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Counts matches up to one past the cap, so a count costs the same however large the catalogue
 * grows (decision 025): the index scan behind it stops at the cap.
 */
export function cappedCountQuery(where: SQL): SQL {
  return sql`select count(*)::int as total from (
      select 1 from products p where ${where} limit ${rowCount(SHOP_COUNT_CAP + 1)}) matches`;
}

/** The offset of a page and how many rows it holds; `total` ends the last page where a count stopped at the cap. */
function pageWindow(page: number, total: number): { offset: number; limit: number } {
  const offset = (page - 1) * SHOP_PAGE_SIZE;
  return { offset, limit: Math.max(0, Math.min(SHOP_PAGE_SIZE, total - offset)) };
}

/** The ids of one page of the listing, in its order. */
export function shopPageQuery(where: SQL, sort: ShopSort, page: number, total: number): SQL {
  const { offset, limit } = pageWindow(page, total);
  return sql`select p.id from products p where ${where} order by ${ORDER[sort]}
      limit ${rowCount(limit)} offset ${rowCount(offset)}`;
}

/**
 * The ids of one page of a category's listing. Each category of the tree reads its own products in
 * the listing's order from its own index, up to the end of the page, and the branches are merged: a
 * page reads about as many rows as it shows, wherever the category's products sit in the catalogue's
 * order. One sort index over all products, filtered by category, can read most of the catalogue to
 * fill a page when a category's products gather at one end of that order (decision 035).
 */
export function categoryPageQuery(
  categoryIds: string[],
  where: SQL,
  sort: ShopSort,
  page: number,
  total: number,
): SQL {
  const { offset, limit } = pageWindow(page, total);
  return sql`select p.id from ${categoryBranches(categoryIds, where, sort, offset + limit)}
    order by ${ORDER[sort]} limit ${rowCount(limit)} offset ${rowCount(offset)}`;
}

/** Each category's first `rows` products in the listing's order, merged (not yet ordered): a FROM item `p`. */
function categoryBranches(categoryIds: string[], where: SQL, sort: ShopSort, rows: number): SQL {
  const branch = (id: string) =>
    sql`(select p.id, p.created_at, p.price, p.name from products p
      where ${where} and p.category_id = ${id}::uuid order by ${ORDER[sort]} limit ${rowCount(rows)})`;
  return sql`(${sql.join(categoryIds.map(branch), sql` union all `)}) p`;
}

/**
 * The first page of a listing, with the count of its matches, as one statement: the page's cards,
 * each row also carrying the count (up to the cap). A first page needs no count to know where it
 * starts or ends, so the two need not wait for each other, and the page takes one round trip to the
 * database instead of three (count, page, cards; decision 040). `category` (its tree's ids, and
 * `rest`, the conditions besides the category) when one is chosen: its branches are read as
 * categoryPageQuery reads them.
 */
export function firstPageQuery(where: SQL, sort: ShopSort, category?: { ids: string[]; rest: SQL }): SQL {
  const source = category
    ? categoryBranches(category.ids, category.rest, sort, SHOP_PAGE_SIZE)
    : sql`products p where ${where}`;
  const wanted = sql`(select p.id, row_number() over (order by ${ORDER[sort]}) as n from ${source}
    order by ${ORDER[sort]} limit ${rowCount(SHOP_PAGE_SIZE)}) wanted`;
  return countedCardsQuery(wanted, cappedCountQuery(where));
}

/** One page of active products: filtering, sorting and paging happen in SQL. */
export async function listShopProducts(filters: ShopFilters): Promise<ShopPage> {
  const first = await queryShop(filters, false);
  // Nothing matched exactly: look again allowing typos.
  return first.total === 0 && filters.search ? queryShop(filters, true) : first;
}

/** No search, category or price: every active product, in one of the sorts. */
const unfiltered = (filters: ShopFilters) =>
  !filters.search && !filters.category && filters.minPrice === null && filters.maxPrice === null;

/** A category alone, without a search or a price: the statements' texts vary only with the tree's size. */
const categoryOnly = (filters: ShopFilters) =>
  !filters.search && !!filters.category && filters.minPrice === null && filters.maxPrice === null;

/**
 * Runs a listing's count. The whole catalogue's and a category's have fixed texts and plans (an index
 * walked from its start): each connection prepares them once under `name`. The rest vary with the
 * filters and are planned for their values every time (decision 031).
 */
function listingRows<T>(query: SQL, name: string | null): Promise<T[]> {
  return name ? queryPreparedRows<T>(getDb(), name, query) : queryRows<T>(getDb(), query);
}

/** How many match, up to the cap, and for a search its first matches newest first (`ids`). */
async function countMatches(
  where: SQL,
  filters: ShopFilters,
  fuzzy: boolean,
): Promise<{ counted: number; cap: number; ids: string[] | null }> {
  if (!filters.search) {
    const name = unfiltered(filters) ? "shop_count" : categoryOnly(filters) ? "shop_category_count" : null;
    const [{ total }] = await listingRows<{ total: number }>(cappedCountQuery(where), name);
    return { counted: total, cap: SHOP_COUNT_CAP, ids: null };
  }
  const ids = await firstMatches(where, fuzzy);
  return { counted: ids.length, cap: SHOP_SEARCH_COUNT_CAP, ids };
}

/**
 * The ids of the page shown. A search's pages are its first matches, newest first (the pages stop at
 * the cap): sliced from them in that order, or those matches sorted otherwise.
 */
async function pageIds(
  where: SQL,
  filters: ShopFilters,
  page: number,
  total: number,
  matches: string[] | null,
): Promise<string[]> {
  const { offset, limit } = pageWindow(page, total);
  if (matches && filters.sort === "newest") return matches.slice(offset, offset + limit);
  if (!matches && filters.category) return categoryPageIds(filters, page, total);
  // Another sort orders the matches the pages offer (decision 036).
  const offered = matches?.slice(0, SHOP_SEARCH_COUNT_CAP);
  const shown = offered ? sql`p.id = any(${sql.param(offered)}::uuid[])` : where;
  const rows = await queryRows<{ id: string }>(getDb(), shopPageQuery(shown, filters.sort, page, total));
  return rows.map((r) => r.id);
}

/** A category's page after the first (no search). */
async function categoryPageIds(filters: ShopFilters, page: number, total: number): Promise<string[]> {
  const ids = await categoryTreeIds(filters.category);
  const where = await shopCondition({ ...filters, category: "" });
  const rows = await queryRows<{ id: string }>(
    getDb(),
    categoryPageQuery(ids, where, filters.sort, page, total),
  );
  return rows.map((r) => r.id);
}

/**
 * The first page of the whole catalogue or of a category, with how many match, in one prepared
 * statement (firstPageQuery; one name per sort, and for a category per tree size).
 */
async function firstPage(where: SQL, filters: ShopFilters): Promise<ShopPage> {
  if (!filters.category) {
    const query = firstPageQuery(where, filters.sort);
    const { cards, counted } = await loadCountedCards(`shop_first_cards_${filters.sort}`, query);
    return pageOf(cards, counted, SHOP_COUNT_CAP, 1);
  }
  const ids = await categoryTreeIds(filters.category);
  if (ids.length === 0) return pageOf([], 0, SHOP_COUNT_CAP, 1);
  const rest = await shopCondition({ ...filters, category: "" });
  const query = firstPageQuery(where, filters.sort, { ids, rest });
  const name = `shop_category_first_cards_${filters.sort}_${ids.length}`;
  const { cards, counted } = await loadCountedCards(name, query);
  return pageOf(cards, counted, SHOP_COUNT_CAP, 1);
}

/** A page of `counted` matches counted up to `cap`, showing `products`. */
function pageOf(products: ProductCardData[], counted: number, cap: number, page: number): ShopPage {
  const total = Math.min(counted, cap);
  return {
    products,
    total,
    more: counted > cap,
    page,
    pageCount: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)),
    pageSize: SHOP_PAGE_SIZE,
  };
}

async function queryShop(filters: ShopFilters, fuzzy: boolean): Promise<ShopPage> {
  const where = await shopCondition(filters, fuzzy);
  // The listings asked for most; with a price or a search, a statement is planned for its values each
  // time, and the cards' part of one statement would be planned with it (decision 031).
  if (filters.page === 1 && (unfiltered(filters) || categoryOnly(filters))) return firstPage(where, filters);
  const { counted, cap, ids } = await countMatches(where, filters, fuzzy);
  const total = Math.min(counted, cap);
  // A page past the end shows the last page rather than nothing.
  const page = Math.min(filters.page, Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)));
  const products = total === 0 ? [] : await loadProductCards(await pageIds(where, filters, page, total, ids));
  return pageOf(products, counted, cap, page);
}
