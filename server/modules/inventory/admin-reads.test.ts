import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { forgetCatalogueSize } from "./admin-levels";
import { exportStockLevels, listStockHistory, listStockLevels, STOCK_EXPORT_COLUMNS } from "./service";

withTestDatabase();

const DAY = 86_400_000;
const ids: Record<string, string> = {};
const skus: Record<string, string> = {};
let traditionalSlug = "";
let kurtasSlug = "";
let orderNumber = "";

async function movement(
  key: string,
  values: Partial<typeof t.stockMovements.$inferInsert> & { daysAgo: number },
) {
  const [variant] = await getDb()
    .select()
    .from(t.productVariants)
    .where(eq(t.productVariants.productId, ids[key]));
  await getDb()
    .insert(t.stockMovements)
    .values({
      variantId: variant.id,
      productId: ids[key],
      movementType: "adjustment",
      quantity: 1,
      previousOnHand: 0,
      newOnHand: 1,
      previousReserved: 0,
      newReserved: 0,
      reason: "Fixture",
      ...values,
      createdAt: new Date(Date.now() - values.daysAgo * DAY),
    });
}

beforeAll(async () => {
  const traditional = await createCategory("Traditional Wear");
  const kurtas = await createCategory("Kurtas", traditional.id);
  const sarees = await createCategory("Sarees", traditional.id);
  traditionalSlug = traditional.slug;
  kurtasSlug = kurtas.slug;
  const make = async (key: string, input: Parameters<typeof createProduct>[0], location: string | null) => {
    const { product, variants } = await createProduct(input);
    await getDb()
      .update(t.products)
      .set({ warehouseLocation: location })
      .where(eq(t.products.id, product.id));
    ids[key] = product.id;
    variants.forEach((v, i) => (skus[`${key}${i}`] = v.sku));
  };
  await make(
    "chanderi",
    {
      name: "Chanderi Kurta",
      categoryId: kurtas.id,
      priceRupees: 1499,
      createdDaysAgo: 1,
      variants: [
        ["M", 0],
        ["L", 3],
      ],
    },
    "JPR-A1",
  );
  await make(
    "saree",
    {
      name: "Banarasi Saree",
      categoryId: sarees.id,
      priceRupees: 8999,
      createdDaysAgo: 2,
      variants: [[null, 40]],
    },
    "JPR-B2",
  );
  await make(
    "retired",
    {
      name: "Retired Kurta",
      categoryId: kurtas.id,
      priceRupees: 499,
      createdDaysAgo: 3,
      isActive: false,
      variants: [[null, 0]],
    },
    null,
  );
  await make(
    "silk",
    {
      name: "Silk Kurta",
      categoryId: kurtas.id,
      priceRupees: 2999,
      createdDaysAgo: 4,
      variants: [[null, 0]],
    },
    "JPR-A2",
  );

  const order = await insertOrder({ orderNumber: "DT123456STOCKS", totalAmount: 899_900 });
  orderNumber = order.orderNumber;
  await movement("saree", {
    daysAgo: 40,
    movementType: "restock",
    quantity: 40,
    previousOnHand: 0,
    newOnHand: 40,
  });
  await movement("saree", {
    daysAgo: 10,
    movementType: "reservation",
    orderId: order.id,
    previousOnHand: 41,
    newOnHand: 41,
    newReserved: 1,
  });
  await movement("saree", {
    daysAgo: 9,
    movementType: "deduction",
    orderId: order.id,
    previousOnHand: 41,
    newOnHand: 40,
    previousReserved: 1,
  });
  await movement("chanderi", {
    daysAgo: 5,
    movementType: "adjustment",
    quantity: 3,
    previousOnHand: 0,
    newOnHand: 3,
  });
  await movement("silk", {
    daysAgo: 0.01,
    movementType: "adjustment",
    quantity: -2,
    previousOnHand: 2,
    newOnHand: 0,
  });
});

const names = (page: Awaited<ReturnType<typeof listStockLevels>>) => page.products.map((p) => p.name);

describe("listStockLevels", () => {
  it("lists every variant of each product, newest product first, with on hand, held and available", async () => {
    const page = await listStockLevels();
    expect(names(page)).toEqual(["Chanderi Kurta", "Banarasi Saree", "Retired Kurta", "Silk Kurta"]);
    expect(page).toMatchObject({ total: 4, page: 1, limit: 10, totalPages: 1 });
    expect(page.products[0]).toMatchObject({
      category: "Kurtas",
      location: "JPR-A1",
      available: 3,
      stockStatus: "low_stock",
      lowStockThreshold: 10,
      isActive: true,
    });
    expect(page.products[0].variants.map((v) => [v.sku, v.size, v.onHand, v.reserved, v.available])).toEqual([
      [skus.chanderi0, "M", 0, 0, 0],
      [skus.chanderi1, "L", 3, 0, 3],
    ]);
  });

  it("searches names and SKUs, and filters by stock status, active, category (with subcategories) and location", async () => {
    expect(names(await listStockLevels({ search: "KURTA" }))).toEqual([
      "Chanderi Kurta",
      "Retired Kurta",
      "Silk Kurta",
    ]);
    expect(names(await listStockLevels({ search: skus.saree0.toLowerCase() }))).toEqual(["Banarasi Saree"]);
    expect(names(await listStockLevels({ search: "100%_" }))).toEqual([]);
    expect(names(await listStockLevels({ stockStatus: "out_of_stock" }))).toEqual([
      "Retired Kurta",
      "Silk Kurta",
    ]);
    expect(names(await listStockLevels({ stockStatus: "out_of_stock", active: true }))).toEqual([
      "Silk Kurta",
    ]);
    expect(names(await listStockLevels({ category: traditionalSlug }))).toHaveLength(4);
    expect(names(await listStockLevels({ category: kurtasSlug, active: true }))).toEqual([
      "Chanderi Kurta",
      "Silk Kurta",
    ]);
    expect(names(await listStockLevels({ category: "no-such-category" }))).toEqual([]);
    expect(names(await listStockLevels({ location: "jpr-a" }))).toEqual(["Chanderi Kurta", "Silk Kurta"]);
  });

  it("sorts by stock or name, pages, and shows the last page for a page past the end", async () => {
    expect(names(await listStockLevels({ sort: "stock-low" }))).toEqual([
      "Retired Kurta",
      "Silk Kurta",
      "Chanderi Kurta",
      "Banarasi Saree",
    ]);
    expect(names(await listStockLevels({ sort: "name" }))[0]).toBe("Banarasi Saree");
    const last = await listStockLevels({ page: 99 });
    expect(last.page).toBe(1);
    expect(names(last)).toHaveLength(4);
  });

  it("keeps the unfiltered count for a few seconds; a filtered list is counted afresh", async () => {
    const dupattas = await createCategory("Dupattas");
    forgetCatalogueSize();
    expect((await listStockLevels()).total).toBe(4);
    const { product } = await createProduct({
      name: "Leheriya Dupatta",
      categoryId: dupattas.id,
      priceRupees: 799,
      variants: [[null, 5]],
    });
    // Counting the whole catalogue reads an index entry per product: a few seconds old is close enough.
    expect((await listStockLevels()).total).toBe(4);
    expect((await listStockLevels({ search: "Leheriya" })).total).toBe(1);
    forgetCatalogueSize();
    expect((await listStockLevels()).total).toBe(5);
    await getDb().delete(t.products).where(eq(t.products.id, product.id));
    forgetCatalogueSize();
  });
});

describe("listStockHistory", () => {
  const kinds = (page: Awaited<ReturnType<typeof listStockHistory>>) =>
    page.rows.map((r) => [r.productName, r.movementType]);

  it("lists the ledger newest first with product, variant and order", async () => {
    const page = await listStockHistory();
    expect(page).toMatchObject({ total: 5, capped: false, page: 1, pageCount: 1, pageSize: 50 });
    expect(kinds(page)).toEqual([
      ["Silk Kurta", "adjustment"],
      ["Chanderi Kurta", "adjustment"],
      ["Banarasi Saree", "deduction"],
      ["Banarasi Saree", "reservation"],
      ["Banarasi Saree", "restock"],
    ]);
    expect(page.rows[2]).toMatchObject({ orderNumber, sku: skus.saree0, previousOnHand: 41, newOnHand: 40 });
  });

  it("filters by product (id, SKU or name), order number, movement type and days", async () => {
    expect((await listStockHistory({ product: ids.saree })).total).toBe(3);
    expect((await listStockHistory({ product: skus.chanderi1 })).total).toBe(1);
    expect(kinds(await listStockHistory({ product: "kurta" }))).toEqual([
      ["Silk Kurta", "adjustment"],
      ["Chanderi Kurta", "adjustment"],
    ]);
    expect((await listStockHistory({ product: "no such thing" })).total).toBe(0);
    expect(kinds(await listStockHistory({ order: orderNumber.toLowerCase() }))).toEqual([
      ["Banarasi Saree", "deduction"],
      ["Banarasi Saree", "reservation"],
    ]);
    expect((await listStockHistory({ order: "DT000000NOSUCH" })).total).toBe(0);
    expect(kinds(await listStockHistory({ type: "restock" }))).toEqual([["Banarasi Saree", "restock"]]);
    const day = (daysAgo: number) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
        new Date(Date.now() - daysAgo * DAY),
      );
    expect(kinds(await listStockHistory({ from: day(11), to: day(5) }))).toEqual([
      ["Chanderi Kurta", "adjustment"],
      ["Banarasi Saree", "deduction"],
      ["Banarasi Saree", "reservation"],
    ]);
    expect((await listStockHistory({ page: 7 })).page).toBe(1);
  });

  it("counts a long ledger only up to its limit, paging through the newest", async () => {
    const page = await listStockHistory({}, 3);
    expect(page).toMatchObject({ total: 3, capped: true, pageCount: 1 });
    expect(page.rows).toHaveLength(3);
    expect((await listStockHistory({ type: "restock" }, 3)).capped).toBe(false);
  });
});

describe("exportStockLevels", () => {
  it("writes a header and one row per variant of the filtered products", async () => {
    const rows: string[][] = [];
    for await (const row of exportStockLevels({ search: "chanderi" })) rows.push(row);
    expect(rows[0]).toEqual([...STOCK_EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[6], r[7], r[8], r[9], r[10], r[15], r[17]])).toEqual(
      [
        ["Chanderi Kurta", skus.chanderi0, "M", "JPR-A1", "0", "0", "0", "low_stock", "1499.00", "0.00"],
        ["Chanderi Kurta", skus.chanderi1, "L", "JPR-A1", "3", "0", "3", "low_stock", "1499.00", "4497.00"],
      ],
    );
  });

  it("reads a catalogue bigger than one chunk in full", async () => {
    const category = await createCategory("Export Chunk");
    for (let i = 0; i < 3; i++)
      await createProduct({ name: `Chunk Dupatta ${i}`, categoryId: category.id, priceRupees: 100 });
    let count = 0;
    for await (const row of exportStockLevels({ category: category.slug }, 2))
      if (row[0] !== "Product") count++;
    expect(count).toBe(3);
  });
});
