import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import {
  reorderSuggestions,
  stockAging,
  stockAlertCounts,
  stockDistribution,
  stockTurnover,
  stockValuation,
} from "./service";

withTestDatabase();

const DAY = 86_400_000;
/** A day in the shop's time zone, `days` before today, as YYYY-MM-DD. */
const shopDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() - days * DAY));

interface Setup {
  name: string;
  categoryId: string;
  priceRupees: number;
  costRupees?: number;
  variants: [string | null, number][];
  reserved?: number[];
  /** Rupees, per variant index. */
  ownPrice?: Record<number, number>;
  reorderPoint?: number;
  reorderQuantity?: number;
  location?: string;
  restockedDaysAgo?: number;
  isActive?: boolean;
  /** Units deducted for orders, by days ago. */
  sales?: [daysAgo: number, units: number][];
}

async function product(setup: Setup) {
  const db = getDb();
  const { product, variants } = await createProduct({
    name: setup.name,
    categoryId: setup.categoryId,
    priceRupees: setup.priceRupees,
    isActive: setup.isActive,
    variants: setup.variants,
  });
  await db
    .update(t.products)
    .set({
      costPrice: setup.costRupees === undefined ? null : setup.costRupees * 100,
      reorderPoint: setup.reorderPoint ?? null,
      reorderQuantity: setup.reorderQuantity ?? null,
      warehouseLocation: setup.location ?? null,
      lastRestockDate: setup.restockedDaysAgo === undefined ? null : shopDay(setup.restockedDaysAgo),
    })
    .where(eq(t.products.id, product.id));
  for (const [i, variant] of variants.entries()) {
    const reserved = setup.reserved?.[i] ?? 0;
    const own = setup.ownPrice?.[i];
    if (reserved || own)
      await db
        .update(t.productVariants)
        .set({ reserved, priceOverride: own ? own * 100 : null })
        .where(eq(t.productVariants.id, variant.id));
  }
  for (const [daysAgo, units] of setup.sales ?? [])
    await db.insert(t.stockMovements).values({
      variantId: variants[0].id,
      productId: product.id,
      movementType: "deduction",
      quantity: units,
      previousOnHand: 1000 + units,
      newOnHand: 1000,
      previousReserved: units,
      newReserved: 0,
      reason: "Payment confirmed",
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
  return product.id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const traditional = await createCategory("Traditional Wear");
  const sarees = await createCategory("Sarees", traditional.id);
  const kurtas = await createCategory("Kurtas", traditional.id);
  const lehengas = await createCategory("Lehengas", traditional.id);
  const dupattas = await createCategory("Dupattas", traditional.id);
  const accessories = await createCategory("Accessories");
  ids.silk = await product({
    name: "Silk Saree",
    categoryId: sarees.id,
    priceRupees: 5000,
    costRupees: 3000,
    variants: [
      ["S", 0],
      ["M", 5],
      ["L", 50],
    ],
    ownPrice: { 2: 5500 },
    location: "JPR-A1",
    restockedDaysAgo: 10,
    // 110 sold in 30 days: 55 on hand last 15 days, the edge of "normal".
    sales: [
      [2, 60],
      [29, 50],
      [31, 500],
    ],
  });
  ids.cotton = await product({
    name: "Cotton Kurta",
    categoryId: kurtas.id,
    priceRupees: 1200,
    costRupees: 600,
    variants: [[null, 12]],
    reserved: [12],
    location: "JPR-A1",
    restockedDaysAgo: 45,
    sales: [[5, 30]],
  });
  ids.linen = await product({
    name: "Linen Kurta",
    categoryId: kurtas.id,
    priceRupees: 1500,
    variants: [[null, 4]],
    reorderPoint: 10,
    reorderQuantity: 30,
    location: "JPR-B2",
    sales: [[40, 9]],
  });
  ids.chanderi = await product({
    name: "Chanderi Dupatta",
    categoryId: dupattas.id,
    priceRupees: 800,
    costRupees: 400,
    variants: [[null, 15]],
    reorderPoint: 20,
    location: "JPR-B2",
    restockedDaysAgo: 100,
  });
  ids.bangles = await product({
    name: "Glass Bangles",
    categoryId: accessories.id,
    priceRupees: 100,
    costRupees: 40,
    variants: [[null, 250]],
    restockedDaysAgo: 70,
    sales: [[1, 100]],
  });
  ids.lehenga = await product({
    name: "Banarasi Lehenga",
    categoryId: lehengas.id,
    priceRupees: 25000,
    costRupees: 15000,
    variants: [[null, 8]],
    reorderPoint: 20,
    reorderQuantity: 5,
    location: "JPR-C3",
    restockedDaysAgo: 200,
    sales: [[3, 24]],
  });
  ids.retired = await product({
    name: "Retired Dupatta",
    categoryId: dupattas.id,
    priceRupees: 500,
    costRupees: 200,
    variants: [[null, 0]],
    isActive: false,
  });
});

describe("stock alerts", () => {
  it("counts active products out of stock (critical) and at or below their threshold (warning)", async () => {
    // Cotton Kurta: 12 on hand, all 12 held. Linen Kurta 4 and Banarasi Lehenga 8 are at most 10.
    expect(await stockAlertCounts()).toEqual({ critical: 1, warning: 2 });
  });
});

describe("reorder suggestions", () => {
  it("grades active products at or below the reorder point (or threshold): urgent, high, medium", async () => {
    const report = await reorderSuggestions();
    expect(report.counts).toEqual({ urgent: 1, high: 2, medium: 1 });
    expect(report.truncated).toBe(false);
    expect(
      report.suggestions.map((s) => [
        s.name,
        s.priority,
        s.stock,
        s.reorderPoint,
        s.quantity,
        s.estimatedCost,
      ]),
    ).toEqual([
      ["Cotton Kurta", "urgent", 0, 10, 50, 50 * 60_000],
      ["Linen Kurta", "high", 4, 10, 30, null],
      ["Banarasi Lehenga", "high", 8, 20, 5, 5 * 1_500_000],
      ["Chanderi Dupatta", "medium", 15, 20, 50, 50 * 40_000],
    ]);
    expect(report.suggestions[0]).toMatchObject({ category: "Kurtas", location: "JPR-A1" });
  });

  it("cuts a long list but keeps the counts", async () => {
    const report = await reorderSuggestions(2);
    expect(report.suggestions.map((s) => s.name)).toEqual(["Cotton Kurta", "Linen Kurta"]);
    expect(report.truncated).toBe(true);
    expect(report.counts).toEqual({ urgent: 1, high: 2, medium: 1 });
  });
});

describe("stock valuation", () => {
  it("values the units on hand at cost and at retail (a size's own price counted) by category", async () => {
    const { categories, total } = await stockValuation();
    expect(
      categories.map((c) => [c.category, c.products, c.units, c.atCost, c.atRetail, c.unitsWithoutCost]),
    ).toEqual([
      // M 5 x 5,000 + L 50 x 5,500 at retail; 55 x 3,000 at cost.
      ["Traditional Wear / Sarees", 1, 55, 16_500_000, 30_000_000, 0],
      ["Traditional Wear / Lehengas", 1, 8, 12_000_000, 20_000_000, 0],
      ["Accessories", 1, 250, 1_000_000, 2_500_000, 0],
      // The held kurtas are still in the shop; the linen kurta has no cost price.
      ["Traditional Wear / Kurtas", 2, 16, 720_000, 2_040_000, 4],
      ["Traditional Wear / Dupattas", 1, 15, 600_000, 1_200_000, 0],
    ]);
    expect(total).toEqual({
      products: 6,
      units: 344,
      atCost: 30_820_000,
      atRetail: 55_740_000,
      unitsWithoutCost: 4,
    });
  });
});

describe("stock aging", () => {
  it("ages stock from the last restock (365 days without one) into buckets and risks", async () => {
    const aging = await stockAging();
    const units = (g: { products: number; units: number }) => [g.products, g.units];
    expect(Object.fromEntries(Object.entries(aging.buckets).map(([k, g]) => [k, units(g)]))).toEqual({
      "0-30": [1, 55],
      "31-60": [1, 12],
      "61-90": [1, 250],
      "91-180": [1, 15],
      "180+": [2, 12],
    });
    expect(Object.fromEntries(Object.entries(aging.risks).map(([k, g]) => [k, units(g)]))).toEqual({
      low: [2, 67],
      medium: [2, 265],
      high: [2, 12],
    });
    expect(aging.buckets["180+"]).toMatchObject({ atCost: 12_000_000, atRetail: 20_600_000 });
    expect(aging.undated).toBe(1);
    expect(aging.oldest.map((p) => [p.name, p.ageDays, p.risk, p.undated])).toEqual([
      ["Linen Kurta", 365, "high", true],
      ["Banarasi Lehenga", 200, "high", false],
      ["Chanderi Dupatta", 100, "medium", false],
      ["Glass Bangles", 70, "medium", false],
      ["Cotton Kurta", 45, "low", false],
      ["Silk Saree", 10, "low", false],
    ]);
  });
});

describe("stock turnover", () => {
  it("grades products by days to sell at the last 30 days' pace, 999 without sales", async () => {
    const turnover = await stockTurnover();
    expect(turnover.windowDays).toBe(30);
    const summary = Object.fromEntries(
      Object.entries(turnover.classes).map(([k, g]) => [k, [g.products, g.units, g.sold]]),
    );
    expect(summary).toEqual({
      dead_stock: [2, 19, 0],
      fast_moving: [2, 20, 54],
      normal: [1, 55, 110],
      slow_moving: [1, 250, 100],
    });
    const days = (list: { name: string; daysToSell: number; sold: number }[]) =>
      list.map((p) => [p.name, p.daysToSell, p.sold]);
    // Dead stock by value: 15 x 800 before 4 x 1,500.
    expect(days(turnover.examples.dead_stock)).toEqual([
      ["Chanderi Dupatta", 999, 0],
      ["Linen Kurta", 999, 0],
    ]);
    expect(days(turnover.examples.fast_moving)).toEqual([
      ["Cotton Kurta", 12, 30],
      ["Banarasi Lehenga", 10, 24],
    ]);
    expect(days(turnover.examples.normal)).toEqual([["Silk Saree", 15, 110]]);
    expect(days(turnover.examples.slow_moving)).toEqual([["Glass Bangles", 75, 100]]);
  });
});

describe("stock distribution", () => {
  it("adds up stock by warehouse location and lists overstock above 200 units", async () => {
    const distribution = await stockDistribution();
    expect(distribution.locations.map((l) => [l.location, l.products, l.units])).toEqual([
      ["JPR-A1", 2, 67],
      ["JPR-B2", 2, 19],
      ["JPR-C3", 1, 8],
      [null, 1, 250],
    ]);
    expect(distribution.overstockUnits).toBe(200);
    expect(distribution.overstock.count).toBe(1);
    expect(distribution.overstock.excessUnits).toBe(50);
    expect(distribution.overstock.products).toEqual([
      {
        productId: ids.bangles,
        name: "Glass Bangles",
        location: null,
        units: 250,
        excess: 50,
        atRetail: 2_500_000,
      },
    ]);
  });
});
