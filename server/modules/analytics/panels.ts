import { recentResult, recentResultsByKey } from "../../cache/recent-result";
import { log } from "../../log";
import { type RecentOrder, recentOrders } from "../orders/service";
import { BANNER_PANEL_LIMIT, type BannerClickThrough, bannerClickThrough } from "./banner-report";
import { type CustomerFigures, customerFigures } from "./customer-report";
import { type DateRange, indianDay } from "./date-range";
import { ANALYTICS_FOLD_EVERY_MS, analyticsFoldGeneration } from "./fold";
import { type CategorySales, categoryPerformance, type TopProduct, topProducts } from "./product-report";
import {
  monthlySales,
  type OrderBreakdown,
  orderBreakdown,
  type PeriodSales,
  type SalesDay,
  type SalesMonth,
  salesTotals,
  salesTrends,
} from "./sales-report";
import { type PageVitals, webVitalsByPageType } from "./vitals-report";

/** Spec section 8's messages, and ours for the panels it does not name. */
export const PANEL_ERRORS = {
  summary: "Failed to fetch orders",
  trends: "Failed to fetch sales trends",
  monthly: "Failed to fetch monthly sales",
  topProducts: "Failed to fetch top products",
  categories: "Failed to fetch category performance",
  orders: "Failed to fetch orders",
  customers: "Failed to fetch orders",
  recentOrders: "Failed to fetch recent orders",
  banners: "Failed to fetch banner click-through",
  vitals: "Failed to fetch web vitals",
} as const;

export type PanelName = keyof typeof PANEL_ERRORS;
export type PanelResult<T> = { ok: true; data: T } | { ok: false; message: string };

export interface Compared {
  current: number;
  previous: number;
}

export interface SalesSummary {
  revenuePaise: Compared;
  orders: Compared;
  /** Spec section 9: sales divided by the number of sale orders, in whole paise; 0 without sales. */
  averageOrderPaise: Compared;
  customers: Compared;
}

const average = (s: PeriodSales) => (s.orders === 0 ? 0 : Math.round(s.revenuePaise / s.orders));

/**
 * A report from the rollups, kept per range (and day in India) for a fold interval: the rollups change
 * no more often, and when this process folds days in, it is read afresh at once. Staff who open the
 * same range meanwhile share one read: 90 days' top products sum a row per product and month of
 * sales (125 ms at 200,000 orders), the distinct customers of a range a row per customer and day.
 */
function keptPerRange<T>(work: (range: DateRange) => Promise<T>): (range: DateRange) => Promise<T> {
  const read = recentResultsByKey(
    ANALYTICS_FOLD_EVERY_MS,
    work,
    // The previous period follows from the range itself.
    (range) => [range.from, range.to, indianDay()].join(" "),
    { changes: analyticsFoldGeneration },
  );
  return async (range) => (await read(range)).value;
}

/** The range-free reports (the last 30 days, the last 12 months), kept the same way per day. */
function keptPerDay<T>(work: () => Promise<T>): () => Promise<T> {
  const read = recentResultsByKey(ANALYTICS_FOLD_EVERY_MS, work, () => indianDay(), {
    changes: analyticsFoldGeneration,
  });
  return async () => (await read(undefined)).value;
}

/**
 * Banners' counters move with every view on the storefront, so the panel, like the rest of the page,
 * shows them as of the last few seconds: ranking 10,000 banners by views is an 8 ms sort.
 */
function keptForAFold<T>(work: () => Promise<T>): () => Promise<T> {
  const read = recentResult(ANALYTICS_FOLD_EVERY_MS, work);
  return async () => (await read()).value;
}

/** Where each panel's figures come from; tests replace one to see the others carry on. */
export const ANALYTICS_SOURCES = {
  salesTotals: keptPerRange(salesTotals),
  customerFigures: keptPerRange((range) => customerFigures(range)),
  salesTrends: keptPerDay(() => salesTrends()),
  monthlySales: keptPerDay(() => monthlySales()),
  topProducts: keptPerRange((range) => topProducts(range)),
  categoryPerformance: keptPerRange((range) => categoryPerformance(range)),
  orderBreakdown: keptPerRange(orderBreakdown),
  recentOrders: () => recentOrders(10),
  bannerClickThrough: keptForAFold(() => bannerClickThrough(BANNER_PANEL_LIMIT)),
  webVitals: () => webVitalsByPageType(),
};

export interface AnalyticsPanels {
  summary: Promise<PanelResult<SalesSummary>>;
  trends: Promise<PanelResult<SalesDay[]>>;
  monthly: Promise<PanelResult<SalesMonth[]>>;
  topProducts: Promise<PanelResult<TopProduct[]>>;
  categories: Promise<PanelResult<CategorySales[]>>;
  orders: Promise<PanelResult<OrderBreakdown>>;
  customers: Promise<PanelResult<CustomerFigures>>;
  recentOrders: Promise<PanelResult<RecentOrder[]>>;
  banners: Promise<PanelResult<BannerClickThrough[]>>;
  vitals: Promise<PanelResult<PageVitals[]>>;
}

/** A panel's figures, or its message when they could not be loaded: never a rejected promise. */
function settle<T>(name: PanelName, load: () => Promise<T>): Promise<PanelResult<T>> {
  // Promise.resolve().then: a source that throws before returning a promise fails alone too.
  return Promise.resolve()
    .then(load)
    .then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => {
        log.error(`analytics: the ${name} panel could not be loaded`, error);
        return { ok: false as const, message: PANEL_ERRORS[name] };
      },
    );
}

/**
 * Every panel of the analytics page, each loaded on its own so that one that fails shows its message
 * and the rest still load; the range-free panels load when range is null (an invalid range asked).
 */
export function loadAnalyticsPanels(
  range: DateRange | null,
  sources: typeof ANALYTICS_SOURCES = ANALYTICS_SOURCES,
): AnalyticsPanels {
  const none = <T>(name: PanelName): Promise<PanelResult<T>> =>
    Promise.resolve({ ok: false, message: PANEL_ERRORS[name] });
  const customers = range
    ? settle("customers", () => sources.customerFigures(range))
    : none<CustomerFigures>("customers");
  return {
    summary: range
      ? settle("summary", async () => {
          const [sales, people] = await Promise.all([sources.salesTotals(range), customers]);
          if (!people.ok) throw new Error("customer figures failed");
          return {
            revenuePaise: { current: sales.current.revenuePaise, previous: sales.previous.revenuePaise },
            orders: { current: sales.current.orders, previous: sales.previous.orders },
            averageOrderPaise: { current: average(sales.current), previous: average(sales.previous) },
            customers: { current: people.data.customers, previous: people.data.previousCustomers },
          };
        })
      : none("summary"),
    trends: settle("trends", sources.salesTrends),
    monthly: settle("monthly", sources.monthlySales),
    topProducts: range ? settle("topProducts", () => sources.topProducts(range)) : none("topProducts"),
    categories: range ? settle("categories", () => sources.categoryPerformance(range)) : none("categories"),
    orders: range ? settle("orders", () => sources.orderBreakdown(range)) : none("orders"),
    customers,
    recentOrders: settle("recentOrders", sources.recentOrders),
    banners: settle("banners", sources.bannerClickThrough),
    vitals: settle("vitals", sources.webVitals),
  };
}
