import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

test("storefront pages have no serious or critical accessibility violations", async ({ page }) => {
  // An axe pass over each of nine pages takes several seconds on a busy machine.
  test.slow();
  const product = await firstLink(page, "/shop", "/products/");
  const post = await firstLink(page, "/blog", "/blog/");
  for (const path of ["/", "/shop", product, "/blog", post, "/cart", "/contact", "/about", "/no-such-page"]) {
    await page.goto(path);
    await page.locator("main").waitFor();
    expect(await seriousViolations(page), path).toEqual([]);
    // Nothing may stick out sideways: on a phone that zooms the whole page out.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
