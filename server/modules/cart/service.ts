import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Database, getDb, queryRows } from "../../db/client";
import { isUuid } from "../../../lib/ids";
import { AppError } from "../../errors";
import { cartLines, carts } from "./schema";

/** Who a cart belongs to: a signed-in user, or a guest holding the cart cookie's token. */
export type CartOwner = { userId: string } | { guestToken: string };

export const MAX_LINE_QUANTITY = 100;

export function newGuestToken(): string {
  return randomBytes(24).toString("base64url");
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function ownerCondition(owner: CartOwner) {
  return "userId" in owner
    ? eq(carts.userId, owner.userId)
    : eq(carts.guestTokenHash, hashToken(owner.guestToken));
}

async function findOrCreateCart(db: Database, owner: CartOwner): Promise<string> {
  const values =
    "userId" in owner ? { userId: owner.userId } : { guestTokenHash: hashToken(owner.guestToken) };
  await db.insert(carts).values(values).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  return cart.id;
}

export interface AddResult {
  productName: string;
  /** The line's quantity after the change. */
  quantity: number;
  /** True when fewer than asked were added because stock ran out. */
  capped: boolean;
  count: number;
}

/**
 * Adds to the owner's cart, raising an existing line. Prices are never taken from the browser;
 * the line is capped at the variant's available stock and at 100.
 */
export async function addToCart(owner: CartOwner, variantId: string, quantity = 1): Promise<AddResult> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw new AppError("INVALID", "Please choose a quantity between 1 and 100");
  }
  if (!isUuid(variantId)) throw new AppError("NOT_FOUND", "This product is no longer available");
  return getDb().transaction(async (tx) => {
    const [variant] = await queryRows<{ available: number; name: string; active: boolean }>(
      tx,
      sql`select v.on_hand - v.reserved as available, p.name, p.is_active as active
          from product_variants v join products p on p.id = v.product_id where v.id = ${variantId}::uuid`,
    );
    if (!variant || !variant.active) throw new AppError("NOT_FOUND", "This product is no longer available");
    if (variant.available <= 0) throw new AppError("CONFLICT", `Sorry, ${variant.name} is out of stock`);
    const cartId = await findOrCreateCart(tx, owner);
    const [line] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
    const wanted = (line?.quantity ?? 0) + quantity;
    const allowed = Math.min(wanted, variant.available, MAX_LINE_QUANTITY);
    if (line && allowed <= line.quantity) {
      throw new AppError(
        "CONFLICT",
        `Only ${variant.available} of ${variant.name} available; your bag already has ${line.quantity}`,
      );
    }
    await tx
      .insert(cartLines)
      .values({ cartId, variantId, quantity: allowed })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: { quantity: allowed, updatedAt: new Date() },
      });
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
    return {
      productName: variant.name,
      quantity: allowed,
      capped: allowed < wanted,
      count: await countLines(tx, cartId),
    };
  });
}

async function countLines(db: Database, cartId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::int as n from cart_lines where cart_id = ${cartId}`,
  );
  return row.n;
}

/** Number of items in the owner's cart (the header badge). */
export async function getCartCount(owner: CartOwner | null): Promise<number> {
  if (!owner) return 0;
  const [cart] = await getDb().select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  return cart ? countLines(getDb(), cart.id) : 0;
}
