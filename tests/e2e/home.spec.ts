import { expect, test } from "@playwright/test";

test("the home page shows the shop's name and links to the shop", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Divine Threads/);
  await expect(page.getByRole("link", { name: "Divine Threads home" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Divine Threads" })).toBeAttached();
  await expect(page.getByRole("link", { name: "View all products" })).toHaveAttribute("href", "/shop");
  await expect(page.getByRole("contentinfo").getByText("Divine Threads", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown address answers 404 with links home and to the shop", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Browse the Shop" })).toHaveAttribute("href", "/shop");
});

test("every response carries the security headers, with a fresh script nonce per page", async ({
  request,
}) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  for (const response of [first, await request.get("/api/health"), await request.get("/favicon.svg")]) {
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers()["x-request-id"]).toBeTruthy();
  }
});

test("the seeded images are served from /uploads", async ({ request }) => {
  const response = await request.get("/uploads/seed/brand/logo.webp");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect((await request.get("/uploads/../package.json")).status()).toBe(404);
});
