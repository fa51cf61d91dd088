import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { linkFromMail } from "./mailbox";

export const PASSWORD = "Krishna@123";

/** Delivery address used by the checkout tests: Rajasthan is the shop's own state (CGST + SGST). */
export const JAIPUR = {
  phone: "98765 43210",
  phoneShown: "+919876543210",
  addressLine1: "14 Hawa Mahal Road",
  city: "Jaipur",
  state: "Rajasthan",
  postalCode: "302002",
};

let visitor = 0;

/**
 * Makes this page's browser context a visitor of its own (the shop trusts X-Forwarded-For from a
 * local proxy), so the per-address sign-up and sign-in limits never add up across tests. The test's
 * file and title pick the address block, since each spec file may count its visitors from 1 again.
 */
export async function ownVisitorAddress(page: Page, testInfo: TestInfo): Promise<void> {
  visitor++;
  const project = testInfo.project.name === "phone" ? 2 : 1;
  const test = [...`${testInfo.file} ${testInfo.title}`].reduce(
    (h, c) => (h * 31 + c.charCodeAt(0)) >>> 0,
    7,
  );
  const block = (project - 1) * 100 + (test % 100);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.78.${block}.${(visitor % 250) + 1}` });
}

/** A fresh e-mail address for this test and project. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  return `${prefix}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers an account and verifies it by the e-mailed link; the visitor stays signed out. */
export async function createVerifiedAccount(page: Page, fullName: string, email: string): Promise<void> {
  await page.goto("/register");
  await submitRegistration(page, fullName, email);
  await followVerificationLink(page, email);
  await expect(page).toHaveURL(/\/login\?verified=1/);
}

/** Fills and submits the registration form of the page already open, and waits for its success. */
export async function submitRegistration(page: Page, fullName: string, email: string): Promise<void> {
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
}

/** Opens the verification link e-mailed to `email`. */
export async function followVerificationLink(page: Page, email: string): Promise<void> {
  const link = await linkFromMail(email, /http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"<]+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
}

/** Fills and submits the sign-in form of the page already open (/login, with or without returnTo). */
export async function submitSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A registered, verified and signed-in shopper. */
export async function signedInShopper(page: Page, fullName: string, email: string): Promise<void> {
  await createVerifiedAccount(page, fullName, email);
  await page.goto("/login");
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

/** Adds a product (single option) from its page; works with and without JavaScript. */
export async function addToBag(page: Page, name: string, javaScript = true): Promise<void> {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Add to Bag" }).first().click();
  if (javaScript) await expect(page.getByRole("status")).toContainText(`${name} added to cart!`);
}

/**
 * A shipping-form field (the hidden billing copy of each field is not matched); State offers a
 * list of states, so it is a combo box.
 */
export const field = (page: Page, label: string) =>
  page
    .getByRole("textbox", { name: label, exact: true })
    .or(page.getByRole("combobox", { name: label, exact: true }));

export async function fillShipping(page: Page, fullName: string, email: string): Promise<void> {
  await field(page, "Full name").fill(fullName);
  await field(page, "Email").fill(email);
  await field(page, "Phone").fill(JAIPUR.phone);
  await field(page, "Address line 1").fill(JAIPUR.addressLine1);
  await field(page, "City").fill(JAIPUR.city);
  await field(page, "State").fill(JAIPUR.state);
  await field(page, "Postal code (PIN)").fill(JAIPUR.postalCode);
}

/** From /checkout (shipping step, signed in): fills the address, reviews and places the order. */
export async function placeOrder(
  page: Page,
  fullName: string,
  email: string,
  method: "online" | "cod" = "online",
): Promise<void> {
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await fillShipping(page, fullName, email);
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  if (method === "cod") await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
  await page.getByRole("button", { name: /^Place Order · ₹/ }).click();
}

/** The order number in the current URL (payment page or order page). */
export function orderNumberOf(page: Page): string {
  const match = /\/(?:order|checkout\/payment)\/([A-Z]{2}\d{6}[A-Z]{6})(?:[/?]|$)/.exec(page.url());
  expect(match, `an order number in ${page.url()}`).not.toBeNull();
  return match![1];
}

/** On the shop's payment page: opens the test gateway's hosted page. */
export async function openTestGateway(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/payment\/[A-Z]{2}\d{6}[A-Z]{6}(\?|$)/);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByText("Test mode.")).toBeVisible();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/test-gateway\/checkout\//);
  await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
}

/** On the shop's payment page: pays on the test gateway and lands on the order page. */
export async function payOnTestGateway(page: Page, orderNumber: string): Promise<void> {
  await openTestGateway(page);
  await page.getByRole("radio", { name: "UPI" }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderNumber}(\\?|$)`));
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
}

// ------------------------------------------------------------------------------------------------
// Mail

function mailDir(): string {
  return path.resolve(`.tmp/e2e-mail-${process.env.E2E_PORT ?? 3100}`);
}

/** Waits (up to ~15 s: the confirmation goes out from a background job) for a mail by recipient and subject. */
export async function mailTo(to: string, subject: string): Promise<string> {
  const dir = mailDir();
  const header = new RegExp(`^Subject: ${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\r?$`, "m");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${to.toLowerCase()}.eml`))
          : [];
        for (const file of files) {
          const raw = fs.readFileSync(path.join(dir, file), "latin1");
          if (header.test(raw)) return (found = raw);
        }
        return undefined;
      },
      { timeout: 15_000, intervals: [250, 500, 1000], message: `a mail to ${to} with subject '${subject}'` },
    )
    .toBeTruthy();
  return found!;
}

/** The decoded bytes of the first application/pdf attachment of a raw MIME message. */
export function pdfAttachmentOf(raw: string): Buffer {
  const start = raw.search(/^Content-Type: application\/pdf/m);
  expect(start, "a Content-Type: application/pdf part").toBeGreaterThanOrEqual(0);
  const part = raw.slice(start);
  const bodyStart = part.search(/\r?\n\r?\n/);
  const body = part.slice(bodyStart).trimStart();
  const end = body.search(/^--/m);
  return Buffer.from(body.slice(0, end === -1 ? undefined : end).replace(/\s+/g, ""), "base64");
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

export const IDOL = "Brass Ganesha Idol with Antique Finish"; // ₹1,899, one option, plenty in stock
export const DIYA = "Brass Kuber Diya Set of 2"; // ₹899, one option, plenty in stock
export const LOW_STOCK = "Brass Radha Krishna Idol Pair 8 Inch"; // one option, a few left ("Only N left")

export const steps = (page: Page) => page.getByRole("navigation", { name: "Checkout steps" });
export const orderSummary = (page: Page) => page.getByRole("complementary", { name: /^Order Summary/ });
/** The value next to a label in a <dl> of the order totals (e.g. 'Total'). */
export const totalsValue = (scope: ReturnType<Page["locator"]>, label: string | RegExp) =>
  scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: label }) })
    .locator("dd");

/** The order page's two badges side by side (the status timeline below repeats the status's word). */
export async function expectOrderStatus(page: Page, status: string, payment: string) {
  const paymentBadge = page.getByText(`Payment: ${payment}`, { exact: true });
  await expect(paymentBadge).toBeVisible();
  await expect(paymentBadge.locator("..").getByText(status, { exact: true })).toBeVisible();
}
