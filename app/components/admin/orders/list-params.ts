import { z } from "zod";
import { INDIAN_STATES } from "../../../../lib/indian-states";
import { ORDER_TABS, PAYMENT_STATUS_LABELS, type OrderTabKey, type PaymentStatusKey } from "./order-labels";

export const ORDER_SORT_LABELS = {
  newest: "Newest first",
  oldest: "Oldest first",
  "total-high": "Total: high to low",
  "total-low": "Total: low to high",
} as const;
export type OrderSortKey = keyof typeof ORDER_SORT_LABELS;
export const ORDER_LIST_SIZES = [25, 50, 100] as const;
export type OrderListSize = (typeof ORDER_LIST_SIZES)[number];

/** The orders list's state, as its address carries it (Back and shared links show the same list). */
export interface OrderListParams {
  status: OrderTabKey;
  q: string;
  payment?: PaymentStatusKey;
  method?: "online" | "cod";
  /** YYYY-MM-DD, shop time. */
  from?: string;
  to?: string;
  state?: string;
  sort: OrderSortKey;
  limit: OrderListSize;
  page: number;
}

const keysOf = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** Every value is checked; one that cannot be used falls back to its default. */
const schema = z.object({
  status: z.enum(ORDER_TABS).catch("all"),
  q: z
    .string()
    .transform((s) => s.replace(/\0/g, "").trim().slice(0, 100))
    .catch(""),
  payment: z.enum(keysOf(PAYMENT_STATUS_LABELS)).optional().catch(undefined),
  method: z.enum(["online", "cod"]).optional().catch(undefined),
  from: day,
  to: day,
  state: z
    .string()
    .refine((s) => (INDIAN_STATES as readonly string[]).includes(s))
    .optional()
    .catch(undefined),
  sort: z.enum(keysOf(ORDER_SORT_LABELS)).catch("newest"),
  limit: z.coerce
    .number()
    .refine((n): n is OrderListSize => (ORDER_LIST_SIZES as readonly number[]).includes(n))
    .catch(25),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function parseOrderListParams(search: URLSearchParams): OrderListParams {
  const raw = Object.fromEntries(
    [...schema.keyof().options].map((key) => [key, search.get(key) ?? undefined]),
  );
  const p = schema.parse(raw);
  // A start after the end is read as the range that was meant.
  const [from, to] = p.from && p.to && p.from > p.to ? [p.to, p.from] : [p.from, p.to];
  return { ...p, from, to };
}

export const ORDERS_PATH = "/admin/orders";

/** The list's query string with some values changed; defaults are left out so links stay short. */
export function orderListQuery(params: OrderListParams, change: Partial<OrderListParams> = {}): string {
  const p = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (p.status !== "all") search.set("status", p.status);
  if (p.q) search.set("q", p.q);
  if (p.payment) search.set("payment", p.payment);
  if (p.method) search.set("method", p.method);
  if (p.from) search.set("from", p.from);
  if (p.to) search.set("to", p.to);
  if (p.state) search.set("state", p.state);
  if (p.sort !== "newest") search.set("sort", p.sort);
  if (p.limit !== 25) search.set("limit", String(p.limit));
  if (p.page > 1) search.set("page", String(p.page));
  return search.toString();
}

export function orderListHref(params: OrderListParams, change: Partial<OrderListParams> = {}): string {
  const query = orderListQuery(params, change);
  return query ? `${ORDERS_PATH}?${query}` : ORDERS_PATH;
}

/** Whether a filter narrows the list (tab, sort, size and page do not). */
export function isOrderListFiltered(p: OrderListParams): boolean {
  return Boolean(p.q || p.payment || p.method || p.from || p.to || p.state);
}
