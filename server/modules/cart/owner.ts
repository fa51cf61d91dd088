import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { carts } from "./schema";

/** Who a cart belongs to: a signed-in user, or a guest holding the cart cookie's token. */
export type CartOwner = { userId: string } | { guestToken: string };

export function newGuestToken(): string {
  return randomBytes(24).toString("base64url");
}

/** Only a hash of the guest token is stored, so a database leak does not hand out carts. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function ownerCondition(owner: CartOwner) {
  return "userId" in owner
    ? eq(carts.userId, owner.userId)
    : eq(carts.guestTokenHash, hashToken(owner.guestToken));
}

export async function findCartId(db: Database, owner: CartOwner): Promise<string | null> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  return cart?.id ?? null;
}

export async function findOrCreateCart(db: Database, owner: CartOwner): Promise<string> {
  const values =
    "userId" in owner ? { userId: owner.userId } : { guestTokenHash: hashToken(owner.guestToken) };
  await db.insert(carts).values(values).onConflictDoNothing();
  return (await findCartId(db, owner))!;
}
