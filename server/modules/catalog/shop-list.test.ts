import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { parseShopParams } from "../../../lib/shop-params";
import { listPopularCategories } from "./categories";
import { listProductCards, listShopProducts, searchProducts } from "./service";

withTestDatabase();

const shop = (query: string) => listShopProducts(parseShopParams(new URLSearchParams(query)));
const names = async (query: string) => (await shop(query)).products.map((p) => p.name);

beforeAll(async () => {
  const traditional = await createCategory("Traditional Wear");
  const kurtas = await createCategory("Kurtas", traditional.id);
  const sarees = await createCategory("Sarees", traditional.id);
  const religious = await createCategory("Religious Items");
  await createProduct({
    name: "Cotton Kurta Pyjama Set",
    categoryId: kurtas.id,
    priceRupees: 899,
    createdDaysAgo: 1,
  });
  await createProduct({
    name: "Silk Kurta for Boys",
    categoryId: kurtas.id,
    priceRupees: 1499,
    createdDaysAgo: 2,
  });
  await createProduct({
    name: "Kanjivaram Saree",
    categoryId: sarees.id,
    priceRupees: 14999,
    description: "<p>Handwoven with zari pallu</p>",
    createdDaysAgo: 3,
  });
  await createProduct({ name: "Brass Diya", categoryId: religious.id, priceRupees: 299, createdDaysAgo: 4 });
  await createProduct({ name: "Hidden Old Kurta", categoryId: kurtas.id, priceRupees: 500, isActive: false });
  for (let i = 0; i < 20; i++) {
    await createProduct({
      name: `Puja Item ${String(i).padStart(2, "0")}`,
      categoryId: religious.id,
      priceRupees: 100 + i,
      createdDaysAgo: 10 + i,
    });
  }
});

describe("the shop listing", () => {
  it("shows 12 active products a page, newest first, with the total", async () => {
    const page = await shop("");
    expect(page.total).toBe(24);
    expect(page.more).toBe(false);
    expect(page.products).toHaveLength(12);
    expect(page.pageCount).toBe(2);
    expect(page.products[0].name).toBe("Cotton Kurta Pyjama Set");
    expect(page.products.map((p) => p.name)).not.toContain("Hidden Old Kurta");
    const second = await shop("page=2");
    expect(second.products).toHaveLength(12);
    expect(second.products[11].name).toBe("Puja Item 19");
  });

  it("sorts by every option", async () => {
    expect((await names("sort=oldest"))[0]).toBe("Puja Item 19");
    expect((await names("sort=price-low"))[0]).toBe("Puja Item 00");
    expect((await names("sort=price-high"))[0]).toBe("Kanjivaram Saree");
    expect((await names("sort=name-asc"))[0]).toBe("Brass Diya");
    expect((await names("sort=name-desc"))[0]).toBe("Silk Kurta for Boys");
    expect(await names("sort=bogus")).toEqual(await names(""));
  });

  it("filters by category case-insensitively, including subcategories", async () => {
    expect((await names("category=kurtas")).sort()).toEqual([
      "Cotton Kurta Pyjama Set",
      "Silk Kurta for Boys",
    ]);
    expect(await names("category=TRADITIONAL%20WEAR")).toEqual([
      "Cotton Kurta Pyjama Set",
      "Silk Kurta for Boys",
      "Kanjivaram Saree",
    ]);
    expect(await names("category=Nothing")).toEqual([]);
  });

  it("filters by price range in rupees, swapping a minimum above the maximum", async () => {
    expect(await names("minPrice=800&maxPrice=1500")).toEqual([
      "Cotton Kurta Pyjama Set",
      "Silk Kurta for Boys",
    ]);
    expect(await names("minPrice=1500&maxPrice=800")).toEqual([
      "Cotton Kurta Pyjama Set",
      "Silk Kurta for Boys",
    ]);
    expect(await names("minPrice=10000")).toEqual(["Kanjivaram Saree"]);
  });

  it("searches name, description and category case-insensitively and tolerates typos", async () => {
    expect((await names("search=KURTA")).sort()).toEqual(["Cotton Kurta Pyjama Set", "Silk Kurta for Boys"]);
    expect(await names("search=zari")).toEqual(["Kanjivaram Saree"]);
    expect(await names("search=sarees")).toEqual(["Kanjivaram Saree"]);
    expect((await names("search=kurtha")).sort()).toEqual(["Cotton Kurta Pyjama Set", "Silk Kurta for Boys"]);
    expect(await names("search=kanjeevaram")).toEqual(["Kanjivaram Saree"]);
  });

  it("treats SQL, HTML and wildcards in the search as plain text", async () => {
    expect(await names("search=' or 1=1 --")).toEqual([]);
    expect(await names("search=<script>alert(1)</script>")).toEqual([]);
    expect(await names("search=%25")).toEqual([]);
    expect(await names("search=_")).toEqual([]);
  });

  it("shows the last page for a page past the end and the first for nonsense", async () => {
    expect((await shop("page=99")).page).toBe(2);
    expect((await shop("page=-1")).page).toBe(1);
    const empty = await shop("category=Nothing&page=4");
    expect(empty).toMatchObject({ total: 0, page: 1, pageCount: 1, products: [] });
  });

  it("gives cards with stock, no fake ratings and a quick-add variant only for one-option products", async () => {
    const [card] = (await shop("search=Brass")).products;
    expect(card).toMatchObject({
      available: 20,
      rating: null,
      reviewCount: 0,
      price: 29900,
      originalPrice: null,
    });
    expect(card.quickAddVariantId).toBeTruthy();
  });
});

describe("the search overlay", () => {
  it("finds up to 8 active products and nothing for blank text", async () => {
    expect(await searchProducts("   ")).toEqual([]);
    expect((await searchProducts("puja")).length).toBe(8);
    expect((await searchProducts("kurta")).map((p) => p.name)).not.toContain("Hidden Old Kurta");
  });

  it("offers the categories with the most active products as popular", async () => {
    expect(await listPopularCategories(3)).toEqual([
      { name: "Religious Items", count: 21 },
      { name: "Kurtas", count: 2 },
      { name: "Sarees", count: 1 },
    ]);
  });

  it("puts names holding the text before newer products that match elsewhere", async () => {
    const decor = await createCategory("Decor");
    await createProduct({
      name: "Temple Wick Box",
      categoryId: decor.id,
      priceRupees: 5000,
      description: "<p>Wicks of pure silk</p>",
      createdDaysAgo: 0.5,
    });
    expect((await searchProducts("silk")).map((p) => p.name)).toEqual([
      "Silk Kurta for Boys",
      "Temple Wick Box",
    ]);
    expect((await searchProducts("sillk")).map((p) => p.name)).toEqual(["Silk Kurta for Boys"]);
  });
});

describe("a page's cards", () => {
  it("pages a search newest first, products saved in the same instant ordered as the listing orders them", async () => {
    const religious = await createCategory("Lamps");
    const lamps = [];
    for (const name of ["A", "B", "C", "D", "E"].map((x) => `Twin Lamp ${x}`))
      lamps.push(
        (await createProduct({ name, categoryId: religious.id, priceRupees: 450, createdDaysAgo: 40 }))
          .product,
      );
    await getDb().execute(
      sql`update products set created_at = (select created_at from products where id = ${lamps[0].id})
          where id = any(${sql.param(lamps.map((l) => l.id))}::uuid[])`,
    );
    const listingOrder = [...lamps.map((l) => l.id)].sort();
    expect((await shop("search=twin")).products.map((p) => p.id)).toEqual(listingOrder);
    expect((await shop("search=twin&sort=oldest")).products.map((p) => p.id)).toEqual(listingOrder);
    const second = await shop("search=puja&page=2");
    expect(second.products.map((p) => p.name)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Puja Item ${String(12 + i).padStart(2, "0")}`),
    );
  });

  it("reads the cards of the products asked for, in that order, skipping an unknown id", async () => {
    const ids = (await shop("sort=price-low")).products.slice(0, 3).map((p) => p.id);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cards = await listProductCards([ids[2], unknown, ids[0], ids[1]]);
    expect(cards.map((c) => c.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(cards[1]).toMatchObject({ name: "Puja Item 00", price: 10000, available: 20, rating: null });
    expect(await listProductCards([])).toEqual([]);
  });
});
