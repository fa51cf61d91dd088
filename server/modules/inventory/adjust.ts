import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { stockMovements } from "./schema";
import { lockVariants } from "./stock-lock";

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
  const changed = edits.filter((edit) => edit.newOnHand !== edit.seenOnHand);
  const locked = await lockVariants(
    tx,
    changed.map((edit) => edit.variantId),
  );
  const wanted = new Map(changed.map((edit) => [edit.variantId, edit]));
  if (locked.length < wanted.size) throw new AppError("NOT_FOUND", "This variant no longer exists.");
  // In lock order, so the product rows the stock trigger updates are taken in order too.
  for (const current of locked) {
    const edit = wanted.get(current.id)!;
    const delta = edit.newOnHand - edit.seenOnHand;
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
