// The analytics page's panels: each loads on its own, the rollup reports are kept for a fold interval,
// and the web vitals panel's figures.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { createBuyer, insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { salesTotals } from "./sales-report";
import {
  ANALYTICS_FOLD_EVERY_MS,
  ANALYTICS_SOURCES,
  foldAnalytics,
  loadAnalyticsPanels,
  parseDateRange,
} from "./service";
import { webVitalsByPageType } from "./vitals-report";

withTestDatabase();

const NOW = new Date("2026-03-15T06:30:00Z");
const customRange = (from: string, to: string) => {
  const choice = parseDateRange(new URLSearchParams(`range=custom&from=${from}&to=${to}`), NOW);
  if (!choice.ok) throw new Error(choice.message);
  return choice.range;
};
const range = customRange("2026-03-09", "2026-03-15");

let kurtaId = "";
let n = 0;

/** A confirmed, paid order of one kurta line for the whole total. */
async function paidOrder(userId: string, at: string, total: number) {
  n += 1;
  const row = await insertOrder({
    orderNumber: `DT${String(n).padStart(6, "0")}PANELS`,
    userId,
    totalAmount: total,
    shippingAddress: { fullName: `Buyer ${n}`, email: `buyer${n}@example.com` },
    createdAt: new Date(at),
  });
  await getDb().insert(t.orderItems).values({
    orderId: row.id,
    productId: kurtaId,
    productName: "kurta",
    productSku: "SKU-kurta",
    quantity: 1,
    priceAtPurchase: total,
    lineTotal: total,
    taxableValue: total,
    taxAmount: 0,
  });
}

beforeAll(async () => {
  const kurtas = await createCategory("Kurtas");
  kurtaId = (
    await createProduct({
      name: "Cotton Kurta",
      categoryId: kurtas.id,
      priceRupees: 100,
      variants: [[null, 50]],
    })
  ).product.id;
});

describe("real-user web vitals", () => {
  it("reports p75 of LCP, INP and CLS by page type over the last 28 days", async () => {
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000);
    await getDb()
      .insert(t.webVitalsSamples)
      .values([
        ...[1000, 2000, 3000, 4000].map((value) => ({ metric: "LCP", value, url: "/", recordedAt: at(1) })),
        // Older than 28 days: left out.
        { metric: "LCP", value: 9999, url: "/", recordedAt: at(29) },
        { metric: "INP", value: 100, url: "/products/silk-saree", recordedAt: at(2) },
        { metric: "INP", value: 300, url: "/products/silk-saree", recordedAt: at(3) },
        ...[0.05, 0.1, 0.2].map((value) => ({ metric: "CLS", value, url: "/shop", recordedAt: at(4) })),
        { metric: "LCP", value: 1800, url: "/about", recordedAt: at(5) },
        { metric: "TTFB", value: 500, url: "/blog/weaves", recordedAt: at(5) },
      ]);
    expect(await webVitalsByPageType(NOW)).toEqual([
      { pageType: "home", lcpMs: 3000, inpMs: null, cls: null, samples: 4 },
      { pageType: "listing", lcpMs: null, inpMs: null, cls: 0.2, samples: 3 },
      { pageType: "product", lcpMs: null, inpMs: 300, cls: null, samples: 2 },
      { pageType: "blog", lcpMs: null, inpMs: null, cls: null, samples: 0 },
      { pageType: "other", lcpMs: 1800, inpMs: null, cls: null, samples: 1 },
    ]);
  });
});

describe("the page's panels", () => {
  it("share a range's figures until this process folds days in, or another process's fold is 5 s old", async () => {
    // The clock stands still unless the test moves it: the kept figures cannot age on a slow machine.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const day = customRange("2026-02-22", "2026-02-22");
      const shown = async () => (await ANALYTICS_SOURCES.salesTotals(day)).current;
      expect(await shown()).toEqual({ revenuePaise: 0, orders: 0 });
      const buyer = await createBuyer("Farah Khan");
      await paidOrder(buyer, "2026-02-22T06:00:00Z", 30_000);
      // Another serving process folds the day in: this one keeps what it read for a fold interval.
      await getDb().execute(sql`select analytics_take_dirty_days()`);
      await getDb().execute(sql`select analytics_stamp_fold_days()`);
      await getDb().execute(sql`select analytics_fold(31)`);
      expect((await salesTotals(day)).current).toEqual({ revenuePaise: 30_000, orders: 1 });
      vi.setSystemTime(Date.now() + ANALYTICS_FOLD_EVERY_MS - 1);
      expect(await shown()).toEqual({ revenuePaise: 0, orders: 0 });
      vi.setSystemTime(Date.now() + 1);
      expect(await shown()).toEqual({ revenuePaise: 30_000, orders: 1 });
      // This process folds: every kept figure is read afresh at once.
      await paidOrder(buyer, "2026-02-22T07:00:00Z", 20_000);
      expect(await foldAnalytics()).toBe(1);
      expect(await shown()).toEqual({ revenuePaise: 50_000, orders: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("show banners' counters as of the last fold interval", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const shown = async () => (await ANALYTICS_SOURCES.bannerClickThrough()).map((b) => b.views);
      const before = await shown();
      await getDb()
        .insert(t.banners)
        .values({ imageUrl: "/uploads/diwali.webp", title: "Diwali edit", viewCount: 9_999_999 });
      vi.setSystemTime(Date.now() + ANALYTICS_FOLD_EVERY_MS - 1);
      expect(await shown()).toEqual(before);
      vi.setSystemTime(Date.now() + 1);
      expect(await shown()).toEqual([9_999_999, ...before]);
    } finally {
      vi.useRealTimers();
      await getDb().delete(t.banners).where(eq(t.banners.title, "Diwali edit"));
    }
  });

  it("shows a failing panel's message and loads the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const panels = loadAnalyticsPanels(range, {
      ...ANALYTICS_SOURCES,
      topProducts: () => Promise.reject(new Error("statement timeout")),
      salesTrends: () => {
        throw new Error("connection reset");
      },
    });
    expect(await panels.topProducts).toEqual({ ok: false, message: "Failed to fetch top products" });
    expect(await panels.trends).toEqual({ ok: false, message: "Failed to fetch sales trends" });
    expect(await panels.categories).toMatchObject({ ok: true });
    expect(await panels.monthly).toMatchObject({ ok: true });
    expect(await panels.summary).toMatchObject({ ok: true });
    expect(await panels.recentOrders).toMatchObject({ ok: true });
    expect(await panels.vitals).toMatchObject({ ok: true });
    expect(await panels.banners).toMatchObject({ ok: true });
    expect(errors).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
