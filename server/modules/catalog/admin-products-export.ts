import { type SQL, sql } from "drizzle-orm";
import {
  datetime,
  decimal,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  integer,
  rupees,
  text,
  yesNo,
} from "../../../lib/export-table";
import { getDb, queryRows } from "../../db/client";
import { listQuery } from "./admin-products-query";
import type { AdminProductFilters } from "./admin-products-types";

/** Products per read; their variants come with them. */
const CHUNK = 500;

/** A product's fields, on every one of its variants' rows. */
const PRODUCT_COLUMNS = [
  text("Product ID"),
  text("Name"),
  text("Slug"),
  text("Category"),
  text("Short description"),
  text("Description"),
  rupees("Price (₹)"),
  rupees("Original price (₹)"),
  rupees("Cost price (₹)"),
  text("HSN code"),
  decimal("GST rate (%)"),
  text("Material"),
  text("Colour"),
  text("Brand"),
  text("Tags"),
  yesNo("Active"),
  yesNo("Featured"),
  yesNo("Bestseller"),
  integer("Low-stock threshold"),
  integer("Weight (g)"),
  datetime("Created at"),
  datetime("Updated at"),
];
/** One variant (size and colour) per row. */
const VARIANT_COLUMNS = [
  text("SKU"),
  text("Size"),
  text("Variant colour"),
  rupees("Variant price (₹)"),
  integer("On hand"),
  integer("Held for orders"),
  integer("Available"),
  yesNo("Default variant"),
];

export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn[] = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS];

interface Row {
  id: string;
  name: string;
  slug: string;
  category: string;
  short_description: string | null;
  description: string;
  price: number;
  original_price: number | null;
  cost_price: number | null;
  hsn_code: string | null;
  gst_rate_bp: number;
  material: string | null;
  color: string | null;
  brand: string | null;
  tags: string[];
  is_active: boolean;
  is_featured: boolean;
  is_bestseller: boolean;
  low_stock_threshold: number;
  weight_grams: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  sku: string | null;
  size: string | null;
  variant_color: string | null;
  price_override: number | null;
  on_hand: number | null;
  reserved: number | null;
  is_default: boolean | null;
}

const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

function toCells(r: Row): ExportCell[] {
  const hasVariant = r.sku !== null;
  return [
    r.id,
    r.name,
    r.slug,
    r.category,
    r.short_description ?? "",
    r.description,
    r.price,
    r.original_price,
    r.cost_price,
    r.hsn_code ?? "",
    r.gst_rate_bp / 100,
    r.material ?? "",
    r.color ?? "",
    r.brand ?? "",
    r.tags.join(", "),
    r.is_active,
    r.is_featured,
    r.is_bestseller,
    r.low_stock_threshold,
    r.weight_grams,
    new Date(r.created_at),
    new Date(r.updated_at),
    r.sku ?? "",
    r.size ?? "",
    r.variant_color ?? "",
    r.price_override,
    r.on_hand,
    r.reserved,
    hasVariant ? (r.on_hand ?? 0) - (r.reserved ?? 0) : null,
    hasVariant ? r.is_default : null,
  ];
}

async function* productRows(where: SQL[], chunk: number): AsyncGenerator<ExportCell[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    // Newest first, as the list opens; the key (created_at, id) carries on where a chunk stopped.
    const conditions = after
      ? [...where, sql`(p.created_at, p.id) < (${after.at}::timestamptz, ${after.id}::uuid)`]
      : where;
    const page = await queryRows<{ id: string; cursor_at: string }>(
      getDb(),
      sql`select p.id, p.created_at::text as cursor_at from products p ${whereSql(conditions)}
          order by p.created_at desc, p.id desc limit ${chunk}`,
    );
    if (page.length === 0) return;
    const rows = await queryRows<Row>(
      getDb(),
      sql`select p.id, p.name, p.slug, c.name as category, p.short_description, p.description, p.price,
            p.original_price, p.cost_price, p.hsn_code, p.gst_rate_bp, p.material, p.color, p.brand, p.tags,
            p.is_active, p.is_featured, p.is_bestseller, p.low_stock_threshold, p.weight_grams,
            p.created_at, p.updated_at, v.sku, v.size, v.color as variant_color, v.price_override,
            v.on_hand, v.reserved, v.is_default
          from products p
            join categories c on c.id = p.category_id
            left join product_variants v on v.product_id = p.id
          where p.id = any(${sql.param(page.map((p) => p.id))}::uuid[])
          order by p.created_at desc, p.id desc, v.position, v.sku`,
    );
    for (const row of rows) yield toCells(row);
    if (page.length < chunk) return;
    const last = page[page.length - 1];
    after = { at: last.cursor_at, id: last.id };
  }
}

/**
 * The products of a list view (its search and filters; sort and page do not matter), one row per
 * variant with the product's fields, newest product first, read 500 products at a time.
 */
export function productsExportTable(filters: AdminProductFilters, chunk = CHUNK): ExportTable {
  let where: Promise<SQL[]> | undefined;
  const conditions = () => (where ??= listQuery(filters, "newest").then((q) => q.where));
  return {
    columns: PRODUCT_EXPORT_COLUMNS,
    count: async () => {
      const [row] = await queryRows<{ n: number }>(
        getDb(),
        sql`select count(*)::int as n
            from products p left join product_variants v on v.product_id = p.id
            ${whereSql(await conditions())}`,
      );
      return row?.n ?? 0;
    },
    rows: async function* () {
      yield* productRows(await conditions(), chunk);
    },
  };
}
