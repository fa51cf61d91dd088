import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { addressSchema } from "../../../lib/address-schema";
import { getDb } from "../../db/client";
import { orderItems, orders } from "../orders/schema";
import { getCart } from "../cart/service";
import { reorderIntoCart } from "../orders/service";
import { user } from "./auth-schema";
import {
  deleteAddress,
  getProfile,
  listAddresses,
  listWishlist,
  saveAddress,
  toggleWishlist,
  updateProfile,
} from "./service";

withTestDatabase();

async function newUser(name = "Asha") {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, name, email: `${id}@example.com` });
  return id;
}

const address = (title: string, isDefault = false) =>
  addressSchema.parse({
    title,
    fullName: "Asha Verma",
    phone: "9876543210",
    addressLine1: "12 MG Road",
    city: "Jaipur",
    state: "Rajasthan",
    postalCode: "302001",
    isDefault: isDefault ? "on" : undefined,
  });

describe("profile", () => {
  it("updates full name and the normalised phone", async () => {
    const id = await newUser();
    await updateProfile(id, { fullName: "Asha Verma", phone: "+919876543210" });
    expect(await getProfile(id)).toMatchObject({ fullName: "Asha Verma", phone: "+919876543210" });
  });
});

describe("saved addresses", () => {
  it("keep exactly one default, the first address by default, listed default first", async () => {
    const id = await newUser();
    const home = await saveAddress(id, address("Home"));
    const work = await saveAddress(id, address("Work"));
    expect((await listAddresses(id)).map((a) => [a.title, a.isDefault])).toEqual([
      ["Home", true],
      ["Work", false],
    ]);
    await saveAddress(id, address("Work", true), work);
    expect((await listAddresses(id)).map((a) => [a.title, a.isDefault])).toEqual([
      ["Work", true],
      ["Home", false],
    ]);
    await deleteAddress(id, home);
    expect((await listAddresses(id)).map((a) => a.title)).toEqual(["Work"]);
  });

  it("belong to their owner only", async () => {
    const [alice, mallory] = [await newUser("Alice"), await newUser("Mallory")];
    const id = await saveAddress(alice, address("Home"));
    await expect(saveAddress(mallory, address("Stolen"), id)).rejects.toThrow("Failed to save address");
    await expect(deleteAddress(mallory, id)).rejects.toThrow("Failed to delete address");
    expect(await listAddresses(mallory)).toEqual([]);
    expect((await listAddresses(alice)).map((a) => a.title)).toEqual(["Home"]);
  });
});

describe("wishlist and reorder", () => {
  it("toggles saved products per user", async () => {
    const id = await newUser();
    const category = await createCategory("Idols");
    const { product } = await createProduct({
      name: "Brass Diya",
      categoryId: category.id,
      priceRupees: 299,
    });
    expect(await toggleWishlist(id, product.id)).toBe(true);
    expect(await listWishlist(id)).toEqual([product.id]);
    expect(await toggleWishlist(id, product.id)).toBe(false);
    expect(await listWishlist(id)).toEqual([]);
    await expect(toggleWishlist(id, randomUUID())).rejects.toThrow("This product is no longer available");
  });

  it("puts a delivered order's items back in the cart, only for its owner", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const category = await createCategory("Kurtas");
    const { product, variants } = await createProduct({
      name: "Kurta",
      categoryId: category.id,
      priceRupees: 899,
    });
    const shippingAddress = {
      fullName: "A",
      email: "a@example.com",
      phone: "9876543210",
      addressLine1: "x",
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "302001",
      country: "India",
    };
    const [order] = await getDb()
      .insert(orders)
      .values({
        userId: owner,
        orderNumber: `DT${Date.now()}`,
        status: "delivered",
        subtotal: 179800,
        totalAmount: 179800,
        shippingAddress,
      })
      .returning();
    await getDb().insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      variantId: variants[0].id,
      productName: "Kurta",
      productSku: "T",
      quantity: 2,
      priceAtPurchase: 89900,
      lineTotal: 179800,
      taxableValue: 171238,
      taxAmount: 8562,
    });
    await expect(reorderIntoCart(other, order.id)).rejects.toThrow("Order not found");
    expect(await reorderIntoCart(owner, order.id)).toEqual({ added: 1, skipped: [] });
    expect((await getCart({ userId: owner })).lines.map((l) => [l.name, l.quantity])).toEqual([["Kurta", 2]]);
  });
});
