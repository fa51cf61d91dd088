import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { stockBelowHeldMessage } from "./adjust";
import { skuIn } from "../catalog/schema";
import { stockMovements } from "./schema";
import { lockVariants } from "./stock-lock";

/** A variant an import names, by SKU or by its product's id, with its current levels. */
export interface StockTarget {
  variantId: string;
  productId: string;
  productName: string;
  sku: string;
  onHand: number;
  reserved: number;
  /** How many variants the product has (a product_id alone names one only when it has one). */
  variants: number;
}

/**
 * The variants with these SKUs (ignoring case, as the product import and the product form do; keyed
 * by the SKU in lower case) and the first variant of each of these products.
 */
export async function findStockTargets(
  db: Database,
  skus: string[],
  productIds: string[],
): Promise<{ bySku: Map<string, StockTarget>; byProduct: Map<string, StockTarget> }> {
  const columns = sql`v.id as "variantId", v.product_id as "productId", p.name as "productName", v.sku,
    v.on_hand as "onHand", v.reserved,
    (select count(*)::int from product_variants o where o.product_id = v.product_id) as variants`;
  const bySku = skus.length
    ? await queryRows<StockTarget>(
        db,
        sql`select ${columns} from product_variants v join products p on p.id = v.product_id
            where ${skuIn(sql`v.sku`, skus)}`,
      )
    : [];
  const byProduct = productIds.length
    ? await queryRows<StockTarget>(
        db,
        sql`select distinct on (v.product_id) ${columns}
            from product_variants v join products p on p.id = v.product_id
            where v.product_id = any(${sql.param(productIds)}::uuid[])
            order by v.product_id, v.position, v.id`,
      )
    : [];
  return {
    bySku: new Map(bySku.map((t) => [t.sku.toLowerCase(), t])),
    byProduct: new Map(byProduct.map((t) => [t.productId, t])),
  };
}

export interface StockLevel {
  variantId: string;
  onHand: number;
}

export interface StockLevelChange {
  variantId: string;
  productId: string;
  sku: string;
  previousOnHand: number;
  newOnHand: number;
}

/**
 * Sets variants' on-hand counts in the caller's transaction, many at once: one update statement and
 * one insert of 'adjustment' movements in the stock ledger for all that change. Counts that already
 * match are left alone (no movement). Refuses the whole set, changing nothing, when a count would fall
 * below the units held by unpaid orders or a variant has gone.
 */
export async function setStockLevels(
  tx: Database,
  levels: StockLevel[],
  actorId: string,
  reason: string,
): Promise<StockLevelChange[]> {
  if (levels.length === 0) return [];
  const wanted = new Map(levels.map((l) => [l.variantId, l.onHand]));
  const locked = await lockVariants(tx, [...wanted.keys()]);
  if (locked.length < wanted.size) throw new AppError("NOT_FOUND", "This variant no longer exists.");
  const changes: (StockLevelChange & { reserved: number })[] = [];
  for (const current of locked) {
    const target = wanted.get(current.id)!;
    if (target < current.reserved)
      throw new AppError("CONFLICT", stockBelowHeldMessage(current.sku, current.reserved));
    if (target === current.on_hand) continue;
    changes.push({
      variantId: current.id,
      productId: current.product_id,
      sku: current.sku,
      previousOnHand: current.on_hand,
      newOnHand: target,
      reserved: current.reserved,
    });
  }
  await writeStockLevels(
    tx,
    changes.map((c) => ({ ...c, reason })),
    actorId,
  );
  return changes.map(({ reserved: _reserved, ...change }) => change);
}

/** A variant's new on-hand count, with what it was and why it changes. */
export interface StockLevelWrite {
  variantId: string;
  productId: string;
  previousOnHand: number;
  newOnHand: number;
  /** Units held by unpaid orders, unchanged by the write. */
  reserved: number;
  reason: string;
}

/**
 * Writes new on-hand counts of variants the caller has locked and checked: one update statement and
 * one insert of 'adjustment' movements in the stock ledger for them all.
 */
export async function writeStockLevels(tx: Database, changes: StockLevelWrite[], actorId: string) {
  if (changes.length === 0) return;
  // One statement: the stock trigger then updates each product once, in product-id order.
  await tx.execute(
    sql`update product_variants v set on_hand = d.on_hand, updated_at = now()
        from unnest(${sql.param(changes.map((c) => c.variantId))}::uuid[],
          ${sql.param(changes.map((c) => c.newOnHand))}::int[]) as d(id, on_hand)
        where v.id = d.id`,
  );
  await tx.insert(stockMovements).values(
    changes.map((c) => ({
      variantId: c.variantId,
      productId: c.productId,
      movementType: "adjustment",
      quantity: c.newOnHand - c.previousOnHand,
      previousOnHand: c.previousOnHand,
      newOnHand: c.newOnHand,
      previousReserved: c.reserved,
      newReserved: c.reserved,
      reason: c.reason,
      createdBy: actorId,
      systemGenerated: false,
    })),
  );
}
