// Who may see an order, checkout without JavaScript, and accessibility of the checkout pages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  addToBag,
  DIYA,
  expectOrderStatus,
  IDOL,
  orderSummary,
  totalsValue,
  field,
  fillShipping,
  JAIPUR,
  openTestGateway,
  orderNumberOf,
  ownVisitorAddress,
  payOnTestGateway,
  placeOrder,
  signedInShopper,
  uniqueEmail,
} from "./checkout-helpers";

test.beforeEach(async ({ page }, testInfo) => {
  await ownVisitorAddress(page, testInfo);
});

test("only the buyer sees an order and its invoice", async ({ page }, testInfo) => {
  const owner = uniqueEmail("neha", testInfo);
  await signedInShopper(page, "Neha Joshi", owner);
  await addToBag(page, IDOL);
  await page.goto("/checkout");
  await placeOrder(page, "Neha Joshi", owner);
  await expect(page).toHaveURL(/\/checkout\/payment\//);
  const orderNumber = orderNumberOf(page);
  await payOnTestGateway(page, orderNumber);
  const pdf = await page.request.get(`/order/${orderNumber}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const refused = async (signedIn: boolean) => {
    const response = await page.goto(`/order/${orderNumber}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
    await expect(page.getByText(JAIPUR.addressLine1)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(signedIn ? 0 : 1);
    expect((await page.request.get(`/order/${orderNumber}/invoice.pdf`)).status()).toBe(404);
    expect((await page.request.get(`/order/${orderNumber}/invoice`)).status()).toBe(404);
    if (signedIn) {
      expect((await page.request.get(`/checkout/payment/${orderNumber}`)).status()).toBe(404);
      const forgedReturn = `/checkout/payment/${orderNumber}/return?razorpay_payment_id=pay_abc&razorpay_order_id=o&razorpay_signature=s`;
      expect((await page.request.get(forgedReturn, { maxRedirects: 0 })).status()).toBe(404);
    }
  };

  // A signed-out visitor...
  await page.context().clearCookies();
  await refused(false);

  // ...and another shopper's account.
  const other = uniqueEmail("vikram", testInfo);
  await signedInShopper(page, "Vikram Singh", other);
  await refused(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shipping, summary, placing the order and paying on the test gateway work as plain forms", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("sunita", testInfo);
    await signedInShopper(page, "Sunita Rao", email);
    await addToBag(page, DIYA, false);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();

    await field(page, "Full name").fill("");
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Continue to Summary" }).click();
    await expect(page.getByText("Please fix the validation errors below")).toBeVisible();
    await expect(page.getByText("Full name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid email", { exact: true })).toBeVisible();
    await expect(page.getByText("City is required", { exact: true })).toBeVisible();
    await expect(field(page, "Email")).toHaveValue("not-an-email");

    await fillShipping(page, "Sunita Rao", email);
    await page.getByRole("button", { name: "Continue to Summary" }).click();
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    await expect(page.getByRole("main").locator("address")).toContainText(
      `${JAIPUR.city}, ${JAIPUR.state} ${JAIPUR.postalCode}`,
    );
    await expect(totalsValue(orderSummary(page), /^CGST/)).toBeVisible();
    await page.getByRole("button", { name: /^Place Order · ₹/ }).click();

    await expect(page).toHaveURL(/\/checkout\/payment\//);
    const orderNumber = orderNumberOf(page);
    await payOnTestGateway(page, orderNumber);
    await expectOrderStatus(page, "Confirmed", "Paid");
    await expect(page.getByText(DIYA, { exact: true })).toBeVisible();
  });
});

test("checkout, payment, order and invoice pages have no serious accessibility violations", async ({
  page,
}, testInfo) => {
  // An axe pass over each of six pages takes several seconds on a busy machine.
  test.slow();
  const violations = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious, label).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
  };
  await addToBag(page, DIYA);
  await page.goto("/checkout");
  await violations("contact step");
  const email = uniqueEmail("a11y", testInfo);
  await signedInShopper(page, "Kavya Rao", email);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByText("Please fix the validation errors below")).toBeVisible();
  await violations("shipping step with errors");
  await fillShipping(page, "Kavya Rao", email);
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await violations("summary step");
  await page.getByRole("button", { name: /^Place Order · ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await violations("payment step");
  await openTestGateway(page);
  await violations("test gateway");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();
  await violations("order page");
  await page.getByRole("link", { name: "View invoice" }).click();
  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  await violations("invoice page");
});
