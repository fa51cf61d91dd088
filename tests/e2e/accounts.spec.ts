import { expect, type Page, test } from "@playwright/test";
import { linkFromMail } from "./mailbox";

async function addToBag(page: Page, name: string) {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.getByRole("button", { name: "Add to Bag" }).first().click();
  await expect(page.getByRole("status")).toContainText(`${name} added to cart!`);
}

async function registerAccount(page: Page, fullName: string, email: string) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Krishna@123");
  await page.getByLabel("Confirm password").fill("Krishna@123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
}

async function signOut(page: Page, email: string, project: string) {
  if (project === "phone") await page.getByLabel("Menu").click();
  await page.locator("summary:visible", { hasText: email }).click();
  await page.getByRole("button", { name: "Sign Out" }).filter({ visible: true }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeAttached();
}

// Each test is a different visitor (the shop trusts X-Forwarded-For from a local proxy), so the
// per-address sign-in and sign-up limits apply to each on its own.
let visitor = 0;
test.beforeEach(async ({ page }, testInfo) => {
  visitor++;
  await page.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.77.${testInfo.project.name === "phone" ? 2 : 1}.${visitor}`,
  });
});

test("register, verify by e-mail, sign in with the guest bag merged, sign out to an empty bag", async ({
  page,
}, testInfo) => {
  const email = `asha.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.goto("/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Full name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Full name").fill("Asha Verma");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("krishna");
  await page.getByLabel("Confirm password").fill("krishna");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("Krishna@123");
  await page.getByLabel("Confirm password").fill("Krishna@123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?registered=1$/);
  await expect(
    page.getByText("Registration successful! Please check your email for verification."),
  ).toBeVisible();

  // Signing in before verifying is refused, with a way to resend.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Krishna@123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByText("Please check your email and click the verification link before signing in."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  await page.goto(await linkFromMail(email, /http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"<]+/));
  await expect(page).toHaveURL(/\/login\?verified=1/);

  // The account already holds one product...
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Krishna@123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await addToBag(page, "Brass Ganesha Idol with Antique Finish");
  await signOut(page, email, testInfo.project.name);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();

  // ...a guest adds two more and signs in: all three are in the bag.
  await addToBag(page, "Mysore Sandalwood Agarbatti Pack of 6");
  await addToBag(page, "Brass Kuber Diya Set of 2");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.goto("/login?returnTo=/cart");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Krishna@123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const name of [
    "Brass Ganesha Idol with Antique Finish",
    "Mysore Sandalwood Agarbatti Pack of 6",
    "Brass Kuber Diya Set of 2",
  ]) {
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Items (3)")).toBeVisible();

  // Signed-in visitors are sent away from the sign-in page.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);

  // Sign out: the session ends and the bag is an empty guest bag.
  await signOut(page, email, testInfo.project.name);
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeAttached();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your bag is empty" })).toBeVisible();
});

test("a password reset link from the e-mail works once", async ({ page, request }, testInfo) => {
  const email = `reset.${testInfo.project.name}.${Date.now()}@example.com`;
  await registerAccount(page, "Ravi Kumar", email);

  await page.goto("/login");
  await page.getByText("Forgot your password?").click();
  await page.getByRole("button", { name: "Send reset email" }).click();
  await expect(page.getByText("Please enter your email address first")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset email" }).click();
  await expect(page.getByText("Password reset email sent! Please check your inbox.")).toBeVisible();

  const link = await linkFromMail(email, /http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("Radha@456");
  await page.getByLabel("Confirm new password").fill("Radha@456");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Updated" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(
    page.getByText("Password updated successfully! Please sign in with your new password."),
  ).toBeVisible();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel("New password", { exact: true }).fill("Other@789");
  await page.getByLabel("Confirm new password").fill("Other@789");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Invalid reset link. Please request a new password reset.")).toBeVisible();

  await page.goto("/reset-password");
  await expect(page.getByText("Invalid reset link. Please request a new password reset.")).toBeVisible();
  expect((await request.get("/login?returnTo=https://evil.example")).status()).toBe(200);
});

test("the account page edits the profile and saved addresses; signed-out visitors are sent to sign in", async ({
  page,
}, testInfo) => {
  await page.goto("/addresses");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faddresses$/);

  const email = `meera.${testInfo.project.name}.${Date.now()}@example.com`;
  await registerAccount(page, "Meera Iyer", email);
  await page.goto(await linkFromMail(email, /http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"<]+/));
  await page.goto("/login?returnTo=/addresses");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Krishna@123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Meera Iyer!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Orders (0)" })).toBeVisible();

  await page.getByRole("button", { name: "Add Address" }).click();
  await page.getByLabel("Title (e.g. Home)").fill("Home");
  await page.getByLabel("Full name").fill("Meera Iyer");
  await page.getByLabel("Phone", { exact: true }).fill("12345");
  await page.getByLabel("Address line 1").fill("4 Residency Road");
  await page.getByLabel("City", { exact: true }).fill("Bengaluru");
  await page.getByLabel("State", { exact: true }).fill("Karnataka");
  await page.getByLabel("PIN / postal code").fill("012345");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Invalid phone number format")).toBeVisible();
  await expect(page.getByText("Please enter a valid 6-digit PIN code")).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Bengaluru");
  await page.getByLabel("Phone", { exact: true }).fill("098450 12345");
  await page.getByLabel("PIN / postal code").fill("560025");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Address saved")).toBeVisible();
  await expect(page.getByText("+919845012345")).toBeVisible();
  await expect(page.getByText("Default", { exact: true })).toBeVisible();

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this address?");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete Home" }).click();
  await expect(page.getByText("No saved addresses yet.")).toBeVisible();

  await page.getByRole("link", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Phone", { exact: true }).fill("98765");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Invalid phone number format")).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByText("+919876543210")).toBeVisible();

  // A signed-in shopper's wishlist is saved.
  await page.goto("/shop?search=ganesha");
  await page.getByRole("link", { name: "Brass Ganesha Idol with Antique Finish", exact: true }).click();
  // The button shows the new state at once; leaving before the save has answered would cancel it.
  const saved = page.waitForResponse(
    (r) => r.url().includes("/wishlist/toggle") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "♡ Wishlist" }).click();
  await expect(page.getByRole("button", { name: "♥ Wishlisted" })).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.goto("/profile?tab=wishlist");
  await expect(
    page.getByRole("link", { name: "Brass Ganesha Idol with Antique Finish" }).first(),
  ).toBeVisible();
});
