import fs from "node:fs/promises";
import { expect, type Browser, type Page, type TestInfo, test } from "@playwright/test";
import { adminSignIn, fitsTheScreen, seriousViolations } from "./admin-helpers";
import {
  addToBag,
  IDOL,
  orderNumberOf,
  ownVisitorAddress,
  placeOrder,
  signedInShopper,
  uniqueEmail,
} from "./checkout-helpers";

/** A shopper's cash-on-delivery order for one idol: confirmed at once, so a sale of today. */
async function codSaleOfAnIdol(browser: Browser, testInfo: TestInfo) {
  const shopper = await browser.newPage();
  await ownVisitorAddress(shopper, testInfo);
  const email = uniqueEmail("analytics", testInfo);
  await signedInShopper(shopper, "Ishita Menon", email);
  await addToBag(shopper, IDOL);
  await shopper.goto("/checkout");
  await placeOrder(shopper, "Ishita Menon", email, "cod");
  await expect(shopper).toHaveURL(/\/order\/[A-Z]{2}\d{6}[A-Z]{6}/);
  orderNumberOf(shopper);
  await shopper.close();
}

/** Opens /admin/analytics (signing in on the way) and waits until every streamed panel has arrived. */
async function openAnalytics(page: Page) {
  await adminSignIn(page, "/admin/analytics");
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const panel = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, level: 2, exact: true }) });

test("an admin sees today's sale in the figures, reads a chart as a table and downloads its CSV", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the phone pass below covers the small screen");
  test.setTimeout(120_000);
  await ownVisitorAddress(page, testInfo);
  await codSaleOfAnIdol(browser, testInfo);

  await openAnalytics(page);
  // The figures are folded in from the orders every few seconds: today's sale appears on a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(panel(page, "Top products")).toContainText(IDOL, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // The last 30 days by default; the sale counts in revenue, orders and customers.
  const cards = page.getByRole("list", { name: "Sales in the range" });
  for (const label of ["Revenue", "Orders", "Average order value", "Customers"])
    await expect(cards.getByRole("listitem").filter({ hasText: label })).toContainText(/\d/);
  await expect(cards.getByRole("listitem").filter({ hasText: "Revenue" })).toContainText("₹");
  expect(await seriousViolations(page)).toEqual([]);

  // The chart of top products, switched to its table: the idol is among them.
  const topProducts = panel(page, "Top products");
  await expect(topProducts.locator("canvas")).toHaveCount(1);
  await topProducts.getByRole("button", { name: "Table of Top products" }).click();
  await expect(topProducts.getByRole("button", { name: "Table of Top products" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(topProducts.locator("canvas")).toHaveCount(0);
  const table = topProducts.getByRole("table", { name: "Top products by revenue" });
  await expect(table.getByRole("columnheader", { name: "Units sold" })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: IDOL })).toBeVisible();
  expect((await table.boundingBox())!.width).toBeGreaterThan(200);
  expect(await seriousViolations(page)).toEqual([]);

  // Its CSV: the header a spreadsheet reads, and the idol's row.
  const downloading = page.waitForEvent("download");
  await topProducts.getByRole("link", { name: "Download CSV of Top products" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-top-products.*\.csv$/);
  const csv = (await fs.readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const [header, ...rows] = csv.split(/\r?\n/);
  expect(header).toBe("Rank,Product,Category,Units sold,Revenue (INR)");
  expect(rows.some((row) => row.includes(IDOL))).toBe(true);

  // Back to the chart.
  await topProducts.getByRole("button", { name: "Chart of Top products" }).click();
  await expect(topProducts.locator("canvas")).toHaveCount(1);
});

test("on a phone, the analytics page and its tables fit the screen", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone pass");
  await page.setViewportSize({ width: 390, height: 844 });
  await ownVisitorAddress(page, testInfo);
  await openAnalytics(page);
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  for (const title of ["Sales trends", "Category performance", "Orders by status"]) {
    await panel(page, title)
      .getByRole("button", { name: `Table of ${title}` })
      .click();
    await expect(panel(page, title).locator("canvas")).toHaveCount(0);
  }
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);
});
