// The stored stock figure of a product (products.stock_available and stock_status, kept by the database
// from its variants' on_hand - reserved) through every kind of stock change a shop makes.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import {
  checkoutDetails,
  createBuyer,
  fillCart,
  payOnTestGateway,
  variantLevels,
} from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb, queryRows } from "../../db/client";
import * as t from "../../db/schema";
import { registerJobHandlers } from "../../jobs";
import { adjustStock } from "../inventory/service";
import { cancelOrder, placeOrder, startOnlinePayment, verifyCheckoutPayment } from "../orders/service";
import { listAdminProducts } from "./service";

withTestDatabase();

beforeAll(async () => {
  registerJobHandlers();
  await getDb()
    .insert(t.adminSettings)
    .values({ settingKey: "admin_notification_email", settingValue: "owner@shop.example" });
});

/** The stored figure next to the sum of the variants, which it must always equal. */
async function stock(productId: string) {
  const [row] = await queryRows<{ stored: number; status: string; summed: number }>(
    getDb(),
    sql`select p.stock_available as stored, p.stock_status as status,
          (select coalesce(sum(on_hand - reserved), 0)::int from product_variants where product_id = p.id) as summed
        from products p where p.id = ${productId}`,
  );
  expect(row.stored).toBe(row.summed);
  return { available: row.stored, status: row.status };
}

describe("a product's stored stock figure", () => {
  it("follows a reservation, a deduction, a cancellation restore and an admin adjustment", async () => {
    const category = await createCategory("Sarees");
    const saree = await createProduct({
      name: "Kanjivaram Saree",
      categoryId: category.id,
      priceRupees: 4999,
      variants: [
        ["Free", 12],
        ["Blouse 38", 3],
      ],
    });
    const dupatta = await createProduct({
      name: "Bandhani Dupatta",
      categoryId: category.id,
      priceRupees: 799,
      variants: [[null, 4]],
    });
    expect(await stock(saree.product.id)).toEqual({ available: 15, status: "in_stock" });
    expect(await stock(dupatta.product.id)).toEqual({ available: 4, status: "low_stock" });

    // Checkout holds the units of an online order (one statement for both products).
    const buyer = await createBuyer();
    await fillCart(buyer, [
      [saree.variants[0].id, 6],
      [dupatta.variants[0].id, 4],
    ]);
    const placed = await placeOrder({
      userId: buyer,
      idempotencyKey: `k-${crypto.randomUUID()}`,
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    expect(await variantLevels(saree.variants[0].id)).toEqual({ onHand: 12, reserved: 6 });
    expect(await stock(saree.product.id)).toEqual({ available: 9, status: "low_stock" });
    expect(await stock(dupatta.product.id)).toEqual({ available: 0, status: "out_of_stock" });

    // Payment deducts what was held: on hand and reserved fall together, the sellable figure stays.
    const viewer = { userId: buyer, isAdmin: false };
    const start = await startOnlinePayment(placed.orderNumber, viewer);
    await verifyCheckoutPayment(placed.orderNumber, viewer, await payOnTestGateway(start.razorpayOrderId));
    expect(await variantLevels(saree.variants[0].id)).toEqual({ onHand: 6, reserved: 0 });
    expect(await stock(saree.product.id)).toEqual({ available: 9, status: "low_stock" });
    expect(await stock(dupatta.product.id)).toEqual({ available: 0, status: "out_of_stock" });

    // Cancelling the paid order puts the units back.
    await cancelOrder(placed.orderNumber, viewer);
    expect(await stock(saree.product.id)).toEqual({ available: 15, status: "in_stock" });
    expect(await stock(dupatta.product.id)).toEqual({ available: 4, status: "low_stock" });

    // An admin's stock edit, and the list's stock filter reading the stored status.
    const admin = await registeredAccount("stock-admin@shop.example", "admin", "Stock Admin");
    await getDb().transaction((tx) =>
      adjustStock(
        tx,
        [
          { variantId: saree.variants[0].id, seenOnHand: 12, newOnHand: 0 },
          { variantId: saree.variants[1].id, seenOnHand: 3, newOnHand: 0 },
        ],
        admin.userId,
      ),
    );
    expect(await stock(saree.product.id)).toEqual({ available: 0, status: "out_of_stock" });
    const outOfStock = await listAdminProducts({ stockStatus: "out_of_stock" });
    expect(outOfStock.products.map((p) => p.name)).toEqual(["Kanjivaram Saree"]);
  });

  it("follows variants added, moved between products and deleted, and a changed threshold", async () => {
    const category = await createCategory("Kurtas");
    const kurta = await createProduct({ name: "Linen Kurta", categoryId: category.id, priceRupees: 1299 });
    const other = await createProduct({ name: "Silk Kurta", categoryId: category.id, priceRupees: 2299 });
    expect(await stock(kurta.product.id)).toEqual({ available: 20, status: "in_stock" });
    await getDb()
      .insert(t.productVariants)
      .values({ productId: kurta.product.id, sku: "LK-XL", size: "XL", onHand: 5 });
    expect(await stock(kurta.product.id)).toEqual({ available: 25, status: "in_stock" });
    await getDb().execute(
      sql`update product_variants set product_id = ${other.product.id} where sku = 'LK-XL'`,
    );
    expect(await stock(kurta.product.id)).toEqual({ available: 20, status: "in_stock" });
    expect(await stock(other.product.id)).toEqual({ available: 25, status: "in_stock" });
    await getDb().execute(sql`delete from product_variants where product_id = ${other.product.id}`);
    expect(await stock(other.product.id)).toEqual({ available: 0, status: "out_of_stock" });
    await getDb().execute(sql`update products set low_stock_threshold = 20 where id = ${kurta.product.id}`);
    expect(await stock(kurta.product.id)).toEqual({ available: 20, status: "low_stock" });
  });
});
