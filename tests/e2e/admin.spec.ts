import { expect, test } from "@playwright/test";
import { ADMIN, adminSignIn, seriousViolations } from "./admin-helpers";
import { ownVisitorAddress, signedInShopper, uniqueEmail } from "./checkout-helpers";

test("an admin signs in and sees the dashboard's figures, quick actions and panels", async ({
  page,
}, testInfo) => {
  await ownVisitorAddress(page, testInfo);
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("Wrong@12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials");

  await adminSignIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // The cards show figures (sections not built yet are plain cards, not links to nowhere).
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.filter({ hasText: "Total Products" })).toContainText(/Total Products\s*\d+/);
  await expect(cards.filter({ hasText: "Total Revenue" })).toContainText("₹");
  await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
  const recent = page.locator("section", { has: page.getByRole("heading", { name: "Recent Activity" }) });
  await expect(recent).toContainText(/No recent activity|Order |Shop Admin: /);
  await expect(recent).not.toContainText("...");
  // The shop's own header is not part of the back office.
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (testInfo.project.name === "phone") {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});

test("a customer opening the back office is refused", async ({ page }, testInfo) => {
  await ownVisitorAddress(page, testInfo);
  await signedInShopper(page, "Meena Pillai", uniqueEmail("meena.admin", testInfo));
  const response = await page.goto("/admin/dashboard");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("the admin sign-in page is accessible", async ({ page }) => {
  await page.goto("/admin/login");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the activity log opens from the navigation, filters by URL and fits a phone", async ({
  page,
}, testInfo) => {
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/activity");
  await expect(page.getByRole("heading", { name: "Activity log", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Activity" }),
  ).toBeVisible();
  await page.getByLabel("From").fill("2026-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2026-01-01/);
  expect(await seriousViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("an open back-office page in use keeps its session; when it ends anyway, the page's work survives signing in again", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "one browser is enough for the session clock");
  await ownVisitorAddress(page, testInfo);
  await page.clock.install();
  await adminSignIn(page, "/admin/activity");
  await expect(page.getByRole("heading", { name: "Activity log", level: 1 })).toBeVisible();

  // Working on the page: after 2 minutes the next 30-second check tells the server.
  await page.getByLabel("From").fill("2026-02-03");
  const ping = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/admin/session"));
  await page.clock.runFor(150_000);
  expect((await (await ping).response())?.status()).toBe(200);

  // The session ends elsewhere (signed out in another tab): the banner says so, the typed date stays.
  const cookies = await context.cookies();
  await context.clearCookies();
  await page.getByLabel("To").fill("2026-02-04");
  await page.clock.runFor(150_000);
  await expect(page.getByRole("alert")).toContainText("Your session has ended");
  await context.addCookies(cookies);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByLabel("From")).toHaveValue("2026-02-03");
  await expect(page.getByLabel("To")).toHaveValue("2026-02-04");
});
