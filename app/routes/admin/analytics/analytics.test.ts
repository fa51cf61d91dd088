import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { insertOrder } from "../../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { foldAnalytics, indianDay } from "../../../../server/modules/analytics/service";
import { loader } from "./analytics";
import { loader as csvLoader } from "./analytics-csv";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type CsvArgs = Parameters<typeof csvLoader>[0];
type PageData = Exclude<Awaited<ReturnType<typeof loader>>, { init: unknown }>;

let admin = "";
let staff = "";
let shopper = "";

beforeAll(async () => {
  admin = (await registeredAccount("owner@divinethreads.example", "admin")).cookie;
  staff = (await registeredAccount("helper@divinethreads.example", "staff")).cookie;
  shopper = (await registeredAccount("shopper@divinethreads.example", "customer")).cookie;
  // One delivered order of Rs 1,499 placed an hour ago, or just after midnight in India when
  // that hour began yesterday: the figures asserted are today's.
  const anHourAgo = Date.now() - 3_600_000;
  const indianMidnight = Date.parse(`${indianDay()}T00:00:01+05:30`);
  await insertOrder({
    orderNumber: "DT000001ROUTES",
    status: "delivered",
    totalAmount: 149_900,
    createdAt: new Date(Math.max(anHourAgo, indianMidnight)),
  });
  await foldAnalytics();
});

const request = (path: string, cookie: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });

const open = (query: string, cookie = admin) =>
  loader({
    request: request(`/admin/analytics${query}`, cookie),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

const download = (panel: string, query: string, cookie = admin) =>
  csvLoader({
    request: request(`/admin/analytics/${panel}.csv${query}`, cookie),
    params: { panel },
    context: {},
  } as unknown as CsvArgs);

describe("/admin/analytics", () => {
  it("streams each panel's figures for the range in the address", async () => {
    const data = (await open("?range=7d")) as PageData;
    expect(data.error).toBeNull();
    expect(data.range?.days).toBe(7);
    expect(await data.summary).toMatchObject({
      ok: true,
      data: {
        revenuePaise: { current: 149_900, previous: 0 },
        orders: { current: 1 },
        averageOrderPaise: { current: 149_900 },
      },
    });
    const trends = await data.trends;
    expect(trends.ok && trends.data.at(-1)).toEqual({ day: indianDay(), orders: 1, revenuePaise: 149_900 });
  });

  it("opens for staff, whose role includes analytics, and not for a shopper", async () => {
    expect(((await open("", staff)) as PageData).range?.preset).toBe("30d");
    await expect(open("", shopper)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(open("", "")).rejects.toBeTruthy();
  });

  it("answers an invalid range with its message, not an error page", async () => {
    const answer = (await open("?range=custom&from=2026-03-10&to=2026-03-01")) as unknown as {
      init: { status: number };
      data: PageData;
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe("The start date must be on or before the end date.");
    expect(await answer.data.monthly).toMatchObject({ ok: true });
  });

  it("downloads a chart's figures as CSV, rupees with two decimals", async () => {
    const response = await download("sales-trends", "?range=30d");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /analytics-sales-trends-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = await response.text();
    const lines = text.replace("\uFEFF", "").trim().split("\r\n");
    expect(lines[0]).toBe("Day,Orders,Revenue (INR)");
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe(`${indianDay()},1,1499.00`);
    expect((await download("nothing", "")).status).toBe(404);
    expect((await download("top-products", "?range=custom&from=x&to=y")).status).toBe(400);
    await expect(download("top-products", "", shopper)).rejects.toMatchObject({ init: { status: 403 } });
  });
});
