import { sql } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "../../../lib/ids";
import { formatInr } from "../../../lib/money";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { adjustStock } from "../inventory/service";
import type { Actor } from "./admin-products-bulk";

/** Spec section 5 (admin product form), in its words. */
export const EDIT_MESSAGES = {
  priceInvalid: "Price must be a valid number",
  priceMin: "Price must be greater than 0",
  priceMax: "Price must be less than 1,000,000",
  originalBelowPrice: "Original price should be greater than or equal to current price",
  stockMin: "Stock quantity must be 0 or greater",
  stockWhole: "Stock quantity must be a whole number",
  stockMax: "Stock quantity must be less than 1,000,000",
  failed: "Some values need fixing; nothing was saved.",
  stale: "The form is out of date. Reload the page and try again.",
  tooMany: "Too many rows to save at once. Save at most 100 products at a time.",
} as const;

/** Spec section 9: price at most 999999.99. */
const MAX_PRICE_PAISE = 99_999_999;
const MAX_STOCK = 999_999;

export interface ProductPriceEdit {
  id: string;
  /** Paise, as typed; NaN when what was typed is not a number. */
  price: number;
  originalPrice: number | null;
  /** The values shown when the list was opened, to notice someone else's change meanwhile. */
  seenPrice: number;
  seenOriginalPrice: number | null;
}

export interface VariantEdit {
  id: string;
  /** Paise; null means the product's price. */
  priceOverride: number | null;
  seenPriceOverride: number | null;
  onHand: number;
  seenOnHand: number;
}

export interface BulkEdits {
  products: ProductPriceEdit[];
  variants: VariantEdit[];
}

const price = z
  .number({ error: EDIT_MESSAGES.priceInvalid })
  .int(EDIT_MESSAGES.priceInvalid)
  .gt(0, EDIT_MESSAGES.priceMin)
  .lte(MAX_PRICE_PAISE, EDIT_MESSAGES.priceMax);
const seen = z.number({ error: EDIT_MESSAGES.stale }).int(EDIT_MESSAGES.stale);
const id = z.string().refine(isUuid, EDIT_MESSAGES.stale);

const productEdit = z
  .object({
    id,
    price,
    originalPrice: price.nullable(),
    seenPrice: seen,
    seenOriginalPrice: seen.nullable(),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice >= p.price, {
    message: EDIT_MESSAGES.originalBelowPrice,
    path: ["originalPrice"],
  });

const variantEdit = z.object({
  id,
  priceOverride: price.nullable(),
  seenPriceOverride: seen.nullable(),
  onHand: z
    .number({ error: EDIT_MESSAGES.stockMin })
    .int(EDIT_MESSAGES.stockWhole)
    .min(0, EDIT_MESSAGES.stockMin)
    .max(MAX_STOCK, EDIT_MESSAGES.stockMax),
  seenOnHand: seen,
});

const editsSchema = z.object({
  products: z.array(productEdit).max(100, EDIT_MESSAGES.tooMany),
  variants: z.array(variantEdit).max(2000, EDIT_MESSAGES.tooMany),
});

/** The form field each value comes from, so a message shows next to its input. */
const FIELD: Record<string, string> = {
  price: "price",
  originalPrice: "originalPrice",
  priceOverride: "variantPrice",
  onHand: "stock",
};

function validate(edits: unknown): BulkEdits {
  const parsed = editsSchema.safeParse(edits);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [list, index, field] = issue.path;
    const row =
      typeof index === "number" ? (edits as Record<string, { id?: unknown }[]>)[String(list)]?.[index] : null;
    const name = FIELD[String(field)];
    if (name && row && isUuid(row.id)) fieldErrors[`${name}.${row.id}`] ??= issue.message;
    else throw new AppError("INVALID", issue.message);
  }
  throw new AppError("INVALID", EDIT_MESSAGES.failed, fieldErrors);
}

interface CurrentProduct {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
}

interface CurrentVariant {
  id: string;
  product_id: string;
  sku: string;
  price_override: number | null;
  on_hand: number;
}

type Changes = { name: string; before: Record<string, unknown>; after: Record<string, unknown> };

const changedElsewhere = (name: string, now: string) =>
  `${name} was changed by someone else while you were editing (now ${now}). Reload the page to see it; nothing was saved.`;
const shown = (paise: number | null) => (paise === null ? "no price" : formatInr(paise));

/**
 * Saves prices and stock typed into the product list, all or nothing. Only values that differ from
 * what was shown are written; a price someone else changed meanwhile is refused rather than
 * overwritten, and stock moves by the difference typed (an adjustment movement), so sales made
 * while the list was open are kept. One activity row per product changed.
 */
export async function saveBulkEdits(actor: Actor, edits: unknown): Promise<{ changedProducts: number }> {
  const valid = validate(edits);
  const products = valid.products.filter(
    (p) => p.price !== p.seenPrice || p.originalPrice !== p.seenOriginalPrice,
  );
  const variants = valid.variants.filter(
    (v) => v.priceOverride !== v.seenPriceOverride || v.onHand !== v.seenOnHand,
  );
  if (products.length === 0 && variants.length === 0) return { changedProducts: 0 };
  return adminTransaction(
    async (tx) => {
      const changes = new Map<string, Changes>();
      const entry = (productId: string, name: string) => {
        if (!changes.has(productId)) changes.set(productId, { name, before: {}, after: {} });
        return changes.get(productId)!;
      };
      // Variants before products, each in checkout's lock order (stock-lock.ts), so no deadlock.
      await saveVariants(tx, actor, variants, entry);
      await savePrices(tx, products, entry);
      for (const [productId, change] of changes) {
        await tx.execute(sql`update products set updated_at = now() where id = ${productId}`);
        await recordActivity(tx, {
          actor,
          action: "product.update",
          entityType: "product",
          entityId: productId,
          entityLabel: change.name,
          before: change.before,
          after: change.after,
        });
      }
      return { changedProducts: changes.size };
    },
    { storefront: true },
  );
}

async function savePrices(
  tx: Database,
  edits: ProductPriceEdit[],
  entry: (productId: string, name: string) => Changes,
): Promise<void> {
  if (edits.length === 0) return;
  const rows = await queryRows<CurrentProduct>(
    tx,
    sql`select id, name, price, original_price from products
        where id = any(${sql.param(edits.map((e) => e.id))}::uuid[]) order by id for update`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const edit of edits) {
    const current = byId.get(edit.id);
    if (!current) throw new AppError("CONFLICT", EDIT_MESSAGES.stale);
    const priceTouched = edit.price !== edit.seenPrice;
    const originalTouched = edit.originalPrice !== edit.seenOriginalPrice;
    // Typing over a value someone else changed meanwhile would silently undo their change.
    if (priceTouched && current.price !== edit.seenPrice && current.price !== edit.price)
      throw new AppError("CONFLICT", changedElsewhere(current.name, shown(current.price)));
    if (
      originalTouched &&
      current.original_price !== edit.seenOriginalPrice &&
      current.original_price !== edit.originalPrice
    )
      throw new AppError("CONFLICT", changedElsewhere(current.name, shown(current.original_price)));
    const next = {
      price: priceTouched ? edit.price : current.price,
      originalPrice: originalTouched ? edit.originalPrice : current.original_price,
    };
    if (next.originalPrice !== null && next.originalPrice < next.price)
      throw new AppError("INVALID", EDIT_MESSAGES.failed, {
        [`originalPrice.${edit.id}`]: EDIT_MESSAGES.originalBelowPrice,
      });
    if (next.price === current.price && next.originalPrice === current.original_price) continue;
    await tx.execute(
      sql`update products set price = ${next.price}, original_price = ${next.originalPrice} where id = ${edit.id}`,
    );
    const change = entry(edit.id, current.name);
    Object.assign(change.before, { price: current.price, originalPrice: current.original_price });
    Object.assign(change.after, next);
  }
}

async function saveVariants(
  tx: Database,
  actor: Actor,
  edits: VariantEdit[],
  entry: (productId: string, name: string) => Changes,
): Promise<void> {
  if (edits.length === 0) return;
  const rows = await queryRows<CurrentVariant & { name: string }>(
    tx,
    sql`select v.id, v.product_id, v.sku, v.price_override, v.on_hand, p.name
        from product_variants v join products p on p.id = v.product_id
        where v.id = any(${sql.param(edits.map((e) => e.id))}::uuid[]) order by v.product_id, v.id for update of v`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const edit of edits) {
    const current = byId.get(edit.id);
    if (!current) throw new AppError("CONFLICT", EDIT_MESSAGES.stale);
    if (edit.priceOverride === edit.seenPriceOverride || edit.priceOverride === current.price_override)
      continue;
    if (current.price_override !== edit.seenPriceOverride)
      throw new AppError("CONFLICT", changedElsewhere(current.sku, shown(current.price_override)));
    await tx.execute(
      sql`update product_variants set price_override = ${edit.priceOverride}, updated_at = now()
          where id = ${edit.id}`,
    );
    const change = entry(current.product_id, current.name);
    change.before[`${current.sku} price`] = current.price_override;
    change.after[`${current.sku} price`] = edit.priceOverride;
  }
  const moved = await adjustStock(
    tx,
    edits.map((e) => ({ variantId: e.id, seenOnHand: e.seenOnHand, newOnHand: e.onHand })),
    actor.id,
    "Stock edited in the product list",
  );
  for (const result of moved) {
    const current = byId.get(result.variantId)!;
    const change = entry(current.product_id, current.name);
    change.before[`${current.sku} stock`] = result.previousOnHand;
    change.after[`${current.sku} stock`] = result.newOnHand;
  }
}
