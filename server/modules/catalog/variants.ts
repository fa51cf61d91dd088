import { type SQL, sql } from "drizzle-orm";
import { type Database, getDb, queryPreparedRows } from "../../db/client";
import { isUuid } from "../../../lib/ids";

/** What a cart (or an order) needs to know about a variant right now. Prices in paise. */
export interface VariantSnapshot {
  variantId: string;
  productId: string;
  productName: string;
  sku: string;
  size: string | null;
  color: string | null;
  price: number;
  imageUrl: string | null;
  available: number;
  active: boolean;
  /** GST rate in basis points, the price slab and HSN code, for order lines and invoices. */
  gstRateBp: number;
  gstSlab: boolean;
  hsnCode: string | null;
  /** Unit of quantity on the invoice. */
  uqc: string;
}

/**
 * A query for the snapshot of the variant whose id is the SQL expression `variantId`: no row when
 * there is none. Other modules join it laterally to read their rows and the variant in one statement.
 */
export function variantSnapshotSql(variantId: SQL): SQL {
  return sql`select v.id as "variantId", p.id as "productId", p.name as "productName", v.sku, v.size,
      v.color, coalesce(v.price_override, p.price) as price, p.image_urls[1] as "imageUrl",
      (v.on_hand - v.reserved) as available, p.is_active as active, p.gst_rate_bp as "gstRateBp",
      p.gst_slab as "gstSlab", p.hsn_code as "hsnCode", p.uqc
    from product_variants v join products p on p.id = v.product_id
    where v.id = ${variantId}`;
}

/** Current name, price, image and available stock of the given variants (unknown ids are absent). */
export async function getVariantSnapshots(
  ids: string[],
  db: Database = getDb(),
): Promise<Map<string, VariantSnapshot>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await queryPreparedRows<VariantSnapshot>(
    db,
    "variant_snapshots",
    sql`select s.* from unnest(${sql.param(valid)}::uuid[]) as wanted(id)
        cross join lateral (${variantSnapshotSql(sql`wanted.id`)}) s`,
  );
  return new Map(rows.map((r) => [r.variantId, r]));
}
