import fs from "node:fs";
import { expect, test } from "@playwright/test";
import {
  addToBag,
  DIYA,
  expectOrderStatus,
  IDOL,
  LOW_STOCK,
  orderSummary,
  steps,
  totalsValue,
  createVerifiedAccount,
  field,
  fillShipping,
  followVerificationLink,
  JAIPUR,
  mailTo,
  openTestGateway,
  orderNumberOf,
  ownVisitorAddress,
  payOnTestGateway,
  pdfAttachmentOf,
  pdfText,
  placeOrder,
  signedInShopper,
  submitRegistration,
  submitSignIn,
  uniqueEmail,
} from "./checkout-helpers";

test.beforeEach(async ({ page }, testInfo) => {
  await ownVisitorAddress(page, testInfo);
});

test("guest checkout: sign in, validated shipping, GST summary, paid on the test gateway, invoice PDF and e-mail", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = uniqueEmail("priya", testInfo);
  const shipTo = uniqueEmail("priya.delivery", testInfo);
  await createVerifiedAccount(page, "Priya Sharma", account);

  // A guest fills the bag and starts the checkout: five steps, starting with Contact Info.
  await addToBag(page, IDOL);
  await page.goto("/checkout");
  await expect(steps(page).getByRole("listitem")).toHaveText([
    /Contact Info/,
    /Shipping/,
    /Summary/,
    /Payment/,
    /Confirmation/,
  ]);
  await expect(steps(page).locator('[aria-current="step"]')).toHaveText(/Contact Info/);
  await expect(page.getByText("Checking out as a guest")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Info" })).toBeVisible();

  // Signing in comes back to the checkout with the bag kept.
  await page.getByRole("link", { name: "Sign in to continue" }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/);
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(`Signed in as ${account}`)).toBeVisible();
  await expect(steps(page).getByRole("listitem")).toHaveText([
    /Shipping/,
    /Summary/,
    /Payment/,
    /Confirmation/,
  ]);
  await expect(steps(page).locator('[aria-current="step"]')).toHaveText(/Shipping/);
  await expect(orderSummary(page)).toContainText(IDOL);
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  // Until the delivery state is known, GST is one figure.
  await expect(totalsValue(orderSummary(page), /^GST/)).toBeVisible();
  await expect(orderSummary(page).getByText(/^[CSI]GST/)).toHaveCount(0);

  // The e-mail (and the name) come from the account; an empty form gets the spec's messages.
  await expect(field(page, "Email")).toHaveValue(account);
  await field(page, "Full name").fill("");
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByText("Please fix the validation errors below")).toBeVisible();
  for (const [label, message] of [
    ["Full name", "Full name is required"],
    ["Phone", "Phone number is required"],
    ["Address line 1", "Address is required"],
    ["City", "City is required"],
    ["State", "State is required"],
    ["Postal code (PIN)", "Postal code is required"],
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(field(page, label)).toHaveAccessibleDescription(message);
    await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(field(page, "Email")).toHaveValue(account);

  await field(page, "Email").fill("not-an-email");
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter a valid email");
  await expect(page.getByText("Please enter a valid email", { exact: true })).toBeVisible();

  // A valid address in the shop's own state: the summary splits GST into CGST and SGST.
  await fillShipping(page, "Priya Sharma", shipTo);
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await expect(steps(page).locator('[aria-current="step"]')).toHaveText(/Summary/);
  const shippingTo = page.getByRole("main").locator("address");
  await expect(shippingTo).toContainText("Priya Sharma");
  await expect(shippingTo).toContainText(JAIPUR.addressLine1);
  await expect(shippingTo).toContainText(`${JAIPUR.city}, ${JAIPUR.state} ${JAIPUR.postalCode}`);
  await expect(shippingTo).toContainText(shipTo);
  await expect(shippingTo).toContainText(JAIPUR.phoneShown); // the cleaned +91 number
  await expect(page.getByText("Same as shipping address")).toBeVisible();
  const panel = orderSummary(page);
  await expect(totalsValue(panel, /^CGST/)).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
  // Half the GST each.
  await expect(totalsValue(panel, /^SGST/)).toHaveText((await totalsValue(panel, /^CGST/).textContent())!);
  await expect(panel.getByText(/^IGST/)).toHaveCount(0);
  await expect(totalsValue(panel, /^Total$/)).toHaveText("₹1,899");
  await expect(page.getByRole("button", { name: "Place Order · ₹1,899" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Pay online with Razorpay/ })).toBeChecked();

  // Back to Shipping keeps what was typed.
  await page.getByRole("button", { name: "Back to Shipping" }).click();
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await expect(field(page, "Full name")).toHaveValue("Priya Sharma");
  await expect(field(page, "Email")).toHaveValue(shipTo);
  await expect(field(page, "Phone")).toHaveValue(JAIPUR.phoneShown);
  await expect(field(page, "Address line 1")).toHaveValue(JAIPUR.addressLine1);
  await expect(field(page, "City")).toHaveValue(JAIPUR.city);
  await expect(field(page, "State")).toHaveValue(JAIPUR.state);
  await expect(field(page, "Postal code (PIN)")).toHaveValue(JAIPUR.postalCode);
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await page.getByRole("button", { name: "Place Order · ₹1,899" }).click();

  // Payment on the local test gateway, then the order page.
  await expect(page).toHaveURL(/\/checkout\/payment\//);
  const orderNumber = orderNumberOf(page);
  await expect(steps(page).locator('[aria-current="step"]')).toHaveText(/Payment/);
  await expect(page.getByText(`Order ${orderNumber} is reserved for you.`)).toBeVisible();
  await payOnTestGateway(page, orderNumber);
  await expectOrderStatus(page, "Confirmed", "Paid");
  await expect(page.getByText(/^Thank you! Your payment was received/)).toBeVisible();
  await expect(page.getByText(/^pay_\w+$/)).toBeVisible();
  await expect(page.getByText(IDOL, { exact: true })).toBeVisible();
  await expect(page.getByText(/^SKU \S+/)).toBeVisible();
  await expect(page.getByRole("main").locator("address")).toContainText(
    `${JAIPUR.city}, ${JAIPUR.state} ${JAIPUR.postalCode}`,
  );
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

  // The invoice, on screen and as a PDF.
  await page.getByRole("link", { name: "View invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderNumber}/invoice$`));
  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  const invoiceText = page.getByText(/^INV-\d{4}-\d{6}$/);
  await expect(invoiceText).toBeVisible();
  const invoiceNumber = (await invoiceText.textContent())!;
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const text = await pdfText(fs.readFileSync((await download.path())!));
  for (const expected of [invoiceNumber, "GSTIN", "₹", JAIPUR.state, "Priya Sharma", JAIPUR.city])
    expect(text).toContain(expected);

  // The confirmation e-mail goes to the delivery address, with the same invoice attached.
  const mail = await mailTo(shipTo, `Order confirmed: ${orderNumber}`);
  expect(mail).toMatch(/^Content-Type: application\/pdf/m);
  expect(mail).toContain(`${invoiceNumber}.pdf`);
  expect(await pdfText(pdfAttachmentOf(mail))).toContain(invoiceNumber);
});

test("a guest who creates an account at checkout comes back to the checkout with the bag", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("kavya", testInfo);
  await addToBag(page, IDOL);
  await page.goto("/checkout");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?returnTo=%2Fcheckout$/);
  await submitRegistration(page, "Kavya Menon", email);
  await expect(page).toHaveURL(/\/login\?registered=1&returnTo=%2Fcheckout$/);

  await followVerificationLink(page, email);
  await expect(page).toHaveURL(/\/login\?verified=1&returnTo=%2Fcheckout$/);
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText(IDOL).first()).toBeVisible();
});

test("cash on delivery for a business: its GSTIN checked, the order confirmed at once, payment pending, a B2B invoice", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("arjun", testInfo);
  await signedInShopper(page, "Arjun Mehta", email);
  await addToBag(page, DIYA);
  await page.goto("/checkout");
  await fillShipping(page, "Arjun Mehta", email);
  await page.getByText("Buying for a registered business? Add your GSTIN (optional)").click();
  await field(page, "GSTIN").fill("08AABCD1234E1Z9");
  await field(page, "Business name").fill("Mehta Puja Stores");
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(
    page.getByText("GSTIN check character is wrong: please check for a typing mistake"),
  ).toBeVisible();
  await field(page, "GSTIN").fill("08aabcd1234e1z8");
  await placeOrder(page, "Arjun Mehta", email, "cod");
  await expect(page).toHaveURL(/\/order\/[A-Z]{2}\d{6}[A-Z]{6}(\?|$)/);
  const orderNumber = orderNumberOf(page);
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  await expectOrderStatus(page, "Confirmed", "Pending");
  await expect(page.getByText(/^Thank you! Your order is confirmed/)).toBeVisible();
  await expect(page.getByText("Cash on delivery", { exact: true })).toBeVisible();
  await expect(page.getByText(DIYA, { exact: true })).toBeVisible();
  // The tax invoice is due when the goods leave, before the cash is collected (CGST Act s.31(1)(a)).
  await expect(page.getByRole("link", { name: "View invoice" })).toBeVisible();
  const pdf = await page.request.get(`/order/${orderNumber}/invoice.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdfText(await pdf.body())).replace(/\s+/g, " ")).toContain(
    "Bill to Mehta Puja Stores GSTIN: 08AABCD1234E1Z8",
  );
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
});

test("a payment dismissed on the gateway can be made later from the order page", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("kavya", testInfo);
  await signedInShopper(page, "Kavya Nair", email);
  await addToBag(page, DIYA);
  await page.goto("/checkout");
  await placeOrder(page, "Kavya Nair", email);
  await expect(page).toHaveURL(/\/checkout\/payment\//);
  const orderNumber = orderNumberOf(page);

  await openTestGateway(page);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/payment/${orderNumber}\\?failed=cancelled$`));
  await expect(page.getByText("Payment failed: Payment cancelled by user")).toBeVisible();

  await page.getByRole("link", { name: "order page" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderNumber}$`));
  await expectOrderStatus(page, "Pending", "Pending");
  await expect(page.getByText("This order is waiting for payment.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View invoice" })).toHaveCount(0);
  await page.getByRole("link", { name: "Pay now" }).click();
  await payOnTestGateway(page, orderNumber);
  await expectOrderStatus(page, "Confirmed", "Paid");
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View invoice" })).toBeVisible();
});

test("cancelling a paid order puts its stock back, once", async ({ page }, testInfo) => {
  const stockBadge = page.getByText(/^Only \d+ left$/);
  const stockOnPage = async () => {
    await page.goto(`/shop?search=${encodeURIComponent(LOW_STOCK)}`);
    await page.getByRole("link", { name: LOW_STOCK, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: LOW_STOCK })).toBeVisible();
    await expect(stockBadge).toBeVisible();
    return Number(/\d+/.exec((await stockBadge.textContent())!)![0]);
  };
  const email = uniqueEmail("rohan", testInfo);
  await signedInShopper(page, "Rohan Gupta", email);
  const before = await stockOnPage();
  expect(before).toBeGreaterThan(1);
  await expect(page.getByRole("spinbutton")).toHaveAttribute("max", String(before));

  await addToBag(page, LOW_STOCK);
  await page.goto("/checkout");
  await placeOrder(page, "Rohan Gupta", email);
  await expect(page).toHaveURL(/\/checkout\/payment\//);
  const orderNumber = orderNumberOf(page);
  await payOnTestGateway(page, orderNumber);
  await expectOrderStatus(page, "Confirmed", "Paid");
  expect(await stockOnPage()).toBe(before - 1);

  await page.goto(`/order/${orderNumber}`);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to cancel this order?");
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
  // The status badge (the timeline below repeats the word).
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Cancelled: Cancelled by the customer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await page.reload();
  // The status badge (the timeline below repeats the word).
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  // The online payment is refunded by a background job.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Payment: Refunded", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  expect(await stockOnPage()).toBe(before);
  await expect(page.getByRole("spinbutton")).toHaveAttribute("max", String(before));
});
