import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The demo admin; tests/e2e/start-test-server.mjs gives it this password. */
export const ADMIN = { email: "admin@shop.localhost", password: "Admin@e2e2026" };

/** Axe's serious and critical findings on the page, as readable lines. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Opens a back-office page while signed out, signs in on the page it leads to, and comes back. */
export async function adminSignIn(page: Page, returnTo = "/admin/dashboard") {
  await page.goto(returnTo);
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The page never scrolls sideways on a phone. */
export async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Opens a back-office page and waits until its forms respond (the shell is hydrated). */
export async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await page.locator("[data-ready]").waitFor();
}
