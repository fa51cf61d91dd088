import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { productVariants } from "../catalog/schema";
import { user } from "../customers/auth-schema";
import { stockMovements } from "./schema";
import { adjustStock } from "./service";

withTestDatabase();

async function aVariant(onHand: number, reserved = 0) {
  const category = await createCategory("Lehengas");
  const { variants } = await createProduct({
    name: "Red Lehenga",
    categoryId: category.id,
    priceRupees: 1500,
  });
  const variant = variants[0];
  await getDb().update(productVariants).set({ onHand, reserved }).where(eq(productVariants.id, variant.id));
  return variant;
}

async function anAdmin() {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, name: "Asha", email: `asha-${id}@example.com`, role: "admin" });
  return id;
}

const levels = async (id: string) =>
  (
    await getDb()
      .select({ onHand: productVariants.onHand, reserved: productVariants.reserved })
      .from(productVariants)
      .where(eq(productVariants.id, id))
  )[0];

describe("adjustStock", () => {
  it("applies what the admin changed on top of a sale made while the form was open, as a movement", async () => {
    const adminId = await anAdmin();
    const variant = await aVariant(10);
    // The admin opened the form at 10; a sale took 3 meanwhile; the admin typed 15 (5 received).
    await getDb().execute(sql`update product_variants set on_hand = 7 where id = ${variant.id}`);
    const results = await getDb().transaction((tx) =>
      adjustStock(tx, [{ variantId: variant.id, seenOnHand: 10, newOnHand: 15 }], adminId),
    );
    expect(results).toEqual([{ variantId: variant.id, previousOnHand: 7, newOnHand: 12 }]);
    expect((await levels(variant.id)).onHand).toBe(12);
    const [movement] = await getDb()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variant.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(movement).toMatchObject({
      movementType: "adjustment",
      quantity: 5,
      previousOnHand: 7,
      newOnHand: 12,
      createdBy: adminId,
      systemGenerated: false,
    });
  });

  it("refuses to go below the units held by unpaid orders and changes nothing", async () => {
    const adminId = await anAdmin();
    const variant = await aVariant(10, 6);
    const attempt = getDb().transaction((tx) =>
      adjustStock(tx, [{ variantId: variant.id, seenOnHand: 10, newOnHand: 2 }], adminId),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toThrow(`Stock for ${variant.sku} cannot go below 6`);
    expect(await levels(variant.id)).toEqual({ onHand: 10, reserved: 6 });
  });

  it("leaves untouched variants alone and writes no movement for them", async () => {
    const adminId = await anAdmin();
    const variant = await aVariant(4);
    const results = await getDb().transaction((tx) =>
      adjustStock(tx, [{ variantId: variant.id, seenOnHand: 4, newOnHand: 4 }], adminId),
    );
    expect(results).toEqual([]);
    const rows = await getDb().select().from(stockMovements).where(eq(stockMovements.createdBy, adminId));
    expect(rows).toEqual([]);
  });
});
