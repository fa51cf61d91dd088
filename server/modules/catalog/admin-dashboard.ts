import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { products } from "./schema";

/** Every product, active or not: an index-only scan of the primary key. */
export async function countProducts(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(products);
  return row?.n ?? 0;
}

export interface StockAlertVariant {
  productId: string;
  productName: string;
  /** "M / Red"; null for a product's only variant without options. */
  variantLabel: string | null;
  sku: string;
  available: number;
}

export interface StockAlertGroup {
  count: number;
  /** Up to 5, the lowest stock first. */
  examples: StockAlertVariant[];
}

export interface StockAlerts {
  outOfStock: StockAlertGroup;
  lowStock: StockAlertGroup;
}

const EXAMPLES = 5;

interface AlertRow {
  out_count: number;
  low_count: number;
  kind: "out" | "low" | null;
  product_id: string | null;
  product_name: string | null;
  sku: string | null;
  size: string | null;
  color: string | null;
  available: number | null;
}

/**
 * Variants of active products that are out of stock (available = on_hand - reserved <= 0) or low
 * (1 to `threshold`, spec section 4), counted in one statement with a few of each as examples.
 * There is deliberately no index on the stock columns: checkout changes on_hand and reserved all the
 * time, and any index over them would stop those updates being HOT (in-page, no index writes). So
 * the variants are read once: the alerted ones (id, stock, SKU) are kept aside, counted, and the
 * lowest few of each kind picked from them, and only those examples are looked up in full. Inactive
 * products are few, so they are taken out with a hash anti-join.
 */
export async function stockAlerts(threshold = 10): Promise<StockAlerts> {
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100_000)
    throw new RangeError(`Invalid low-stock threshold: ${threshold}`);
  const rows = await queryRows<AlertRow>(
    getDb(),
    sql`with alerted as materialized (
        select v.id, (v.on_hand - v.reserved)::int as available, v.sku
        from product_variants v
        where v.on_hand - v.reserved <= ${threshold}
          and not exists (select 1 from products p where p.id = v.product_id and not p.is_active)
      ),
      counts as (
        select count(*) filter (where available <= 0)::int as out_count,
          count(*) filter (where available > 0)::int as low_count
        from alerted
      ),
      examples as (
        (select 'out' as kind, id, available from alerted where available <= 0
          order by available, sku limit ${EXAMPLES})
        union all
        (select 'low' as kind, id, available from alerted where available > 0
          order by available, sku limit ${EXAMPLES})
      )
      select c.out_count, c.low_count, e.kind, v.product_id, p.name as product_name, v.sku, v.size, v.color,
        e.available
      from counts c
        left join examples e on true
        left join product_variants v on v.id = e.id
        left join products p on p.id = v.product_id
      order by e.available, v.sku`,
  );
  const group = (kind: "out" | "low", count: number): StockAlertGroup => ({
    count,
    examples: rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        productId: r.product_id!,
        productName: r.product_name ?? "",
        variantLabel: [r.size, r.color].filter(Boolean).join(" / ") || null,
        sku: r.sku!,
        available: Number(r.available),
      })),
  });
  const first = rows[0];
  return {
    outOfStock: group("out", Number(first?.out_count ?? 0)),
    lowStock: group("low", Number(first?.low_count ?? 0)),
  };
}
