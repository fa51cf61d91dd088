import { z } from "zod";
import type { AdminPageSize, AdminProductFilters } from "../../../../server/modules/catalog/service";
import { PAGE_SIZES, SORT_LABELS, STOCK_LABELS } from "./list-options";
import type { ProductListParams } from "./list-href";

/** Spec section 9: price at most 999999.99. */
const MAX_RUPEES = 999_999.99;

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\0/g, "").trim().slice(0, max))
    .catch("");

const flag = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .optional()
  .catch(undefined);

const rupees = z
  .string()
  .trim()
  .transform((s) => (s === "" ? Number.NaN : Number(s.replace(/,/g, ""))))
  .pipe(z.number().min(0).max(MAX_RUPEES))
  .optional()
  .catch(undefined);

const keysOf = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

/** The list's address: every value is checked, and one that cannot be used falls back to its default. */
const schema = z.object({
  q: text(100),
  category: text(100)
    .pipe(z.string().regex(/^[a-z0-9-]*$/i))
    .catch(""),
  active: flag,
  featured: flag,
  stock: z.enum(keysOf(STOCK_LABELS)).optional().catch(undefined),
  min_price: rupees,
  max_price: rupees,
  sort: z.enum(keysOf(SORT_LABELS)).catch("newest"),
  limit: z.coerce
    .number()
    .refine((n): n is AdminPageSize => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(10),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  edit: z
    .literal("1")
    .transform(() => true)
    .catch(false),
});

export function parseProductListParams(search: URLSearchParams): ProductListParams {
  const raw = Object.fromEntries(
    [...schema.keyof().options].map((key) => [key, search.get(key) ?? undefined]),
  );
  const p = schema.parse(raw);
  // A minimum above the maximum is read as the range that was meant.
  const [minPrice, maxPrice] =
    p.min_price !== undefined && p.max_price !== undefined && p.min_price > p.max_price
      ? [p.max_price, p.min_price]
      : [p.min_price, p.max_price];
  return {
    q: p.q,
    category: p.category.toLowerCase(),
    active: p.active,
    featured: p.featured,
    stock: p.stock,
    minPrice,
    maxPrice,
    sort: p.sort,
    limit: p.limit,
    page: p.page,
    edit: p.edit,
  };
}

export function toFilters(p: ProductListParams): AdminProductFilters {
  return {
    search: p.q,
    category: p.category || undefined,
    active: p.active,
    featured: p.featured,
    stockStatus: p.stock,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    sort: p.sort,
    page: p.page,
    limit: p.limit,
  };
}
