import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

export interface LockedVariant {
  id: string;
  product_id: string;
  sku: string;
  on_hand: number;
  reserved: number;
}

/**
 * Locks variants for the rest of the transaction and reads their latest committed levels. Every stock
 * writer takes its variants in this one order (product id, then variant id) and before any product row
 * (the stock triggers lock those after each statement), so concurrent writers never deadlock.
 */
export async function lockVariants(tx: Database, variantIds: string[]): Promise<LockedVariant[]> {
  if (variantIds.length === 0) return [];
  return queryRows<LockedVariant>(
    tx,
    sql`select id, product_id, sku, on_hand, reserved from product_variants
        where id = any(${sql.param([...new Set(variantIds)])}::uuid[])
        order by product_id, id
        for update`,
  );
}

/** Lines sorted the way lockVariants locks them. */
export function inLockOrder<T extends { productId: string; variantId: string }>(lines: T[]): T[] {
  const key = (line: T) => `${line.productId}:${line.variantId}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
