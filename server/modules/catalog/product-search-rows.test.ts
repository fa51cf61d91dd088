// product_search (decision 033) follows every write to products, whatever code makes it: what a
// shop search finds is what the products say now.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { queryRows } from "../../db/client";
import { parseShopParams } from "../../../lib/shop-params";
import { listShopProducts } from "./service";

withTestDatabase();

const found = async (query: string) =>
  (await listShopProducts(parseShopParams(new URLSearchParams(query)))).products.map((p) => p.name);

/** The row's version: it changes only when the row is written. */
const rowVersion = async (id: string) =>
  (await queryRows<{ v: string }>(getDb(), sql`select xmin::text as v from product_search where id = ${id}`))[0]
    ?.v;

let shawls: { id: string };
let stoles: { id: string };
let product: { id: string; variantIds: string[] };

beforeAll(async () => {
  shawls = await createCategory("Shawls");
  stoles = await createCategory("Stoles");
  const created = await createProduct({ name: "Velvet Shawl", categoryId: shawls.id, priceRupees: 1200 });
  product = { id: created.product.id, variantIds: created.variants.map((v) => v.id) };
});

describe("what a search reads of each product", () => {
  it("has a new product as soon as it is saved", async () => {
    expect(await found("search=velvet")).toEqual(["Velvet Shawl"]);
  });

  it("follows a new name and description", async () => {
    await getDb().execute(
      sql`update products set name = 'Pashmina Shawl', description = 'Hand-spun in Kashmir' where id = ${product.id}`,
    );
    expect(await found("search=velvet")).toEqual([]);
    expect(await found("search=pashmina")).toEqual(["Pashmina Shawl"]);
    expect(await found("search=kashmir")).toEqual(["Pashmina Shawl"]);
  });

  it("follows the price and the category, which a search's filters test", async () => {
    await getDb().execute(sql`update products set price = 250000 where id = ${product.id}`);
    expect(await found("search=pashmina&maxPrice=2000")).toEqual([]);
    expect(await found("search=pashmina&minPrice=2000")).toEqual(["Pashmina Shawl"]);
    await getDb().execute(sql`update products set category_id = ${stoles.id} where id = ${product.id}`);
    expect(await found("search=pashmina&category=Shawls")).toEqual([]);
    expect(await found("search=pashmina&category=Stoles")).toEqual(["Pashmina Shawl"]);
  });

  it("leaves out a hidden product and shows it again", async () => {
    await getDb().execute(sql`update products set is_active = false where id = ${product.id}`);
    expect(await found("search=pashmina")).toEqual([]);
    await getDb().execute(sql`update products set is_active = true where id = ${product.id}`);
    expect(await found("search=pashmina")).toEqual(["Pashmina Shawl"]);
  });

  it("is not rewritten by a stock change or a save that changes nothing it holds", async () => {
    const before = await rowVersion(product.id);
    await getDb().execute(sql`update product_variants set on_hand = on_hand + 5 where id = ${product.variantIds[0]}`);
    await getDb().execute(sql`update products set name = name, updated_at = now() where id = ${product.id}`);
    expect(await rowVersion(product.id)).toBe(before);
  });

  it("goes with a deleted product", async () => {
    await getDb().execute(sql`delete from product_variants where product_id = ${product.id}`);
    await getDb().execute(sql`delete from products where id = ${product.id}`);
    expect(await rowVersion(product.id)).toBeUndefined();
    expect(await found("search=pashmina")).toEqual([]);
  });
});
