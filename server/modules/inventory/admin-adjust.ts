import { sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { stockBelowHeldMessage } from "./adjust";
import { stockMovements } from "./schema";
import { lockVariants } from "./stock-lock";

/** The most units a variant may hold (spec section 5: stock is a whole number from 0 to 999999). */
export const MAX_STOCK = 999_999;

/** Why stock changed, as the admin picks it; 'restock' records a restock and its date. */
export const ADJUST_REASONS = {
  restock: "Stock received",
  count: "Stock count correction",
  damaged: "Damaged or lost",
  returned: "Returned by a customer",
  other: "Other",
} as const;
export type AdjustReason = keyof typeof ADJUST_REASONS;

export const NOTE_MAX = 200;

export const adjustFailed = (detail: string) => `Stock adjustment failed: ${detail}`;

export interface StockAdjustment {
  variantId: string;
  /** set: `quantity` is the new on-hand count; change: it is added (or, negative, taken away). */
  mode: "set" | "change";
  /** As typed. */
  quantity: string;
  /** The on-hand count shown when the admin typed a new count (a sale made since is kept). */
  seenOnHand?: string;
  reason: string;
  note?: string;
}

export interface AdjustmentResult {
  sku: string;
  productName: string;
  previousOnHand: number;
  newOnHand: number;
}

const WHOLE = /^[+-]?\d{1,7}$/;

/** The number typed, or a refusal in the spec's words. */
function parseQuantity(input: StockAdjustment): number {
  const text = input.quantity.trim();
  if (text === "") throw new AppError("INVALID", adjustFailed("enter a quantity."));
  if (!/^[+-]?\d+(\.\d+)?$/.test(text))
    throw new AppError("INVALID", adjustFailed(`"${text.slice(0, 20)}" is not a number.`));
  if (!WHOLE.test(text)) {
    const detail = text.includes(".")
      ? "the quantity must be a whole number."
      : `at most ${MAX_STOCK} units.`;
    throw new AppError("INVALID", adjustFailed(detail));
  }
  const value = Number(text);
  if (input.mode === "set" && value < 0)
    throw new AppError("INVALID", adjustFailed("the new quantity cannot be negative."));
  if (input.mode === "set" && value > MAX_STOCK)
    throw new AppError("INVALID", adjustFailed(`at most ${MAX_STOCK} units.`));
  if (input.mode === "change" && value === 0)
    throw new AppError("INVALID", adjustFailed("enter a change other than 0."));
  return value;
}

function parseInput(input: StockAdjustment) {
  if (!isUuid(input.variantId)) throw new AppError("NOT_FOUND", adjustFailed("this item no longer exists."));
  if (input.mode !== "set" && input.mode !== "change")
    throw new AppError("INVALID", adjustFailed("choose a new quantity or a change."));
  const quantity = parseQuantity(input);
  if (!Object.hasOwn(ADJUST_REASONS, input.reason))
    throw new AppError("INVALID", adjustFailed("choose a reason."));
  const note = (input.note ?? "").replace(/\0/g, "").trim();
  if (note.length > NOTE_MAX)
    throw new AppError("INVALID", adjustFailed(`the note can be at most ${NOTE_MAX} characters.`));
  const seen = (input.seenOnHand ?? "").trim();
  const seenOnHand = /^\d{1,7}$/.test(seen) ? Number(seen) : undefined;
  return { quantity, reason: input.reason as AdjustReason, note, seenOnHand };
}

/** The reason as stored on the movement: the label, and the admin's note after it. */
export const reasonText = (reason: AdjustReason, note: string) =>
  note ? `${ADJUST_REASONS[reason]}: ${note}` : ADJUST_REASONS[reason];

/**
 * An admin's stock adjustment of one variant (spec section 7, adjust_stock_atomic): the row is locked,
 * so a checkout at the same moment waits or goes first and neither change is lost. A new count is
 * applied as the difference from the count the admin saw, so a sale made meanwhile stays sold. The
 * movement (created_by the admin) and the activity row commit with the change. Refused, changing
 * nothing, below 0 or below the units held by unpaid orders.
 */
export async function adminAdjustStock(
  actor: { id: string; email: string },
  input: StockAdjustment,
): Promise<AdjustmentResult> {
  const parsed = parseInput(input);
  return adminTransaction(
    async (tx) => {
      const [current] = await lockVariants(tx, [input.variantId]);
      if (!current) throw new AppError("NOT_FOUND", adjustFailed("this item no longer exists."));
      const delta =
        input.mode === "change" ? parsed.quantity : parsed.quantity - (parsed.seenOnHand ?? current.on_hand);
      const target = current.on_hand + delta;
      if (target < 0)
        throw new AppError(
          "INVALID",
          adjustFailed(`${current.sku} has ${current.on_hand} on hand; it cannot go below 0.`),
        );
      if (target > MAX_STOCK) throw new AppError("INVALID", adjustFailed(`at most ${MAX_STOCK} units.`));
      if (target < current.reserved)
        throw new AppError("CONFLICT", adjustFailed(stockBelowHeldMessage(current.sku, current.reserved)));
      const productName = await productNameOf(tx, current.product_id);
      const result = { sku: current.sku, productName, previousOnHand: current.on_hand, newOnHand: target };
      if (delta === 0) return result;
      const restock = parsed.reason === "restock" && delta > 0;
      const reason = reasonText(parsed.reason, parsed.note);
      await tx.execute(
        sql`update product_variants set on_hand = on_hand + ${delta}, updated_at = now() where id = ${current.id}`,
      );
      // A restock dates the product's stock for the aging report (spec section 4).
      if (restock)
        await tx.execute(
          sql`update products set last_restock_date = (now() at time zone 'Asia/Kolkata')::date
              where id = ${current.product_id}`,
        );
      await tx.insert(stockMovements).values({
        variantId: current.id,
        productId: current.product_id,
        movementType: restock ? "restock" : "adjustment",
        quantity: delta,
        previousOnHand: current.on_hand,
        newOnHand: target,
        previousReserved: current.reserved,
        newReserved: current.reserved,
        reason,
        createdBy: actor.id,
        systemGenerated: false,
      });
      await recordActivity(tx, {
        actor,
        action: "stock.adjust",
        entityType: "product",
        entityId: current.product_id,
        entityLabel: `${productName} (${current.sku})`,
        before: { [`${current.sku} on hand`]: current.on_hand },
        after: { [`${current.sku} on hand`]: target, reason },
      });
      return result;
    },
    { storefront: true },
  );
}

async function productNameOf(tx: Database, productId: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(tx, sql`select name from products where id = ${productId}`);
  return row?.name ?? "";
}
