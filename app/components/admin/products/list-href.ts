import type {
  AdminPageSize,
  AdminProductSort,
  StockStatus,
} from "../../../../server/modules/catalog/service";

/** The product list's state, as its address carries it (so Back and shared links show the same list). */
export interface ProductListParams {
  q: string;
  /** A category's slug. */
  category: string;
  active?: boolean;
  featured?: boolean;
  stock?: StockStatus;
  /** Rupees. */
  minPrice?: number;
  maxPrice?: number;
  sort: AdminProductSort;
  limit: AdminPageSize;
  page: number;
  /** Editing prices and stock in the list. */
  edit: boolean;
}

export const PRODUCTS_PATH = "/admin/products";

/** The list's address with some values changed; defaults are left out so links stay short. */
export function productListHref(params: ProductListParams, change: Partial<ProductListParams> = {}): string {
  const p = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (p.q) search.set("q", p.q);
  if (p.category) search.set("category", p.category);
  if (p.active !== undefined) search.set("active", String(p.active));
  if (p.featured !== undefined) search.set("featured", String(p.featured));
  if (p.stock) search.set("stock", p.stock);
  if (p.minPrice !== undefined) search.set("min_price", String(p.minPrice));
  if (p.maxPrice !== undefined) search.set("max_price", String(p.maxPrice));
  if (p.sort !== "newest") search.set("sort", p.sort);
  if (p.limit !== 10) search.set("limit", String(p.limit));
  if (p.page > 1) search.set("page", String(p.page));
  if (p.edit) search.set("edit", "1");
  const query = search.toString();
  return query ? `${PRODUCTS_PATH}?${query}` : PRODUCTS_PATH;
}

/** Whether any filter narrows the list (sort, size and page do not). */
export function isFiltered(p: ProductListParams): boolean {
  return Boolean(
    p.q ||
    p.category ||
    p.active !== undefined ||
    p.featured !== undefined ||
    p.stock ||
    p.minPrice !== undefined ||
    p.maxPrice !== undefined,
  );
}
