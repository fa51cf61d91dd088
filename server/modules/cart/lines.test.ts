import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { addToCart, clearCart, getCart, newGuestToken, removeLine, setLineQuantity } from "./service";

withTestDatabase();

async function product(name: string, stock: number, priceRupees = 500) {
  const category = await createCategory(`Cat ${name}`);
  const { variants } = await createProduct({
    name,
    categoryId: category.id,
    priceRupees,
    variants: [[null, stock]],
  });
  return variants[0].id;
}

describe("the cart", () => {
  it("shows lines with database prices, the item count and the subtotal", async () => {
    const owner = { guestToken: newGuestToken() };
    await addToCart(owner, await product("Kurta", 10, 899), 2);
    await addToCart(owner, await product("Diya", 10, 299));
    const cart = await getCart(owner);
    expect(cart.lines.map((l) => [l.name, l.quantity, l.price, l.lineTotal])).toEqual([
      ["Kurta", 2, 89900, 179800],
      ["Diya", 1, 29900, 29900],
    ]);
    expect(cart).toMatchObject({ itemCount: 3, subtotal: 209700 });
  });

  it("sets quantities, removing the line at 0 or less and capping at stock with a notice", async () => {
    const owner = { guestToken: newGuestToken() };
    await addToCart(owner, await product("Saree", 3));
    const [line] = (await getCart(owner)).lines;
    expect(await setLineQuantity(owner, line.id, 2)).toEqual({ removed: false, quantity: 2 });
    expect(await setLineQuantity(owner, line.id, 9)).toEqual({
      removed: false,
      quantity: 3,
      notice: "Only 3 of Saree available: your bag now has 3",
    });
    expect(await setLineQuantity(owner, line.id, -1)).toEqual({ removed: true, quantity: 0 });
    expect((await getCart(owner)).lines).toEqual([]);
  });

  it("removes one line or clears all", async () => {
    const owner = { guestToken: newGuestToken() };
    await addToCart(owner, await product("A", 5));
    await addToCart(owner, await product("B", 5));
    const [first] = (await getCart(owner)).lines;
    await removeLine(owner, first.id);
    expect((await getCart(owner)).lines.map((l) => l.name)).toEqual(["B"]);
    await clearCart(owner);
    expect((await getCart(owner)).itemCount).toBe(0);
  });

  it("never lets one visitor touch another's lines", async () => {
    const alice = { guestToken: newGuestToken() };
    const mallory = { guestToken: newGuestToken() };
    await addToCart(alice, await product("Lehenga", 5));
    const [line] = (await getCart(alice)).lines;
    await expect(setLineQuantity(mallory, line.id, 0)).rejects.toThrow("This item is no longer in your bag");
    await expect(removeLine(mallory, line.id)).rejects.toThrow("This item is no longer in your bag");
    await expect(removeLine(mallory, "not-a-uuid")).rejects.toThrow("This item is no longer in your bag");
    expect((await getCart(alice)).itemCount).toBe(1);
  });
});
