import { z } from "zod";

/** Real-user performance beacon (storefront spec section 7): metric, value, timestamp and url. */
export const WEB_VITALS_ENDPOINT = "/api/analytics/performance";
export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export const MAX_SAMPLES_PER_REQUEST = 20;
export const MAX_URL_LENGTH = 2048;
/** CLS is a unitless score; the others are milliseconds. Anything above these is not a real measurement. */
export const MAX_CLS = 100;
export const MAX_TIMING_MS = 10 * 60 * 1000;
const PAST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const FUTURE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the browser sends for one measurement. */
export interface WebVitalBeaconSample {
  metric: WebVitalMetric;
  value: number;
  /** Epoch milliseconds or an ISO 8601 date. */
  timestamp: number | string;
  url: string;
}

/** A validated sample: the url reduced to this site's path. */
export interface WebVitalSample {
  metric: WebVitalMetric;
  value: number;
  url: string;
  recordedAt: Date;
}

const METRIC_MESSAGE = `metric must be one of ${WEB_VITAL_METRICS.join(", ")}`;
const TIMESTAMP_MESSAGE = "timestamp must be epoch milliseconds or an ISO 8601 date within the last 7 days";
const URL_MESSAGE = "url must be a path or an address on this site";
const TOO_LARGE_MESSAGE = "value is too large to be a real measurement";
const LIST_MESSAGE = `Send one sample or a list of 1 to ${MAX_SAMPLES_PER_REQUEST} samples`;

/**
 * The path of url on this site, without query or fragment (they may hold tokens, e.g. unsubscribe links),
 * or null when url points elsewhere.
 */
export function sitePath(url: string, siteOrigins: readonly string[]): string | null {
  if (siteOrigins.length === 0) return null;
  try {
    const resolved = new URL(url, siteOrigins[0]);
    return siteOrigins.includes(resolved.origin) ? resolved.pathname : null;
  } catch {
    return null;
  }
}

function toDate(timestamp: number | string): Date | null {
  const ms = typeof timestamp === "number" ? timestamp : Date.parse(timestamp);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

const sampleSchema = (siteOrigins: readonly string[], now: number) =>
  z
    .object(
      {
        metric: z.enum(WEB_VITAL_METRICS, { message: METRIC_MESSAGE }),
        value: z
          .number({ message: "value must be a number" })
          .min(0, "value must be 0 or more")
          .max(MAX_TIMING_MS, TOO_LARGE_MESSAGE),
        timestamp: z.union([z.number(), z.iso.datetime({ offset: true, message: TIMESTAMP_MESSAGE })], {
          message: TIMESTAMP_MESSAGE,
        }),
        url: z
          .string({ message: URL_MESSAGE })
          .min(1, URL_MESSAGE)
          .max(MAX_URL_LENGTH, `url must be at most ${MAX_URL_LENGTH} characters`),
      },
      { message: "A sample must be an object with metric, value, timestamp and url" },
    )
    .transform((s, ctx): WebVitalSample => {
      if (s.metric === "CLS" && s.value > MAX_CLS)
        ctx.addIssue({ code: "custom", path: ["value"], message: TOO_LARGE_MESSAGE });
      const recordedAt = toDate(s.timestamp);
      const at = recordedAt?.getTime() ?? NaN;
      if (!(at >= now - PAST_WINDOW_MS && at <= now + FUTURE_WINDOW_MS))
        ctx.addIssue({ code: "custom", path: ["timestamp"], message: TIMESTAMP_MESSAGE });
      const url = sitePath(s.url, siteOrigins);
      if (url === null) ctx.addIssue({ code: "custom", path: ["url"], message: URL_MESSAGE });
      return { metric: s.metric, value: s.value, url: url ?? "", recordedAt: recordedAt ?? new Date(NaN) };
    });

export type ParsedBody =
  { success: true; samples: WebVitalSample[] } | { success: false; field: string; message: string };

/**
 * Parses one sample or a list of 1 to 20, all or nothing; siteOrigins are the origins this site answers on.
 * The first problem is reported with its field (e.g. "2.metric" for the third sample of a list).
 */
export function parseWebVitalsBody(
  body: unknown,
  siteOrigins: readonly string[],
  now = Date.now(),
): ParsedBody {
  const sample = sampleSchema(siteOrigins, now);
  const schema = Array.isArray(body)
    ? z.array(sample).min(1, LIST_MESSAGE).max(MAX_SAMPLES_PER_REQUEST, LIST_MESSAGE)
    : sample.transform((s) => [s]);
  const result = schema.safeParse(body);
  if (result.success) return { success: true, samples: result.data };
  const issue = result.error.issues[0];
  return { success: false, field: issue.path.join(".") || "body", message: issue.message };
}
