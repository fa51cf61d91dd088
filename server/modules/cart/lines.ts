import { and, eq, sql } from "drizzle-orm";
import { type Database, getDb, queryPreparedRows } from "../../db/client";
import { AppError } from "../../errors";
import { pieceRateBp } from "../../../lib/gst";
import { isUuid } from "../../../lib/ids";
import { MAX_ITEM_QUANTITY, QUANTITY_MESSAGES, quantityError } from "../../../lib/item-quantity";
import { getVariantSnapshots, type VariantSnapshot, variantSnapshotSql } from "../catalog/service";
import { type CartOwner, findCartId, findOrCreateCart, ownerCondition } from "./owner";
import { cartLines, carts } from "./schema";

export const MAX_LINE_QUANTITY = MAX_ITEM_QUANTITY;

export interface CartLineView {
  id: string;
  variantId: string;
  productId: string;
  name: string;
  sku: string;
  size: string | null;
  color: string | null;
  imageUrl: string | null;
  /** Current price from the database, never from the browser. */
  price: number;
  quantity: number;
  available: number;
  lineTotal: number;
  /** The rate a piece sells at now (the price slab applied to this variant's own price). */
  gstRateBp: number;
  hsnCode: string | null;
  uqc: string;
}

export interface CartView {
  lines: CartLineView[];
  /** Names of products in the cart that are no longer sold. */
  unavailable: string[];
  itemCount: number;
  subtotal: number;
}

const EMPTY: CartView = { lines: [], unavailable: [], itemCount: 0, subtotal: 0 };

/** The owner's cart with live prices and stock; lines of products no longer sold are left out. */
export async function getCart(owner: CartOwner | null, db: Database = getDb()): Promise<CartView> {
  if (!owner) return EMPTY;
  // Each line with its variant as the catalogue has it now, in one statement.
  const rows = await queryPreparedRows<VariantSnapshot & { lineId: string; quantity: number }>(
    db,
    "userId" in owner ? "cart_of_user" : "cart_of_guest",
    sql`select cart_lines.id as "lineId", cart_lines.quantity, v.*
        from cart_lines join carts on carts.id = cart_lines.cart_id
        cross join lateral (${variantSnapshotSql(sql`cart_lines.variant_id`)}) v
        where ${ownerCondition(owner)}
        order by cart_lines.created_at`,
  );
  if (rows.length === 0) return EMPTY;
  const lines = rows
    .filter((v) => v.active)
    .map((v): CartLineView => ({
      id: v.lineId,
      variantId: v.variantId,
      productId: v.productId,
      name: v.productName,
      sku: v.sku,
      size: v.size,
      color: v.color,
      imageUrl: v.imageUrl,
      price: v.price,
      quantity: v.quantity,
      available: Math.max(0, v.available),
      lineTotal: v.price * v.quantity,
      gstRateBp: pieceRateBp(v, v.price),
      hsnCode: v.hsnCode,
      uqc: v.uqc,
    }));
  const unavailable = rows.filter((v) => !v.active).map((v) => v.productName);
  return {
    lines,
    unavailable,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: lines.reduce((n, l) => n + l.lineTotal, 0),
  };
}

export async function getCartCount(owner: CartOwner | null): Promise<number> {
  if (!owner) return 0;
  const cartId = await findCartId(getDb(), owner);
  if (!cartId) return 0;
  const [row] = await getDb()
    .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row.n;
}

export interface AddResult {
  productName: string;
  quantity: number;
  capped: boolean;
  /** Set when the cap was the 100-per-line maximum rather than the stock. */
  atMaximum: boolean;
  count: number;
}

/** The line was held back by the 100-per-line maximum, not by the stock. */
const limitedByMaximum = (wanted: number, available: number) =>
  wanted > MAX_LINE_QUANTITY && available >= MAX_LINE_QUANTITY;

/** Adds to the owner's cart, raising an existing line; capped at the variant's available stock and at 100. */
export async function addToCart(owner: CartOwner, variantId: string, quantity = 1): Promise<AddResult> {
  const invalid = quantityError(quantity);
  if (invalid) throw new AppError("INVALID", invalid);
  if (!isUuid(variantId)) throw new AppError("NOT_FOUND", "This product is no longer available");
  return getDb().transaction(async (tx) => {
    const variant = (await getVariantSnapshots([variantId], tx)).get(variantId);
    if (!variant || !variant.active) throw new AppError("NOT_FOUND", "This product is no longer available");
    if (variant.available <= 0)
      throw new AppError("CONFLICT", `Sorry, ${variant.productName} is out of stock`);
    const cartId = await findOrCreateCart(tx, owner);
    const [line] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
    const wanted = (line?.quantity ?? 0) + quantity;
    const allowed = Math.min(wanted, variant.available, MAX_LINE_QUANTITY);
    const atMaximum = limitedByMaximum(wanted, variant.available);
    if (line && allowed <= line.quantity) {
      throw new AppError(
        "CONFLICT",
        atMaximum
          ? QUANTITY_MESSAGES.maximum
          : `Only ${variant.available} of ${variant.productName} available; your bag already has ${line.quantity}`,
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
    const [count] = await tx
      .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId));
    return {
      productName: variant.productName,
      quantity: allowed,
      capped: allowed < wanted,
      atMaximum,
      count: count.n,
    };
  });
}

/** The line, if it is in this owner's cart; another owner's line is "not found". */
async function ownedLine(db: Database, owner: CartOwner, lineId: string) {
  if (!isUuid(lineId)) return null;
  const cartId = await findCartId(db, owner);
  if (!cartId) return null;
  const [line] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return line ?? null;
}

export interface QuantityResult {
  removed: boolean;
  quantity: number;
  /** Set when the quantity was lowered to the stock available. */
  notice?: string;
}

/** Sets a line's quantity; 0 or less removes it; more than the stock is capped with a notice. */
export async function setLineQuantity(
  owner: CartOwner,
  lineId: string,
  quantity: number,
): Promise<QuantityResult> {
  if (!Number.isFinite(quantity)) throw new AppError("INVALID", QUANTITY_MESSAGES.range);
  return getDb().transaction(async (tx) => {
    const line = await ownedLine(tx, owner, lineId);
    if (!line) throw new AppError("NOT_FOUND", "This item is no longer in your bag");
    const wanted = Math.floor(quantity);
    if (wanted <= 0) {
      await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      return { removed: true, quantity: 0 };
    }
    const variant = (await getVariantSnapshots([line.variantId], tx)).get(line.variantId);
    const available = Math.max(0, variant?.active ? variant.available : 0);
    if (available === 0) {
      await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      return {
        removed: true,
        quantity: 0,
        notice: `Sorry, ${variant?.productName ?? "this item"} is out of stock`,
      };
    }
    const allowed = Math.min(wanted, available, MAX_LINE_QUANTITY);
    await tx
      .update(cartLines)
      .set({ quantity: allowed, updatedAt: new Date() })
      .where(eq(cartLines.id, line.id));
    const notice =
      allowed >= wanted
        ? undefined
        : limitedByMaximum(wanted, available)
          ? QUANTITY_MESSAGES.maximum
          : `Only ${allowed} of ${variant!.productName} available: your bag now has ${allowed}`;
    return { removed: false, quantity: allowed, notice };
  });
}

export async function removeLine(owner: CartOwner, lineId: string): Promise<void> {
  const db = getDb();
  const line = await ownedLine(db, owner, lineId);
  if (!line) throw new AppError("NOT_FOUND", "This item is no longer in your bag");
  await db.delete(cartLines).where(eq(cartLines.id, line.id));
}

export async function clearCart(owner: CartOwner, db: Database = getDb()): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (cartId) await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
}
