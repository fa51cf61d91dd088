import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { type FakeGemini, SAMPLE_DETAILS, startFakeGemini } from "../fakes/gemini-server";
import { adminSignIn, fitsTheScreen, openAdmin, seriousViolations } from "./admin-helpers";
import { ownVisitorAddress } from "./checkout-helpers";

// tests/e2e/start-test-server.mjs points the shop's GEMINI_BASE_URL at the port after its own.
const GEMINI_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const KEY = "AIza-e2e-shop-key";
let gemini: FakeGemini;

test.beforeAll(async () => {
  gemini = await startFakeGemini({ port: GEMINI_PORT, apiKey: KEY });
});
test.afterAll(async () => {
  await gemini.close();
});

/** A photo as a phone would take it: PNG, converted to JPEG by the shop before it is sent. */
async function sareePhoto() {
  const buffer = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#7b1e2b" } })
    .png()
    .toBuffer();
  return { name: "maroon-saree.png", mimeType: "image/png", buffer };
}

/** Saves the Gemini key in Admin Settings, as an admin would. */
async function saveGeminiKey(page: Page) {
  await openAdmin(page, "/admin/settings");
  await page.getByLabel("Gemini Api Key").fill(KEY);
  await page.getByRole("button", { name: "Save Settings" }).first().click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
}

async function generateFromUpload(page: Page) {
  await page.getByLabel("Upload a photo").setInputFiles(await sareePhoto());
  await page.getByRole("button", { name: "Generate details from photo" }).click();
  await expect(page.getByRole("heading", { name: "Suggested details" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: /Details ready: \d+ suggestions below\./ }),
  ).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Generating details" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
}

test("an admin fills a new product from a photo, accepts the suggestions and saves it", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the phone pass below covers the small screen");
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/products/new");
  await page.locator("[data-ready]").waitFor();

  // No key yet: the panel says how to configure one instead of offering the button.
  const panel = page.getByRole("region", { name: "Generate details from photo" });
  await expect(panel.getByText("gemini_api_key", { exact: true })).toBeVisible();
  await expect(panel.getByText("GEMINI_API_KEY", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate details from photo" })).toHaveCount(0);

  await saveGeminiKey(page);
  await openAdmin(page, "/admin/products/new");
  await generateFromUpload(page);

  // The request went to the model with the saved key and the photo as inline JPEG.
  expect(gemini.requests).toHaveLength(1);
  const [request] = gemini.requests;
  expect(request.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
  expect(request.apiKey).toBe(KEY);
  const inline = request.body.contents?.[0].parts?.[1].inlineData;
  expect(inline?.mimeType).toBe("image/jpeg");
  expect(
    Buffer.from(inline?.data ?? "", "base64")
      .subarray(0, 3)
      .toString("hex"),
  ).toBe("ffd8ff");

  // Suggested beside the current (empty) values; nothing is filled until accepted.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(SAMPLE_DETAILS.name);
  await expect(page.getByLabel("Category", { exact: true }).locator("option:checked")).toHaveText(
    "Traditional Wear / Sarees",
  );
  await expect(page.getByLabel("Material")).toHaveValue("Pure silk");
  await expect(page.getByLabel("Price (₹)", { exact: true })).toHaveValue("10500");

  const sku = `AI-SAREE-${Date.now()}`;
  await page.getByLabel("SKU", { exact: true }).fill(sku);
  await page.getByLabel("Stock quantity").fill("4");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Product saved")).toBeVisible();

  // Saved with the product, as the admin accepted them.
  await expect(page.getByRole("heading", { name: SAMPLE_DETAILS.name, level: 1 })).toBeVisible();
  await expect(page.getByLabel("Short description")).toHaveValue(SAMPLE_DETAILS.short_description);
  await expect(page.getByLabel("Meta title")).toHaveValue(SAMPLE_DETAILS.meta_title);
  await expect(page.getByLabel("Tags")).toHaveValue(
    "banarasi, silk saree, zari, ethnic, traditional, festive",
  );
  await expect(page.getByRole("textbox", { name: "Color", exact: true })).toHaveValue("Maroon");
  await expect(page.getByLabel("Care instructions")).toHaveValue(SAMPLE_DETAILS.care_instructions);

  // And a shopper sees them on the product's page.
  const productId = page.url().split("/").pop()!;
  const shopper = await browser.newPage();
  await shopper.goto(`/products/${productId}`);
  await expect(shopper.getByRole("heading", { name: SAMPLE_DETAILS.name, level: 1 })).toBeVisible();
  await expect(shopper.getByText("₹10,500").first()).toBeVisible();
  await expect(shopper.getByText(/Woven in Varanasi from pure silk/).first()).toBeVisible();
  await shopper.close();
});

test("on a phone, the suggestions fit the screen and are accepted field by field", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone-sized pass");
  await ownVisitorAddress(page, testInfo);
  await adminSignIn(page, "/admin/settings");
  await page.locator("[data-ready]").waitFor();
  await saveGeminiKey(page);
  await openAdmin(page, "/admin/products/new");
  gemini.reply({ kind: "rate-limit" }, { kind: "rate-limit" }, { kind: "rate-limit" });
  await page.getByLabel("Upload a photo").setInputFiles(await sareePhoto());
  await page.getByRole("button", { name: "Generate details from photo" }).click();
  // Three refusals in a row (2 s, then 4 s apart): the error shows and the bar goes back to 0.
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed after 3 attempts: Rate limit exceeded" }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("progressbar", { name: "Generating details" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );

  await page.getByRole("button", { name: "Generate details from photo" }).click();
  await expect(page.getByRole("heading", { name: "Suggested details" })).toBeVisible();
  await page.getByRole("button", { name: "Accept name" }).click();
  // The accepted field's button stays where it was, with the keyboard focus.
  await expect(page.getByRole("button", { name: "Name: in the form" })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(SAMPLE_DETAILS.name);
  await expect(page.getByLabel("Material")).toHaveValue("");
  await fitsTheScreen(page);
  expect(await seriousViolations(page)).toEqual([]);
});
