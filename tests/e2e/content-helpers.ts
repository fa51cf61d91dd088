import { type Browser, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { linkFromMail } from "./mailbox";
import { ownVisitorAddress } from "./checkout-helpers";

/** A short random suffix, so names never collide between runs and projects. */
export const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant `offsetMs` from now as a datetime-local value on the shop's clock (India time). */
export function indiaDateTime(offsetMs: number): string {
  return new Date(Date.now() + offsetMs + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A wide, real PNG for a banner (the size the form asks for). */
export async function bannerPhoto(name: string) {
  const buffer = await sharp({ create: { width: 1920, height: 800, channels: 3, background: "#7c2d12" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** The console errors and uncaught exceptions of a page, collected for the test to expect none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** An anonymous shopper in a browser of their own (no admin session), with its console errors. */
export async function visitor(browser: Browser, testInfo: TestInfo) {
  const page = await browser.newPage();
  await ownVisitorAddress(page, testInfo);
  return { page, errors: consoleErrors(page) };
}

/**
 * Types a new paragraph at the end of a rich-text field, once its editor has loaded (until then a
 * plain text area of the same name stands in for it).
 */
export async function typeNewParagraph(page: Page, editor: Locator, text: string) {
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

/** Presses a button that asks first, then the dialog's confirming button. */
export async function confirmThrough(page: Page, button: Locator, confirmLabel: string) {
  await button.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The link of the given path (e.g. /unsubscribe) from the newest e-mail to `to` that has one, as a path. */
export async function mailedPath(to: string, path: string): Promise<string> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const link = await linkFromMail(to, new RegExp(`http://localhost:\\d+${escaped}\\?token=[A-Za-z0-9_%-]+`));
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
