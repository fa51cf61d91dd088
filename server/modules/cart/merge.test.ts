import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb, queryRows } from "../../db/client";
import { user } from "../customers/auth-schema";
import { addToCart, getCart, mergeGuestCart, newGuestToken } from "./service";

withTestDatabase();

async function variant(name: string, stock: number) {
  const category = await createCategory(`Cat ${name}`);
  return (await createProduct({ name, categoryId: category.id, priceRupees: 500, variants: [[null, stock]] }))
    .variants[0].id;
}

async function newUser() {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, name: "Meera", email: `${id}@example.com` });
  return id;
}

describe("merging the guest cart on sign-in", () => {
  it("adds quantities to the account's cart, capped at stock, and empties the guest cart", async () => {
    const userId = await newUser();
    const guest = { guestToken: newGuestToken() };
    const [kurta, saree, diya] = [
      await variant("Kurta", 10),
      await variant("Saree", 4),
      await variant("Diya", 10),
    ];
    await addToCart({ userId }, kurta, 2);
    await addToCart({ userId }, saree, 3);
    await addToCart(guest, kurta, 1);
    await addToCart(guest, saree, 3);
    await addToCart(guest, diya, 2);
    expect(await mergeGuestCart(guest.guestToken, userId)).toEqual({ merged: 3 });
    const cart = await getCart({ userId });
    expect(Object.fromEntries(cart.lines.map((l) => [l.name, l.quantity]))).toEqual({
      Kurta: 3,
      Saree: 4,
      Diya: 2,
    });
    expect((await getCart(guest)).lines).toEqual([]);
    expect(await mergeGuestCart(guest.guestToken, userId)).toEqual({ merged: 0 });
  });

  it("loses nothing when the save fails: both carts stay as they were", async () => {
    const guest = { guestToken: newGuestToken() };
    await addToCart(guest, await variant("Sherwani", 5), 2);
    const missingUser = randomUUID();
    await expect(mergeGuestCart(guest.guestToken, missingUser)).rejects.toThrow();
    expect((await getCart(guest)).itemCount).toBe(2);
    const [row] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from carts where user_id = ${missingUser}`,
    );
    expect(row.n).toBe(0);
  });
});
