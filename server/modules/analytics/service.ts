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
  getDashboardSummary,
} from "./dashboard";
