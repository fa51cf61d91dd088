// The stock levels' location filter at 20,000 products in 20 racks: the racks are matched first (one
// index step each), then their products are counted and paged from indexes; no product's location is
// matched one by one (that was a sequential scan of the catalogue: 266 ms at 100,000 products).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../../../tests/fixtures/catalog";
import { planProblems } from "../../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { levelConditions, whereSql } from "./admin-filters";
import { listStockLevels } from "./service";

withTestDatabase();

const PRODUCTS = 20_000;

beforeAll(async () => {
  const kurtas = await createCategory("Kurtas");
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, warehouse_location, created_at)
    select 'Kurta ' || g, 'location-plan-' || g, 'A kurta', 99900, ${kurtas.id},
      case when g % 10 = 0 then null else 'Rack ' || chr(65 + g % 4) || (g % 10) end,
      now() - make_interval(mins => g)
    from generate_series(1, ${PRODUCTS}) g`);
  await getDb().execute(sql`
    insert into product_variants (product_id, sku, size, position)
    select id, 'LOC-' || slug, 'M', 0 from products where slug like 'location-plan-%'`);
  await getDb().execute(sql`vacuum analyze products`);
}, 120_000);

describe("the stock levels' location filter at 20,000 products", () => {
  it("matches part of a location in any case, across every location that contains it", async () => {
    const rackB3 = await listStockLevels({ location: "rack b3" });
    // Rack B3 holds every 20th product (g = 13, 33, 53...); every 10th has no location.
    expect(rackB3.total).toBe(1_000);
    expect(rackB3.products.map((p) => p.location)).toEqual(Array(10).fill("Rack B3"));
    // "B1" is in Rack B1's name only; "Rack" is in every rack's, and products without a location have none.
    expect((await listStockLevels({ location: "B1" })).total).toBe(1_000);
    expect((await listStockLevels({ location: "Rack" })).total).toBe(18_000);
    expect((await listStockLevels({ location: "Shelf" })).total).toBe(0);
    expect((await listStockLevels({ location: "%" })).total).toBe(0);
  });

  it("reads the location index, not the catalogue, to count and page", async () => {
    const where = whereSql(await levelConditions({ location: "rack b3" }));
    expect(await planProblems(sql`select count(*) from products p ${where}`, "products", 1_500)).toEqual([]);
    expect(
      await planProblems(
        sql`select p.id from products p ${where} order by p.created_at desc limit 25`,
        "products",
        1_500,
      ),
    ).toEqual([]);
  });

  it("matches each product's location instead when there are more than 1,000 locations", async () => {
    await getDb().execute(sql`
      insert into products (name, slug, description, price, category_id, warehouse_location)
      select 'Dupatta ' || g, 'location-bin-' || g, 'A dupatta', 49900, category_id, 'Bin ' || lpad(g::text, 4, '0')
      from generate_series(1, 1200) g, (select category_id from products limit 1) c`);
    expect((await listStockLevels({ location: "bin 00" })).total).toBe(99);
    expect((await listStockLevels({ location: "BIN 1200" })).total).toBe(1);
    expect((await listStockLevels({ location: "rack b3" })).total).toBe(1_000);
  });
});
