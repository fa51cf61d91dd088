import { type SQL, sql } from "drizzle-orm";
import {
  day,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  integer,
  rupees,
  text,
  textRows,
  yesNo,
} from "../../../lib/export-table";
import { getDb, queryRows } from "../../db/client";
import { levelConditions, type StockLevelFilters } from "./admin-filters";

/** Products per read: a catalogue of any size streams without sitting in memory. */
const CHUNK = 500;

export const STOCK_EXPORT_TABLE_COLUMNS: readonly ExportColumn[] = [
  text("Product"),
  text("SKU"),
  text("Size"),
  text("Colour"),
  text("Category"),
  yesNo("Active"),
  text("Warehouse location"),
  integer("On hand"),
  integer("Held for orders"),
  integer("Available"),
  text("Product stock status"),
  integer("Low-stock threshold"),
  integer("Reorder point"),
  integer("Reorder quantity"),
  rupees("Cost price (₹)"),
  rupees("Price (₹)"),
  rupees("Value at cost (₹)"),
  rupees("Value at retail (₹)"),
  day("Last restock date"),
];
export const STOCK_EXPORT_COLUMNS = STOCK_EXPORT_TABLE_COLUMNS.map((c) => c.header);

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

const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

async function* levelRows(where: SQL[], chunk: number): AsyncGenerator<ExportCell[]> {
  let after: string | null = null;
  for (;;) {
    const conditions = after ? [...where, sql`p.id > ${after}::uuid`] : where;
    const ids: string[] = (
      await queryRows<{ id: string }>(
        getDb(),
        sql`select p.id from products p ${whereSql(conditions)} order by p.id limit ${chunk}`,
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
        r.size ?? "",
        r.color ?? "",
        r.category,
        r.is_active,
        r.warehouse_location ?? "",
        r.on_hand,
        r.reserved,
        r.on_hand - r.reserved,
        r.stock_status,
        r.low_stock_threshold,
        r.reorder_point,
        r.reorder_quantity,
        r.cost_price,
        r.price,
        r.cost_price === null ? null : r.cost_price * r.on_hand,
        r.price * r.on_hand,
        r.last_restock_date,
      ];
    if (ids.length < chunk) return;
    after = ids[ids.length - 1];
  }
}

/**
 * The stock levels of a list view (its search and filters): one row per variant, products in id
 * order, read a few hundred products at a time.
 */
export function stockLevelsExportTable(filters: StockLevelFilters = {}, chunk = CHUNK): ExportTable {
  let where: Promise<SQL[]> | undefined;
  const conditions = () => (where ??= levelConditions(filters));
  return {
    columns: STOCK_EXPORT_TABLE_COLUMNS,
    count: async () => {
      const [row] = await queryRows<{ n: number }>(
        getDb(),
        sql`select count(*)::int as n from products p join product_variants v on v.product_id = p.id
            ${whereSql(await conditions())}`,
      );
      return row?.n ?? 0;
    },
    rows: async function* () {
      yield* levelRows(await conditions(), chunk);
    },
  };
}

/** The same export as CSV text rows, header first. */
export function exportStockLevels(filters: StockLevelFilters = {}, chunk = CHUNK): AsyncGenerator<string[]> {
  return textRows(stockLevelsExportTable(filters, chunk));
}
