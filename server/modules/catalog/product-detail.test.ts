// What a product page reads: the product with its category and the category's parent, its variants in
// order, its rating from its approved reviews, and the related products of its category.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { getProductPage, listFeaturedInStock } from "./product-detail";
import { products, productVariants, reviews } from "./schema";

withTestDatabase();

async function review(
  productId: string,
  rating: number,
  isApproved: boolean,
  authorName = "Meera",
  createdAt = new Date(),
) {
  await getDb()
    .insert(reviews)
    .values({ productId, rating, isApproved, authorName, title: `${rating} stars`, createdAt });
}

describe("getProductPage", () => {
  it("reads the product with its category, the category's parent, variants in order and the rating of its approved reviews", async () => {
    const wear = await createCategory("Traditional Wear");
    const kurtas = await createCategory("Kurtas", wear.id);
    const { product, variants } = await createProduct({
      name: "Silk Kurta",
      categoryId: kurtas.id,
      priceRupees: 1299,
      variants: [
        ["S", 4],
        ["M", 0],
      ],
    });
    // The page lists variants by their position, not by when they were made.
    await getDb().update(productVariants).set({ position: 2 }).where(eq(productVariants.id, variants[0].id));
    await review(product.id, 5, true);
    await review(product.id, 4, true, "Arjun");
    await review(product.id, 1, false, "Not yet approved");

    const detail = (await getProductPage(product.id))?.product;
    expect(detail).toMatchObject({
      id: product.id,
      name: "Silk Kurta",
      price: 129_900,
      sku: variants[1].sku,
      category: { name: "Kurtas", slug: kurtas.slug },
      parentCategory: { name: "Traditional Wear", slug: wear.slug },
      rating: 4.5,
      reviewCount: 2,
    });
    expect(detail?.variants.map((v) => [v.size, v.available, v.price])).toEqual([
      ["M", 0, 129_900],
      ["S", 4, 129_900],
    ]);
    // The page shows the rating, not the reviews: they are not sent to the browser.
    expect(detail).not.toHaveProperty("reviews");
  });

  it("rates the product from all of its approved reviews", async () => {
    const idols = await createCategory("Idols");
    const { product } = await createProduct({ name: "Brass Diya", categoryId: idols.id, priceRupees: 299 });
    // Twelve approved reviews, a day apart, the oldest first: ratings 1, 2, 3, 4, 5, 1, 2, ...
    const start = Date.UTC(2026, 9, 1, 10, 30, 15, 123);
    for (let day = 0; day < 12; day++)
      await review(product.id, (day % 5) + 1, true, `Reviewer ${day}`, new Date(start + day * 86_400_000));
    await review(product.id, 5, false, "Not yet approved", new Date(start + 20 * 86_400_000));

    const detail = (await getProductPage(product.id))?.product;
    expect(detail?.reviewCount).toBe(12);
    // (1+2+3+4+5) * 2 + 1 + 2 = 33 over 12 reviews: 2.75, shown as 2.8.
    expect(detail?.rating).toBe(2.8);
  });

  it("prices a variant at its own price where it has one and counts only stock not held for carts", async () => {
    const idols = await createCategory("Idols");
    const { product, variants } = await createProduct({
      name: "Marble Krishna",
      categoryId: idols.id,
      priceRupees: 4999,
      variants: [
        ["Small", 5],
        ["Large", 3],
      ],
    });
    await getDb()
      .update(productVariants)
      .set({ priceOverride: 799_900, reserved: 2, colorHex: "#7a1f2b" })
      .where(eq(productVariants.id, variants[1].id));
    expect((await getProductPage(product.id))?.product.variants).toEqual([
      {
        id: variants[0].id,
        sku: variants[0].sku,
        size: "Small",
        color: null,
        colorHex: null,
        price: 499_900,
        available: 5,
      },
      {
        id: variants[1].id,
        sku: variants[1].sku,
        size: "Large",
        color: null,
        colorHex: "#7a1f2b",
        price: 799_900,
        available: 1,
      },
    ]);
  });

  it("has no parent for a top-level category and no rating without reviews", async () => {
    const idols = await createCategory("Idols");
    const { product } = await createProduct({
      name: "Brass Ganesha",
      categoryId: idols.id,
      priceRupees: 799,
    });
    expect((await getProductPage(product.id))?.product).toMatchObject({
      category: { name: "Idols" },
      parentCategory: null,
      rating: null,
      reviewCount: 0,
    });
  });

  it("is null for an inactive product, an unknown id and an id that is not one", async () => {
    const idols = await createCategory("Idols");
    const { product } = await createProduct({
      name: "Hidden Idol",
      categoryId: idols.id,
      priceRupees: 799,
      isActive: false,
    });
    expect(await getProductPage(product.id)).toBeNull();
    expect(await getProductPage("6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f")).toBeNull();
    expect(await getProductPage("no-such-product")).toBeNull();
  });
});

describe("getProductPage's related products", () => {
  it("lists up to 8 active products of the same category, newest first, without the product itself", async () => {
    const sarees = await createCategory("Sarees");
    const other = await createCategory("Lehengas");
    const { product } = await createProduct({
      name: "Banarasi Saree",
      categoryId: sarees.id,
      priceRupees: 2999,
    });
    const { product: newest, variants: newestVariants } = await createProduct({
      name: "Saree 1",
      categoryId: sarees.id,
      priceRupees: 999,
      createdDaysAgo: 1,
    });
    for (let day = 2; day <= 10; day++)
      await createProduct({
        name: `Saree ${day}`,
        categoryId: sarees.id,
        priceRupees: 999,
        createdDaysAgo: day,
      });
    await createProduct({ name: "Lehenga", categoryId: other.id, priceRupees: 999, createdDaysAgo: 0 });
    const { product: hidden } = await createProduct({
      name: "Inactive Saree",
      categoryId: sarees.id,
      priceRupees: 999,
      createdDaysAgo: 0,
    });
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, hidden.id));

    await review(newest.id, 4, true);
    await review(newest.id, 5, true, "Arjun");
    const related = (await getProductPage(product.id))?.related ?? [];
    expect(related.map((p) => p.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((day) => `Saree ${day}`));
    // Each as its card shows it: price, category, stock, rating and the one variant to add at once.
    expect(related[0]).toEqual({
      id: newest.id,
      name: "Saree 1",
      price: 99_900,
      originalPrice: null,
      imageUrl: newest.imageUrls[0],
      category: "Sarees",
      available: 20,
      rating: 4.5,
      reviewCount: 2,
      quickAddVariantId: newestVariants[0].id,
    });
  });
});

describe("listFeaturedInStock", () => {
  it("lists 8 active products with stock, featured ones first, then the newest", async () => {
    const lamps = await createCategory("Lamps");
    const { product: featured } = await createProduct({
      name: "Featured Brass Lamp",
      categoryId: lamps.id,
      priceRupees: 899,
      createdDaysAgo: 400,
    });
    await getDb().update(products).set({ isFeatured: true }).where(eq(products.id, featured.id));
    await createProduct({
      name: "Sold Out Diya",
      categoryId: lamps.id,
      priceRupees: 99,
      createdDaysAgo: 0,
      variants: [[null, 0]],
    });
    // Created last: the newest product of all the file's tests.
    await createProduct({ name: "New Clay Diya", categoryId: lamps.id, priceRupees: 49, createdDaysAgo: 0 });

    const cards = await listFeaturedInStock();
    expect(cards).toHaveLength(8);
    expect(cards.slice(0, 2).map((c) => c.name)).toEqual(["Featured Brass Lamp", "New Clay Diya"]);
    expect(cards.map((c) => c.name)).not.toContain("Sold Out Diya");
    expect(cards.every((c) => c.available > 0)).toBe(true);
  });
});
