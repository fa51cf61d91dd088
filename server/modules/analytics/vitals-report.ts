import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";

export const PAGE_TYPES = ["home", "listing", "product", "blog", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const VITALS_WINDOW_DAYS = 28;

/** The storefront page a sample's path belongs to, as CrUX groups pages by type. */
export function pageTypeOf(path: string): PageType {
  if (path === "/" || path === "") return "home";
  if (/^\/(shop|search)(\/|$)/.test(path)) return "listing";
  if (/^\/products\/[^/]+\/?$/.test(path)) return "product";
  if (/^\/blog(\/|$)/.test(path)) return "blog";
  return "other";
}

// The same rule in SQL, so the database groups the samples.
const PAGE_TYPE_SQL = sql.raw(`case
  when url in ('/', '') then 'home'
  when url ~ '^/(shop|search)(/|$)' then 'listing'
  when url ~ '^/products/[^/]+/?$' then 'product'
  when url ~ '^/blog(/|$)' then 'blog'
  else 'other' end`);

export interface PageVitals {
  pageType: PageType;
  /** 75th percentile over the window (a measured value, as CrUX reports it); null without samples. */
  lcpMs: number | null;
  inpMs: number | null;
  cls: number | null;
  samples: number;
}

/** p75 of LCP, INP and CLS by page type over the last 28 days of real-user samples. */
export async function webVitalsByPageType(now: Date = new Date()): Promise<PageVitals[]> {
  const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * 86_400_000);
  const rows = await queryRows<{ page_type: PageType; metric: string; p75: number; samples: number }>(
    getDb(),
    sql`select ${PAGE_TYPE_SQL} as page_type, metric,
        percentile_disc(0.75) within group (order by value) as p75, count(*)::int as samples
      from web_vitals_samples
      where metric in ('LCP', 'INP', 'CLS') and recorded_at > ${since.toISOString()}::timestamptz
        and recorded_at <= ${now.toISOString()}::timestamptz
      group by 1, 2`,
  );
  return PAGE_TYPES.map((pageType) => {
    const of = (metric: string) => rows.find((r) => r.page_type === pageType && r.metric === metric);
    const value = (metric: string) => {
      const row = of(metric);
      return row ? Number(row.p75) : null;
    };
    return {
      pageType,
      lcpMs: value("LCP"),
      inpMs: value("INP"),
      cls: value("CLS"),
      samples: ["LCP", "INP", "CLS"].reduce((n, m) => n + Number(of(m)?.samples ?? 0), 0),
    };
  });
}
