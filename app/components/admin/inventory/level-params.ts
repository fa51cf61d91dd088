import { z } from "zod";
import type {
  StockLevelQuery,
  StockLevelSort,
  StockStatus,
} from "../../../../server/modules/inventory/service";
import { LEVEL_SORT_LABELS, STOCK_STATUS_LABELS } from "./labels";

export const INVENTORY_PATH = "/admin/inventory";
export const LEVEL_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Like the products list: ten products (about thirty variant rows) fit a phone's few screens. */
export const LEVEL_DEFAULT_PAGE_SIZE = 10;

/** The stock levels list's state, as its address carries it. */
export interface LevelParams {
  q: string;
  stock?: StockStatus;
  category: string;
  location: string;
  active?: boolean;
  sort: StockLevelSort;
  limit: (typeof LEVEL_PAGE_SIZES)[number];
  page: number;
}

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\0/g, "").trim().slice(0, max))
    .catch("");
const keysOf = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

/** Every value is checked; one that cannot be used falls back to its default. */
const schema = z.object({
  q: text(100),
  stock: z.enum(keysOf(STOCK_STATUS_LABELS)).optional().catch(undefined),
  category: text(100)
    .pipe(z.string().regex(/^[a-z0-9-]*$/i))
    .catch(""),
  location: text(100),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .catch(undefined),
  sort: z.enum(keysOf(LEVEL_SORT_LABELS)).catch("newest"),
  limit: z.coerce
    .number()
    .refine((n): n is LevelParams["limit"] => (LEVEL_PAGE_SIZES as readonly number[]).includes(n))
    .catch(LEVEL_DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function parseLevelParams(search: URLSearchParams): LevelParams {
  const raw = Object.fromEntries(
    [...schema.keyof().options].map((key) => [key, search.get(key) ?? undefined]),
  );
  const p = schema.parse(raw);
  return { ...p, category: p.category.toLowerCase() };
}

export function toLevelQuery(p: LevelParams): StockLevelQuery {
  return {
    search: p.q,
    stockStatus: p.stock,
    category: p.category,
    location: p.location,
    active: p.active,
    sort: p.sort,
    limit: p.limit,
    page: p.page,
  };
}

/** The list's query string with some values changed; defaults are left out so links stay short. */
export function levelQuery(params: LevelParams, change: Partial<LevelParams> = {}): string {
  const p = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (p.q) search.set("q", p.q);
  if (p.stock) search.set("stock", p.stock);
  if (p.category) search.set("category", p.category);
  if (p.location) search.set("location", p.location);
  if (p.active !== undefined) search.set("active", String(p.active));
  if (p.sort !== "newest") search.set("sort", p.sort);
  if (p.limit !== LEVEL_DEFAULT_PAGE_SIZE) search.set("limit", String(p.limit));
  if (p.page > 1) search.set("page", String(p.page));
  return search.toString();
}

export function levelHref(params: LevelParams, change: Partial<LevelParams> = {}): string {
  const query = levelQuery(params, change);
  return query ? `${INVENTORY_PATH}?${query}` : INVENTORY_PATH;
}

/** Whether a filter narrows the list (sort, size and page do not). */
export const isLevelListFiltered = (p: LevelParams) =>
  Boolean(p.q || p.stock || p.category || p.location || p.active !== undefined);

export const NO_FILTERS: Pick<LevelParams, "q" | "stock" | "category" | "location" | "active"> = {
  q: "",
  stock: undefined,
  category: "",
  location: "",
  active: undefined,
};
