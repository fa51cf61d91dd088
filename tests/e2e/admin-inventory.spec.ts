import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminSignIn, fitsTheScreen } from "./admin-helpers";

/** A variant's row of the stock levels table: its SKU and on-hand count as shown. */
async function variantRow(page: Page, index: number): Promise<{ row: Locator; sku: string; onHand: number }> {
  const row = page
    .locator("tbody tr")
    .filter({ has: page.locator("details") })
    .nth(index);
  const sku = (await row.locator("td").first().locator("span").nth(1).innerText()).trim();
  const onHand = Number((await row.locator('td[data-label="On hand"]').innerText()).replace(/\D/g, ""));
  return { row, sku, onHand };
}

// Each project adjusts its own variants: the desktop and phone runs share one shop.
const rowFor = (base: number) => (test.info().project.name === "phone" ? base + 1 : base);

test("staff adjust a variant's stock in place from the stock levels list", async ({ page }) => {
  await adminSignIn(page, "/admin/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await page.locator("[data-ready]").waitFor();
  const { row, sku, onHand } = await variantRow(page, rowFor(0));
  // Folded rows carry no form until opened.
  await expect(row.getByRole("textbox", { name: "Quantity" })).toHaveCount(0);
  await row.getByText("Adjust", { exact: true }).click();
  await row.getByRole("textbox", { name: "Quantity" }).fill("+2");
  await row.getByLabel("Reason").selectOption({ label: "Stock received" });
  await row.getByRole("button", { name: `Save stock for ${sku}` }).click();
  await expect(page.getByText(`Stock for ${sku} changed from ${onHand} to ${onHand + 2}.`)).toBeVisible();
  await fitsTheScreen(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opening a variant's adjustment leads to the list with its form drawn, and saving works", async ({
    page,
  }) => {
    await adminSignIn(page, "/admin/inventory");
    await expect(page).toHaveURL(/\/admin\/inventory$/);
    const { row, sku, onHand } = await variantRow(page, rowFor(2));
    await row.getByText("Adjust", { exact: true }).click();
    await row.getByRole("link", { name: `Adjust stock for ${sku}` }).click();
    await expect(page).toHaveURL(/\/admin\/inventory\?adjust=[0-9a-f-]+#adjust-/);
    const form = page
      .locator("details[open]")
      .filter({ has: page.getByRole("textbox", { name: "Quantity" }) });
    await expect(form).toHaveCount(1);
    // A refused change comes back at the top of the page, with its message and a way to the form.
    await form.getByRole("textbox", { name: "Quantity" }).fill("plenty");
    await form.getByRole("button", { name: `Save stock for ${sku}` }).click();
    await expect(page.getByText('Stock adjustment failed: "plenty" is not a number.').first()).toBeVisible();
    await page.getByRole("link", { name: "Go to the form" }).click();
    await expect(page).toHaveURL(/#adjust-[0-9a-f-]+$/);
    await expect(form.getByRole("alert")).toBeVisible();
    await form.getByLabel("Adjust by").selectOption("set");
    await form.getByRole("textbox", { name: "Quantity" }).fill(String(onHand + 1));
    await form.getByRole("button", { name: `Save stock for ${sku}` }).click();
    await expect(page).toHaveURL(/\/admin\/inventory$/);
    // The saved count shows in the variant's row (the toast needs JavaScript).
    const saved = page.locator("tbody tr").filter({ hasText: sku });
    await expect(saved.locator('td[data-label="On hand"]')).toHaveText((onHand + 1).toLocaleString("en-IN"));
    await expect(saved.getByRole("textbox", { name: "Quantity" })).toHaveCount(0);
  });
});
