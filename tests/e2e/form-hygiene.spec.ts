import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  addToBag,
  createVerifiedAccount,
  DIYA,
  field,
  fillShipping,
  ownVisitorAddress,
  PASSWORD,
  submitSignIn,
  uniqueEmail,
} from "./checkout-helpers";

// Spec transactions-and-admin section 5 (and 9: 300 ms): the browser removes NUL characters as they
// are typed, trims on leaving a field and shows the server's own message once typing stops.

test.beforeEach(async ({ page }, testInfo) => {
  await ownVisitorAddress(page, testInfo);
});

/**
 * Puts `text` into the field as a paste would (one input event), with the caret after it. Repeated
 * until the page's script has taken over the form, which it does once the page is interactive.
 */
async function paste(input: Locator, text: string, expected: string): Promise<void> {
  await expect(async () => {
    await input.evaluate((el: HTMLInputElement, value) => {
      el.focus();
      el.value = value;
      el.setSelectionRange(value.length, value.length);
      el.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
    }, text);
    await expect(input).toHaveValue(expected, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

interface Timing {
  /** When the last input event happened, and whether the message was on the page at that moment. */
  lastInput: number;
  shownAtLastInput: boolean;
  /** When the message (re)appeared after that input, or null. */
  shownAt: number | null;
}

/** Records, in the page, when typing happens and when `message` appears. */
async function watchMessage(page: Page, message: string): Promise<() => Promise<Timing>> {
  await page.evaluate((text) => {
    const onPage = () => document.body.textContent?.includes(text) ?? false;
    const timing = { lastInput: 0, shownAtLastInput: false, shownAt: null as number | null };
    (window as unknown as { timing: typeof timing }).timing = timing;
    // Capture phase: recorded before the page's own handlers see the input.
    document.addEventListener(
      "input",
      () => {
        timing.lastInput = performance.now();
        timing.shownAtLastInput = onPage();
        timing.shownAt = null;
      },
      true,
    );
    new MutationObserver(() => {
      if (timing.shownAt === null && onPage()) timing.shownAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, message);
  return () => page.evaluate(() => (window as unknown as { timing: Timing }).timing);
}

/** The message shows only once typing has stopped for 300 ms, and describes the field. */
async function expectShownAfterPause(input: Locator, typed: string, message: string): Promise<void> {
  const timing = await watchMessage(input.page(), message);
  await input.pressSequentially(typed);
  await expect(input).toHaveAccessibleDescription(message);
  const { lastInput, shownAtLastInput, shownAt } = await timing();
  expect(shownAtLastInput, "the message is absent right after typing").toBe(false);
  expect(shownAt, "the message appeared").not.toBeNull();
  // A timer never fires early; a few ms of slack for the clock's coarsened resolution.
  expect(shownAt! - lastInput).toBeGreaterThanOrEqual(295);
}

test("registration: NUL characters go as typed, e-mail checked after a pause, trimmed on leaving a field", async ({
  page,
}, testInfo) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/register");
  const fullName = page.getByLabel("Full name");

  await paste(fullName, "Asha\u0000 Ver\u0000ma", "Asha Verma");
  expect(await fullName.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe("Asha Verma".length);

  await fullName.fill("  Asha Verma  ");
  await fullName.press("Tab");
  await expect(fullName).toHaveValue("Asha Verma");
  await expect(page.getByLabel("Email")).toBeFocused();

  // The server's message for this form's e-mail field (lib/auth-schemas).
  await expectShownAfterPause(page.getByLabel("Email"), "not-an-email", "Please enter a valid email address");

  // Posting is stopped in the browser and the first field with a problem gets the focus.
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toEqual([]);

  // Fixed: the message goes once typing stops, and the form posts.
  await page.getByLabel("Email").fill(uniqueEmail("asha.hygiene", testInfo));
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Account Created Successfully" })).toBeVisible();
});

test("checkout: NUL characters go, the e-mail is checked after a pause, fields are trimmed", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("kavya", testInfo);
  await createVerifiedAccount(page, "Kavya Nair", email);
  await page.goto("/login");
  await submitSignIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await addToBag(page, DIYA);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await fillShipping(page, "Kavya Nair", email);

  await paste(field(page, "Address line 1"), "14 Hawa\u0000 Mahal Road", "14 Hawa Mahal Road");

  await field(page, "City").fill("  Jaipur ");
  await field(page, "City").press("Tab");
  await expect(field(page, "City")).toHaveValue("Jaipur");

  // The checkout's own message for its e-mail field (lib/checkout-schema), not registration's.
  await field(page, "Email").fill("");
  await expectShownAfterPause(field(page, "Email"), "kavya@example", "Please enter a valid email");

  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByText("Please fix the validation errors below")).toBeVisible();
  await expect(field(page, "Email")).toBeFocused();

  // Fixed: the message and the banner go once typing stops; the review shows the cleaned address.
  await field(page, "Email").fill(email);
  await expect(page.getByText("Please enter a valid email", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Please fix the validation errors below")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to Summary" }).click();
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await expect(page.getByRole("main").locator("address")).toContainText("14 Hawa Mahal Road");
  await expect(page.getByRole("main").locator("address")).toContainText("Jaipur, Rajasthan 302002");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("registration still posts and the server answers with the same message", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Full name").fill("  Asha Verma  ");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  });
});
