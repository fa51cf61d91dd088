import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import type { AddressInput } from "../../../lib/address-schema";
import { isUuid } from "../../../lib/ids";
import { user } from "./auth-schema";
import { userAddresses, wishlistItems } from "./schema";

export async function getProfile(userId: string) {
  const [row] = await getDb()
    .select({
      id: user.id,
      email: user.email,
      fullName: user.name,
      phone: user.phone,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "Failed to load user data. Please try again.");
  return row;
}

export async function updateProfile(userId: string, input: { fullName: string; phone: string | null }) {
  await getDb()
    .update(user)
    .set({ name: input.fullName, phone: input.phone, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/** The user's saved addresses, default first then newest. */
export async function listAddresses(userId: string) {
  return getDb()
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt));
}

/** Creates (no id) or updates one of the user's addresses; another user's id is "not found". */
export async function saveAddress(userId: string, input: AddressInput, addressId?: string): Promise<string> {
  return getDb().transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    // The first address is the default; making another the default moves the mark.
    const isDefault = input.isDefault || n === 0;
    if (isDefault) {
      await tx
        .update(userAddresses)
        .set({ isDefault: false })
        .where(
          and(
            eq(userAddresses.userId, userId),
            addressId && isUuid(addressId) ? ne(userAddresses.id, addressId) : sql`true`,
          ),
        );
    }
    const values = { ...input, isDefault, userId };
    if (addressId !== undefined) {
      if (!isUuid(addressId)) throw new AppError("NOT_FOUND", "Failed to save address");
      const updated = await tx
        .update(userAddresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
        .returning({ id: userAddresses.id });
      if (updated.length === 0) throw new AppError("NOT_FOUND", "Failed to save address");
      return updated[0].id;
    }
    const [created] = await tx.insert(userAddresses).values(values).returning({ id: userAddresses.id });
    return created.id;
  });
}

export async function deleteAddress(userId: string, addressId: string): Promise<void> {
  if (!isUuid(addressId)) throw new AppError("NOT_FOUND", "Failed to delete address");
  const deleted = await getDb()
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .returning({ id: userAddresses.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "Failed to delete address");
}

export async function listWishlist(userId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((r) => r.productId);
}

/** Adds or removes a product from the user's wishlist; returns whether it is now saved. */
export async function toggleWishlist(userId: string, productId: string): Promise<boolean> {
  if (!isUuid(productId)) throw new AppError("NOT_FOUND", "This product is no longer available");
  const db = getDb();
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (removed.length > 0) return false;
  try {
    await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  } catch {
    throw new AppError("NOT_FOUND", "This product is no longer available");
  }
  return true;
}
