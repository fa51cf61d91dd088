import { eq, sql } from "drizzle-orm";
import type { ProductInput } from "../../../lib/product-form-schema";
import { slugify } from "../../../lib/text";
import { type Database, queryRows } from "../../db/client";
import { type ActivityEntry, recordActivity } from "../audit/service";
import { setStockLevels, type StockLevel } from "../inventory/service";
import { OPENING_STOCK_REASON } from "./admin-product-form-variants";
import {
  changedProductFields,
  type ImportProductState,
  importColumns,
  variantFieldsChanged,
} from "./import-product-state";
import { products, productVariants } from "./schema";

export const IMPORT_STOCK_REASON = "Stock set by a product import";

/** One product of an import batch: created when `before` is null, otherwise brought up to date. */
export interface ProductImportWrite {
  input: ProductInput;
  before: ImportProductState | null;
}

type Actor = ActivityEntry["actor"];

const variantSummary = (
  v: { sku: string; size: string | null; color: string | null; priceOverride: number | null },
  onHand: number,
) => ({
  sku: v.sku,
  size: v.size,
  color: v.color,
  priceOverride: v.priceOverride,
  onHand,
});

/** Slugs not yet taken for these names: the name's, then with -2, -3..., unique within the batch too. */
async function freeSlugs(tx: Database, names: string[]): Promise<string[]> {
  const bases = names.map((name) => slugify(name).slice(0, 80) || "product");
  const unique = [...new Set(bases)];
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        tx,
        sql`select slug from products where slug = any(${sql.param(unique)}::text[])
            or substring(slug from '^(.*)-[0-9]+$') = any(${sql.param(unique)}::text[])`,
      )
    ).map((r) => r.slug),
  );
  return bases.map((base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

async function createProducts(tx: Database, actor: Actor, items: ProductImportWrite[], brand: string) {
  if (items.length === 0) return [];
  const slugs = await freeSlugs(
    tx,
    items.map((i) => i.input.name),
  );
  const columns = items.map((i) => importColumns(i.input, brand));
  const inserted = await tx
    .insert(products)
    .values(columns.map((c, i) => ({ ...c, slug: slugs[i] })))
    .returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  const ids = slugs.map((slug) => idBySlug.get(slug)!);
  const variants = await tx
    .insert(productVariants)
    .values(
      items.flatMap((item, i) =>
        item.input.variants.map((v, position) => ({
          productId: ids[i],
          sku: v.sku,
          size: v.size,
          color: v.color,
          colorHex: v.colorHex,
          priceOverride: v.priceOverride,
          onHand: 0,
          position,
          isDefault: position === 0,
        })),
      ),
    )
    .returning({ id: productVariants.id, sku: productVariants.sku });
  const variantIdBySku = new Map(variants.map((v) => [v.sku, v.id]));
  // Opening stock is a movement like any other, so the stock history starts at the first unit.
  const opening = items.flatMap((item) =>
    item.input.variants.map((v) => ({ variantId: variantIdBySku.get(v.sku)!, onHand: v.stock })),
  );
  await setStockLevels(tx, opening, actor.id, OPENING_STOCK_REASON);
  for (const [i, item] of items.entries())
    await recordActivity(tx, {
      actor,
      action: "product.import_create",
      entityType: "product",
      entityId: ids[i],
      entityLabel: item.input.name,
      after: { ...columns[i], variants: item.input.variants.map((v) => variantSummary(v, v.stock)) },
    });
  return ids;
}

/** Brings one stored product up to the import's values; returns the stock levels to set. */
async function updateProduct(tx: Database, actor: Actor, item: ProductImportWrite, brand: string) {
  const before = item.before!;
  const columns = importColumns(item.input, brand);
  const fields = changedProductFields(before, columns);
  if (fields.length > 0)
    await tx
      .update(products)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(products.id, before.id));
  const byId = new Map(before.variants.map((v) => [v.id, v]));
  const levels: StockLevel[] = [];
  let changed = fields.length > 0;
  for (const v of item.input.variants) {
    const stored = v.id ? byId.get(v.id) : undefined;
    if (!stored) continue;
    if (v.stock !== stored.onHand) {
      levels.push({ variantId: stored.id, onHand: v.stock });
      changed = true;
    }
    if (!variantFieldsChanged(stored, v)) continue;
    changed = true;
    await tx
      .update(productVariants)
      .set({
        sku: v.sku,
        size: v.size,
        color: v.color,
        colorHex: v.colorHex,
        priceOverride: v.priceOverride,
        updatedAt: sql`now()`,
      })
      .where(eq(productVariants.id, stored.id));
  }
  const added = item.input.variants.flatMap((v, position) => (v.id ? [] : [{ v, position }]));
  if (added.length > 0) {
    changed = true;
    const rows = await tx
      .insert(productVariants)
      .values(
        added.map(({ v, position }) => ({
          productId: before.id,
          sku: v.sku,
          size: v.size,
          color: v.color,
          colorHex: v.colorHex,
          priceOverride: v.priceOverride,
          onHand: 0,
          position,
          isDefault: false,
        })),
      )
      .returning({ id: productVariants.id });
    rows.forEach((row, i) => levels.push({ variantId: row.id, onHand: added[i].v.stock }));
  }
  if (!changed) return levels;
  const beforeColumns = Object.fromEntries(
    fields.map((f) => [f, (before.row as Record<string, unknown>)[f]]),
  );
  const afterColumns = Object.fromEntries(fields.map((f) => [f, (columns as Record<string, unknown>)[f]]));
  await recordActivity(tx, {
    actor,
    action: "product.import_update",
    entityType: "product",
    entityId: before.id,
    entityLabel: item.input.name,
    before: { ...beforeColumns, variants: before.variants.map((v) => variantSummary(v, v.onHand)) },
    after: { ...afterColumns, variants: item.input.variants.map((v) => variantSummary(v, v.stock)) },
  });
  return levels;
}

/**
 * Writes one checked batch of an import in the caller's transaction: new products inserted many per
 * statement with their variants and opening stock, stored ones updated where they differ; every
 * stock change goes through the inventory ledger and every product written gets an activity row.
 */
export async function writeProductImport(
  tx: Database,
  actor: Actor,
  items: ProductImportWrite[],
  brand: string,
): Promise<void> {
  await createProducts(
    tx,
    actor,
    items.filter((i) => i.before === null),
    brand,
  );
  const levels: StockLevel[] = [];
  for (const item of items.filter((i) => i.before !== null))
    levels.push(...(await updateProduct(tx, actor, item, brand)));
  await setStockLevels(tx, levels, actor.id, IMPORT_STOCK_REASON);
}
