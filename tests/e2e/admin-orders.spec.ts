import { expect, type Browser, type Page, test, type TestInfo } from "@playwright/test";
import { adminSignIn, fitsTheScreen, seriousViolations } from "./admin-helpers";
import {
  addToBag,
  DIYA,
  IDOL,
  mailTo,
  orderNumberOf,
  ownVisitorAddress,
  payOnTestGateway,
  placeOrder,
  signedInShopper,
  uniqueEmail,
} from "./checkout-helpers";

/** A shopper in their own browser who has placed (and, online, paid) an order for one idol and one diya set. */
async function shopperWithOrder(
  browser: Browser,
  email: string,
  method: "online" | "cod",
  testInfo: TestInfo,
) {
  const shopper = await browser.newPage();
  // A browser of its own is a visitor of its own, so its sign-up counts against its own address's limit.
  await ownVisitorAddress(shopper, testInfo);
  await signedInShopper(shopper, "Kavya Reddy", email);
  await addToBag(shopper, IDOL);
  await addToBag(shopper, DIYA);
  await shopper.goto("/checkout");
  await placeOrder(shopper, "Kavya Reddy", email, method);
  await expect(shopper).toHaveURL(/\/(order|checkout\/payment)\/[A-Z]{2}\d{6}[A-Z]{6}/);
  const orderNumber = orderNumberOf(shopper);
  if (method === "online") await payOnTestGateway(shopper, orderNumber);
  else await expect(shopper).toHaveURL(new RegExp(`/order/${orderNumber}`));
  return { shopper, orderNumber };
}

async function shipFromOrderPage(page: Page, carrier: string, trackingNumber: string) {
  await page.getByLabel("Carrier").selectOption({ label: carrier });
  await page.getByLabel("Tracking number").fill(trackingNumber);
  await page.getByRole("button", { name: "Mark shipped and e-mail the customer" }).click();
  await expect(
    page.getByText("Order marked shipped. The customer is being e-mailed the tracking link.").first(),
  ).toBeVisible();
}

test("an admin ships a paid order with a tracking number, the customer is e-mailed and sees the link, then one line is refunded", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the phone pass below covers the small screen");
  test.setTimeout(120_000);
  await ownVisitorAddress(page, testInfo);
  const email = uniqueEmail("ship", testInfo);
  const { shopper, orderNumber } = await shopperWithOrder(browser, email, "online", testInfo);

  await adminSignIn(page, "/admin/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await page.getByLabel("Search orders").fill(orderNumber);
  await page.getByLabel("Search orders").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A ship without a tracking number is refused by the form; with one it goes out.
  await page.getByLabel("Carrier").selectOption({ label: "Delhivery" });
  await page.getByRole("button", { name: "Mark shipped and e-mail the customer" }).click();
  await expect(page.getByLabel("Tracking number")).toHaveJSProperty("validity.valueMissing", true);
  await shipFromOrderPage(page, "Delhivery", "DLV55512345");
  await expect(page.getByRole("link", { name: "Track the parcel" })).toHaveAttribute(
    "href",
    "https://www.delhivery.com/track/package/DLV55512345",
  );

  const mail = await mailTo(email, `Your order ${orderNumber} is now Shipped`);
  expect(mail.replace(/=\r?\n/g, "")).toContain("delhivery.com/track/package/DLV55512345");

  await shopper.goto(`/order/${orderNumber}`);
  await expect(shopper.getByText("DLV55512345")).toBeVisible();
  await expect(shopper.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute(
    "href",
    "https://www.delhivery.com/track/package/DLV55512345",
  );

  // Refund the diya set (one line) through the test gateway.
  await page.getByLabel(new RegExp(DIYA)).fill("1");
  await page.getByLabel("Reason", { exact: true }).fill("Arrived chipped");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText(/^Refund of ₹899 sent to Razorpay/).first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText("Partly refunded").first().isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(page.getByText("Arrived chipped").first()).toBeVisible();

  // The refund's credit note: on the order page, in the buyer's mailbox, and in this month's GST return.
  const creditNoteLink = page.getByRole("link", { name: /^Credit note CN-\d{4}-\d{6,7} \(PDF\)$/ });
  await expect(creditNoteLink).toBeVisible();
  const creditNote = /CN-\d{4}-\d+/.exec((await creditNoteLink.textContent()) ?? "")![0];
  await mailTo(email, `Credit note ${creditNote} for your order ${orderNumber}`);
  const month = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
  })
    .format(new Date())
    .slice(0, 7);
  await page.goto(`/admin/reports/gst?month=${month}`);
  await expect(page.getByRole("heading", { name: "GST returns (GSTR-1)", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Credit Note", exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone, the orders list fits the screen and a cash-on-delivery order is shipped from it", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone pass");
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await ownVisitorAddress(page, testInfo);
  const email = uniqueEmail("phoneship", testInfo);
  const { orderNumber } = await shopperWithOrder(browser, email, "cod", testInfo);

  await adminSignIn(page, "/admin/orders?method=cod");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await fitsTheScreen(page);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}`, level: 1 })).toBeVisible();
  await fitsTheScreen(page);
  await shipFromOrderPage(page, "India Post (Speed Post)", "EE123456789IN");
  await fitsTheScreen(page);

  await page.goto("/admin/orders/cod");
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();
  await fitsTheScreen(page);
});
