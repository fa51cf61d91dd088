import { eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { getVariantSnapshots } from "../catalog/service";
import { MAX_LINE_QUANTITY } from "./lines";
import { findCartId, findOrCreateCart } from "./owner";
import { cartLines, carts } from "./schema";

/**
 * On sign-in: the guest cart's lines are added to the user's cart (quantities added, capped at
 * stock) and the guest cart is removed, all in one transaction, so a failure loses nothing.
 */
export async function mergeGuestCart(guestToken: string, userId: string): Promise<{ merged: number }> {
  return getDb().transaction(async (tx) => {
    const guestCartId = await findCartId(tx, { guestToken });
    if (!guestCartId) return { merged: 0 };
    const guestLines = await tx.select().from(cartLines).where(eq(cartLines.cartId, guestCartId));
    const userCartId = await findOrCreateCart(tx, { userId });
    const userLines = await tx.select().from(cartLines).where(eq(cartLines.cartId, userCartId));
    const snapshots = await getVariantSnapshots(
      guestLines.map((l) => l.variantId),
      tx,
    );
    let merged = 0;
    for (const line of guestLines) {
      const variant = snapshots.get(line.variantId);
      if (!variant?.active || variant.available <= 0) continue;
      const existing = userLines.find((l) => l.variantId === line.variantId)?.quantity ?? 0;
      const quantity = Math.min(existing + line.quantity, variant.available, MAX_LINE_QUANTITY);
      if (quantity <= existing) continue;
      await tx
        .insert(cartLines)
        .values({ cartId: userCartId, variantId: line.variantId, quantity })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: { quantity, updatedAt: new Date() },
        });
      merged++;
    }
    await tx.delete(carts).where(eq(carts.id, guestCartId));
    return { merged };
  });
}
