import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { addToCart, getCart, getCartCount, newGuestToken, setLineQuantity } from "./service";

withTestDatabase();

describe("adding to the cart", () => {
  it("adds a line with quantity 1, then raises it", async () => {
    const category = await createCategory("Kurtas");
    const { variants } = await createProduct({
      name: "Cotton Kurta",
      categoryId: category.id,
      priceRupees: 899,
    });
    const owner = { guestToken: newGuestToken() };
    expect(await addToCart(owner, variants[0].id)).toMatchObject({
      productName: "Cotton Kurta",
      quantity: 1,
      count: 1,
    });
    expect(await addToCart(owner, variants[0].id, 2)).toMatchObject({ quantity: 3, capped: false, count: 3 });
    expect(await getCartCount(owner)).toBe(3);
    expect(await getCartCount({ guestToken: newGuestToken() })).toBe(0);
  });

  it("caps the line at the available stock with a clear message once full", async () => {
    const category = await createCategory("Sarees");
    const { variants } = await createProduct({
      name: "Silk Saree",
      categoryId: category.id,
      priceRupees: 4999,
      variants: [[null, 2]],
    });
    const owner = { guestToken: newGuestToken() };
    expect(await addToCart(owner, variants[0].id, 5)).toMatchObject({ quantity: 2, capped: true });
    await expect(addToCart(owner, variants[0].id)).rejects.toThrow(
      "Only 2 of Silk Saree available; your bag already has 2",
    );
  });

  it("holds a line at 100 with 'Maximum quantity is 100' (shared order item schema)", async () => {
    const category = await createCategory("Bangles");
    const { variants } = await createProduct({
      name: "Glass Bangles",
      categoryId: category.id,
      priceRupees: 199,
      variants: [[null, 500]],
    });
    const owner = { guestToken: newGuestToken() };
    await expect(addToCart(owner, variants[0].id, 101)).rejects.toThrow("Maximum quantity is 100");
    await addToCart(owner, variants[0].id, 60);
    expect(await addToCart(owner, variants[0].id, 60)).toMatchObject({
      quantity: 100,
      capped: true,
      atMaximum: true,
    });
    await expect(addToCart(owner, variants[0].id)).rejects.toThrow("Maximum quantity is 100");
    const [line] = (await getCart(owner)).lines;
    expect(await setLineQuantity(owner, line.id, 150)).toEqual({
      removed: false,
      quantity: 100,
      notice: "Maximum quantity is 100",
    });
  });

  it("refuses sold-out, unknown and inactive products and silly quantities", async () => {
    const category = await createCategory("Idols");
    const soldOut = await createProduct({
      name: "Brass Ganesha",
      categoryId: category.id,
      priceRupees: 999,
      variants: [[null, 0]],
    });
    const hidden = await createProduct({
      name: "Old Idol",
      categoryId: category.id,
      priceRupees: 999,
      isActive: false,
    });
    const owner = { guestToken: newGuestToken() };
    await expect(addToCart(owner, soldOut.variants[0].id)).rejects.toThrow(
      "Sorry, Brass Ganesha is out of stock",
    );
    await expect(addToCart(owner, hidden.variants[0].id)).rejects.toThrow(
      "This product is no longer available",
    );
    await expect(addToCart(owner, "00000000-0000-0000-0000-000000000000")).rejects.toThrow(
      "This product is no longer available",
    );
    await expect(addToCart(owner, "'; drop table carts; --")).rejects.toThrow(
      "This product is no longer available",
    );
    await expect(addToCart(owner, soldOut.variants[0].id, 0)).rejects.toThrow(
      "Please choose a quantity between 1 and 100",
    );
    expect(await getCartCount(owner)).toBe(0);
  });
});
