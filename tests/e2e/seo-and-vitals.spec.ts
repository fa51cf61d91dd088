import { expect, type Page, test } from "@playwright/test";

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

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

test("pages carry canonical links, Open Graph tags and structured data", async ({ page }) => {
  await page.goto("/");
  expect((await jsonLd(page)).map((d) => d["@type"])).toContain("Organization");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);

  await page.goto("/shop?search=ganesha");
  await page.getByRole("link", { name: "Brass Ganesha Idol with Antique Finish", exact: true }).click();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\/[0-9a-f-]{36}$/);
  const data = await jsonLd(page);
  const product = data.find((d) => d["@type"] === "Product") as {
    offers: Record<string, string>;
    name: string;
  };
  expect(product.name).toBe("Brass Ganesha Idol with Antique Finish");
  expect(product.offers).toMatchObject({ priceCurrency: "INR", availability: "https://schema.org/InStock" });
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(data.map((d) => d["@type"])).toContain("BreadcrumbList");

  await page.goto("/blog");
  const post = await page.locator('a[href^="/blog/"]').first().getAttribute("href");
  await page.goto(post!);
  expect((await jsonLd(page)).map((d) => d["@type"])).toContain("BlogPosting");
});

test("the sitemap lists pages, products, categories and posts", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain("/shop</loc>");
  expect(xml).toMatch(/\/products\/[0-9a-f-]{36}<\/loc>/);
  expect(xml).toContain("/shop?category=Sarees</loc>");
  expect(xml).toMatch(/\/blog\/[a-z0-9-]+<\/loc>/);
  expect(xml).not.toContain("what-to-wear-as-a-wedding-guest"); // the seeded draft
});
