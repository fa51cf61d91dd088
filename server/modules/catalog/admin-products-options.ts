import { sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { getDb, queryRows } from "../../db/client";

export interface BulkEditVariant {
  id: string;
  productId: string;
  sku: string;
  size: string | null;
  color: string | null;
  priceOverride: number | null;
  onHand: number;
  reserved: number;
}

/** The variants of the listed products, for editing prices and stock from the list. */
export async function getVariantsForBulkEdit(productIds: string[]): Promise<BulkEditVariant[]> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return [];
  return queryRows<BulkEditVariant>(
    getDb(),
    sql`select id, product_id as "productId", sku, size, color, price_override as "priceOverride",
          on_hand as "onHand", reserved
        from product_variants where product_id = any(${sql.param(ids)}::uuid[])
        order by product_id, position, sku`,
  );
}

export interface CategoryChoice {
  id: string;
  slug: string;
  /** "Traditional Wear / Sarees" for a subcategory. */
  label: string;
  isActive: boolean;
}

/**
 * Every category (inactive ones too) for the list's filter and the "Change category" action. Read by
 * every products and stock page, so kept like the storefront's categories: until a catalogue write
 * (a category's own included) or for at most STOREFRONT_READ_MAX_AGE_MS. A copy for each caller.
 */
export async function listProductCategoryChoices(): Promise<CategoryChoice[]> {
  return (await keptCategoryChoices()).map((choice) => ({ ...choice }));
}

const keptCategoryChoices = keptUntilStorefrontChanges(async () => {
  const rows = await queryRows<{ id: string; slug: string; label: string; is_active: boolean }>(
    getDb(),
    sql`select c.id, c.slug, case when pc.id is null then c.name else pc.name || ' / ' || c.name end as label,
          c.is_active
        from categories c left join categories pc on pc.id = c.parent_id
        order by coalesce(pc.sort_order, c.sort_order), lower(coalesce(pc.name, c.name)),
          pc.id nulls first, c.sort_order, lower(c.name)`,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, label: r.label, isActive: r.is_active }));
});
