// A first page without a search is one statement, its cards with the count of every match (decision
// 040); the whole catalogue's and a category's are prepared once per connection (decision 031).
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { parseShopParams } from "../../../lib/shop-params";
import { listShopProducts } from "./service";

withTestDatabase();

const listing = (query: string) => listShopProducts(parseShopParams(new URLSearchParams(query)));
const names = async (query: string) => (await listing(query)).products.map((p) => p.name);

let categoryId: string;
beforeAll(async () => {
  categoryId = (await createCategory("Pooja Essentials")).id;
});

describe("the whole catalogue's first page", () => {
  it("follows a small catalogue as it grows, in every sort, with the same answers each time", async () => {
    await createProduct({ name: "Brass Kalash", categoryId, priceRupees: 650, createdDaysAgo: 3 });
    await createProduct({ name: "Camphor Tablets", categoryId, priceRupees: 90, createdDaysAgo: 2 });
    expect(await names("")).toEqual(["Camphor Tablets", "Brass Kalash"]);
    expect(await names("")).toEqual(["Camphor Tablets", "Brass Kalash"]);
    await createProduct({ name: "Agarbatti Stand", categoryId, priceRupees: 250, createdDaysAgo: 1 });
    expect(await names("")).toEqual(["Agarbatti Stand", "Camphor Tablets", "Brass Kalash"]);
    expect(await names("sort=price-low")).toEqual(["Camphor Tablets", "Agarbatti Stand", "Brass Kalash"]);
    expect(await names("sort=name-desc")).toEqual(["Camphor Tablets", "Brass Kalash", "Agarbatti Stand"]);
    // A filter's statements are not prepared; the same listing answers alike after them.
    expect(await names("minPrice=100")).toEqual(["Agarbatti Stand", "Brass Kalash"]);
    expect(await names("sort=price-low")).toEqual(["Camphor Tablets", "Agarbatti Stand", "Brass Kalash"]);
  });
});

describe("a first page's count", () => {
  it("counts every match, beyond the page, with the same statement", async () => {
    const festive = await createCategory("Festive Lamps");
    for (let i = 1; i <= 14; i++)
      await createProduct({
        name: `Diya ${i}`,
        categoryId: festive.id,
        priceRupees: 100 + i,
        createdDaysAgo: i,
      });
    const first = await listing("category=Festive Lamps");
    expect(first.products.map((p) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Diya ${i + 1}`));
    expect([first.total, first.pageCount, first.more]).toEqual([14, 2, false]);
    const second = await listing("category=Festive Lamps&page=2");
    expect(second.products.map((p) => p.name)).toEqual(["Diya 13", "Diya 14"]);
    expect(second.total).toBe(14);
    const cheap = await listing("category=Festive Lamps&maxPrice=105&sort=price-high");
    expect(cheap.products.map((p) => p.name)).toEqual(["Diya 5", "Diya 4", "Diya 3", "Diya 2", "Diya 1"]);
    expect([cheap.total, cheap.pageCount]).toEqual([5, 1]);
  });

  it("is nothing for a category with no products or one that does not exist", async () => {
    await createCategory("Empty Shelf");
    for (const query of ["category=Empty Shelf", "category=No Such Thing", "minPrice=999999"]) {
      const page = await listing(query);
      expect([page.products, page.total, page.pageCount, page.more]).toEqual([[], 0, 1, false]);
    }
  });
});
