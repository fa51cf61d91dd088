import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { AppError } from "../../errors";
import { forgetCatalogueSize } from "./admin-levels";
import { adminAdjustStock, bulkUpdateStock, type StockAdjustment, stockAlertCounts } from "./service";

withTestDatabase();

let actor = { id: "", email: "" };
let categoryId = "";

beforeAll(async () => {
  const id = randomUUID();
  const email = `stock-${id.slice(0, 8)}@divinethreads.example`;
  await getDb().insert(t.user).values({ id, name: "Ravi Staff", email, role: "staff" });
  actor = { id, email };
  categoryId = (await createCategory("Kurtas")).id;
});

const levels = async (variantId: string) =>
  (
    await getDb()
      .select({ onHand: t.productVariants.onHand, reserved: t.productVariants.reserved })
      .from(t.productVariants)
      .where(eq(t.productVariants.id, variantId))
  )[0];

const movementsOf = (variantId: string) =>
  getDb()
    .select()
    .from(t.stockMovements)
    .where(eq(t.stockMovements.variantId, variantId))
    .orderBy(desc(t.stockMovements.createdAt));

const activityOf = (action: string) =>
  getDb()
    .select()
    .from(t.activityLog)
    .where(and(eq(t.activityLog.action, action), eq(t.activityLog.actorId, actor.id)));

async function aKurta(name: string, sizes: [string | null, number][] = [[null, 10]]) {
  return createProduct({ name, categoryId, priceRupees: 999, variants: sizes });
}

const adjust = (input: Partial<StockAdjustment> & { variantId: string }) =>
  adminAdjustStock(actor, { mode: "change", quantity: "1", reason: "count", ...input });

describe("adminAdjustStock", () => {
  it("adds a change, records a movement made by the admin and an activity row", async () => {
    const { product, variants } = await aKurta("Chikan Kurta");
    const result = await adjust({
      variantId: variants[0].id,
      quantity: "-3",
      reason: "damaged",
      note: "Torn seam",
    });
    expect(result).toEqual({
      sku: variants[0].sku,
      productName: "Chikan Kurta",
      previousOnHand: 10,
      newOnHand: 7,
    });
    expect(await levels(variants[0].id)).toEqual({ onHand: 7, reserved: 0 });
    const [movement] = await movementsOf(variants[0].id);
    expect(movement).toMatchObject({
      movementType: "adjustment",
      quantity: -3,
      previousOnHand: 10,
      newOnHand: 7,
      reason: "Damaged or lost: Torn seam",
      createdBy: actor.id,
      systemGenerated: false,
      productId: product.id,
    });
    const [entry] = await activityOf("stock.adjust");
    expect(entry).toMatchObject({
      entityType: "product",
      entityId: product.id,
      entityLabel: `Chikan Kurta (${variants[0].sku})`,
    });
    expect(entry.changes[`${variants[0].sku} on hand`]).toEqual({ before: 10, after: 7 });
    const [stored] = await getDb().select().from(t.products).where(eq(t.products.id, product.id));
    expect(stored.stockAvailable).toBe(7);
  });

  it("applies a new count as the difference from the count seen, keeping a sale made meanwhile", async () => {
    const { variants } = await aKurta("Lucknowi Kurta");
    // Seen at 10, a buyer took 2, the admin counted 15 on the shelf (5 more than seen).
    await getDb()
      .update(t.productVariants)
      .set({ onHand: 8 })
      .where(eq(t.productVariants.id, variants[0].id));
    const result = await adjust({ variantId: variants[0].id, mode: "set", quantity: "15", seenOnHand: "10" });
    expect(result.newOnHand).toBe(13);
    // Without the count seen, the count typed is the new level.
    expect((await adjust({ variantId: variants[0].id, mode: "set", quantity: "4" })).newOnHand).toBe(4);
  });

  it("records a restock as such and dates the product's stock", async () => {
    const { product, variants } = await aKurta("Khadi Kurta");
    await adjust({ variantId: variants[0].id, quantity: "+20", reason: "restock" });
    const [movement] = await movementsOf(variants[0].id);
    expect(movement).toMatchObject({ movementType: "restock", quantity: 20, reason: "Stock received" });
    const [stored] = await getDb().select().from(t.products).where(eq(t.products.id, product.id));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(stored.lastRestockDate).toBe(today);
  });

  it("refuses bad input with the spec's message and changes nothing", async () => {
    const { variants } = await aKurta("Pathani Kurta");
    const variantId = variants[0].id;
    await getDb().update(t.productVariants).set({ reserved: 4 }).where(eq(t.productVariants.id, variantId));
    const cases: [Partial<StockAdjustment>, string][] = [
      [{ quantity: "" }, "Stock adjustment failed: enter a quantity."],
      [{ quantity: "2.5" }, "Stock adjustment failed: the quantity must be a whole number."],
      [{ quantity: "ten" }, 'Stock adjustment failed: "ten" is not a number.'],
      [{ mode: "set", quantity: "-1" }, "Stock adjustment failed: the new quantity cannot be negative."],
      [{ mode: "set", quantity: "1000000" }, "Stock adjustment failed: at most 999999 units."],
      [{ quantity: "0" }, "Stock adjustment failed: enter a change other than 0."],
      [
        { quantity: "-11" },
        `Stock adjustment failed: ${variants[0].sku} has 10 on hand; it cannot go below 0.`,
      ],
      [
        { quantity: "-7" },
        `Stock adjustment failed: Stock for ${variants[0].sku} cannot go below 4: that many units are held by orders awaiting payment.`,
      ],
      [{ reason: "because" }, "Stock adjustment failed: choose a reason."],
      [{ mode: "replace" as "set" }, "Stock adjustment failed: choose a new quantity or a change."],
      [{ note: "x".repeat(201) }, "Stock adjustment failed: the note can be at most 200 characters."],
      [{ variantId: "not-a-variant" }, "Stock adjustment failed: this item no longer exists."],
      [{ variantId: randomUUID() }, "Stock adjustment failed: this item no longer exists."],
    ];
    for (const [input, message] of cases) {
      const attempt = adjust({ variantId, ...input });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toThrow(message);
    }
    expect(await levels(variantId)).toEqual({ onHand: 10, reserved: 4 });
    expect(await movementsOf(variantId)).toEqual([]);
  });

  it("shows at once in the stock alert counts, which a sale changes within seconds", async () => {
    forgetCatalogueSize();
    const before = await stockAlertCounts();
    const { variants } = await aKurta("Ajrakh Kurta", [[null, 20]]);
    // A sale empties it outside the back office: the counts read a moment ago stand for a few seconds.
    await getDb().update(t.productVariants).set({ onHand: 0 }).where(eq(t.productVariants.id, variants[0].id));
    expect(await stockAlertCounts()).toEqual(before);
    forgetCatalogueSize();
    expect(await stockAlertCounts()).toEqual({ ...before, critical: before.critical + 1 });
    // Restocking 3 (below the low-stock threshold of 10) is counted on the next read.
    await adjust({ variantId: variants[0].id, quantity: "3", reason: "restock" });
    expect(await stockAlertCounts()).toEqual({ critical: before.critical, warning: before.warning + 1 });
  });
});

describe("bulkUpdateStock", () => {
  it("sets counts by SKU and by product_id, adds changes, all in one activity row", async () => {
    const single = await aKurta("Mirror Kurta", [[null, 5]]);
    const sized = await aKurta("Angrakha Kurta", [
      ["M", 3],
      ["L", 6],
    ]);
    const [m, l] = sized.variants;
    const result = await bulkUpdateStock(
      actor,
      `product_id,sku,quantity,change,reason\n${single.product.id},,12,,Counted\n,${m.sku},,+4,\n,${l.sku},6,,\n`,
    );
    expect(result).toEqual({
      ok: true,
      changed: [
        {
          line: 2,
          sku: single.variants[0].sku,
          productName: "Mirror Kurta",
          previousOnHand: 5,
          newOnHand: 12,
        },
        { line: 3, sku: m.sku, productName: "Angrakha Kurta", previousOnHand: 3, newOnHand: 7 },
      ],
      unchanged: 1,
    });
    expect(await levels(single.variants[0].id)).toEqual({ onHand: 12, reserved: 0 });
    expect(await levels(m.id)).toEqual({ onHand: 7, reserved: 0 });
    const [movement] = await movementsOf(m.id);
    expect(movement).toMatchObject({
      movementType: "adjustment",
      quantity: 4,
      reason: "Bulk stock update",
      createdBy: actor.id,
    });
    expect((await movementsOf(single.variants[0].id))[0].reason).toBe("Counted");
    const [entry] = await activityOf("stock.bulk_update");
    expect(entry.entityLabel).toBe("Bulk stock update of 2 items");
    expect(entry.changes[`${m.sku} on hand`]).toEqual({ before: 3, after: 7 });
  });

  it("reports every row it cannot use, with its line, and changes nothing", async () => {
    const { product, variants } = await aKurta("Jaipuri Kurta", [[null, 8]]);
    const sized = await aKurta("Bandhani Kurta", [
      ["S", 2],
      ["M", 2],
    ]);
    const sku = variants[0].sku;
    const text = [
      "sku,product_id,quantity,change",
      `${sku},,20,`,
      ",,5,",
      "NO-SUCH-SKU,,5,",
      `${sku},,-2,`,
      `${sku},,2.5,`,
      `${sku},,,`,
      `${sku},,3,1`,
      `,${sized.product.id},4,`,
      `,${randomUUID()},4,`,
      `${sku},,7,`,
    ].join("\n");
    const result = await bulkUpdateStock(actor, text);
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, message: "Must provide either product_id or sku" },
        { line: 4, message: "Unknown SKU: NO-SUCH-SKU" },
        { line: 5, message: "Quantity cannot be negative: -2" },
        { line: 6, message: "Quantity must be a whole number: 2.5" },
        { line: 7, message: "Give the new quantity or a change" },
        { line: 8, message: "Give either the new quantity or a change, not both" },
        {
          line: 9,
          message: `"Bandhani Kurta" has 2 variants: give each one's SKU instead of the product_id`,
        },
        { line: 10, message: expect.stringMatching(/^Unknown product_id: /) },
        { line: 11, message: `${sku} is already on line 2` },
      ],
    });
    expect(await levels(variants[0].id)).toEqual({ onHand: 8, reserved: 0 });
    expect(await movementsOf(variants[0].id)).toEqual([]);
    void product;
  });

  it("refuses the whole update when one row would fall below the units held, or below 0", async () => {
    const a = await aKurta("Phulkari Kurta", [[null, 9]]);
    const b = await aKurta("Kantha Kurta", [[null, 9]]);
    await getDb()
      .update(t.productVariants)
      .set({ reserved: 5 })
      .where(eq(t.productVariants.id, b.variants[0].id));
    const result = await bulkUpdateStock(
      actor,
      `sku,change\n${a.variants[0].sku},+1\n${b.variants[0].sku},-6\n`,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          line: 3,
          message: `Stock for ${b.variants[0].sku} cannot go below 5: that many units are held by orders awaiting payment.`,
        },
      ],
    });
    expect(await levels(a.variants[0].id)).toEqual({ onHand: 9, reserved: 0 });
    const below = await bulkUpdateStock(actor, `sku,change\n${a.variants[0].sku},-10\n`);
    expect(below).toEqual({
      ok: false,
      errors: [{ line: 2, message: `${a.variants[0].sku} has 9 on hand: a change of -10 would leave -1` }],
    });
  });

  it("answers an empty update with a message", async () => {
    await expect(bulkUpdateStock(actor, " \n \n")).rejects.toThrow(
      "Paste or upload at least one row: a SKU or product_id and the new quantity.",
    );
  });
});
