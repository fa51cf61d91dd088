import { expect, type Page, test } from "@playwright/test";

async function addProduct(page: Page, name: string) {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.getByRole("button", { name: "Add to Bag" }).first().click();
  await expect(page.getByRole("status")).toContainText(`${name} added to cart!`);
}

test("the bag shows lines, changes quantities, removes and clears, with the shipping rule", async ({
  page,
}) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");

  await addProduct(page, "Brass Ganesha Idol with Antique Finish");
  await addProduct(page, "Mysore Sandalwood Agarbatti Pack of 6");
  await page.getByRole("link", { name: /^Cart, 2 items$/ }).click();
  await expect(page.getByRole("heading", { name: "Your Bag" })).toBeVisible();
  await expect(page.getByText("Items (2)")).toBeVisible();

  await page
    .getByRole("button", { name: "Increase quantity of Brass Ganesha Idol with Antique Finish" })
    .click();
  await expect(page.getByText("Items (3)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await page
    .getByRole("button", { name: "Decrease quantity of Brass Ganesha Idol with Antique Finish" })
    .click();
  await expect(page.getByText("Items (2)")).toBeVisible();

  await page.getByRole("button", { name: "Remove Mysore Sandalwood Agarbatti Pack of 6" }).click();
  await expect(page.getByRole("status")).toContainText("Item removed from cart");
  await expect(page.getByText("Items (1)")).toBeVisible();

  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bag's buttons work as plain forms", async ({ page }) => {
    await page.goto("/shop?search=ganesha");
    await page.getByRole("link", { name: "Brass Ganesha Idol with Antique Finish", exact: true }).click();
    await page.getByRole("button", { name: "Add to Bag" }).first().click();
    await page.goto("/cart");
    await page
      .getByRole("button", { name: "Increase quantity of Brass Ganesha Idol with Antique Finish" })
      .click();
    await expect(page.getByText("Items (2)")).toBeVisible();
    await page.getByRole("button", { name: "Remove Brass Ganesha Idol with Antique Finish" }).click();
    await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
  });
});
