// The shop's listing queries on a catalogue of 100,000 active products: EXPLAIN ANALYZE of the SQL the
// listing generates must not read the whole products table nor sort it, and counts stop at the cap.
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../../../tests/fixtures/catalog";
import { planProblems } from "../../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { queryRows } from "../../db/client";
import { parseShopParams, SHOP_COUNT_CAP, SHOP_SEARCH_COUNT_CAP } from "../../../lib/shop-params";
import { productPageQuery } from "./product-detail";
import { listShopProducts } from "./service";
import { searchProducts, suggestionsQuery } from "./search";
import { categoryTreeIdsOf } from "./categories";
import {
  firstMatches,
  keptRecentWindowStart,
  olderMatchesQuery,
  RECENT_WINDOW,
  recentMatchesQuery,
} from "./search-matches";
import {
  cappedCountQuery,
  categoryPageQuery,
  firstPageQuery,
  searchCondition,
  shopCondition,
  shopPageQuery,
} from "./shop-list";

withTestDatabase();

const PRODUCTS = 100_000;
/** A plan node that reads or sorts more rows than this has walked a large part of the table. */
const MOST_ROWS = PRODUCTS / 10;

/** What is wrong with the plan of one query: whole-table reads of products or of their search rows, or big sorts. */
const problemsOf = (query: SQL) => planProblems(query, ["products", "product_search"], MOST_ROWS);
/**
 * The statements that find a search's first matches (see firstMatches): among the newest products,
 * then, when fewer than 241 are there, among the older ones. With the ids found.
 */
async function matchStatements(where: SQL, fuzzy = false): Promise<{ statements: SQL[]; ids: string[] }> {
  const since = await keptRecentWindowStart();
  const recent = recentMatchesQuery(where, fuzzy, since);
  const found = await queryRows<{ id: string }>(getDb(), recent);
  const ids = await firstMatches(where, fuzzy);
  if (found.length > SHOP_SEARCH_COUNT_CAP || since === "-infinity") return { statements: [recent], ids };
  const wanted = SHOP_SEARCH_COUNT_CAP + 1 - found.length;
  return { statements: [recent, olderMatchesQuery(where, fuzzy, since, wanted)], ids };
}

/**
 * The statements listShopProducts runs for a query string that read products by filter, in order
 * (see queryShop): the first page of the catalogue or of a category (no price, no search) is one
 * statement, its cards with the count; otherwise the count or a search's matches, then the page's ids
 * unless they are sliced from the matches (a search newest first). The cards of the page's ids are
 * looked up by primary key (the last test).
 */
async function listingQueries(query: string): Promise<SQL[]> {
  const filters = parseShopParams(new URLSearchParams(query));
  const where = await shopCondition(filters);
  if (!filters.search && filters.category) {
    const tree = await categoryTreeIdsOf((c) => c.name === filters.category);
    const rest = await shopCondition({ ...filters, category: "" });
    if (filters.page === 1 && filters.minPrice === null && filters.maxPrice === null)
      return [firstPageQuery(where, filters.sort, { ids: tree, rest })];
    return [
      cappedCountQuery(where),
      categoryPageQuery(tree, rest, filters.sort, filters.page, SHOP_COUNT_CAP),
    ];
  }
  const priced = filters.minPrice !== null || filters.maxPrice !== null;
  if (!filters.search && !priced && filters.page === 1) return [firstPageQuery(where, filters.sort)];
  if (!filters.search)
    return [cappedCountQuery(where), shopPageQuery(where, filters.sort, filters.page, SHOP_COUNT_CAP)];
  const { statements, ids } = await matchStatements(where);
  if (filters.sort === "newest") return statements;
  const shown = sql`p.id = any(${sql.param(ids.slice(0, SHOP_SEARCH_COUNT_CAP))}::uuid[])`;
  const total = Math.min(ids.length, SHOP_SEARCH_COUNT_CAP);
  return [...statements, shopPageQuery(shown, filters.sort, filters.page, total)];
}

beforeAll(async () => {
  const wear = await createCategory("Traditional Wear");
  const leaves = await Promise.all(
    ["Kurtas", "Sarees", "Lehengas", "Dhoti"].map((name) => createCategory(name, wear.id)),
  );
  const other = await createCategory("Religious Items");
  const categories = [...leaves.map((c) => c.id), other.id];
  // The demo's fabric words, one in eight products each; "zari" only in the newest 5 and the oldest 5.
  // Descriptions of about the bench catalogue's length, so the tables have a shop's size.
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, created_at)
    select fabric || ' Garment ' || g, 'plan-' || g,
      'A ' || lower(fabric) || ' garment' || case when g <= 5 or g > ${PRODUCTS - 5} then ' with zari work' else '' end
        || ', hand finished and pressed, packed flat in tissue with a care card, made to order in about a week',
      29900 + (g * 7919) % 1500000, (${sql.param(categories)}::uuid[])[1 + g % 5],
      now() - make_interval(mins => g)
    from generate_series(1, ${PRODUCTS}) g,
      lateral (select (array['Silk','Cotton','Banarasi','Chanderi','Georgette','Velvet','Linen','Brocade'])[1 + g % 8]
        as fabric) words`);
  // A category whose products sit at one end of every order: named last, mid-priced, a year old.
  const temple = await createCategory("Temple Jewellery");
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, created_at)
    select 'Zz Temple Necklace ' || g, 'plan-temple-' || g, 'A temple necklace', 49900 + g, ${temple.id},
      now() - interval '1 year' - make_interval(mins => g)
    from generate_series(1, 2000) g`);
  await getDb().execute(sql`vacuum analyze products, product_search`);
}, 300_000);

describe("the shop's queries at 100,000 products", () => {
  const listings = [
    "",
    "page=40",
    "sort=oldest",
    "sort=price-low",
    "sort=price-high",
    "sort=name-asc",
    "sort=name-desc",
    "category=Traditional Wear",
    "category=Traditional Wear&sort=name-asc",
    "category=Traditional Wear&sort=price-low&page=80",
    "category=Kurtas&sort=price-high",
    "category=Kurtas&sort=name-desc",
    "category=Religious Items&sort=name-asc",
    "category=Religious Items&sort=oldest",
    "category=Temple Jewellery",
    "category=Temple Jewellery&sort=name-asc",
    "category=Temple Jewellery&sort=price-high",
    "minPrice=500&maxPrice=2000",
    "search=silk",
    "search=silk&page=20",
    "search=silk&sort=price-low",
    "search=silk&sort=name-asc",
    "search=temple",
    "search=temple&sort=price-high",
    "search=zari",
    "search=zari&sort=name-asc",
    "search=kurtas",
  ];

  it.each(listings)("/shop?%s reads neither the whole table nor sorts it", async (query) => {
    const problems: string[] = [];
    for (const statement of await listingQueries(query)) problems.push(...(await problemsOf(statement)));
    expect(problems).toEqual([]);
  });

  it.each([
    ["silk", false],
    ["zari", false],
    ["kurtas", false],
    ["sillk", true],
    ["temple", false],
  ])(
    "the search overlay's suggestions for %s read neither the whole table nor sort it",
    async (search, fuzzy) => {
      const where = sql`p.is_active and ${await searchCondition(search, fuzzy)}`;
      const { statements, ids } = await matchStatements(where, fuzzy);
      const problems: string[] = [];
      for (const statement of [...statements, suggestionsQuery(ids, search, 8)])
        problems.push(...(await problemsOf(statement)));
      expect(problems).toEqual([]);
    },
  );

  it("reads a product page, its related products with it, without reading the table or sorting it", async () => {
    // The oldest product of a large category: its related products are that category's newest.
    const [oldest] = await queryRows<{ id: string }>(
      getDb(),
      sql`select p.id from products p join categories c on c.id = p.category_id
          where c.name = 'Kurtas' order by p.created_at limit 1`,
    );
    expect(await problemsOf(productPageQuery(oldest.id))).toEqual([]);
  });

  it("suggests the newest matches, a rare word's oldest too", async () => {
    expect((await searchProducts("silk")).map((p) => p.name)).toEqual(
      [8, 16, 24, 32, 40, 48, 56, 64].map((g) => `Silk Garment ${g}`),
    );
    const rare = (await searchProducts("zari")).map((p) => Number(p.name.split(" ").pop()));
    const withZari = [1, 2, 3, 4, 5, PRODUCTS - 4, PRODUCTS - 3, PRODUCTS - 2, PRODUCTS - 1, PRODUCTS];
    expect(rare).toHaveLength(8);
    expect(rare.filter((g) => !withZari.includes(g))).toEqual([]);
    expect(rare.some((g) => g > 5)).toBe(true);
  });

  it("counts up to the cap and says there are more", async () => {
    const page = await listShopProducts(parseShopParams(new URLSearchParams("")));
    expect(page).toMatchObject({
      total: SHOP_COUNT_CAP,
      more: true,
      pageCount: Math.ceil(SHOP_COUNT_CAP / 12),
    });
    const rare = await listShopProducts(parseShopParams(new URLSearchParams("search=zari")));
    expect(rare).toMatchObject({ total: 10, more: false });
    expect(rare.products[0].name).toBe("Cotton Garment 1");
    const last = await listShopProducts(parseShopParams(new URLSearchParams("page=9999")));
    expect(last.page).toBe(Math.ceil(SHOP_COUNT_CAP / 12));
    // 1,000 = 83 pages of 12 and 4 more.
    expect(last.products).toHaveLength(4);
  });

  it("finds a word's newest matches when all of them are older than the newest products", async () => {
    expect(PRODUCTS).toBeGreaterThan(RECENT_WINDOW);
    const page = await listShopProducts(parseShopParams(new URLSearchParams("search=temple")));
    expect(page).toMatchObject({ total: SHOP_SEARCH_COUNT_CAP, more: true });
    expect(page.products.map((p) => p.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Zz Temple Necklace ${i + 1}`),
    );
    const rare = await listShopProducts(parseShopParams(new URLSearchParams("search=zari&sort=oldest")));
    expect(rare.products.map((p) => p.name.split(" ").pop())).toEqual([
      "100000",
      "99999",
      "99998",
      "99997",
      "99996",
      "5",
      "4",
      "3",
      "2",
      "1",
    ]);
  });

  it("counts a search's matches up to its own cap", async () => {
    const common = await listShopProducts(parseShopParams(new URLSearchParams("search=silk&page=9999")));
    expect(common).toMatchObject({
      total: SHOP_SEARCH_COUNT_CAP,
      more: true,
      page: SHOP_SEARCH_COUNT_CAP / 12,
      pageCount: SHOP_SEARCH_COUNT_CAP / 12,
    });
    expect(common.products).toHaveLength(12);
    expect(common.products.every((p) => p.name.startsWith("Silk "))).toBe(true);
  });

  it.each([
    "category=Traditional Wear&sort=name-asc&page=3",
    "category=Traditional Wear&sort=price-high&page=50",
    "category=Traditional Wear&minPrice=1000&maxPrice=5000&sort=price-low&page=2",
    "category=Kurtas&sort=oldest&page=2",
    "category=Temple Jewellery&sort=name-desc&page=7",
  ])(
    "merges a category tree's branches into the order of one statement over all products: %s",
    async (query) => {
      const filters = parseShopParams(new URLSearchParams(query));
      const listed = await listShopProducts(filters);
      const expected = await queryRows<{ id: string }>(
        getDb(),
        shopPageQuery(await shopCondition(filters), filters.sort, listed.page, listed.total),
      );
      expect(listed.products).toHaveLength(12);
      expect(listed.products.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    },
  );

  it("sorts a common word's first matches, the ones its pages offer, by name", async () => {
    const filters = parseShopParams(new URLSearchParams("search=silk&sort=name-asc&page=20"));
    const listed = await listShopProducts(filters);
    const first = await queryRows<{ id: string; name: string }>(
      getDb(),
      sql`select id, name from products p
          where p.id = any(${sql.param(await firstMatches(await shopCondition(filters)))}::uuid[])
          order by p.created_at desc, p.id`,
    );
    const offered = first
      .slice(0, SHOP_SEARCH_COUNT_CAP)
      .map((p) => p.name.toLowerCase())
      .sort();
    expect(listed).toMatchObject({ total: SHOP_SEARCH_COUNT_CAP, more: true, page: 20 });
    expect(listed.products.map((p) => p.name.toLowerCase())).toEqual(offered.slice(228, 240));
  });

  it.each([
    "search=silk",
    "search=silk&page=20",
    "search=silk&page=9999",
    // One product in forty: about a hundred among the newest 4,000, the rest older.
    "search=silk&category=Religious Items",
    "search=silk&category=Religious Items&page=9",
    "search=silk&category=Religious Items&page=20",
    // Five among the newest and five of the oldest.
    "search=zari",
    "search=zari&page=3",
    "search=temple&page=2",
  ])("lists /shop?%s as the matches newest first, the pages stopping at the cap", async (query) => {
    const filters = parseShopParams(new URLSearchParams(query));
    const listed = await listShopProducts(filters);
    const where = await shopCondition(filters);
    const [{ total: counted }] = await queryRows<{ total: number }>(
      getDb(),
      sql`select count(*)::int as total from (select 1 from products p where ${where} limit 241) matches`,
    );
    const total = Math.min(counted, SHOP_SEARCH_COUNT_CAP);
    const page = Math.min(filters.page, Math.ceil(total / 12));
    const expected = await queryRows<{ id: string }>(getDb(), shopPageQuery(where, "newest", page, total));
    expect(listed).toMatchObject({ total, more: counted > SHOP_SEARCH_COUNT_CAP, page });
    expect(listed.products.map((p) => p.id)).toEqual(expected.map((r) => r.id));
  });

  it("slices a common word's pages from its first matches in the listing's exact order", async () => {
    const filters = parseShopParams(new URLSearchParams("search=silk&page=20"));
    const listed = await listShopProducts(filters);
    const where = await shopCondition(filters);
    const expected = await queryRows<{ id: string }>(
      getDb(),
      shopPageQuery(where, "newest", 20, SHOP_SEARCH_COUNT_CAP),
    );
    expect(listed.products.map((p) => p.id)).toEqual(expected.map((r) => r.id));
  });
});
