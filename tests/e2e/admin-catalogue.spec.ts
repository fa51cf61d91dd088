import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, adminSignIn, fitsTheScreen, openAdmin, seriousViolations } from "./admin-helpers";
import { ownVisitorAddress } from "./checkout-helpers";

/** A small real photo-like PNG, different for each colour. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Creates the product through the form and returns its id. */
async function createProduct(page: Page, name: string): Promise<string> {
  await openAdmin(page, "/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").selectOption({ label: "Traditional Wear / Lehengas" });
  await page.getByLabel("Price (₹)", { exact: true }).fill("1499");
  for (const size of ["2-3 Y", "3-4 Y"]) {
    await page.getByLabel("New size").fill(size);
    await page.getByLabel("New size").press("Enter");
  }
  await page.getByLabel("Stock on hand for 2-3 Y").fill("5");
  await page.getByLabel("Stock on hand for 3-4 Y").fill("7");
  await page
    .locator('input[type="file"][multiple]')
    .setInputFiles([await photo("pavadai-front.png", "#9f1239"), await photo("pavadai-back.png", "#ca8a04")]);
  await expect(page.getByText("2 of 10")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Product saved")).toBeVisible();
  return page.url().split("/").pop()!;
}

test("an admin adds a product with two sizes and two photos, reprices it in the list and takes it off the shop", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the phone pass below covers the small screen");
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/products");
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  const name = `Pavadai ${Date.now()} in Festive Silk`;
  const productId = await createProduct(page, name);
  expect(await seriousViolations(page)).toEqual([]);

  // A shopper finds it at once (the cached shop pages were renewed by the save).
  const shopper = await browser.newPage();
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await shopper.getByRole("link", { name }).first().click();
  await expect(shopper.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(shopper.getByText("₹1,499").first()).toBeVisible();
  await expect(
    shopper
      .getByRole("radio", { name: /3-4 Y/ })
      .or(shopper.getByRole("button", { name: /3-4 Y/ }))
      .first(),
  ).toBeVisible();
  await expect(shopper.locator("main img").first()).toBeVisible();

  // The price changes in the list itself, without leaving it.
  await openAdmin(page, `/admin/products?q=${encodeURIComponent(name)}&edit=1`);
  await page.getByLabel(`Price of ${name}`, { exact: true }).fill("1299");
  await page.getByRole("button", { name: "Save prices and stock" }).last().click();
  await expect(page.getByText(/^Prices and stock saved for 1 product/)).toBeVisible();
  await openAdmin(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("₹1,299");
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(shopper.getByText("₹1,299").first()).toBeVisible();

  // Deactivated, it leaves the shop at once.
  await page.getByLabel(`Select ${name}`).check();
  await page
    .getByRole("region", { name: "Bulk actions" })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Inactive");
  await shopper.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(shopper.getByRole("heading", { name: "Our Collection" })).toBeVisible();
  await expect(shopper.getByRole("link", { name })).toHaveCount(0);
  expect((await shopper.goto(`/products/${productId}`))?.status()).toBe(404);
  await shopper.close();
});

test("the back office's shell and product list work on a phone", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone-sized pass");
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/products");
  await page.locator("[data-ready]").waitFor();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Products" }),
  ).toBeVisible();
  await fitsTheScreen(page);
  // The table turns into cards: each row a block, each cell named by its column.
  const first = page.getByRole("row").nth(1);
  expect(await first.evaluate((row) => getComputedStyle(row).display)).toBe("block");
  const label = await first
    .locator('td[data-label="Price"]')
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toBe('"Price"');
  await page.getByRole("searchbox").fill("saree");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/q=saree/);
  await expect(page.getByText(/Showing \d+-\d+ of \d+/)).toBeVisible();
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);
  await openAdmin(page, "/admin/products/new");
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("an admin adds a subcategory, and deleting its parent is refused with the reason", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the phone pass below covers the small screen");
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/categories/new");
  await page.locator("[data-ready]").waitFor();
  const stamp = Date.now();
  const parent = `Temple Wear ${stamp}`;
  await page.getByLabel("Name", { exact: true }).fill(parent);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);

  await openAdmin(page, "/admin/categories/new");
  const child = `Pavadai ${stamp}`;
  await page.getByLabel("Name", { exact: true }).fill(child);
  await page.getByLabel("Parent category").selectOption({ label: parent });
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole("row", { name: new RegExp(child) })).toBeVisible();

  const parentRow = page.getByRole("row", { name: new RegExp(`^${parent}`) });
  await parentRow.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete category" }).click();
  await expect(
    page
      .getByText("Cannot delete category with subcategories. Please delete or move subcategories first.")
      .first(),
  ).toBeVisible();
  await expect(parentRow).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("what an admin typed survives the session ending mid-edit and signing in again", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the phone pass below covers the small screen");
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/products/new");
  await page.locator("[data-ready]").waitFor();
  const name = `Draft Kurta ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").selectOption({ label: "Traditional Wear / Kurtas" });
  await page.getByLabel("Price (₹)", { exact: true }).fill("799");
  await page.getByLabel("SKU", { exact: true }).fill(`DK-${Date.now()}`);
  await expect(page.getByText("Unsaved changes").first()).toBeVisible();
  // The draft is written 300 ms after typing stops: wait until it holds the last field typed.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith("admin-draft:"))
          .map((key) => localStorage.getItem(key) ?? "")
          .join(),
      ),
    )
    .toContain("DK-");

  // The session ends (signed out elsewhere); saving sends the admin to sign in.
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByLabel("Price (₹)", { exact: true })).toHaveValue("799");
  await expect(page.getByLabel("Category").locator("option:checked")).toHaveText("Traditional Wear / Kurtas");
});
