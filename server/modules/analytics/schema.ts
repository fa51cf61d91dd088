import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "../../db/columns";

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

/** Real-user performance samples posted by storefront pages. */
export const webVitalsSamples = pgTable(
  "web_vitals_samples",
  {
    id: id(),
    metric: text("metric").notNull(),
    value: doublePrecision("value").notNull(),
    url: text("url").notNull(),
    recordedAt: timestamptz("recorded_at").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    check("web_vitals_metric_ck", sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check("web_vitals_value_ck", sql`${t.value} >= 0`),
    index("web_vitals_metric_idx").on(t.metric, t.recordedAt),
  ],
);
