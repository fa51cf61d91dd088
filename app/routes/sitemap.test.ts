import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../server/db/client";
import { SITEMAP_PRODUCTS } from "../../server/modules/catalog/service";
import { createCategory } from "../../tests/fixtures/catalog";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader } from "./sitemap";

withTestDatabase();

const ACTIVE = SITEMAP_PRODUCTS + 25;

const get = async (query = "") => {
  const response = await loader({
    request: new Request(`http://localhost/sitemap.xml${query}`),
  } as Parameters<typeof loader>[0]);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
};
const productIds = (xml: string) => [...xml.matchAll(/\/products\/([0-9a-f-]{36})<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  const sarees = await createCategory("Sarees");
  // Every active product once, oldest first; a hidden one in the middle of the catalogue.
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, is_active, created_at)
    select 'Saree ' || g, 'sitemap-' || g, 'A saree', 99900, ${sarees.id}, g <> 5000,
      now() - make_interval(mins => ${ACTIVE + 1} - g)
    from generate_series(1, ${ACTIVE + 1}) g`);
}, 120_000);

describe("the sitemap of a catalogue larger than one part", () => {
  it("is an index of its parts", async () => {
    const index = await get();
    expect(index.status).toBe(200);
    expect(index.type).toContain("application/xml");
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.text.matchAll(/<loc>[^<]*\/sitemap\.xml\?part=(\d+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ["1", "2"],
    );
  });

  it("lists every active product once across the parts, oldest first, with the pages in the first", async () => {
    const first = await get("?part=1");
    const second = await get("?part=2");
    expect(first.text).toContain("/shop</loc>");
    expect(first.text).toContain("/shop?category=Sarees</loc>");
    expect(second.text).not.toContain("/shop</loc>");
    const ids = [...productIds(first.text), ...productIds(second.text)];
    expect(productIds(first.text)).toHaveLength(SITEMAP_PRODUCTS);
    expect(new Set(ids).size).toBe(ACTIVE);
    const listed = await getDb().execute(
      sql`select id from products where is_active order by created_at, id`,
    );
    expect(ids).toEqual((listed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
    expect(second.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("answers not found for a part that does not exist", async () => {
    for (const query of ["?part=3", "?part=0", "?part=-1", "?part=abc", "?part=1.5", "?part=99999999999"]) {
      const answer = await get(query);
      expect(answer.status, query).toBe(404);
      expect(answer.text).toBe("No such sitemap part");
    }
  });
});
