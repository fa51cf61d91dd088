// SKUs are looked up ignoring case by the product form (is it taken?), the product import and the stock
// import (which variant is it?). At 20,000 variants each lookup reads the index on lower(sku), not the
// table: EXPLAIN ANALYZE of the condition they share (skuIn).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../../../tests/fixtures/catalog";
import { planProblems } from "../../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { queryRows } from "../../db/client";
import { productVariants, skuIn } from "./schema";

withTestDatabase();

const VARIANTS = 20_000;

beforeAll(async () => {
  const kurtas = await createCategory("Kurtas");
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, created_at)
    select 'Kurta ' || g, 'sku-plan-' || g, 'A kurta', 99900, ${kurtas.id}, now() - make_interval(mins => g)
    from generate_series(1, ${VARIANTS / 4}) g`);
  await getDb().execute(sql`
    insert into product_variants (product_id, sku, size, position)
    select p.id, 'KRT-' || p.slug || '-' || s, s, 0
    from products p, unnest(array['S', 'M', 'L', 'XL']) s
    where p.slug like 'sku-plan-%'`);
  await getDb().execute(sql`vacuum analyze product_variants`);
}, 120_000);

describe("SKU lookups at 20,000 variants", () => {
  const wanted = ["krt-sku-plan-17-m", "KRT-SKU-PLAN-4000-XL", "no-such-sku"];

  it("find the variants whatever the case", async () => {
    const found = await queryRows<{ sku: string }>(
      getDb(),
      sql`select sku from product_variants where ${skuIn(productVariants.sku, wanted)} order by sku`,
    );
    expect(found.map((r) => r.sku)).toEqual(["KRT-sku-plan-17-M", "KRT-sku-plan-4000-XL"]);
  });

  it("read the index, not the table, as the product form and the stock import write them", async () => {
    const query = sql`select v.id from product_variants v join products p on p.id = v.product_id
      where ${skuIn(sql`v.sku`, wanted)}`;
    expect(await planProblems(query, "product_variants", 10)).toEqual([]);
    expect(
      await planProblems(
        sql`select id from product_variants where ${skuIn(productVariants.sku, wanted)}`,
        "product_variants",
        10,
      ),
    ).toEqual([]);
  });
});
