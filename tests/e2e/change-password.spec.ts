import { expect, test } from "@playwright/test";
import { ownVisitorAddress, PASSWORD, signedInShopper, uniqueEmail } from "./checkout-helpers";

test("a shopper changes their password from the account and signs in with the new one", async ({
  page,
}, testInfo) => {
  await ownVisitorAddress(page, testInfo);
  const email = uniqueEmail("nandini.password", testInfo);
  await signedInShopper(page, "Nandini Iyer", email);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Change password" });
  const submit = () => section.getByRole("button", { name: "Change password" }).click();

  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByLabel("New password", { exact: true }).fill("Nandini@2026");
  await section.getByLabel("Confirm new password").fill("Nandini@2027");
  await submit();
  await expect(section.getByText("New passwords do not match")).toBeVisible();

  await section.getByLabel("Current password").fill("Wrong@12345");
  await section.getByLabel("New password", { exact: true }).fill("Nandini@2026");
  await section.getByLabel("Confirm new password").fill("Nandini@2026");
  await submit();
  await expect(section.getByRole("alert")).toHaveText("Your current password is not correct");

  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByLabel("New password", { exact: true }).fill("Nandini@2026");
  await section.getByLabel("Confirm new password").fill("Nandini@2026");
  await submit();
  await expect(section.getByRole("status")).toHaveText(
    "Password changed. You have been signed out on your other devices.",
  );
  // Still signed in here.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: /Welcome back, Nandini Iyer/ })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Nandini@2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
});
