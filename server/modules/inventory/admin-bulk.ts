import { sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { type Database, getDb, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { stockBelowHeldMessage } from "./adjust";
import { MAX_STOCK, NOTE_MAX } from "./admin-adjust";
import { type BulkStockRow, parseBulkStockText, type RowError } from "./bulk-parse";
import { writeStockLevels } from "./import-levels";
import { lockVariants } from "./stock-lock";

export const BULK_STOCK_MESSAGES = {
  empty: "Paste or upload at least one row: a SKU or product_id and the new quantity.",
  noIdentifier: "Must provide either product_id or sku",
  noQuantity: "Give the new quantity or a change",
  both: "Give either the new quantity or a change, not both",
  defaultReason: "Bulk stock update",
} as const;

export interface BulkStockChange {
  line: number;
  sku: string;
  productName: string;
  previousOnHand: number;
  newOnHand: number;
}

export type BulkStockResult =
  { ok: true; changed: BulkStockChange[]; unchanged: number } | { ok: false; errors: RowError[] };

interface Planned {
  row: BulkStockRow;
  variantId: string;
  productName: string;
  /** The new count, or the change when `relative`. */
  amount: number;
  relative: boolean;
  reason: string;
}

/** The amount a row asks for, or why it cannot be used. */
function amountOf(row: BulkStockRow): { amount: number; relative: boolean } | string {
  const quantity = row.quantity.trim();
  const change = row.change.trim();
  if (quantity && change) return BULK_STOCK_MESSAGES.both;
  if (!quantity && !change) return BULK_STOCK_MESSAGES.noQuantity;
  if (quantity) {
    if (!/^[+-]?\d+(\.\d+)?$/.test(quantity)) return `Quantity must be a number: ${quantity.slice(0, 20)}`;
    if (quantity.startsWith("-")) return `Quantity cannot be negative: ${quantity}`;
    if (quantity.includes(".")) return `Quantity must be a whole number: ${quantity}`;
    if (Number(quantity) > MAX_STOCK) return `Quantity must be at most ${MAX_STOCK}: ${quantity}`;
    return { amount: Number(quantity), relative: false };
  }
  if (!/^[+-]?\d+(\.\d+)?$/.test(change)) return `Change must be a number: ${change.slice(0, 20)}`;
  if (change.includes(".")) return `Change must be a whole number: ${change}`;
  if (Number(change) === 0 || Math.abs(Number(change)) > MAX_STOCK)
    return `Change must be between -${MAX_STOCK} and ${MAX_STOCK}, and not 0: ${change}`;
  return { amount: Number(change), relative: true };
}

interface Target {
  variant_id: string;
  product_id: string;
  name: string;
  variants: number;
  sku: string;
}

/** The variants the rows name: by SKU, or by product_id for a product with a single variant. */
async function findTargets(rows: BulkStockRow[]) {
  const skus = [...new Set(rows.map((r) => r.sku.trim()).filter(Boolean))];
  const productIds = [...new Set(rows.map((r) => r.productId.trim().toLowerCase()).filter(isUuid))];
  const bySku = await queryRows<Target>(
    getDb(),
    sql`select v.id as variant_id, v.product_id, p.name, 1 as variants, v.sku
        from product_variants v join products p on p.id = v.product_id
        where v.sku = any(${sql.param(skus)}::text[])`,
  );
  const byProduct = await queryRows<Target>(
    getDb(),
    sql`select min(v.id::text) as variant_id, p.id as product_id, p.name, count(v.id)::int as variants,
          min(v.sku) as sku
        from products p join product_variants v on v.product_id = p.id
        where p.id = any(${sql.param(productIds)}::uuid[])
        group by p.id, p.name`,
  );
  return {
    sku: new Map(bySku.map((t) => [t.sku, t])),
    product: new Map(byProduct.map((t) => [t.product_id, t])),
  };
}

/** Checks every row against the catalogue; all the problems, or the plan when there are none. */
async function plan(rows: BulkStockRow[]): Promise<{ planned: Planned[]; errors: RowError[] }> {
  const errors: RowError[] = [];
  const planned: Planned[] = [];
  const targets = await findTargets(rows);
  const seen = new Map<string, number>();
  for (const row of rows) {
    const fail = (message: string) => errors.push({ line: row.line, message });
    const productId = row.productId.trim().toLowerCase();
    const sku = row.sku.trim();
    if (!productId && !sku) {
      fail(BULK_STOCK_MESSAGES.noIdentifier);
      continue;
    }
    let target: Target | undefined;
    if (sku) {
      target = targets.sku.get(sku);
      if (!target) fail(`Unknown SKU: ${sku.slice(0, 100)}`);
      else if (productId && target.product_id !== productId)
        fail(`SKU ${sku} belongs to another product than product_id ${productId}`);
    } else {
      target = isUuid(productId) ? targets.product.get(productId) : undefined;
      if (!target) fail(`Unknown product_id: ${row.productId.trim().slice(0, 100)}`);
      else if (target.variants > 1)
        fail(
          `"${target.name}" has ${target.variants} variants: give each one's SKU instead of the product_id`,
        );
    }
    const amount = amountOf(row);
    if (typeof amount === "string") fail(amount);
    const reason = row.reason.replace(/\0/g, "").trim();
    if (reason.length > NOTE_MAX) fail(`The reason can be at most ${NOTE_MAX} characters`);
    if (!target || typeof amount === "string" || reason.length > NOTE_MAX) continue;
    const earlier = seen.get(target.variant_id);
    if (earlier !== undefined) {
      fail(`${target.sku} is already on line ${earlier}`);
      continue;
    }
    seen.set(target.variant_id, row.line);
    planned.push({
      row,
      variantId: target.variant_id,
      productName: target.name,
      ...amount,
      reason: reason || BULK_STOCK_MESSAGES.defaultReason,
    });
  }
  return { planned, errors };
}

class Refused extends Error {
  constructor(readonly errors: RowError[]) {
    super("Bulk stock update refused");
  }
}

/** Applies the checked rows under row locks; any row that cannot be applied refuses them all. */
async function apply(tx: Database, actor: { id: string; email: string }, planned: Planned[]) {
  const locked = await lockVariants(
    tx,
    planned.map((p) => p.variantId),
  );
  const byVariant = new Map(planned.map((p) => [p.variantId, p]));
  const errors: RowError[] = [];
  const changes: (BulkStockChange & {
    variantId: string;
    productId: string;
    reserved: number;
    reason: string;
  })[] = [];
  let unchanged = 0;
  for (const current of locked) {
    const p = byVariant.get(current.id)!;
    const target = p.relative ? current.on_hand + p.amount : p.amount;
    const fail = (message: string) => errors.push({ line: p.row.line, message });
    if (target < 0)
      fail(`${current.sku} has ${current.on_hand} on hand: a change of ${p.amount} would leave ${target}`);
    else if (target > MAX_STOCK) fail(`${current.sku} would hold more than ${MAX_STOCK} units`);
    else if (target < current.reserved) fail(stockBelowHeldMessage(current.sku, current.reserved));
    else if (target === current.on_hand) unchanged++;
    else
      changes.push({
        line: p.row.line,
        sku: current.sku,
        productName: p.productName,
        previousOnHand: current.on_hand,
        newOnHand: target,
        variantId: current.id,
        productId: current.product_id,
        reserved: current.reserved,
        reason: p.reason,
      });
  }
  if (locked.length < planned.length) {
    const found = new Set(locked.map((l) => l.id));
    for (const p of planned)
      if (!found.has(p.variantId))
        errors.push({ line: p.row.line, message: "This variant no longer exists" });
  }
  if (errors.length > 0) throw new Refused(errors);
  if (changes.length === 0) return { changes, unchanged };
  await writeStockLevels(tx, changes, actor.id);
  await recordActivity(tx, {
    actor,
    action: "stock.bulk_update",
    entityType: "stock",
    entityLabel: `Bulk stock update of ${changes.length} ${changes.length === 1 ? "item" : "items"}`,
    before: Object.fromEntries(changes.map((c) => [`${c.sku} on hand`, c.previousOnHand])),
    after: Object.fromEntries(changes.map((c) => [`${c.sku} on hand`, c.newOnHand])),
  });
  return { changes, unchanged };
}

/**
 * Spec section 5's bulk stock update: rows by product_id or SKU, each a new quantity or a change.
 * All or nothing: any row that cannot be used (unknown SKU, negative or fractional quantity, below
 * the units held by unpaid orders...) is reported with its line and nothing changes.
 */
export async function bulkUpdateStock(
  actor: { id: string; email: string },
  text: string,
): Promise<BulkStockResult> {
  const parsed = parseBulkStockText(text);
  if (parsed.rows.length === 0 && parsed.errors.length === 0)
    throw new AppError("INVALID", BULK_STOCK_MESSAGES.empty);
  if (parsed.errors.length > 0) return { ok: false, errors: parsed.errors };
  const { planned, errors } = await plan(parsed.rows);
  if (errors.length > 0) return { ok: false, errors };
  try {
    const { changes, unchanged } = await adminTransaction((tx) => apply(tx, actor, planned), {
      storefront: true,
    });
    return {
      ok: true,
      changed: changes
        .map(({ line, sku, productName, previousOnHand, newOnHand }) => ({
          line,
          sku,
          productName,
          previousOnHand,
          newOnHand,
        }))
        .sort((a, b) => a.line - b.line),
      unchanged,
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, errors: error.errors.sort((a, b) => a.line - b.line) };
    throw error;
  }
}
