// The orders list's tab counts under a date range read that range's entries of an index, not an entry
// for every order the shop ever took: EXPLAIN (ANALYZE, BUFFERS) of the count statement.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { explainAnalyze, pagesTouched, planNodes } from "../../../tests/setup/query-plans";
import { getDb, withTestDatabase } from "../../../tests/setup/test-database";
import { orderListConditions, tabCountsSql } from "./admin-orders-list";

withTestDatabase();

/** One order every 26 minutes: about a year of them, newest first by g. */
const ORDERS = 20_000;
const STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "refunded"];

/** A day in the shop's time zone, `daysAgo` days before today, as the list's filters take it. */
const shopDay = (daysAgo: number) =>
  new Date(Date.now() + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await getDb().execute(sql`
    insert into orders (order_number, status, subtotal, total_amount, shipping_address, created_at)
    select 'DTPLAN' || g, (${sql.param(STATUSES)}::text[])[1 + g % 7], 100000, 100000, '{}'::jsonb,
      now() - make_interval(mins => 26 * g)
    from generate_series(1, ${ORDERS}) g`);
  await getDb().execute(sql`vacuum analyze orders`);
}, 120_000);

describe("the orders list's tab counts", () => {
  it("count a month of orders from that month's index entries alone", async () => {
    const where = orderListConditions({ tab: "all", from: shopDay(30), to: shopDay(0) });
    const plan = await explainAnalyze(tabCountsSql(where), { buffers: true });
    const scans = [...planNodes(plan)].filter((node) => node["Relation Name"] === "orders");
    expect(scans.map((node) => node["Node Type"])).toEqual(["Index Only Scan"]);
    // About 1,700 orders in the month, a few hundred to a page; the whole year's index is ~60 pages.
    expect(pagesTouched(scans[0])).toBeLessThan(20);

    const counted = await queryRows<{ status: string; n: number }>(getDb(), tabCountsSql(where));
    const [{ n }] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from orders
          where created_at >= (${shopDay(30)}::date)::timestamp at time zone 'Asia/Kolkata'
            and created_at < (${shopDay(0)}::date + 1)::timestamp at time zone 'Asia/Kolkata'`,
    );
    expect(counted.reduce((sum, row) => sum + row.n, 0)).toBe(n);
    expect(n).toBeGreaterThan(1_500);
  });
});
