import { expect, test } from "@playwright/test";

test("robots.txt lets crawlers in, keeps private pages out and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
  for (const path of ["/admin", "/api", "/checkout", "/cart", "/profile", "/orders", "/addresses", "/order/"])
    expect(text).toContain(`\nDisallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
});

// Needs <WebVitalsBeacon /> mounted in app/root.tsx.
test("a page reports its Web Vitals to the shop when the visitor leaves it", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const home = await (await request.get("/")).text();
  expect(home, "web-vitals is not part of the initial JavaScript").not.toContain("web-vitals");

  const library = page.waitForResponse((r) => /\/assets\/web-vitals[\w.-]*\.js$/.test(r.url()), {
    timeout: 15_000,
  });
  await page.goto("/");
  // Importing the chunk again resolves once the beacon's own import has run and its observers are set.
  const libraryUrl = (await library).url();
  await page.evaluate((url) => import(url).then(() => undefined), libraryUrl);

  const beacon = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/analytics/performance",
  );
  // The visitor switches away. Chromium does not show Playwright the beacons a page sends while it
  // unloads (they do reach the shop), so the page is hidden the way web-vitals' own tests hide it.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const sent = await beacon;
  const samples = sent.postDataJSON() as { metric: string; value: number; url: string }[];
  expect(samples.length).toBeGreaterThan(0);
  for (const sample of samples) {
    expect(["LCP", "INP", "CLS", "FCP", "TTFB"]).toContain(sample.metric);
    expect(sample.url).toBe("/");
  }
  expect((await sent.response())?.status()).toBe(204);
  expect(errors).toEqual([]);
});
