import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { levelConditions, type StockLevelFilters } from "./admin-filters";

/** Products per read: a catalogue of any size streams without sitting in memory. */
const CHUNK = 500;

export const STOCK_EXPORT_COLUMNS = [
  "Product",
  "SKU",
  "Size",
  "Colour",
  "Category",
  "Active",
  "Warehouse location",
  "On hand",
  "Held for orders",
  "Available",
  "Product stock status",
  "Low-stock threshold",
  "Reorder point",
  "Reorder quantity",
  "Cost price (₹)",
  "Price (₹)",
  "Value at cost (₹)",
  "Value at retail (₹)",
  "Last restock date",
] as const;

interface Row {
  product_id: string;
  name: string;
  sku: string;
  size: string | null;
  color: string | null;
  category: string;
  is_active: boolean;
  warehouse_location: string | null;
  on_hand: number;
  reserved: number;
  stock_status: string;
  low_stock_threshold: number;
  reorder_point: number | null;
  reorder_quantity: number | null;
  cost_price: number | null;
  price: number;
  last_restock_date: string | null;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const text = (value: number | string | null) => (value === null ? "" : String(value));

/**
 * The stock levels of a list view (its search and filters) as CSV rows, header first: one row per
 * variant, products in id order, read a few hundred products at a time.
 */
export async function* exportStockLevels(
  filters: StockLevelFilters = {},
  chunk = CHUNK,
): AsyncGenerator<string[]> {
  const where = await levelConditions(filters);
  yield [...STOCK_EXPORT_COLUMNS];
  let after: string | null = null;
  for (;;) {
    const conditions = after ? [...where, sql`p.id > ${after}::uuid`] : where;
    const ids: string[] = (
      await queryRows<{ id: string }>(
        getDb(),
        sql`select p.id from products p
            ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
            order by p.id limit ${chunk}`,
      )
    ).map((r) => r.id);
    if (ids.length === 0) return;
    const rows = await queryRows<Row>(
      getDb(),
      sql`select p.id as product_id, p.name, v.sku, v.size, v.color, c.name as category, p.is_active,
            p.warehouse_location, v.on_hand, v.reserved, p.stock_status, p.low_stock_threshold,
            p.reorder_point, p.reorder_quantity, p.cost_price, coalesce(v.price_override, p.price) as price,
            p.last_restock_date::text as last_restock_date
          from products p
            join categories c on c.id = p.category_id
            join product_variants v on v.product_id = p.id
          where p.id = any(${sql.param(ids)}::uuid[])
          order by p.id, v.position, v.sku`,
    );
    for (const r of rows)
      yield [
        r.name,
        r.sku,
        text(r.size),
        text(r.color),
        r.category,
        r.is_active ? "yes" : "no",
        text(r.warehouse_location),
        String(r.on_hand),
        String(r.reserved),
        String(r.on_hand - r.reserved),
        r.stock_status,
        String(r.low_stock_threshold),
        text(r.reorder_point),
        text(r.reorder_quantity),
        r.cost_price === null ? "" : rupees(r.cost_price),
        rupees(r.price),
        r.cost_price === null ? "" : rupees(r.cost_price * r.on_hand),
        rupees(r.price * r.on_hand),
        text(r.last_restock_date),
      ];
    if (ids.length < chunk) return;
    after = ids[ids.length - 1];
  }
}
