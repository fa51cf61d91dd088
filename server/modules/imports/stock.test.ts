import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { PRODUCT_MESSAGES } from "../../../lib/product-form-schema-fields";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { applyImport, previewImport } from "./service";

withTestDatabase();

const actor = { id: randomUUID(), email: "owner@divinethreads.example" };
let sizes: Awaited<ReturnType<typeof createProduct>>;
let single: Awaited<ReturnType<typeof createProduct>>;
let held: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  await getDb()
    .insert(t.user)
    .values({ id: actor.id, name: "Meera Owner", email: actor.email, role: "admin" });
  const category = await createCategory("Sarees");
  sizes = await createProduct({
    name: "Cotton Kurta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [
      ["M", 5],
      ["L", 5],
    ],
  });
  single = await createProduct({
    name: "Kanjivaram Saree",
    categoryId: category.id,
    priceRupees: 9999,
    variants: [[null, 3]],
  });
  held = await createProduct({
    name: "Silk Dupatta",
    categoryId: category.id,
    priceRupees: 1499,
    variants: [[null, 6]],
  });
  await getDb()
    .update(t.productVariants)
    .set({ reserved: 4 })
    .where(eq(t.productVariants.id, held.variants[0].id));
});

const onHand = async (variantId: string) =>
  (await getDb().select().from(t.productVariants).where(eq(t.productVariants.id, variantId)))[0].onHand;
const movements = async () => (await getDb().select({ n: count() }).from(t.stockMovements))[0].n;

const file = () =>
  new TextEncoder().encode(
    [
      "sku,product_id,quantity,reason",
      `${sizes.variants[0].sku},,12,Stock count`,
      `,${single.product.id},7,`,
      `${sizes.variants[1].sku},,5,`,
      ",,9,",
      "NOPE-1,,9,",
      `,${sizes.product.id},9,`,
      `${held.variants[0].sku},,2,`,
      `${single.variants[0].sku},,1.5,`,
      `${sizes.variants[0].sku},,13,`,
    ].join("\n"),
  );

describe("stock level import", () => {
  it("previews each row by SKU or product id, with the spec's message for a row with neither", async () => {
    const before = await movements();
    const preview = await previewImport("stock", file());
    expect(await movements()).toBe(before);
    expect(preview.rows.map((r) => [r.line, r.action, r.errors])).toEqual([
      [2, "update", []],
      [3, "update", []],
      [4, "unchanged", []],
      [5, "rejected", ["Must provide either product_id or sku"]],
      [6, "rejected", ["Unknown SKU: NOPE-1"]],
      [7, "rejected", ['"Cotton Kurta" has 2 variants: give each one\'s SKU instead of the product_id']],
      [
        8,
        "rejected",
        [
          `Stock for ${held.variants[0].sku} cannot go below 4: that many units are held by orders awaiting payment.`,
        ],
      ],
      [9, "rejected", [`${single.variants[0].sku} is already on row 3`, PRODUCT_MESSAGES.stockWhole]],
      [10, "rejected", [`${sizes.variants[0].sku} is already on row 2`]],
    ]);
  });

  it("writes the good rows through the stock ledger and the activity log, then nothing the second time", async () => {
    const result = await applyImport("stock", file(), actor);
    expect(result.summary).toMatchObject({ update: 2, unchanged: 1, rejected: 6 });
    expect(await onHand(sizes.variants[0].id)).toBe(12);
    expect(await onHand(single.variants[0].id)).toBe(7);
    const [movement] = await getDb()
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.variantId, sizes.variants[0].id));
    expect(movement).toMatchObject({
      movementType: "adjustment",
      previousOnHand: 5,
      newOnHand: 12,
      quantity: 7,
      reason: "Stock count",
      createdBy: actor.id,
    });
    const [other] = await getDb()
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.variantId, single.variants[0].id));
    expect(other.reason).toBe("Stock import");
    const logged = await getDb().select().from(t.activityLog).where(eq(t.activityLog.action, "stock.import"));
    expect(logged).toHaveLength(2);

    const before = await movements();
    const again = await applyImport("stock", file(), actor);
    expect(again.summary).toMatchObject({ update: 0, unchanged: 3, rejected: 6 });
    expect(await movements()).toBe(before);
  });
});

describe("a variant named twice in one stock file", () => {
  it("is set once, by its first row, even by SKU in one batch and product_id in another", async () => {
    const sku = single.variants[0].sku;
    const filler = Array.from({ length: 550 }, (_, i) => `MISSING-${i},,1,`);
    const twice = new TextEncoder().encode(
      ["sku,product_id,quantity", `${sku.toLowerCase()},,20`, ...filler, `,${single.product.id},21`].join(
        "\n",
      ),
    );
    const last = filler.length + 3;
    const preview = await previewImport("stock", twice);
    expect(preview.rows[0]).toMatchObject({ line: 2, action: "update", errors: [] });
    expect(preview.rows.at(-1)).toMatchObject({
      line: last,
      action: "rejected",
      errors: [`${sku} is already on row 2`],
    });
    const applied = await applyImport("stock", twice, actor);
    expect(applied.rows.at(-1)).toMatchObject({ line: last, action: "rejected" });
    expect(await onHand(single.variants[0].id)).toBe(20);
    const before = await movements();
    const again = await applyImport("stock", twice, actor);
    expect(again.summary).toMatchObject({ update: 0, unchanged: 1 });
    expect([await onHand(single.variants[0].id), await movements()]).toEqual([20, before]);
  });
});
