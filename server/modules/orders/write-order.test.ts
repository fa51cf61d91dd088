import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart, variantLevels } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { getCart } from "../cart/service";
import { getCheckoutSettings } from "../settings/service";
import { draftOrder, writeOrder } from "./write-order";

withTestDatabase();

async function variant(name: string, onHand: number) {
  const category = await createCategory(`${name} category`);
  const created = await createProduct({
    name,
    categoryId: category.id,
    priceRupees: 800,
    variants: [["M", onHand]],
  });
  return created.variants[0].id;
}

/** A buyer with two lines in the bag, and the order drafted from that bag as checkout would. */
async function draftedOrder(paymentMethod: "razorpay" | "cod" = "razorpay") {
  const lehenga = await variant("Mirror Lehenga", 4);
  const kurta = await variant("Festive Kurta", 2);
  const buyer = await createBuyer();
  await fillCart(buyer, [
    [lehenga, 1],
    [kurta, 2],
  ]);
  const input = {
    userId: buyer,
    idempotencyKey: `key-${crypto.randomUUID()}`,
    details: checkoutDetails(),
    paymentMethod,
  };
  const draft = draftOrder(buyer, input, await getCart({ userId: buyer }), await getCheckoutSettings());
  return { draft, lehenga, kurta, buyer };
}

const ordersOf = (userId: string) => getDb().select().from(t.orders).where(eq(t.orders.userId, userId));
const holdJobs = async () =>
  (await getDb().select().from(t.jobs).where(eq(t.jobs.type, "orders.expire-hold"))).length;
const movementsOf = (variantId: string) =>
  getDb().select().from(t.stockMovements).where(eq(t.stockMovements.variantId, variantId));

describe("writing an order in one statement", () => {
  it("writes the order, its items, the holds, their movements and the job that ends the hold", async () => {
    const { draft, lehenga, kurta, buyer } = await draftedOrder();
    const placed = await writeOrder(getDb(), draft);

    expect(placed).toMatchObject({
      orderNumber: draft.orderNumber,
      paymentMethod: "razorpay",
      created: true,
    });
    const [order] = await ordersOf(buyer);
    expect(order).toMatchObject({ status: "pending", paymentStatus: "pending", totalAmount: 240000 });
    expect(order.holdExpiresAt?.getTime()).toBe(draft.holdExpiresAt?.getTime());
    const items = await getDb().select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
    expect(items.map((i) => [i.productName, i.quantity, i.lineTotal]).sort()).toEqual([
      ["Festive Kurta", 2, 160000],
      ["Mirror Lehenga", 1, 80000],
    ]);
    expect(await variantLevels(lehenga)).toEqual({ onHand: 4, reserved: 1 });
    expect(await variantLevels(kurta)).toEqual({ onHand: 2, reserved: 2 });
    const [moved] = await movementsOf(kurta);
    expect(moved).toMatchObject({
      orderId: order.id,
      movementType: "reservation",
      quantity: 2,
      previousOnHand: 2,
      newOnHand: 2,
      previousReserved: 0,
      newReserved: 2,
      reason: "Order placed",
    });
    const [job] = await getDb()
      .select()
      .from(t.jobs)
      .where(eq(t.jobs.uniqueKey, `expire-hold:${order.id}`));
    expect(job).toMatchObject({ type: "orders.expire-hold", payload: { orderId: order.id } });
    expect(job.runAt.getTime()).toBe(draft.holdExpiresAt?.getTime());
  });

  it("writes nothing at all when one line can no longer be held", async () => {
    const { draft, lehenga, kurta, buyer } = await draftedOrder();
    const jobsBefore = await holdJobs();
    // Someone else bought one of the two kurtas after this bag was read.
    await getDb().update(t.productVariants).set({ reserved: 1 }).where(eq(t.productVariants.id, kurta));

    expect(await writeOrder(getDb(), draft)).toBeNull();
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await variantLevels(lehenga)).toEqual({ onHand: 4, reserved: 0 });
    expect(await variantLevels(kurta)).toEqual({ onHand: 2, reserved: 1 });
    expect(await movementsOf(lehenga)).toEqual([]);
    expect(await holdJobs()).toBe(jobsBefore);
  });

  it("writes nothing when a variant has gone since the bag was read", async () => {
    const { draft, lehenga, buyer } = await draftedOrder();
    await getDb().delete(t.productVariants).where(eq(t.productVariants.id, draft.stockLines[1].variantId));

    expect(await writeOrder(getDb(), draft)).toBeNull();
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await variantLevels(lehenga)).toEqual({ onHand: 4, reserved: 0 });
  });

  it("writes nothing the second time an idempotency key is used", async () => {
    const { draft, lehenga, buyer } = await draftedOrder();
    expect(await writeOrder(getDb(), draft)).not.toBeNull();
    expect(await writeOrder(getDb(), { ...draft, orderNumber: `${draft.orderNumber}X` })).toBeNull();

    expect(await ordersOf(buyer)).toHaveLength(1);
    expect(await variantLevels(lehenga)).toEqual({ onHand: 4, reserved: 1 });
    expect(await movementsOf(lehenga)).toHaveLength(1);
  });

  it("queues no hold job for cash on delivery, which is confirmed in the same transaction", async () => {
    const { draft, buyer } = await draftedOrder("cod");
    expect(draft.holdExpiresAt).toBeNull();
    const jobsBefore = await holdJobs();
    await writeOrder(getDb(), draft);

    const [order] = await ordersOf(buyer);
    expect(order.holdExpiresAt).toBeNull();
    expect(await holdJobs()).toBe(jobsBefore);
  });
});
