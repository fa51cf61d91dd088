import fs from "node:fs";
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { adminSignIn, fitsTheScreen, seriousViolations } from "./admin-helpers";
import {
  addToBag,
  DIYA,
  IDOL,
  JAIPUR,
  orderNumberOf,
  ownVisitorAddress,
  placeOrder,
  signedInShopper,
  uniqueEmail,
} from "./checkout-helpers";

test("an admin exports the orders list to Excel and the file holds the order's lines", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await ownVisitorAddress(page, testInfo);
  const email = uniqueEmail("export", testInfo);
  const shopper = await browser.newPage();
  await ownVisitorAddress(shopper, testInfo);
  await signedInShopper(shopper, "Kavya Reddy", email);
  await addToBag(shopper, IDOL);
  await addToBag(shopper, DIYA);
  await shopper.goto("/checkout");
  await placeOrder(shopper, "Kavya Reddy", email, "cod");
  await expect(shopper).toHaveURL(/\/order\/[A-Z]{2}\d{6}[A-Z]{6}/);
  const orderNumber = orderNumberOf(shopper);
  await shopper.close();

  // The list filtered to this order: the export takes the same filters.
  await adminSignIn(page, `/admin/orders?q=${orderNumber}`);
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();
  await page.locator("[data-ready]").waitFor();
  // The menu closes like a menu: Escape puts the focus back on it, a tap elsewhere closes it.
  const menu = page.getByText("Export", { exact: true });
  await menu.click();
  await expect(page.getByRole("link", { name: "Excel (.xlsx)" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Excel (.xlsx)" })).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("link", { name: "Excel (.xlsx)" })).toBeHidden();
  await menu.click();
  await expect(page.getByRole("link", { name: "Excel (.xlsx)" })).toBeVisible();
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Excel (.xlsx)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/Exported 2 rows to orders-/)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(fs.readFileSync(await download.path())).buffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1) as string[];
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1).value;
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  for (const row of [2, 3]) {
    expect(cell(row, "Order number")).toBe(orderNumber);
    expect(cell(row, "Customer name")).toBe("Kavya Reddy");
    expect(cell(row, "State")).toBe(JAIPUR.state);
    expect(cell(row, "Payment method")).toBe("cod");
    expect(cell(row, "Placed at (IST)")).toBeInstanceOf(Date);
  }
  expect([cell(2, "Product"), cell(3, "Product")].sort()).toEqual([IDOL, DIYA].sort());
  expect([cell(2, "Unit price (₹)"), cell(3, "Unit price (₹)")].sort()).toEqual([1899, 899].sort());
  // The order's total once, on its first line, as a number of rupees.
  expect(typeof cell(2, "Total (₹)")).toBe("number");
  expect(cell(2, "Total (₹)")).toBeGreaterThanOrEqual(1899 + 899);
  expect(cell(3, "Total (₹)")).toBeNull();
});
