import { recentResult } from "../../cache/recent-result";
import { log } from "../../log";
import { addDays, indianDay } from "./date-range";
import { ANALYTICS_FOLD_EVERY_MS } from "./fold";
import { DASHBOARD_TOP_PRODUCTS, type TopProduct, topProducts } from "./product-report";
import { countProducts } from "../catalog/service";
import { orderTotals, type OrderTotals } from "./order-totals";
import { type StockAlertCounts, stockAlertCounts } from "../inventory/service";
import { countUsers } from "../customers/service";
import { failedJobCount } from "../jobs/service";
import { failedMailCount } from "../mail/service";
import {
  expiredUnpaidOnlineOrders,
  paidOrdersNotShippedFor,
  type RecentOrder,
  recentOrders,
  type UnshippedPaidOrders,
} from "../orders/service";

/** Each figure of the dashboard, as named in `failures` when it could not be loaded. */
export type DashboardFigure =
  | "users"
  | "orders"
  | "revenue"
  | "products"
  | "unshippedPaid"
  | "outOfStock"
  | "lowStock"
  | "expiredHolds"
  | "failedEmails"
  | "failedJobs"
  | "recentOrders";

export interface DashboardSummary {
  totals: { users: number; orders: number; revenuePaise: number; products: number };
  /** Figures that failed to load: they show 0 (or nothing) and the page says so. */
  failures: DashboardFigure[];
  attention: {
    unshippedPaid: UnshippedPaidOrders;
    /** Spec section 4's stock alerts, per active product: critical (out of stock), warning (low). */
    stockAlerts: StockAlertCounts;
    expiredHolds: number;
    failedEmails: number;
    failedJobs: number;
  };
  recentOrders: RecentOrder[];
}

/** Where each figure comes from: every one is asked of the module that owns its table. */
export interface DashboardSources {
  users(): Promise<number>;
  orderTotals(): Promise<OrderTotals>;
  products(): Promise<number>;
  stockAlerts(): Promise<StockAlertCounts>;
  unshippedPaid(): Promise<UnshippedPaidOrders>;
  expiredHolds(): Promise<number>;
  failedEmails(): Promise<number>;
  failedJobs(): Promise<number>;
  recentOrders(): Promise<RecentOrder[]>;
}

export const DASHBOARD_SOURCES: DashboardSources = {
  users: countUsers,
  orderTotals,
  products: countProducts,
  stockAlerts: stockAlertCounts,
  unshippedPaid: () => paidOrdersNotShippedFor(2),
  expiredHolds: () => expiredUnpaidOnlineOrders(),
  failedEmails: failedMailCount,
  failedJobs: failedJobCount,
  recentOrders: () => recentOrders(10),
};

async function summarise(sources: DashboardSources): Promise<DashboardSummary> {
  // Promise.resolve().then: a source that throws before returning a promise fails alone too.
  const run = <T>(load: () => Promise<T>) => Promise.resolve().then(load);
  const [users, totals, products, stock, unshipped, expired, emails, jobs, recent] = await Promise.allSettled(
    [
      run(sources.users),
      run(sources.orderTotals),
      run(sources.products),
      run(sources.stockAlerts),
      run(sources.unshippedPaid),
      run(sources.expiredHolds),
      run(sources.failedEmails),
      run(sources.failedJobs),
      run(sources.recentOrders),
    ],
  );
  const failures: DashboardFigure[] = [];
  // Spec: "a failed count shows 0 and a notice, never an error page".
  const valueOr = <T>(result: PromiseSettledResult<T>, fallback: T, names: DashboardFigure[]): T => {
    if (result.status === "fulfilled") return result.value;
    failures.push(...names);
    log.error(`dashboard: ${names.join(" and ")} could not be loaded`, result.reason);
    return fallback;
  };
  const userCount = valueOr(users, 0, ["users"]);
  const orderFigures = valueOr(totals, { orders: 0, revenuePaise: 0 }, ["orders", "revenue"]);
  const productCount = valueOr(products, 0, ["products"]);
  const unshippedPaid = valueOr(unshipped, { count: 0, oldest: [] }, ["unshippedPaid"]);
  const stockAlerts = valueOr(stock, { critical: 0, warning: 0 }, ["outOfStock", "lowStock"]);
  const expiredHolds = valueOr(expired, 0, ["expiredHolds"]);
  const failedEmails = valueOr(emails, 0, ["failedEmails"]);
  const failedJobs = valueOr(jobs, 0, ["failedJobs"]);
  return {
    totals: { users: userCount, ...orderFigures, products: productCount },
    failures,
    attention: { unshippedPaid, stockAlerts, expiredHolds, failedEmails, failedJobs },
    recentOrders: valueOr(recent, [], ["recentOrders"]),
  };
}

const sharedSummary = recentResult(0, () => summarise(DASHBOARD_SOURCES));

/**
 * The dashboard's top products of the last 30 days (spec section 9: 5). They come from the rollups,
 * which the fold brings up to date every ANALYTICS_FOLD_EVERY_MS; kept as long again, so everyone who
 * opens the dashboard meanwhile shares one read (27 ms at 200,000 orders) and the list is at most two
 * fold intervals behind the orders. A new day in India starts a new range at once.
 */
const keptTopProducts = recentResult(
  ANALYTICS_FOLD_EVERY_MS,
  () => {
    const today = indianDay();
    return topProducts({ from: addDays(today, -29), to: today }, DASHBOARD_TOP_PRODUCTS);
  },
  { changes: () => Number(indianDay().replaceAll("-", "")) },
);

export async function dashboardTopProducts(): Promise<TopProduct[]> {
  return (await keptTopProducts()).value;
}

/**
 * The admin dashboard's figures, each loaded on its own so one failure never hides the rest.
 * Requests that arrive while the figures are being loaded share that load: every member of staff
 * sees the same figures, and under a burst of requests the database does the work once.
 */
export function getDashboardSummary(
  sources: DashboardSources = DASHBOARD_SOURCES,
): Promise<DashboardSummary> {
  if (sources !== DASHBOARD_SOURCES) return summarise(sources);
  return sharedSummary().then((shared) => shared.value);
}
