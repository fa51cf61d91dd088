import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart, variantLevels } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { AppError } from "../../errors";
import { placeOrder } from "../orders/service";
import { type BulkEdits, bulkUpdateProducts, removeProducts, saveBulkEdits } from "./service";

withTestDatabase();

let actor = { id: "", email: "owner@divinethreads.example" };
let categoryId = "";
let otherCategoryId = "";

beforeAll(async () => {
  const { userId } = await registeredAccount(actor.email, "admin", "Shop Owner");
  actor = { id: userId, email: actor.email };
  categoryId = (await createCategory("Kurtas")).id;
  otherCategoryId = (await createCategory("Festival Wear")).id;
});

let n = 0;
async function product(
  flags: Partial<typeof t.products.$inferInsert> = {},
  variants: [string, number][] = [["M", 10]],
) {
  const created = await createProduct({ name: `Kurta ${++n}`, categoryId, priceRupees: 1000, variants });
  if (Object.keys(flags).length > 0)
    await getDb().update(t.products).set(flags).where(eq(t.products.id, created.product.id));
  return created;
}

const row = async (id: string) => (await getDb().select().from(t.products).where(eq(t.products.id, id)))[0];
const activityFor = (ids: string[]) =>
  getDb().select().from(t.activityLog).where(inArray(t.activityLog.entityId, ids));
const movementsFor = (variantId: string) =>
  getDb().select().from(t.stockMovements).where(eq(t.stockMovements.variantId, variantId));

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("bulk actions on selected products", () => {
  it("activates and deactivates; deactivating clears featured and bestseller, one activity row per change", async () => {
    const a = await product({ isActive: false });
    const b = await product({ isFeatured: true, isBestseller: true });
    const ids = [a.product.id, b.product.id];
    expect(await bulkUpdateProducts(actor, ids, { type: "activate" })).toEqual({ changed: 1 });
    expect((await row(a.product.id)).isActive).toBe(true);
    expect(await bulkUpdateProducts(actor, ids, { type: "deactivate" })).toEqual({ changed: 2 });
    expect(await row(b.product.id)).toMatchObject({
      isActive: false,
      isFeatured: false,
      isBestseller: false,
    });
    const log = await activityFor(ids);
    expect(log).toHaveLength(3);
    const bDeactivated = log.find((r) => r.entityId === b.product.id)!;
    expect(bDeactivated).toMatchObject({
      action: "product.update",
      entityLabel: b.product.name,
      actorId: actor.id,
    });
    expect(bDeactivated.changes).toEqual({
      isActive: { before: true, after: false },
      isFeatured: { before: true, after: false },
      isBestseller: { before: true, after: false },
    });
  });

  it("refuses to feature an inactive product, and then features none of the selection", async () => {
    const active = await product();
    const inactive = await product({ isActive: false });
    const error = await refusal(
      bulkUpdateProducts(actor, [active.product.id, inactive.product.id], { type: "feature" }),
    );
    expect(error).toMatchObject({ code: "INVALID", message: "Featured products must be active" });
    expect((await row(active.product.id)).isFeatured).toBe(false);
    expect(await activityFor([active.product.id, inactive.product.id])).toEqual([]);
    expect(await bulkUpdateProducts(actor, [active.product.id], { type: "feature" })).toEqual({ changed: 1 });
    expect((await row(active.product.id)).isFeatured).toBe(true);
    expect(await bulkUpdateProducts(actor, [active.product.id], { type: "unfeature" })).toEqual({
      changed: 1,
    });
    expect((await row(active.product.id)).isFeatured).toBe(false);
  });

  it("moves products to another category, recording the category's name", async () => {
    const a = await product();
    expect(
      await bulkUpdateProducts(actor, [a.product.id], { type: "set_category", categoryId: otherCategoryId }),
    ).toEqual({ changed: 1 });
    expect((await row(a.product.id)).categoryId).toBe(otherCategoryId);
    const [entry] = await activityFor([a.product.id]);
    expect(entry.changes.category).toEqual({ before: "Kurtas", after: "Festival Wear" });
    const missing = await refusal(
      bulkUpdateProducts(actor, [a.product.id], {
        type: "set_category",
        categoryId: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(missing.message).toBe("That category no longer exists. Reload the page and choose another.");
  });

  it("changes nothing when one of the selected products is gone, and refuses empty or odd input", async () => {
    const a = await product({ isActive: false });
    const gone = await refusal(
      bulkUpdateProducts(actor, [a.product.id, "00000000-0000-4000-8000-000000000001"], { type: "activate" }),
    );
    expect(gone).toMatchObject({ code: "CONFLICT" });
    expect((await row(a.product.id)).isActive).toBe(false);
    expect((await refusal(bulkUpdateProducts(actor, [], { type: "activate" }))).message).toBe(
      "Select at least one product.",
    );
    expect((await refusal(bulkUpdateProducts(actor, "x", { type: "activate" }))).code).toBe("INVALID");
    const oddAction = await refusal(bulkUpdateProducts(actor, [a.product.id], { type: "explode" } as never));
    expect(oddAction.message).toBe("Choose an action for the selected products.");
  });
});

describe("removing products", () => {
  it("archives products on an order, deletes the rest, and records which", async () => {
    const ordered = await product({ isFeatured: true });
    const unsold = await product();
    const buyer = await createBuyer();
    await fillCart(buyer, [[ordered.variants[0].id, 1]]);
    await placeOrder({
      userId: buyer,
      idempotencyKey: crypto.randomUUID(),
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    const result = await removeProducts(actor, [ordered.product.id, unsold.product.id]);
    expect(result).toEqual({ deleted: 1, archived: 1 });
    expect(await row(unsold.product.id)).toBeUndefined();
    expect(await row(ordered.product.id)).toMatchObject({ isActive: false, isFeatured: false });
    const items = await getDb()
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.productId, ordered.product.id));
    expect(items).toHaveLength(1);
    const log = await activityFor([ordered.product.id, unsold.product.id]);
    expect(log.map((r) => [r.entityId, r.action]).sort()).toEqual(
      [
        [ordered.product.id, "product.archive"],
        [unsold.product.id, "product.delete"],
      ].sort(),
    );
    // Removing it again keeps it archived and records nothing new.
    expect(await removeProducts(actor, [ordered.product.id])).toEqual({ deleted: 0, archived: 1 });
    expect(await activityFor([ordered.product.id])).toHaveLength(1);
  });
});

describe("saving prices and stock typed into the list", () => {
  let p: Awaited<ReturnType<typeof product>>;
  beforeEach(async () => {
    p = await product({ originalPrice: 1200_00 }, [
      ["M", 10],
      ["L", 4],
    ]);
  });
  const [m, l] = [0, 1];

  function edits(overrides: {
    price?: number;
    originalPrice?: number | null;
    stock?: [number, number];
    variantPrice?: number | null;
  }): BulkEdits {
    return {
      products: [
        {
          id: p.product.id,
          price: overrides.price ?? 1000_00,
          originalPrice: overrides.originalPrice === undefined ? 1200_00 : overrides.originalPrice,
          seenPrice: 1000_00,
          seenOriginalPrice: 1200_00,
        },
      ],
      variants: [
        {
          id: p.variants[m].id,
          priceOverride: overrides.variantPrice === undefined ? null : overrides.variantPrice,
          seenPriceOverride: null,
          onHand: overrides.stock?.[0] ?? 10,
          seenOnHand: 10,
        },
        {
          id: p.variants[l].id,
          priceOverride: null,
          seenPriceOverride: null,
          onHand: overrides.stock?.[1] ?? 4,
          seenOnHand: 4,
        },
      ],
    };
  }

  it("saves prices, a variant's price and stock as an adjustment movement, with one activity row", async () => {
    const result = await saveBulkEdits(
      actor,
      edits({ price: 950_00, originalPrice: 1100_00, variantPrice: 999_50, stock: [15, 4] }),
    );
    expect(result).toEqual({ changedProducts: 1 });
    expect(await row(p.product.id)).toMatchObject({ price: 950_00, originalPrice: 1100_00 });
    expect(await variantLevels(p.variants[m].id)).toEqual({ onHand: 15, reserved: 0 });
    const [movement] = await movementsFor(p.variants[m].id);
    expect(movement).toMatchObject({
      movementType: "adjustment",
      quantity: 5,
      previousOnHand: 10,
      newOnHand: 15,
      createdBy: actor.id,
      systemGenerated: false,
    });
    expect(await movementsFor(p.variants[l].id)).toEqual([]);
    const [entry] = await activityFor([p.product.id]);
    const sku = p.variants[m].sku;
    expect(entry.changes).toEqual({
      price: { before: 1000_00, after: 950_00 },
      originalPrice: { before: 1200_00, after: 1100_00 },
      [`${sku} price`]: { before: null, after: 999_50 },
      [`${sku} stock`]: { before: 10, after: 15 },
    });
  });

  it("keeps a sale made while the list was open: stock moves by the difference typed", async () => {
    // Someone sells 2 while the owner types 15 over the 10 shown.
    await getDb()
      .update(t.productVariants)
      .set({ onHand: 8 })
      .where(eq(t.productVariants.id, p.variants[m].id));
    await saveBulkEdits(actor, edits({ stock: [15, 4] }));
    expect((await variantLevels(p.variants[m].id)).onHand).toBe(13);
  });

  it("refuses wrong values with the spec's messages next to each field, and saves nothing", async () => {
    const cases: [Parameters<typeof edits>[0], string, string][] = [
      [{ price: 0 }, `price.${p.product.id}`, "Price must be greater than 0"],
      [{ price: 1_000_000_00 }, `price.${p.product.id}`, "Price must be less than 1,000,000"],
      [{ price: Number.NaN }, `price.${p.product.id}`, "Price must be a valid number"],
      [
        { price: 1300_00 },
        `originalPrice.${p.product.id}`,
        "Original price should be greater than or equal to current price",
      ],
      [{ stock: [15, -1] }, `stock.${p.variants[l].id}`, "Stock quantity must be 0 or greater"],
      [{ stock: [15, 1.5] }, `stock.${p.variants[l].id}`, "Stock quantity must be a whole number"],
      [{ variantPrice: -100 }, `variantPrice.${p.variants[m].id}`, "Price must be greater than 0"],
    ];
    for (const [overrides, field, message] of cases) {
      // Each bad value comes with a good change that must not be saved either.
      const error = await refusal(saveBulkEdits(actor, edits({ stock: [15, 4], ...overrides })));
      expect(error.code).toBe("INVALID");
      expect(error.fieldErrors?.[field]).toBe(message);
    }
    expect(await row(p.product.id)).toMatchObject({ price: 1000_00, originalPrice: 1200_00 });
    expect(await variantLevels(p.variants[m].id)).toEqual({ onHand: 10, reserved: 0 });
    expect(await movementsFor(p.variants[m].id)).toEqual([]);
    expect(await activityFor([p.product.id])).toEqual([]);
  });

  it("refuses a price someone else changed meanwhile, and stock below the units held by orders", async () => {
    await getDb().update(t.products).set({ price: 1100_00 }).where(eq(t.products.id, p.product.id));
    const stale = await refusal(saveBulkEdits(actor, edits({ price: 900_00, stock: [15, 4] })));
    expect(stale.code).toBe("CONFLICT");
    expect(stale.message).toContain("was changed by someone else");
    expect((await variantLevels(p.variants[m].id)).onHand).toBe(10);

    await getDb()
      .update(t.productVariants)
      .set({ reserved: 3 })
      .where(eq(t.productVariants.id, p.variants[l].id));
    const held = await refusal(
      saveBulkEdits(actor, edits({ price: 1100_00, originalPrice: null, stock: [15, 2] })),
    );
    expect(held).toMatchObject({ code: "CONFLICT" });
    expect(held.message).toContain("cannot go below 3");
    expect(await row(p.product.id)).toMatchObject({ price: 1100_00, originalPrice: 1200_00 });
    expect((await variantLevels(p.variants[m].id)).onHand).toBe(10);
    expect(await activityFor([p.product.id])).toEqual([]);
  });

  it("does nothing when nothing was changed", async () => {
    expect(await saveBulkEdits(actor, edits({}))).toEqual({ changedProducts: 0 });
    expect(await activityFor([p.product.id])).toEqual([]);
  });
});
