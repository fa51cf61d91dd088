import { expect, type Page, test } from "@playwright/test";

function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function openProduct(page: Page, name: string) {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("home page shows its blocks from data and settings", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Featured", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Collections" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Products" }).getByRole("listitem");
  await expect(featured).toHaveCount(4);
  await expect(page.getByRole("heading", { name: /Why Choose Divine Threads/ })).toBeVisible();
  await expect(page.getByText("Sunita Agarwal")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Join the Divine Threads Family" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("shop filters, sorts and pages through products in the query string", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto("/shop");
  await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
  await expect(page.getByText(/^Showing 1-12 of \d+ products$/)).toBeVisible();
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 13-24 of \d+ products$/)).toBeVisible();
  // Changing a filter starts again at page 1.
  await page.getByLabel("Sort by").selectOption("price-low");
  await expect(page).toHaveURL(/\/shop\?sort=price-low$/);
  await page.getByLabel("Category").selectOption("Sarees");
  await expect(page).toHaveURL(/category=Sarees/);
  await expect(page.getByRole("link", { name: "Clear Filters (2)" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("kanjeevaram");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page.getByRole("link", { name: /Kanjivaram Pure Silk Saree/ }).first()).toBeVisible();
  await page.goto("/shop?search=zzzzqqq");
  await expect(page.getByText("No products found matching your criteria.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("links move between pages without reloading the document, and back works", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto("/shop");
  await expect(page.getByText(/^Showing 1-12 of \d+ products$/)).toBeVisible();
  // A mark on this document survives only navigations made within the app.
  await page.evaluate(() => ((window as unknown as { shopMark: number }).shopMark = 1));
  const card = page.getByRole("article").first().getByRole("heading").getByRole("link");
  const name = (await card.textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect(page.getByText(/^Showing 13-24 of \d+ products$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shopMark?: number }).shopMark)).toBe(1);
  expect(errors).toEqual([]);
});

test("odd query strings still give a normal shop page", async ({ page }) => {
  for (const query of [
    "page=-4",
    "page=99999",
    "sort=drop",
    "minPrice=9000&maxPrice=10",
    "search=%3Cscript%3E",
    "minPrice=1e999",
  ]) {
    const response = await page.goto(`/shop?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByRole("heading", { name: "Our Collection" })).toBeVisible();
  }
});

test("a product adds to the bag and the header badge counts it", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await openProduct(page, "Brass Ganesha Idol with Antique Finish");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
    /^Home\s*\/\s*Shop\s*\/\s*Idols\s*\/\s*Brass Ganesha Idol/,
  );
  await expect(page.getByText("In stock")).toBeVisible();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  // The sticky bar repeats the button once the purchase area scrolls away (phone); use the main one.
  await page.getByRole("button", { name: "Add to Bag" }).first().click();
  await expect(page.getByRole("status")).toContainText(
    "Brass Ganesha Idol with Antique Finish added to cart!",
  );
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You May Also Like" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a sold-out product cannot be added", async ({ page }) => {
  await openProduct(page, "Guggal Dhoop Cones with Brass Stand");
  await expect(page.getByText("Out of stock").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
});

test("an unknown product answers 404 with the spec's texts", async ({ page }) => {
  const response = await page.goto("/products/00000000-0000-0000-0000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  await expect(
    page.getByText("The product you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse All Products" })).toHaveAttribute("href", "/shop");
});

test("the search overlay finds products as you type and handles the keyboard", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Open search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search products" });
  await expect(dialog.getByText("Popular Categories")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "New Arrivals" })).toHaveAttribute(
    "href",
    "/shop?sort=newest",
  );
  await dialog.getByRole("combobox").fill("krishna");
  await expect(dialog.getByText("Search Results")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products\//);
  await page.getByRole("button", { name: "Open search" }).click();
  await expect(dialog.getByText("Recent Searches")).toBeVisible();
  await dialog.getByRole("combobox").fill("qqqzzz");
  await expect(dialog.getByText("No results found")).toBeVisible();
  await expect(dialog.getByText("Try adjusting your search terms")).toBeVisible();
  await dialog.getByRole("button", { name: "Search anyway" }).click();
  await expect(page).toHaveURL(/\/shop\?search=qqqzzz/);
  await page.getByRole("button", { name: "Open search" }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the shop filters and Add to Bag still work as plain forms", async ({ page }) => {
    await page.goto("/shop");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("ganesha");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/search=ganesha/);
    await page.getByRole("link", { name: "Brass Ganesha Idol with Antique Finish", exact: true }).click();
    await page.getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  });
});
