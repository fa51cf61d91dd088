import { asc, count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, withTestDatabase } from "../../tests/setup/test-database";
import { webVitalsSamples } from "../modules/analytics/schema";
import { BEACONS_PER_ADDRESS_PER_MINUTE } from "./analytics";
import { api } from "./app";

withTestDatabase();

const ENDPOINT = "http://localhost/api/analytics/performance";

function post(body: unknown, headers: Record<string, string> = {}, clientIp = "192.0.2.1") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return api.fetch(
    new Request(ENDPOINT, {
      method: "POST",
      body: text,
      headers: { "content-type": "application/json", ...headers },
    }),
    { clientIp },
  );
}

const stored = async () => (await getDb().select({ n: count() }).from(webVitalsSamples))[0].n;

const sample = (over: Record<string, unknown> = {}) => ({
  metric: "LCP",
  value: 1234.5,
  timestamp: Date.now(),
  url: "http://localhost/shop",
  ...over,
});

describe("POST /api/analytics/performance", () => {
  it("stores one sample, keeping only the path of its url", async () => {
    const at = Date.now() - 5000;
    const response = await post(sample({ timestamp: at, url: "http://localhost/shop?search=silk#top" }));
    expect(response.status).toBe(204);
    const [row] = await getDb().select().from(webVitalsSamples);
    expect(row).toMatchObject({ metric: "LCP", value: 1234.5, url: "/shop" });
    expect(row.recordedAt.getTime()).toBe(at);
    expect(row.receivedAt).toBeInstanceOf(Date);
  });

  it("stores a batch sent as text/plain, the way navigator.sendBeacon sends it", async () => {
    const before = await stored();
    const batch = [
      sample({ metric: "FCP", value: 800, url: "/" }),
      sample({ metric: "TTFB", value: 120, url: "/products/abc" }),
      sample({ metric: "CLS", value: 0.02, timestamp: new Date().toISOString(), url: "/blog" }),
      sample({ metric: "INP", value: 56 }),
      sample({ metric: "LCP", value: 0 }),
    ];
    const response = await post(batch, { "content-type": "text/plain;charset=UTF-8" });
    expect(response.status).toBe(204);
    expect(await stored()).toBe(before + 5);
    const rows = await getDb().select().from(webVitalsSamples).orderBy(asc(webVitalsSamples.metric));
    expect(rows.find((r) => r.metric === "CLS")).toMatchObject({ value: 0.02, url: "/blog" });
  });

  it.each([
    ["an unknown metric", [sample(), sample({ metric: "FID" })], "1.metric", /metric must be one of LCP/],
    ["a negative value", sample({ value: -1 }), "value", /0 or more/],
    ["a value that is not a number", sample({ value: "fast" }), "value", /must be a number/],
    ["an absurd value", sample({ metric: "CLS", value: 5000 }), "value", /too large/],
    ["a timestamp that is not a date", sample({ timestamp: "yesterday" }), "timestamp", /epoch milliseconds/],
    ["a timestamp years ago", sample({ timestamp: 1_000_000 }), "timestamp", /last 7 days/],
    ["an address on another site", sample({ url: "https://evil.example/shop" }), "url", /on this site/],
    ["a protocol-relative address", sample({ url: "//evil.example/shop" }), "url", /on this site/],
    ["a script address", sample({ url: "javascript:alert(1)" }), "url", /on this site/],
    ["an overlong url", sample({ url: `/${"a".repeat(2048)}` }), "url", /at most 2048/],
    ["a missing field", { metric: "LCP", value: 1, url: "/" }, "timestamp", /epoch milliseconds/],
    ["an empty list", [], "body", /1 to 20 samples/],
    ["more than 20 samples", Array.from({ length: 21 }, () => sample()), "body", /1 to 20 samples/],
    ["JSON that is not a sample", 42, "body", /object with metric/],
    ["a body that is not JSON", "metric=LCP&value=1", "body", /must be JSON/],
  ])("answers 400 and stores nothing for %s", async (_case, body, field, message) => {
    const before = await stored();
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("INVALID");
    expect(error.message).toMatch(message);
    expect(Object.keys(error.fieldErrors)).toEqual([field]);
    expect(await stored()).toBe(before);
  });

  it("refuses a body over 16 KB with 413 and stores nothing", async () => {
    const before = await stored();
    const padded = Array.from({ length: 20 }, () => sample({ url: `/${"x".repeat(900)}` }));
    const response = await post(padded);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("The request body must be at most 16 KB");
    expect(await stored()).toBe(before);
  });

  it("refuses samples posted from another site's page", async () => {
    const response = await post(sample(), { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
  });

  it("limits each client address to 600 requests a minute, whatever X-Forwarded-For claims", async () => {
    expect(BEACONS_PER_ADDRESS_PER_MINUTE).toBe(600);
    for (let i = 0; i < BEACONS_PER_ADDRESS_PER_MINUTE; i++)
      expect(
        (await post(sample(), { "x-forwarded-for": `198.51.100.${i % 250}` }, "203.0.113.9")).status,
      ).toBe(204);
    const limited = await post(sample(), { "x-forwarded-for": "198.51.100.200" }, "203.0.113.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(sample(), {}, "203.0.113.10")).status).toBe(204);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await api.fetch(new Request("http://localhost/api/openapi.json"))).json();
    expect(Object.keys(doc.paths["/api/analytics/performance"].post.responses)).toContain("204");
  });
});
