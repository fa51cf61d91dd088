import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { type ProductVariantInput, variantLabel } from "../../../lib/product-form-schema";
import { PRODUCT_MESSAGES } from "../../../lib/product-form-schema-fields";
import type { Database } from "../../db/client";
import { adjustStock } from "../inventory/service";
import { orderItems } from "../orders/schema";
import { products, productVariants, skuIn } from "./schema";

export const VARIANT_MESSAGES = {
  skuTaken: (sku: string, product: string) =>
    `SKU ${sku} is already used by "${product}". Choose another SKU.`,
  onOrders: (label: string) =>
    `The variant ${label} cannot be removed: it appears on orders. Set its stock to 0 instead.`,
  held: (label: string, units: number) =>
    `The variant ${label} cannot be removed: ${units} ${units === 1 ? "unit is" : "units are"} held by orders awaiting payment.`,
  unknown: PRODUCT_MESSAGES.variantIdInvalid,
  seenMissing: PRODUCT_MESSAGES.seenStockInvalid,
} as const;

export const OPENING_STOCK_REASON = "Opening stock entered in the back office";

type VariantRow = typeof productVariants.$inferSelect;
/** Throws the caller's error for a refusal (INVALID for a form that cannot be right, CONFLICT otherwise). */
type Fail = (message: string, field: string | undefined, code: "INVALID" | "CONFLICT") => never;

/** A variant as the activity log keeps it. */
export interface VariantSummary {
  sku: string;
  size: string | null;
  color: string | null;
  priceOverride: number | null;
  onHand: number;
}

export const summarise = (rows: VariantRow[]): VariantSummary[] =>
  rows.map((v) => ({
    sku: v.sku,
    size: v.size,
    color: v.color,
    priceOverride: v.priceOverride,
    onHand: v.onHand,
  }));

/** The product's variants in order, locked (in id order, like orders lock them) for this transaction. */
export async function lockVariants(tx: Database, productId: string): Promise<VariantRow[]> {
  const rows = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for("update");
  return rows.sort((a, b) => a.position - b.position);
}

/** Refuses SKUs that another product already uses (compared ignoring case), naming that product. */
async function checkSkusFree(tx: Database, productId: string, wanted: ProductVariantInput[], fail: Fail) {
  const skus = wanted.map((v) => v.sku.toLowerCase());
  const clashes = await tx
    .select({ sku: productVariants.sku, product: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(skuIn(productVariants.sku, skus), ne(productVariants.productId, productId)))
    .limit(1);
  if (clashes.length === 0) return;
  const index = skus.indexOf(clashes[0].sku.toLowerCase());
  fail(VARIANT_MESSAGES.skuTaken(wanted[index].sku, clashes[0].product), `variants.${index}.sku`, "CONFLICT");
}

/** Variants that cannot go: on an order (kept for invoices and reports) or holding units for one. */
async function checkRemovable(tx: Database, removed: VariantRow[], fail: Fail) {
  if (removed.length === 0) return;
  for (const v of removed)
    if (v.reserved > 0) fail(VARIANT_MESSAGES.held(variantLabel(v), v.reserved), undefined, "CONFLICT");
  const ordered = await tx
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(
      inArray(
        orderItems.variantId,
        removed.map((v) => v.id),
      ),
    );
  const first = removed.find((v) => ordered.some((o) => o.id === v.id));
  if (first) fail(VARIANT_MESSAGES.onOrders(variantLabel(first)), undefined, "CONFLICT");
}

const changedIdentity = (row: VariantRow, v: ProductVariantInput) =>
  row.sku !== v.sku || row.size !== v.size || row.color !== v.color;

/**
 * Makes the product's variants what the form says, inside the caller's transaction: removed ones
 * deleted (refused when on an order or holding units), edited ones updated, stock changes applied as
 * the difference between what the admin saw and typed (adjustStock: a sale made meanwhile is kept),
 * new ones inserted with an opening-stock movement. `fail` throws the caller's error.
 */
export async function syncVariants(
  tx: Database,
  productId: string,
  wanted: ProductVariantInput[],
  actorId: string,
  fail: Fail,
): Promise<VariantRow[]> {
  const existing = await lockVariants(tx, productId);
  const byId = new Map(existing.map((v) => [v.id, v]));
  wanted.forEach((v, i) => {
    if (v.id && !byId.has(v.id)) fail(VARIANT_MESSAGES.unknown, `variants.${i}.id`, "INVALID");
    if (v.id && v.seenStock === null) fail(VARIANT_MESSAGES.seenMissing, `variants.${i}.stock`, "INVALID");
  });
  await checkSkusFree(tx, productId, wanted, fail);
  const keptIds = new Set(wanted.flatMap((v) => (v.id ? [v.id] : [])));
  const removed = existing.filter((v) => !keptIds.has(v.id));
  await checkRemovable(tx, removed, fail);
  if (removed.length > 0)
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        removed.map((v) => v.id),
      ),
    );

  // SKUs and size/colour pairs are unique: variants that swap them first step aside to their own id.
  const kept = wanted.flatMap((v, position) => (v.id ? [{ v, position, row: byId.get(v.id)! }] : []));
  for (const { row, v } of kept)
    if (changedIdentity(row, v))
      await tx
        .update(productVariants)
        .set({ sku: `~${row.id}`, size: `~${row.id}`, color: null })
        .where(eq(productVariants.id, row.id));
  for (const { row, v, position } of kept) {
    const isDefault = position === 0;
    const same =
      !changedIdentity(row, v) &&
      row.colorHex === v.colorHex &&
      row.priceOverride === v.priceOverride &&
      row.position === position &&
      row.isDefault === isDefault;
    if (same) continue;
    await tx
      .update(productVariants)
      .set({
        sku: v.sku,
        size: v.size,
        color: v.color,
        colorHex: v.colorHex,
        priceOverride: v.priceOverride,
        position,
        isDefault,
        updatedAt: sql`now()`,
      })
      .where(eq(productVariants.id, row.id));
  }
  await adjustStock(
    tx,
    kept.map(({ row, v }) => ({
      variantId: row.id,
      seenOnHand: v.seenStock ?? row.onHand,
      newOnHand: v.stock,
    })),
    actorId,
  );

  const added = wanted.flatMap((v, position) => (v.id ? [] : [{ v, position }]));
  if (added.length > 0) {
    const inserted = await tx
      .insert(productVariants)
      .values(
        added.map(({ v, position }) => ({
          productId,
          sku: v.sku,
          size: v.size,
          color: v.color,
          colorHex: v.colorHex,
          priceOverride: v.priceOverride,
          onHand: 0,
          position,
          isDefault: position === 0,
        })),
      )
      .returning({ id: productVariants.id });
    // Opening stock is a movement like any other, so the stock history starts at the first unit.
    await adjustStock(
      tx,
      inserted.map((row, i) => ({ variantId: row.id, seenOnHand: 0, newOnHand: added[i].v.stock })),
      actorId,
      OPENING_STOCK_REASON,
    );
  }
  return lockVariants(tx, productId);
}
