import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { stockMovements } from "./schema";

export interface StockEdit {
  variantId: string;
  /** The on-hand count the person saw when they opened the form or list. */
  seenOnHand: number;
  /** The on-hand count they typed. */
  newOnHand: number;
}

export interface StockEditResult {
  variantId: string;
  previousOnHand: number;
  newOnHand: number;
}

export const stockBelowHeldMessage = (sku: string, held: number) =>
  `Stock for ${sku} cannot go below ${held}: that many units are held by orders awaiting payment.`;

/**
 * An admin's stock edit, applied as the difference between what they saw and what they typed, so a sale
 * made while the form was open is never overwritten. Each change is an 'adjustment' movement made by the
 * admin. Runs inside the caller's transaction; refuses (changing nothing) when the result would fall
 * below the units held by unpaid orders.
 */
export async function adjustStock(
  tx: Database,
  edits: StockEdit[],
  actorId: string,
  reason = "Stock edited in the back office",
): Promise<StockEditResult[]> {
  const results: StockEditResult[] = [];
  // Variant-id order: concurrent edits and orders lock rows in the same order and never deadlock.
  const ordered = [...edits]
    .filter((edit) => edit.newOnHand !== edit.seenOnHand)
    .sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const edit of ordered) {
    const delta = edit.newOnHand - edit.seenOnHand;
    const [current] = await queryRows<{ on_hand: number; reserved: number; sku: string; product_id: string }>(
      tx,
      sql`select on_hand, reserved, sku, product_id from product_variants where id = ${edit.variantId} for update`,
    );
    if (!current) throw new AppError("NOT_FOUND", "This variant no longer exists.");
    const target = Math.max(0, current.on_hand + delta);
    if (target < current.reserved)
      throw new AppError("CONFLICT", stockBelowHeldMessage(current.sku, current.reserved));
    if (target === current.on_hand) continue;
    await tx.execute(
      sql`update product_variants set on_hand = ${target}, updated_at = now() where id = ${edit.variantId}`,
    );
    await tx.insert(stockMovements).values({
      variantId: edit.variantId,
      productId: current.product_id,
      movementType: "adjustment",
      quantity: target - current.on_hand,
      previousOnHand: current.on_hand,
      newOnHand: target,
      previousReserved: current.reserved,
      newReserved: current.reserved,
      reason,
      createdBy: actorId,
      systemGenerated: false,
    });
    results.push({ variantId: edit.variantId, previousOnHand: current.on_hand, newOnHand: target });
  }
  return results;
}
