import { bannerClickThrough } from "./banner-report";
import type { DateRange } from "./date-range";
import { ANALYTICS_SOURCES } from "./panels";
import { webVitalsByPageType } from "./vitals-report";

// The rollup reports come from the page's kept figures: a download shows what the chart shows.
const { categoryPerformance, customerFigures, monthlySales, orderBreakdown, salesTrends, topProducts } =
  ANALYTICS_SOURCES;

/** Rupees with two decimals, a plain number a spreadsheet can add up. */
const rupees = (paise: number) => (paise / 100).toFixed(2);
const orNone = (value: number | null, digits: number) => (value === null ? "" : value.toFixed(digits));

export const CSV_PANELS = [
  "sales-trends",
  "monthly-sales",
  "top-products",
  "category-performance",
  "orders-by-status",
  "payment-methods",
  "customers",
  "banners",
  "web-vitals",
] as const;
export type CsvPanel = (typeof CSV_PANELS)[number];

export const isCsvPanel = (name: string): name is CsvPanel =>
  (CSV_PANELS as readonly string[]).includes(name);

/** One chart's figures as CSV rows (header first), for the range where the chart has one. */
export async function analyticsCsvRows(panel: CsvPanel, range: DateRange): Promise<string[][]> {
  switch (panel) {
    case "sales-trends":
      return [
        ["Day", "Orders", "Revenue (INR)"],
        ...(await salesTrends()).map((d) => [d.day, String(d.orders), rupees(d.revenuePaise)]),
      ];
    case "monthly-sales":
      return [
        ["Month", "Orders", "Revenue (INR)"],
        ...(await monthlySales()).map((m) => [m.month, String(m.orders), rupees(m.revenuePaise)]),
      ];
    case "top-products":
      return [
        ["Rank", "Product", "Category", "Units sold", "Revenue (INR)"],
        ...(await topProducts(range)).map((p, i) => [
          String(i + 1),
          p.name,
          p.category ?? "",
          String(p.units),
          rupees(p.revenuePaise),
        ]),
      ];
    case "category-performance":
      return [
        ["Category", "Units sold", "Revenue (INR)", "Share of revenue (%)"],
        ...(await categoryPerformance(range)).map((c) => [
          c.category,
          String(c.units),
          rupees(c.revenuePaise),
          (c.revenueShare * 100).toFixed(1),
        ]),
      ];
    case "orders-by-status":
      return [
        ["Status", "Orders", "Amount (INR)"],
        ...(await orderBreakdown(range)).byStatus.map((s) => [
          s.status,
          String(s.orders),
          rupees(s.amountPaise),
        ]),
      ];
    case "payment-methods":
      return [
        ["Payment method", "Orders", "Revenue (INR)"],
        ...(await orderBreakdown(range)).byPaymentMethod.map((m) => [
          m.method,
          String(m.orders),
          rupees(m.revenuePaise),
        ]),
      ];
    case "customers": {
      const c = await customerFigures(range);
      return [
        ["Customers", "Count"],
        ["New", String(c.newCustomers)],
        ["Returning", String(c.returningCustomers)],
      ];
    }
    case "banners":
      return [
        ["Banner", "Position", "Active", "Views", "Clicks", "Click-through rate (%)"],
        ...(await bannerClickThrough()).map((b) => [
          b.title,
          b.position,
          b.isActive ? "yes" : "no",
          String(b.views),
          String(b.clicks),
          b.rate === null ? "" : (b.rate * 100).toFixed(2),
        ]),
      ];
    case "web-vitals":
      return [
        ["Page type", "LCP p75 (ms)", "INP p75 (ms)", "CLS p75", "Samples"],
        ...(await webVitalsByPageType()).map((v) => [
          v.pageType,
          orNone(v.lcpMs, 0),
          orNone(v.inpMs, 0),
          orNone(v.cls, 3),
          String(v.samples),
        ]),
      ];
  }
}
