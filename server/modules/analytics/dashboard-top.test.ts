// The dashboard's top products: the last 30 days in India, five at most, from the folded rollups.
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, JAIPUR } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { dashboardTopProducts, foldAnalytics } from "./service";

withTestDatabase();

const DAY_MS = 86_400_000;
let n = 0;

/** A confirmed order of `quantity` of the product at ₹100 each, placed `daysAgo` days ago. */
async function sold(productId: string, userId: string, quantity: number, daysAgo: number) {
  const db = getDb();
  const total = quantity * 10_000;
  const [order] = await db
    .insert(t.orders)
    .values({
      orderNumber: `DT${String(++n).padStart(6, "0")}DASHTP`,
      userId,
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "razorpay",
      subtotal: total,
      totalAmount: total,
      shippingAddress: checkoutDetails(JAIPUR).shipping,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })
    .returning();
  await db.insert(t.orderItems).values({
    orderId: order.id,
    productId,
    productName: "line",
    productSku: `SKU-${n}`,
    quantity,
    priceAtPurchase: 10_000,
    lineTotal: total,
    taxableValue: total,
    taxAmount: 0,
  });
}

describe("dashboardTopProducts", () => {
  it("ranks the last 30 days' sales, five at most", async () => {
    const sarees = await createCategory("Sarees");
    const buyerId = await createBuyer("Asha Rao");
    for (let i = 1; i <= 7; i++) {
      const { product } = await createProduct({
        name: `Saree ${i}`,
        categoryId: sarees.id,
        priceRupees: 100,
      });
      // Saree 7 sold most, but 40 days ago: outside the range.
      await sold(product.id, buyerId, i * 2, i === 7 ? 40 : 1);
    }
    await foldAnalytics();

    const top = await dashboardTopProducts();
    expect(top.map((p) => [p.name, p.units, p.revenuePaise])).toEqual([
      ["Saree 6", 12, 120_000],
      ["Saree 5", 10, 100_000],
      ["Saree 4", 8, 80_000],
      ["Saree 3", 6, 60_000],
      ["Saree 2", 4, 40_000],
    ]);
  });
});
