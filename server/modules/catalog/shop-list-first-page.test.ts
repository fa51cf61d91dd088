// The whole catalogue's count and first pages run as statements prepared once per connection
// (decision 031): the first page's text follows the catalogue while it holds fewer than a page.
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { parseShopParams } from "../../../lib/shop-params";
import { listShopProducts } from "./service";

withTestDatabase();

const names = async (query: string) =>
  (await listShopProducts(parseShopParams(new URLSearchParams(query)))).products.map((p) => p.name);

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
