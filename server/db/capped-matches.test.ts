// A back-office search counts its matches up to 1,000 (decision 028): the products list and the stock
// levels say "1,000+" and page over the first 1,000 in their sort; fewer matches are exact and sorted
// from the ids found; and the count reads about as many rows as the cap, not every match.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../../tests/fixtures/catalog";
import { explainAnalyze, planNodes, rowsRead } from "../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../tests/setup/test-database";
import { listAdminProducts } from "../modules/catalog/service";
import { listStockLevels } from "../modules/inventory/service";
import { listAdminOrders } from "../modules/orders/service";
import { cappedMatchesSql, LIST_COUNT_CAP } from "./capped-matches";
import { queryRows } from "./client";

withTestDatabase();

const SILK = 2_400;
// Silk in about one product in eight, as in a real catalogue: reason enough for PostgreSQL to plan the
// match through the trigram indexes rather than by reading every product.
const OTHERS = 16_000;

beforeAll(async () => {
  const sarees = await createCategory("Sarees");
  // Silk sarees g = 1..2400 (newer as g grows, price rising with g), then 30 pashmina shawls, older.
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, created_at)
    select 'Silk Saree ' || g, 'silk-saree-' || g, 'Woven by hand', 100000 + g, ${sarees.id},
      now() - make_interval(mins => ${SILK} - g)
    from generate_series(1, ${SILK}) g`);
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, created_at)
    select 'Shawl ' || g, 'shawl-' || g, 'Soft pashmina wool', 500000 - g * 100, ${sarees.id},
      now() - make_interval(days => 10, mins => g)
    from generate_series(1, 30) g`);
  await getDb().execute(sql`
    insert into product_variants (product_id, sku, size, position)
    select id, upper(slug), 'Free', 0 from products`);
  await getDb().execute(sql`
    insert into products (name, slug, description, price, category_id, created_at)
    select 'Cotton Kurta ' || g, 'cotton-kurta-' || g, 'Cool for summer', 90000, ${sarees.id},
      now() - make_interval(days => 20, mins => g)
    from generate_series(1, ${OTHERS}) g`);
  // 1,200 orders of one customer, newest first by g: every twelfth still pending, the rest delivered.
  await getDb().execute(sql`
    insert into orders (order_number, status, payment_status, subtotal, total_amount, shipping_address, created_at)
    select 'DT9' || lpad(g::text, 6, '0') || 'MEERAX', case when g % 12 = 0 then 'pending' else 'delivered' end,
      'paid', 100000, 100000,
      jsonb_build_object('fullName', 'Meera Iyer', 'email', 'meera@example.in', 'phone', '9876543210',
        'city', 'Chennai', 'state', 'Tamil Nadu', 'country', 'India'),
      now() - make_interval(mins => g)
    from generate_series(1, 1200) g`);
  await getDb().execute(sql`analyze products`);
  await getDb().execute(sql`analyze orders`);
}, 60_000);

describe("a back-office search with more matches than the cap", () => {
  it("lists products as the first 1,000 of more, newest first, and keeps a page past them on the last", async () => {
    const first = await listAdminProducts({ search: "SILK" });
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, more: true, page: 1, totalPages: 100 });
    expect(first.products.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Silk Saree ${SILK - i}`),
    );
    const beyond = await listAdminProducts({ search: "silk", page: 250 });
    expect(beyond).toMatchObject({ page: 100, more: true });
    expect(beyond.products.map((p) => p.name).at(-1)).toBe(`Silk Saree ${SILK - 999}`);
    const cheapest = await listAdminProducts({ search: "silk", sort: "price-low", limit: 25 });
    expect(cheapest.products[0].name).toBe("Silk Saree 1");
  });

  it("lists stock levels the same way", async () => {
    const levels = await listStockLevels({ search: "silk saree" });
    expect(levels).toMatchObject({ total: LIST_COUNT_CAP, more: true, totalPages: 100 });
    expect(levels.products[0].name).toBe(`Silk Saree ${SILK}`);
  });

  it("counts to the cap reading about the cap's rows, not every product or every match", async () => {
    const matching = sql`select p.id from products p where (p.name ilike '%silk%' or p.description ilike '%silk%')`;
    const read = [...planNodes(await explainAnalyze(cappedMatchesSql(matching)))]
      .filter((node) => node["Relation Name"] === "products")
      .reduce((sum, node) => sum + rowsRead(node), 0);
    expect(read).toBeGreaterThan(LIST_COUNT_CAP);
    expect(read).toBeLessThan(LIST_COUNT_CAP * 1.2);
  });
});

describe("a back-office search with fewer matches than the cap", () => {
  it("counts exactly and sorts the matches found, in products and stock levels", async () => {
    const shawls = await listAdminProducts({ search: "pashmina", sort: "price-low", limit: 25 });
    expect(shawls.total).toBe(30);
    expect(shawls.more).toBe(false);
    expect(shawls.totalPages).toBe(2);
    expect(shawls.products.map((p) => p.name).slice(0, 3)).toEqual(["Shawl 30", "Shawl 29", "Shawl 28"]);
    expect((await listAdminProducts({ search: "pashmina", page: 2, limit: 25 })).products).toHaveLength(5);
    const byName = await listStockLevels({ search: "SHAWL-1", sort: "name", limit: 25 });
    // SKUs SHAWL-1 and SHAWL-10..19.
    expect(byName).toMatchObject({ total: 11, more: false });
    expect(byName.products.map((p) => p.name)).toEqual([
      "Shawl 1",
      ...Array.from({ length: 10 }, (_, i) => `Shawl 1${i}`),
    ]);
  });
});

describe("exactly at the cap", () => {
  it("counts 1,000 matches exactly and 1,001 as 1,000+, in products and orders", async () => {
    const [category] = await queryRows<{ id: string }>(getDb(), sql`select id from categories limit 1`);
    const brocade = (from: number, to: number) =>
      getDb().execute(sql`
        insert into products (name, slug, description, price, category_id)
        select 'Brocade Lehenga ' || g, 'brocade-' || g, 'Zari work', 300000, ${category.id}
        from generate_series(${from}::int, ${to}::int) g`);
    const ravi = (from: number, to: number) =>
      getDb().execute(sql`
        insert into orders (order_number, status, payment_status, subtotal, total_amount, shipping_address)
        select 'DT8' || lpad(g::text, 6, '0') || 'RAVIKU', 'confirmed', 'paid', 50000, 50000,
          jsonb_build_object('fullName', 'Ravi Kumar', 'email', 'ravi@example.in', 'phone', '9812345678')
        from generate_series(${from}::int, ${to}::int) g`);
    const ravisOrders = () =>
      listAdminOrders({ tab: "all", search: "ravi kumar", sort: "newest", page: 1, limit: 25 });
    await brocade(1, LIST_COUNT_CAP);
    await ravi(1, LIST_COUNT_CAP);
    expect(await listAdminProducts({ search: "brocade" })).toMatchObject({
      total: 1000,
      more: false,
      totalPages: 100,
    });
    const exact = await ravisOrders();
    expect(exact.capped).toBeUndefined();
    expect(exact.counts).toMatchObject({ all: 1000, confirmed: 1000 });
    await brocade(LIST_COUNT_CAP + 1, LIST_COUNT_CAP + 1);
    await ravi(LIST_COUNT_CAP + 1, LIST_COUNT_CAP + 1);
    expect(await listAdminProducts({ search: "brocade" })).toMatchObject({
      total: 1000,
      more: true,
      totalPages: 100,
    });
    expect((await ravisOrders()).capped?.more).toEqual(["all"]);
  });
});

describe("the orders list under a search", () => {
  const orders = (search: string, tab: "all" | "pending" | "delivered" = "all") =>
    listAdminOrders({ tab, search, sort: "newest", page: 1, limit: 25 });

  it("says 1,000+ on All, counts the open tab to the cap and leaves the other tabs without a number", async () => {
    const all = await orders("Meera");
    expect(all).toMatchObject({ total: LIST_COUNT_CAP, totalPages: 40, capped: { more: ["all"] } });
    expect(all.capped?.uncounted).toContain("pending");
    expect(all.orders[0].orderNumber).toBe("DT9000001MEERAX");
    const pending = await orders("meera", "pending");
    expect(pending).toMatchObject({ total: 100, capped: { more: ["all"] } });
    expect(pending.counts.pending).toBe(100);
    expect(pending.capped?.uncounted).not.toContain("pending");
    expect(pending.orders[0].orderNumber).toBe("DT9000012MEERAX");
    const delivered = await orders("meera", "delivered");
    expect(delivered).toMatchObject({ total: LIST_COUNT_CAP, capped: { more: ["all", "delivered"] } });
  });

  it("counts every tab exactly when fewer match, and sorts the page from them", async () => {
    // Order numbers DT9000010 to DT9000019: 12 is pending, the other nine delivered.
    const few = await orders("dt900001");
    expect(few.capped).toBeUndefined();
    expect(few.counts).toMatchObject({ all: 10, pending: 1, delivered: 9 });
    expect(few.orders.map((o) => o.orderNumber)[0]).toBe("DT9000010MEERAX");
    expect((await orders("dt900001", "pending")).orders.map((o) => o.orderNumber)).toEqual([
      "DT9000012MEERAX",
    ]);
  });
});
