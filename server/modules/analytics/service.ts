import type { WebVitalSample } from "../../../lib/web-vitals";
import { getDb } from "../../db/client";
import { webVitalsSamples } from "./schema";

export type { WebVitalSample };

/** Stores validated real-user samples in one statement: all of them or none. Returns how many were stored. */
export async function recordWebVitals(samples: WebVitalSample[]): Promise<number> {
  if (samples.length === 0) return 0;
  await getDb()
    .insert(webVitalsSamples)
    .values(samples.map((s) => ({ metric: s.metric, value: s.value, url: s.url, recordedAt: s.recordedAt })));
  return samples.length;
}
export {
  DASHBOARD_SOURCES,
  type DashboardFigure,
  type DashboardSources,
  type DashboardSummary,
  dashboardTopProducts,
  getDashboardSummary,
} from "./dashboard";
export {
  addDays,
  type DateRange,
  DEFAULT_PRESET,
  indianDay,
  MAX_RANGE_DAYS,
  parseDateRange,
  RANGE_MESSAGES,
  RANGE_PRESETS,
  type RangePreset,
  rangeQuery,
} from "./date-range";
export {
  ANALYTICS_SOURCES,
  type AnalyticsPanels,
  type Compared,
  loadAnalyticsPanels,
  PANEL_ERRORS,
  type PanelResult,
  type SalesSummary,
} from "./panels";
export { analyticsCsvRows, CSV_PANELS, type CsvPanel, isCsvPanel } from "./analytics-csv";
export { type CategorySales, DASHBOARD_TOP_PRODUCTS, type TopProduct, topProducts } from "./product-report";
export type { OrderBreakdown, SalesDay, SalesMonth } from "./sales-report";
export type { CustomerFigures } from "./customer-report";
export type { BannerClickThrough } from "./banner-report";
export { ANALYTICS_FOLD_EVERY_MS, foldAnalytics, registerAnalyticsJobs, scheduleAnalyticsFold } from "./fold";
export { PAGE_TYPES, type PageType, pageTypeOf, type PageVitals } from "./vitals-report";
