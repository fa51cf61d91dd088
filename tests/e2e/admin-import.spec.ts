import { expect, test } from "@playwright/test";
import { adminSignIn, fitsTheScreen, seriousViolations } from "./admin-helpers";
import { ownVisitorAddress } from "./checkout-helpers";

/** Two good kurtas (one name with a quoted comma and doubled quotes) and a row with a bad price. */
function kurtaFile(stamp: number) {
  const names = [`Chikankari Kurta ${stamp}`, `Mul Cotton Kurta ${stamp}, "Summer" Edit`];
  const csv = [
    "sku,name,category,price,stock,description,is_active",
    `E2E-${stamp}-1,${names[0]},kurtas,1899,7,Hand embroidered in Lucknow,true`,
    `E2E-${stamp}-2,"${names[1].replace(/"/g, '""')}",kurtas,1299,4,"Light, breathable mul cotton",true`,
    `E2E-${stamp}-3,Broken Kurta ${stamp},kurtas,twelve,3,,true`,
  ].join("\n");
  return { names, file: { name: "kurtas.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } };
}

test("an admin imports a small CSV with one bad row, sees its error, confirms and finds the products in the shop", async ({
  page,
  browser,
}, testInfo) => {
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/import");
  await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();
  const { names, file } = kurtaFile(Date.now());

  await page.getByLabel("The file holds").selectOption("products");
  await page.getByLabel("CSV or Excel file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview import" }).click();

  // The pressed button is gone with its step: focus is on the new section's heading.
  await expect(page.getByRole("heading", { name: "Preview: kurtas.csv" })).toBeFocused();
  const badRow = page.getByRole("row").filter({ hasText: "Row 4" });
  await expect(badRow.getByText("Price must be a valid number")).toBeVisible();
  await expect(badRow.getByText("Rejected")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Row 2" }).getByText("Create")).toBeVisible();
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("heading", { name: "Import finished: kurtas.csv" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeAttached();
  await expect(page.getByRole("row").filter({ hasText: "Row 3" }).getByText("Created")).toBeVisible();
  await expect(page.getByRole("link", { name: "View products" })).toBeVisible();

  // A shopper finds both good kurtas at once (the import renewed the cached shop pages); not the bad one.
  const shopper = await browser.newPage();
  for (const name of names) {
    await shopper.goto(`/shop?search=${encodeURIComponent(name.split(",")[0])}`);
    await shopper.getByRole("link", { name }).first().click();
    await expect(shopper.getByRole("heading", { name, level: 1 })).toBeVisible();
  }
  await shopper.goto(`/shop?search=${encodeURIComponent("Broken Kurta")}`);
  await expect(shopper.getByRole("link", { name: /Broken Kurta/ })).toHaveCount(0);
  await shopper.close();
});

test("a file previewed after the session has ended sends the browser to sign in, not to a stuck page", async ({
  page,
}, testInfo) => {
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/import");
  const { file } = kurtaFile(Date.now());
  await page.getByLabel("CSV or Excel file").setInputFiles(file);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fimport/);
});
