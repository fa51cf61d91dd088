import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import {
  checkoutDetails,
  createBuyer,
  fillCart,
  JAIPUR,
  variantLevels,
} from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { getCart } from "../cart/service";
import { forgetCheckoutSettings } from "../settings/service";
import { placeOrder } from "./service";

withTestDatabase();

/** A garment on the price slab (HSN 6204) unless a fixed rate and HSN are given. */
async function product(
  name: string,
  priceRupees: number,
  onHand: number,
  tax: { gstRateBp: number; gstSlab: boolean; hsnCode: string } = {
    gstRateBp: 500,
    gstSlab: true,
    hsnCode: "6204",
  },
) {
  const category = await createCategory(`${name} category`);
  const created = await createProduct({
    name,
    categoryId: category.id,
    priceRupees,
    variants: [["M", onHand]],
  });
  await getDb().update(t.products).set(tax).where(eq(t.products.id, created.product.id));
  return created.variants[0].id;
}

const key = () => `key-${crypto.randomUUID()}`;

async function orderRow(orderId: string) {
  const [order] = await getDb().select().from(t.orders).where(eq(t.orders.id, orderId));
  return order;
}

describe("placing an order", () => {
  it("refuses a visitor who is not signed in", async () => {
    await expect(
      placeOrder({
        userId: null,
        idempotencyKey: key(),
        details: checkoutDetails(),
        paymentMethod: "razorpay",
      }),
    ).rejects.toThrow("You must be logged in to place an order");
  });

  it("prices on the server, copies the items, holds the stock and records the movements", async () => {
    const kurta = await product("Chanderi Kurta", 1499, 5);
    const dupatta = await product("Cotton Dupatta", 399, 3);
    const buyer = await createBuyer();
    await fillCart(buyer, [
      [kurta, 2],
      [dupatta, 1],
    ]);
    const placed = await placeOrder({
      userId: buyer,
      idempotencyKey: key(),
      details: { ...checkoutDetails(JAIPUR), notes: "Please gift wrap" },
      paymentMethod: "razorpay",
    });
    expect(placed.orderNumber).toMatch(/^DT\d{6}[A-Z]{6}$/);
    const order = await orderRow(placed.orderId);
    // 2 × ₹1,499 + ₹399 = ₹3,397: free shipping; GST is inside the prices, split CGST+SGST in Rajasthan.
    expect(order).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      subtotal: 339_700,
      shippingCost: 0,
      totalAmount: 339_700,
      taxMode: "inclusive",
      igstAmount: 0,
      customerNotes: "Please gift wrap",
    });
    // 299800 at 5% inclusive: 7138 per head (tax 14276); 39900 at 5%: 950 per head (tax 1900).
    expect(order).toMatchObject({ taxAmount: 16_176, cgstAmount: 8_088, sgstAmount: 8_088 });
    expect(order.holdExpiresAt!.getTime() - order.createdAt.getTime()).toBeGreaterThanOrEqual(29 * 60_000);
    const items = await getDb().select().from(t.orderItems).where(eq(t.orderItems.orderId, placed.orderId));
    expect(
      items.map((i) => [i.productName, i.size, i.quantity, i.priceAtPurchase, i.lineTotal, i.hsnCode]),
    ).toEqual(
      expect.arrayContaining([
        ["Chanderi Kurta", "M", 2, 149_900, 299_800, "6204"],
        ["Cotton Dupatta", "M", 1, 39_900, 39_900, "6204"],
      ]),
    );
    expect(items.every((i) => /^T-/.test(i.productSku))).toBe(true);
    expect(await variantLevels(kurta)).toEqual({ onHand: 5, reserved: 2 });
    const movements = await getDb()
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.orderId, placed.orderId));
    expect(movements.map((m) => [m.movementType, m.quantity])).toEqual(
      expect.arrayContaining([
        ["reservation", 2],
        ["reservation", 1],
      ]),
    );
    // The cart stays until the payment is confirmed.
    expect((await getCart({ userId: buyer })).itemCount).toBe(3);
  });

  it("charges IGST outside the shop's state and shipping below the threshold", async () => {
    const saree = await product("Mini Saree", 700, 5);
    const buyer = await createBuyer();
    await fillCart(buyer, [[saree, 1]]);
    const placed = await placeOrder({
      userId: buyer,
      idempotencyKey: key(),
      details: checkoutDetails({ state: "Karnataka" }),
      paymentMethod: "razorpay",
    });
    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({
      subtotal: 70_000,
      shippingCost: 5_000,
      totalAmount: 75_000,
      cgstAmount: 0,
      sgstAmount: 0,
      // ₹50 of shipping is taxed at the goods' 5% inside the fee: IGST 2.38, taxable 47.62.
      shippingGstRateBp: 500,
      shippingTaxableValue: 4_762,
      shippingTaxAmount: 238,
    });
    expect(order.igstAmount).toBe(3_333 + 238);
    expect(order.taxAmount).toBe(order.igstAmount);
  });

  it("taxes each variant of a garment by its own price: one size under the slab, one above", async () => {
    const lehenga = await product("Festive Lehenga", 2499, 5);
    const [m] = await getDb().select().from(t.productVariants).where(eq(t.productVariants.id, lehenga));
    const [xl] = await getDb()
      .insert(t.productVariants)
      .values({ productId: m.productId, sku: `${m.sku}-XL`, size: "XL", onHand: 5, priceOverride: 269_900 })
      .returning();
    const saree = await product("Silk Saree", 14_999, 2, { gstRateBp: 500, gstSlab: false, hsnCode: "5007" });
    const buyer = await createBuyer();
    await fillCart(buyer, [
      [lehenga, 1],
      [xl.id, 1],
      [saree, 1],
    ]);
    const placed = await placeOrder({
      userId: buyer,
      idempotencyKey: key(),
      details: checkoutDetails(JAIPUR),
      paymentMethod: "razorpay",
    });
    const items = await getDb().select().from(t.orderItems).where(eq(t.orderItems.orderId, placed.orderId));
    const byPrice = Object.fromEntries(
      items.map((i) => [i.priceAtPurchase, [i.gstRateBp, i.taxableValue, i.taxAmount]]),
    );
    expect(byPrice).toEqual({
      // ₹2,499 at 5%: 59.50 per head; ₹2,699 at 18%: 205.86 per head; the ₹14,999 saree is a fabric at 5%.
      249_900: [500, 238_000, 11_900],
      269_900: [1800, 228_728, 41_172],
      1_499_900: [500, 1_428_476, 71_424],
    });
    const order = await orderRow(placed.orderId);
    expect(order.cgstAmount).toBe(order.sgstAmount);
    expect(order.taxAmount).toBe(items.reduce((sum, i) => sum + i.taxAmount, 0) + order.shippingTaxAmount);
  });

  it("returns the same order for the same key, even when submitted twice at once", async () => {
    const lehenga = await product("Festive Lehenga", 2999, 4);
    const buyer = await createBuyer();
    await fillCart(buyer, [[lehenga, 1]]);
    const input = {
      userId: buyer,
      idempotencyKey: key(),
      details: checkoutDetails(),
      paymentMethod: "razorpay" as const,
    };
    const [a, b] = await Promise.all([placeOrder(input), placeOrder(input)]);
    const c = await placeOrder(input);
    expect(new Set([a.orderId, b.orderId, c.orderId]).size).toBe(1);
    expect(await getDb().select().from(t.orders).where(eq(t.orders.userId, buyer))).toHaveLength(1);
    expect(await variantLevels(lehenga)).toEqual({ onHand: 4, reserved: 1 });
  });

  it("refuses more than the available stock with the spec's message and writes nothing", async () => {
    const sherwani = await product("Silk Sherwani", 4999, 2);
    const first = await createBuyer();
    const second = await createBuyer();
    await fillCart(first, [[sherwani, 2]]);
    await fillCart(second, [[sherwani, 1]]);
    await placeOrder({
      userId: first,
      idempotencyKey: key(),
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    await expect(
      placeOrder({
        userId: second,
        idempotencyKey: key(),
        details: checkoutDetails(),
        paymentMethod: "razorpay",
      }),
    ).rejects.toThrow(
      'Stock validation failed: Insufficient stock: 0 available, 1 requested for "Silk Sherwani"',
    );
    expect(await getDb().select().from(t.orders).where(eq(t.orders.userId, second))).toHaveLength(0);
    expect(await variantLevels(sherwani)).toEqual({ onHand: 2, reserved: 2 });
  });

  it("names a product that is no longer sold", async () => {
    const kurti = await product("Retired Kurti", 599, 5);
    const buyer = await createBuyer();
    await fillCart(buyer, [[kurti, 1]]);
    const [variant] = await getDb().select().from(t.productVariants).where(eq(t.productVariants.id, kurti));
    await getDb().update(t.products).set({ isActive: false }).where(eq(t.products.id, variant.productId));
    await expect(
      placeOrder({
        userId: buyer,
        idempotencyKey: key(),
        details: checkoutDetails(),
        paymentMethod: "razorpay",
      }),
    ).rejects.toThrow("Stock validation failed: Product not found: Retired Kurti");
  });

  it("confirms a cash-on-delivery order at once, deducting the stock and emptying the bag", async () => {
    const dhoti = await product("Cotton Dhoti", 899, 6);
    const buyer = await createBuyer();
    await fillCart(buyer, [[dhoti, 2]]);
    const placed = await placeOrder({
      userId: buyer,
      idempotencyKey: key(),
      details: checkoutDetails(),
      paymentMethod: "cod",
    });
    expect(await orderRow(placed.orderId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "pending",
      paymentMethod: "cod",
      holdExpiresAt: null,
    });
    expect(await variantLevels(dhoti)).toEqual({ onHand: 4, reserved: 0 });
    expect((await getCart({ userId: buyer })).itemCount).toBe(0);
  });

  it("refuses cash on delivery above the maximum order value or when switched off", async () => {
    const gown = await product("Bridal Lehenga", 12_000, 3);
    const buyer = await createBuyer();
    await fillCart(buyer, [[gown, 1]]);
    const cod = () =>
      placeOrder({ userId: buyer, idempotencyKey: key(), details: checkoutDetails(), paymentMethod: "cod" });
    await expect(cod()).rejects.toThrow("Cash on delivery is available for orders up to ₹10,000");
    await getDb().insert(t.settings).values({ key: "cod_enabled", value: "false", category: "checkout" });
    forgetCheckoutSettings();
    await expect(cod()).rejects.toThrow("Cash on delivery is not available at the moment");
    expect(await variantLevels(gown)).toEqual({ onHand: 3, reserved: 0 });
  });

  it("keeps prices GST-inclusive at the lawful rate even if an old flat tax mode setting is left", async () => {
    await getDb().insert(t.settings).values({ key: "tax_mode", value: "flat", category: "tax" });
    forgetCheckoutSettings();
    const frock = await product("Party Frock", 1000, 3);
    const buyer = await createBuyer();
    await fillCart(buyer, [[frock, 1]]);
    const placed = await placeOrder({
      userId: buyer,
      idempotencyKey: key(),
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    expect(await orderRow(placed.orderId)).toMatchObject({
      taxMode: "inclusive",
      subtotal: 100_000,
      taxAmount: 4_762,
      shippingCost: 0,
      totalAmount: 100_000,
    });
    await getDb().delete(t.settings).where(eq(t.settings.key, "tax_mode"));
    forgetCheckoutSettings();
  });
});
