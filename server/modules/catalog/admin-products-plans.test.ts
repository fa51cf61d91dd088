// The admin products list reads a page in order from an index: EXPLAIN ANALYZE of the page statement
// must read about the rows before the page, not every inactive product for a search's few matches,
// and not both the active and the inactive products up to a deep page.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../../../tests/fixtures/catalog";
import { explainAnalyze, planNodes, rowsRead } from "../../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { listQuery, pageSql } from "./admin-products-query";
import type { AdminProductFilters, AdminProductSort } from "./admin-products-types";

withTestDatabase();

const PRODUCTS = 20_000;
/** Enough that the planner expects to meet them early in a newest-first walk: they are all at its end. */
const SOLD_OUT = 2_000;

/** Products rows the plan of one page read, over every node that reads the table. */
async function productsRead(filters: AdminProductFilters, sort: AdminProductSort, offset = 0) {
  const q = await listQuery(filters, sort);
  const plan = await explainAnalyze(pageSql(q, typeof filters.active === "boolean", 10, offset));
  return [...planNodes(plan)]
    .filter((node) => node["Relation Name"] === "products")
    .reduce((sum, node) => sum + rowsRead(node), 0);
}

beforeAll(async () => {
  const sarees = await createCategory("Sarees");
  // Newest first by g. Silk in one product in eight (g divisible by 8); one product in twenty inactive
  // (g = 1, 21, 41...: odd, so never silk); the oldest tenth sold out.
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, is_active, stock_available, created_at)
    select case when g % 8 = 0 then 'Silk Saree ' else 'Cotton Kurta ' end || g, 'plan-product-' || g,
      'Woven by hand', 100000 + g, ${sarees.id}, g % 20 <> 1,
      case when g > ${PRODUCTS - SOLD_OUT} then 0 else 100 end, now() - make_interval(mins => g)
    from generate_series(1, ${PRODUCTS}) g`);
  await getDb().execute(sql`analyze products`);
}, 120_000);

describe("a page of the admin products list", () => {
  it("finds a common word's newest matches without reading every inactive product", async () => {
    expect(await productsRead({ search: "silk" }, "newest")).toBeLessThan(200);
  });

  it("reads about the rows before a deep page, newest or oldest first", async () => {
    expect(await productsRead({}, "newest", 4990)).toBeLessThan(5_100);
    expect(await productsRead({}, "oldest", 4990)).toBeLessThan(5_100);
  });

  it("pages a stock status from its index, whatever the products' age", async () => {
    expect(await productsRead({ stockStatus: "out_of_stock" }, "newest")).toBeLessThan(200);
    expect(await productsRead({ stockStatus: "out_of_stock" }, "oldest")).toBeLessThan(200);
  });
});
