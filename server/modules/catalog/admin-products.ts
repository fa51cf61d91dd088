import { sql } from "drizzle-orm";
import { cappedMatches } from "../../db/capped-matches";
import { countProducts } from "./admin-dashboard";
import { getDb, queryRows } from "../../db/client";
import {
  countSql,
  type ListQuery,
  listQuery,
  matchingIdsSql,
  oneStatement,
  onlyThese,
  pageSql,
  pageWithTotalSql,
} from "./admin-products-query";
import {
  ADMIN_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  type AdminPageSize,
  type AdminProductFilters,
  type AdminProductList,
  type AdminProductRow,
  type StockStatus,
} from "./admin-products-types";

/** Spec section 4: out of stock at 0, low from 1 up to the product's threshold, otherwise in stock. */
export function stockStatusOf(stock: number, lowStockThreshold: number): StockStatus {
  if (stock <= 0) return "out_of_stock";
  return stock <= lowStockThreshold ? "low_stock" : "in_stock";
}

/**
 * The back office's product list: search, filters, sort and paging in SQL, then the page's rows with
 * their category, stock and variant count in one more query over just those ids.
 */
export async function listAdminProducts(filters: AdminProductFilters = {}): Promise<AdminProductList> {
  const sort = ADMIN_PRODUCT_SORTS.includes(filters.sort!) ? filters.sort! : "newest";
  const limit: number = ADMIN_PAGE_SIZES.includes(filters.limit as AdminPageSize) ? filters.limit! : 10;
  const wanted = Number.isInteger(filters.page) && filters.page! > 1 ? Math.min(filters.page!, 100_000) : 1;
  const q = await listQuery(filters, sort);
  const activeFilter = typeof filters.active === "boolean";
  const { ids, total, page, more } = q.searched
    ? await searchedPage(q, activeFilter, limit, wanted)
    : oneStatement(q)
      ? await pageWithTotal(q, limit, wanted)
      : await countThenPage(q, activeFilter, limit, wanted);
  return { products: await loadRows(ids), total, more, page, limit, totalPages: lastPage(total, limit) };
}

interface IdPage {
  ids: string[];
  total: number;
  page: number;
  more?: boolean;
}

/**
 * A search counts its matches up to the cap (decision 028). When fewer match, the page is sorted from
 * the ids found; when more, the word is common and the sort's index meets a page of them early.
 */
async function searchedPage(
  q: ListQuery,
  activeFilter: boolean,
  limit: number,
  wanted: number,
): Promise<IdPage> {
  const { ids: found, total, more } = await cappedMatches(matchingIdsSql(q));
  const page = Math.min(wanted, lastPage(total, limit));
  if (total === 0) return { ids: [], total, page };
  const [query, byActive] = found ? [onlyThese(q, found), true] : [q, activeFilter];
  const rows = await queryRows<{ id: string }>(getDb(), pageSql(query, byActive, limit, (page - 1) * limit));
  return { ids: rows.map((r) => r.id), total, page, more };
}

const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

const countMatching = async (q: ListQuery) =>
  (await queryRows<{ total: number }>(getDb(), countSql(q)))[0].total;

async function countThenPage(
  q: ListQuery,
  activeFilter: boolean,
  limit: number,
  wanted: number,
): Promise<IdPage> {
  // Unfiltered, the whole catalogue's count, kept for a few seconds (countProducts).
  const total = q.where.length === 0 ? await countProducts() : await countMatching(q);
  // A page past the end (rows deleted since the link was made) shows the last page.
  const page = Math.min(wanted, lastPage(total, limit));
  if (total === 0) return { ids: [], total, page };
  const rows = await queryRows<{ id: string }>(getDb(), pageSql(q, activeFilter, limit, (page - 1) * limit));
  return { ids: rows.map((r) => r.id), total, page };
}

async function pageWithTotal(q: ListQuery, limit: number, wanted: number): Promise<IdPage> {
  const pageOf = async (page: number) => {
    const rows = await queryRows<{ id: string; total: number }>(
      getDb(),
      pageWithTotalSql(q, limit, (page - 1) * limit),
    );
    return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0, page };
  };
  const result = await pageOf(wanted);
  if (result.ids.length > 0 || wanted === 1) return result;
  // Past the end: the first page tells how many there are, then the last page is shown.
  const first = await pageOf(1);
  const page = lastPage(first.total, limit);
  return page === 1 ? first : pageOf(page);
}

interface RowData {
  id: string;
  name: string;
  slug: string;
  image_url: string | null;
  category_name: string;
  price: number;
  original_price: number | null;
  is_active: boolean;
  is_featured: boolean;
  is_bestseller: boolean;
  low_stock_threshold: number;
  updated_at: Date | string;
  stock: number;
  on_hand: number;
  variant_count: number;
}

async function loadRows(ids: string[]): Promise<AdminProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<RowData>(
    getDb(),
    sql`select p.id, p.name, p.slug, p.image_urls[1] as image_url, c.name as category_name, p.price,
          p.original_price, p.is_active, p.is_featured, p.is_bestseller, p.low_stock_threshold, p.updated_at,
          coalesce(v.stock, 0)::int as stock, coalesce(v.on_hand, 0)::int as on_hand,
          coalesce(v.variant_count, 0)::int as variant_count
        from unnest(${sql.param(ids)}::uuid[]) with ordinality as shown(id, position)
        join products p on p.id = shown.id
        join categories c on c.id = p.category_id
        left join (
          select product_id, sum(on_hand - reserved) as stock, sum(on_hand) as on_hand, count(*) as variant_count
          from product_variants where product_id = any(${sql.param(ids)}::uuid[]) group by product_id
        ) v on v.product_id = p.id
        order by shown.position`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    imageUrl: r.image_url,
    categoryName: r.category_name,
    price: r.price,
    originalPrice: r.original_price,
    isActive: r.is_active,
    isFeatured: r.is_featured,
    isBestseller: r.is_bestseller,
    stock: r.stock,
    onHand: r.on_hand,
    variantCount: r.variant_count,
    lowStockThreshold: r.low_stock_threshold,
    updatedAt: new Date(r.updated_at),
    stockStatus: stockStatusOf(r.stock, r.low_stock_threshold),
  }));
}
