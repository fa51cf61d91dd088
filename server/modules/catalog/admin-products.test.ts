import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { invalidatePublicPages } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import {
  type AdminProductFilters,
  getVariantsForBulkEdit,
  listAdminProducts,
  listProductCategoryChoices,
  stockStatusOf,
} from "./service";

withTestDatabase();

const ids: Record<string, string> = {};
const categoryIds: Record<string, string> = {};
const names = async (filters: AdminProductFilters) =>
  (await listAdminProducts({ limit: 100, ...filters })).products.map((p) => p.name);

beforeAll(async () => {
  const traditional = await createCategory("Traditional Wear");
  const sarees = await createCategory("Sarees", traditional.id);
  const kurtas = await createCategory("Kurtas", traditional.id);
  const accessories = await createCategory("Accessories");
  Object.assign(categoryIds, {
    traditional: traditional.id,
    traditionalSlug: traditional.slug,
    kurtas: kurtas.id,
    accessories: accessories.id,
  });
  const add = async (
    name: string,
    categoryId: string,
    priceRupees: number,
    createdDaysAgo: number,
    variants: [string | null, number][],
    extra: Partial<typeof t.products.$inferInsert> = {},
  ) => {
    const created = await createProduct({ name, categoryId, priceRupees, createdDaysAgo, variants });
    ids[name] = created.product.id;
    if (Object.keys(extra).length > 0)
      await getDb().update(t.products).set(extra).where(eq(t.products.id, created.product.id));
    return created;
  };
  await add("Kanjivaram Silk Saree", sarees.id, 14999, 1, [[null, 30]], {
    description: "<p>Handwoven with a zari pallu</p>",
    originalPrice: 18999_00,
  });
  await add("Cotton Kurta", kurtas.id, 899, 2, [
    ["M", 3],
    ["L", 2],
  ]);
  await add(
    "Silk Kurta for Boys",
    kurtas.id,
    1499,
    3,
    [
      ["S", 0],
      ["M", 0],
    ],
    { isActive: false },
  );
  // Threshold 60: its 50 units count as low.
  await add("Brass Diya", accessories.id, 299, 4, [[null, 50]], { isFeatured: true, lowStockThreshold: 60 });
  const jhumka = await add("Temple Jhumka", accessories.id, 650, 5, [[null, 12]]);
  // 5 of its 12 units are held by unpaid orders: 7 can be sold.
  await getDb()
    .update(t.productVariants)
    .set({ reserved: 5, sku: "TJ-4471-GLD" })
    .where(eq(t.productVariants.id, jhumka.variants[0].id));
  for (let i = 0; i < 25; i++)
    await add(`Puja Thali ${String(i).padStart(2, "0")}`, accessories.id, 100 + i, 10 + i, [[null, 20]]);
});

describe("the back office's product list", () => {
  it("shows 10 a page, newest first, with each row's category, prices, flags and stock", async () => {
    const list = await listAdminProducts();
    expect(list).toMatchObject({ total: 30, page: 1, limit: 10, totalPages: 3 });
    expect(list.products).toHaveLength(10);
    expect(list.products.slice(0, 2).map((p) => p.name)).toEqual(["Kanjivaram Silk Saree", "Cotton Kurta"]);
    expect(list.products[0]).toMatchObject({
      id: ids["Kanjivaram Silk Saree"],
      categoryName: "Sarees",
      price: 1499900,
      originalPrice: 1899900,
      isActive: true,
      isFeatured: false,
      isBestseller: false,
      stock: 30,
      onHand: 30,
      variantCount: 1,
      stockStatus: "in_stock",
    });
    expect(list.products[0].imageUrl).toMatch(/^\/uploads\/test\/\d+\.webp$/);
    expect(list.products[0].slug).toMatch(/^kanjivaram-silk-saree-/);
    expect(list.products[0].updatedAt).toBeInstanceOf(Date);
    const jhumka = list.products.find((p) => p.name === "Temple Jhumka");
    expect(jhumka).toMatchObject({ stock: 7, onHand: 12, stockStatus: "low_stock" });
  });

  it("searches name, description and any variant's SKU, ignoring case", async () => {
    expect(await names({ search: "KURTA" })).toEqual(["Cotton Kurta", "Silk Kurta for Boys"]);
    expect(await names({ search: "zari pallu" })).toEqual(["Kanjivaram Silk Saree"]);
    expect(await names({ search: "tj-4471" })).toEqual(["Temple Jhumka"]);
    // Wildcards typed into the box match themselves only.
    expect(await names({ search: "100%" })).toEqual([]);
    expect(await names({ search: "Puja_Thali" })).toEqual([]);
    expect((await listAdminProducts({ search: "nothing like this" })).total).toBe(0);
  });

  it("filters by category (with its subcategories), active, featured and price in rupees", async () => {
    expect(await names({ category: categoryIds.traditional })).toEqual([
      "Kanjivaram Silk Saree",
      "Cotton Kurta",
      "Silk Kurta for Boys",
    ]);
    expect(await names({ category: categoryIds.kurtas })).toEqual(["Cotton Kurta", "Silk Kurta for Boys"]);
    expect((await listAdminProducts({ category: categoryIds.traditionalSlug })).total).toBe(3);
    expect(await names({ category: "no-such-category" })).toEqual([]);
    expect(await names({ active: false })).toEqual(["Silk Kurta for Boys"]);
    expect((await listAdminProducts({ active: true })).total).toBe(29);
    expect(await names({ featured: true })).toEqual(["Brass Diya"]);
    expect(await names({ minPrice: 500, maxPrice: 1500 })).toEqual([
      "Cotton Kurta",
      "Silk Kurta for Boys",
      "Temple Jhumka",
    ]);
    expect(await names({ minPrice: 500, maxPrice: 898.99 })).toEqual(["Temple Jhumka"]);
  });

  it("filters by stock status: out at 0, low from 1 to the product's threshold, otherwise in stock", async () => {
    expect(await names({ stockStatus: "out_of_stock" })).toEqual(["Silk Kurta for Boys"]);
    expect(await names({ stockStatus: "low_stock" })).toEqual([
      "Cotton Kurta",
      "Brass Diya",
      "Temple Jhumka",
    ]);
    expect((await listAdminProducts({ stockStatus: "in_stock" })).total).toBe(26);
    expect(await names({ stockStatus: "low_stock", category: categoryIds.accessories, search: "a" })).toEqual(
      ["Brass Diya", "Temple Jhumka"],
    );
  });

  it("sorts by name, price, stock, age and last change", async () => {
    const first = async (sort: AdminProductFilters["sort"]) => (await names({ sort }))[0];
    expect(await first("name-asc")).toBe("Brass Diya");
    expect(await first("name-desc")).toBe("Temple Jhumka");
    expect(await first("price-low")).toBe("Puja Thali 00");
    expect(await first("price-high")).toBe("Kanjivaram Silk Saree");
    expect(await first("oldest")).toBe("Puja Thali 24");
    expect(await first("stock-low")).toBe("Silk Kurta for Boys");
    expect((await names({ sort: "stock-low" })).slice(1, 3)).toEqual(["Cotton Kurta", "Temple Jhumka"]);
    expect(await first("stock-high")).toBe("Brass Diya");
    await getDb().execute(
      sql`update products set updated_at = now() + interval '1 minute' where id = ${ids["Puja Thali 12"]}`,
    );
    expect(await first("updated")).toBe("Puja Thali 12");
  });

  it("pages with the allowed page sizes, and shows the last page for a page past the end", async () => {
    const second = await listAdminProducts({ page: 2 });
    expect(second.products.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Puja Thali ${String(i + 5).padStart(2, "0")}`),
    );
    expect(await listAdminProducts({ limit: 25 })).toMatchObject({ limit: 25, totalPages: 2 });
    expect((await listAdminProducts({ limit: 25, page: 2 })).products).toHaveLength(5);
    expect(await listAdminProducts({ limit: 7 })).toMatchObject({ limit: 10, totalPages: 3 });
    const beyond = await listAdminProducts({ page: 99 });
    expect(beyond).toMatchObject({ page: 3, total: 30 });
    expect(beyond.products.at(-1)?.name).toBe("Puja Thali 24");
    const searchedBeyond = await listAdminProducts({ search: "puja", page: 9 });
    expect(searchedBeyond).toMatchObject({ total: 25, page: 3, totalPages: 3 });
    expect(searchedBeyond.products.map((p) => p.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Puja Thali ${20 + i}`),
    );
    expect(await listAdminProducts({ search: "no such thing", page: 4 })).toMatchObject({
      products: [],
      total: 0,
      page: 1,
      totalPages: 1,
    });
  });

  it("ignores filter values that cannot be right instead of failing", async () => {
    const odd = await listAdminProducts({
      minPrice: -5,
      maxPrice: Number.NaN,
      sort: "cheapest" as never,
      stockStatus: "plenty" as never,
      search: "\0",
      page: -2,
    });
    expect(odd).toMatchObject({ total: 30, page: 1 });
  });
});

describe("the stock status", () => {
  it("follows spec section 4 with the product's own threshold", () => {
    expect(stockStatusOf(0, 10)).toBe("out_of_stock");
    expect(stockStatusOf(1, 10)).toBe("low_stock");
    expect(stockStatusOf(10, 10)).toBe("low_stock");
    expect(stockStatusOf(11, 10)).toBe("in_stock");
    expect(stockStatusOf(1, 0)).toBe("in_stock");
  });
});

describe("the variants for editing from the list", () => {
  it("returns each shown product's variants with price override, on hand and held units", async () => {
    const variants = await getVariantsForBulkEdit([ids["Cotton Kurta"], ids["Temple Jhumka"], "bogus"]);
    expect(
      variants.filter((v) => v.productId === ids["Cotton Kurta"]).map((v) => [v.size, v.onHand]),
    ).toEqual([
      ["M", 3],
      ["L", 2],
    ]);
    expect(variants.find((v) => v.productId === ids["Temple Jhumka"])).toMatchObject({
      sku: "TJ-4471-GLD",
      onHand: 12,
      reserved: 5,
      priceOverride: null,
      color: null,
    });
    expect(await getVariantsForBulkEdit([])).toEqual([]);
  });

  it("lists every category for the filter, subcategories under their parent", async () => {
    const labels = (await listProductCategoryChoices()).map((c) => c.label);
    const at = labels.indexOf("Traditional Wear");
    expect(at).toBeGreaterThanOrEqual(0);
    expect(labels.slice(at, at + 3)).toEqual([
      "Traditional Wear",
      "Traditional Wear / Kurtas",
      "Traditional Wear / Sarees",
    ]);
  });
});

describe("the category choices", () => {
  it("are kept until a catalogue write, each caller getting its own copy", async () => {
    invalidatePublicPages();
    const before = await listProductCategoryChoices();
    before[0].label = "Changed by one caller";
    // Written past the back office (no storefront change announced): the kept list stands.
    await getDb().insert(t.categories).values({ name: "Footwear", slug: "footwear" });
    const kept = await listProductCategoryChoices();
    expect(kept.map((c) => c.label)).not.toContain("Footwear");
    expect(kept[0].label).not.toBe("Changed by one caller");
    // A category saved in the back office moves the storefront's generation, in every process.
    invalidatePublicPages();
    expect((await listProductCategoryChoices()).map((c) => c.label)).toContain("Footwear");
  });
});

describe("the whole catalogue's count", () => {
  it("is kept for a few seconds and counted again after any catalogue write", async () => {
    const before = (await listAdminProducts()).total;
    // Written past the back office (no storefront change announced): the kept count stands.
    await createProduct({ name: "Zari Potli", categoryId: categoryIds.accessories, priceRupees: 499 });
    expect((await listAdminProducts()).total).toBe(before);
    expect((await listAdminProducts({ search: "zari potli" })).total).toBe(1);
    // Every catalogue write in the back office moves the storefront's generation, in every process.
    invalidatePublicPages();
    expect((await listAdminProducts()).total).toBe(before + 1);
  });
});
