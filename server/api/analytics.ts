import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import {
  MAX_SAMPLES_PER_REQUEST,
  MAX_URL_LENGTH,
  parseWebVitalsBody,
  WEB_VITAL_METRICS,
} from "../../lib/web-vitals";
import { getEnv } from "../config/env";
import { AppError } from "../errors";
import { recordWebVitals } from "../modules/analytics/service";
import type { ApiEnv } from "./api-env";
import { rateLimit } from "./rate-limit";

export const MAX_BEACON_BYTES = 16 * 1024;
export const BEACONS_PER_ADDRESS_PER_MINUTE = 600;

const Sample = z
  .object({
    metric: z.enum(WEB_VITAL_METRICS),
    value: z
      .number()
      .min(0)
      .openapi({ description: "Milliseconds; for CLS the unitless layout-shift score" }),
    timestamp: z
      .union([z.number(), z.string()])
      .openapi({ description: "When it was measured: epoch milliseconds or an ISO 8601 date" }),
    url: z.string().max(MAX_URL_LENGTH).openapi({ description: "A path or an address on this site" }),
  })
  .openapi("WebVitalSample");
const Body = z.union([Sample, z.array(Sample).min(1).max(MAX_SAMPLES_PER_REQUEST)]);
const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string() }),
});
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

const route = createRoute({
  method: "post",
  path: "/analytics/performance",
  tags: ["Analytics"],
  summary: "Stores real-user performance samples (Core Web Vitals) sent by storefront pages",
  description:
    "One sample or a list of up to 20, as JSON; text/plain is accepted too because navigator.sendBeacon " +
    "sends strings that way. All or nothing: one bad sample rejects the request. Only the path of url is kept.",
  request: { body: { content: { "application/json": { schema: Body }, "text/plain": { schema: Body } } } },
  responses: {
    204: { description: "Stored" },
    400: errorResponse("Not JSON, or a sample is malformed; nothing was stored"),
    403: errorResponse("Sent from another site's page"),
    413: errorResponse("The body is larger than 16 KB"),
    429: errorResponse("Too many requests from this address; try again after Retry-After seconds"),
  },
});

function siteOrigins(requestUrl: string): string[] {
  return [...new Set([new URL(requestUrl).origin, new URL(getEnv().appUrl).origin])];
}

export function analyticsRoutes() {
  const app = new OpenAPIHono<ApiEnv>();
  app.openAPIRegistry.registerPath(route);
  app.post(
    "/analytics/performance",
    // A page sends one or two beacons; a flood from one address is not real traffic. Many phones
    // share one address behind carrier NAT, so the limit leaves room for a crowd of real visitors.
    rateLimit({
      limit: BEACONS_PER_ADDRESS_PER_MINUTE,
      unknownClientLimit: 6000,
      windowMs: 60_000,
      message: "Too many performance samples. Please try again in a minute.",
    }),
    bodyLimit({
      maxSize: MAX_BEACON_BYTES,
      onError: (c) =>
        c.json(
          {
            error: {
              code: "INVALID",
              message: "The request body must be at most 16 KB",
              requestId: c.get("requestId"),
            },
          },
          413,
        ),
    }),
    async (c) => {
      if (c.req.header("sec-fetch-site") === "cross-site")
        throw new AppError("FORBIDDEN", "Performance samples are accepted only from this site's pages");
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        const message = "The body must be JSON: one sample or a list of samples";
        throw new AppError("INVALID", message, { body: message });
      }
      const parsed = parseWebVitalsBody(body, siteOrigins(c.req.url));
      if (!parsed.success) throw new AppError("INVALID", parsed.message, { [parsed.field]: parsed.message });
      await recordWebVitals(parsed.samples);
      return c.body(null, 204);
    },
  );
  return app;
}
