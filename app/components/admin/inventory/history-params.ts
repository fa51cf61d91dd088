import { z } from "zod";
import type { MovementType, StockHistoryFilters } from "../../../../server/modules/inventory/service";
import { MOVEMENT_LABELS } from "./labels";

export const HISTORY_PATH = "/admin/inventory/history";

/** The stock history's filters, as its address carries them. */
export interface HistoryParams {
  product: string;
  order: string;
  type?: MovementType;
  /** YYYY-MM-DD, shop time. */
  from?: string;
  to?: string;
  page: number;
}

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\0/g, "").trim().slice(0, max))
    .catch("");
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)))
  .optional()
  .catch(undefined);

const schema = z.object({
  product: text(100),
  order: text(40),
  type: z
    .enum(Object.keys(MOVEMENT_LABELS) as [MovementType, ...MovementType[]])
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function parseHistoryParams(search: URLSearchParams): HistoryParams {
  const raw = Object.fromEntries(
    [...schema.keyof().options].map((key) => [key, search.get(key) ?? undefined]),
  );
  const p = schema.parse(raw);
  // A start after the end is read as the range that was meant.
  const [from, to] = p.from && p.to && p.from > p.to ? [p.to, p.from] : [p.from, p.to];
  return { ...p, from, to };
}

export const toHistoryFilters = (p: HistoryParams): StockHistoryFilters => ({ ...p });

export function historyHref(params: HistoryParams, change: Partial<HistoryParams> = {}): string {
  const p = { ...params, page: 1, ...change };
  const search = new URLSearchParams();
  if (p.product) search.set("product", p.product);
  if (p.order) search.set("order", p.order);
  if (p.type) search.set("type", p.type);
  if (p.from) search.set("from", p.from);
  if (p.to) search.set("to", p.to);
  if (p.page > 1) search.set("page", String(p.page));
  const query = search.toString();
  return query ? `${HISTORY_PATH}?${query}` : HISTORY_PATH;
}

export const isHistoryFiltered = (p: HistoryParams) =>
  Boolean(p.product || p.order || p.type || p.from || p.to);
