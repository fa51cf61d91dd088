/** The /shop query string: parsing that never fails, and building that follows the spec's rules. */
export const SORT_OPTIONS = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "name-asc", label: "Name: A to Z" },
  { value: "name-desc", label: "Name: Z to A" },
] as const;

export type ShopSort = (typeof SORT_OPTIONS)[number]["value"];

export const SHOP_PAGE_SIZE = 12;
/** Listings count matches up to this many and show "1,000+" beyond (decision 025). */
export const SHOP_COUNT_CAP = 1000;
/** A search counts its matches up to this many (20 pages) and shows "240+" beyond (decision 030). */
export const SHOP_SEARCH_COUNT_CAP = 240;
/** Highest price a filter may ask for, in rupees (spec: price at most 999999.99). */
export const MAX_PRICE_RUPEES = 999_999;

export interface ShopFilters {
  search: string;
  category: string;
  /** Whole rupees, or null when not set. */
  minPrice: number | null;
  maxPrice: number | null;
  sort: ShopSort;
  page: number;
}

function rupees(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value.trim());
  if (!Number.isFinite(number) || number < 0) return null;
  return Math.min(Math.floor(number), MAX_PRICE_RUPEES);
}

export function parseShopParams(params: URLSearchParams): ShopFilters {
  const sort = params.get("sort") ?? "newest";
  const page = Number(params.get("page"));
  let minPrice = rupees(params.get("minPrice"));
  let maxPrice = rupees(params.get("maxPrice"));
  // A minimum above the maximum is read as the range the shopper meant.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get("search") ?? "").replace(/\0/g, "").trim().slice(0, 100),
    category: (params.get("category") ?? "").trim().slice(0, 100),
    minPrice,
    maxPrice,
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as ShopSort) : "newest",
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** Query string for filters: sort omitted when newest, page omitted when 1, empty values dropped. */
export function shopQueryString(filters: Partial<ShopFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.minPrice != null) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice != null) params.set("maxPrice", String(filters.maxPrice));
  if (filters.sort && filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Number of filters in use, shown on the Clear Filters button. */
export function activeFilterCount(filters: ShopFilters): number {
  return [
    filters.search,
    filters.category,
    filters.minPrice !== null,
    filters.maxPrice !== null,
    filters.sort !== "newest",
  ].filter(Boolean).length;
}

/** Up to 5 page buttons in a window starting 2 before the current page. */
export function pageWindow(current: number, pageCount: number, size = 5): number[] {
  if (pageCount < 1) return [];
  const start = Math.max(1, Math.min(current, pageCount) - 2);
  const end = Math.min(pageCount, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
