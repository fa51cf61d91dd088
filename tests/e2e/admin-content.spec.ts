import { expect, test } from "@playwright/test";
import { adminSignIn, fitsTheScreen, openAdmin, seriousViolations } from "./admin-helpers";
import { mailTo, ownVisitorAddress, uniqueEmail } from "./checkout-helpers";
import {
  bannerPhoto,
  confirmThrough,
  consoleErrors,
  indiaDateTime,
  mailedPath,
  suffix,
  typeNewParagraph,
  visitor,
} from "./content-helpers";

const HOUR = 60 * 60 * 1000;
const desktopOnly = "a desktop journey; the phone pass below covers the small screen";

test("an admin schedules a hero banner that a visitor sees on the home page; one that ends before it starts is refused", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", desktopOnly);
  test.slow(); // axe runs on three pages
  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  await adminSignIn(page, "/admin/cms");
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Content", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: /^Banners/ }).click();
  await expect(page.getByRole("heading", { name: "Banners", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Add banner" }).click();
  await expect(page.getByRole("heading", { name: "Add banner", level: 1 })).toBeVisible();
  const title = `Navratri Utsav ${suffix()}`;
  const alt = `Girls in chaniya cholis dancing garba (${title})`;
  await page.getByLabel("Upload image").setInputFiles(await bannerPhoto("navratri.png"));
  await expect(page.getByRole("img", { name: "Chosen banner image" })).toBeVisible();
  await page.getByLabel("Alt text").fill(alt);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Subtitle").fill("Nine nights of colour");
  await page.getByLabel("Position").selectOption({ label: "Hero (home page carousel)" });
  expect(await seriousViolations(page)).toEqual([]);

  // An end before the start is refused with the form's message, and nothing is created.
  await page.getByLabel("Start", { exact: true }).fill(indiaDateTime(2 * HOUR));
  await page.getByLabel("End", { exact: true }).fill(indiaDateTime(HOUR));
  await page.getByRole("button", { name: "Create banner" }).click();
  await expect(page.getByText("End date must be after start date")).toBeVisible();
  await expect(page.getByLabel("End", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/cms\/banners\/new$/);
  // The server refuses it too, with the same message (a form posted without the browser's check).
  const imageUrl = await page.locator('input[name="imageUrl"]').inputValue();
  const refused = await page.request.post("/admin/cms/banners/new", {
    form: {
      imageUrl,
      title,
      position: "hero",
      targetAudience: "all",
      isActive: "on",
      startDate: indiaDateTime(2 * HOUR),
      endDate: indiaDateTime(HOUR),
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("End date must be after start date");

  // Started a minute ago, ending tomorrow: live at once.
  await page.getByLabel("Start", { exact: true }).fill(indiaDateTime(-60_000));
  await page.getByLabel("End", { exact: true }).fill(indiaDateTime(24 * HOUR));
  await expect(page.getByText("End date must be after start date")).toBeHidden();
  await page.getByRole("button", { name: "Create banner" }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/banners$/);
  await expect(page.getByText("Banner created").first()).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Live");
  await expect(row).toContainText("Hero (home page carousel)");

  // An anonymous visitor finds it in the home page's carousel (new banners come last).
  const shopper = await visitor(browser, testInfo);
  await shopper.page.goto("/");
  const carousel = shopper.page.getByRole("region", { name: "Featured", exact: true });
  const dots = carousel.getByRole("button", { name: /^Show slide \d+$/ });
  await expect(dots.first()).toBeVisible();
  const slides = await dots.count();
  // Retried until the page is interactive (the first click may land before hydration).
  await expect(async () => {
    await carousel.getByRole("button", { name: `Show slide ${slides}`, exact: true }).click();
    await expect(carousel.getByRole("heading", { name: title, level: 2 })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(carousel.getByRole("img", { name: alt })).toBeVisible();
  await expect(carousel.getByText("Nine nights of colour")).toBeVisible();
  expect(shopper.errors).toEqual([]);

  // Clean up: deleted, it leaves the carousel.
  await confirmThrough(page, row.getByRole("button", { name: `Delete ${title}` }), "Delete banner");
  await expect(page.getByText(`${title} deleted`).first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await shopper.page.goto("/");
  await expect(carousel.getByRole("button", { name: /^Show slide \d+$/ })).toHaveCount(
    slides - 1 > 1 ? slides - 1 : 0,
  );
  await shopper.page.close();
  expect(adminErrors).toEqual([]);
});

test("an admin approves a testimonial and it shows on the home page", async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name === "phone", desktopOnly);
  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  const name = `Lakshmi Iyer ${suffix()}`;
  const quote = `The silk pavadai for my daughter's Varalakshmi puja fitted perfectly (${name}).`;
  await adminSignIn(page, "/admin/cms/testimonials/new");
  await page.locator("[data-ready]").waitFor();
  await page.getByLabel("Customer name").fill(name);
  await page.getByLabel("Location").fill("Madurai");
  await page.getByLabel("Quote").fill(quote);
  // Featured ones come first on the home page, which shows only the first six.
  await page.getByRole("checkbox", { name: "Featured" }).check();
  await expect(page.getByRole("checkbox", { name: "Approved" })).not.toBeChecked();
  await page.getByRole("button", { name: "Create testimonial" }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/testimonials$/);
  await expect(page.getByText("Testimonial created").first()).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Awaiting approval");

  // Not approved yet: the shop does not show it.
  const shopper = await visitor(browser, testInfo);
  await shopper.page.goto("/");
  const shown = shopper.page.getByRole("list", { name: "Testimonials" });
  await expect(shown).toBeVisible();
  await expect(shown.getByText(quote)).toHaveCount(0);

  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(
    page.getByText(`${name}'s testimonial is approved and shows in the shop`).first(),
  ).toBeVisible();
  await expect(row).toContainText("Approved");
  await expect(row.getByRole("button", { name: `Unapprove ${name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await shopper.page.goto("/");
  await expect(shown.getByText(quote)).toBeVisible();
  await expect(shown.getByText(name, { exact: true })).toBeVisible();
  expect(shopper.errors).toEqual([]);

  // Clean up.
  await confirmThrough(
    page,
    row.getByRole("button", { name: `Delete ${name}'s testimonial` }),
    "Delete testimonial",
  );
  await expect(page.getByText(`${name}'s testimonial deleted`).first()).toBeVisible();
  await shopper.page.close();
  expect(adminErrors).toEqual([]);
});

test("an admin publishes a blog post and readers find it at its address", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", desktopOnly);
  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  const tag = suffix();
  const title = `Choosing a Janmashtami Outfit ${tag}`;
  const body = "Pick a soft cotton dhoti with an elastic waist, and a mukut that sits lightly.";
  await adminSignIn(page, "/admin/blog");
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Write post" }).click();
  await expect(page.getByRole("heading", { name: "Write post", level: 1 })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(`choosing-a-janmashtami-outfit-${tag}`);
  await page.getByLabel("Summary").fill("What little Krishnas can wear all evening.");
  await typeNewParagraph(page, page.getByRole("textbox", { name: "Content" }), body);
  await page.getByRole("radio", { name: /^Published/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Post saved").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const path = `/blog/choosing-a-janmashtami-outfit-${tag}`;
  await expect(page.getByRole("link", { name: "View on shop" })).toHaveAttribute("href", path);

  const reader = await visitor(browser, testInfo);
  await reader.page.goto("/blog");
  await reader.page.getByRole("link", { name: title }).first().click();
  await expect(reader.page).toHaveURL(new RegExp(`${path}$`));
  await expect(reader.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(reader.page.getByText(body)).toBeVisible();
  expect(reader.errors).toEqual([]);

  // Clean up: deleted, its address leads back to the blog.
  await confirmThrough(page, page.getByRole("button", { name: "Delete", exact: true }), "Delete post");
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByText("Post deleted").first()).toBeVisible();
  await reader.page.goto(path);
  await expect(reader.page).toHaveURL(/\/blog$/);
  await reader.page.close();
  expect(adminErrors).toEqual([]);
});

test("an admin edits the return policy and the shop's returns page shows the new text", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", desktopOnly);
  test.slow(); // axe runs on two pages
  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  const added = `Diwali orders placed after 1 October can be returned until 15 November (${suffix()}).`;
  await adminSignIn(page, "/admin/cms/pages");
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Information pages", level: 1 })).toBeVisible();
  const row = page.getByRole("row", { name: /\/returns/ });
  await row.getByRole("link", { name: "Return & Exchange Policy", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/pages\/return_policy$/);
  await expect(page.getByRole("heading", { name: "Return & Exchange Policy", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await typeNewParagraph(page, page.getByRole("textbox", { name: "Page content" }), added);
  await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked();
  await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Return & Exchange Policy saved").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const shopper = await visitor(browser, testInfo);
  await shopper.page.goto("/returns");
  await expect(
    shopper.page.getByRole("heading", { name: "Return & Exchange Policy", level: 1 }),
  ).toBeVisible();
  await expect(shopper.page.getByText(added)).toBeVisible();
  // What was there before stays.
  await expect(
    shopper.page.getByRole("heading", { name: "Easy 30-day returns and exchanges" }),
  ).toBeVisible();
  expect(shopper.errors).toEqual([]);
  await shopper.page.close();
  expect(adminErrors).toEqual([]);
});

test("a shopper subscribes, confirms from the e-mail, receives a campaign and unsubscribes from its link", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", desktopOnly);
  test.slow(); // axe runs on two pages, and the campaign goes out from a background job
  const email = uniqueEmail("newsletter", testInfo);
  const shopper = await visitor(browser, testInfo);
  await shopper.page.goto("/");
  const signup = shopper.page.getByRole("region", { name: "Join the Divine Threads Family" });
  await signup.getByRole("textbox", { name: "Email address" }).fill(email);
  await signup.getByRole("textbox", { name: "Name (optional)" }).fill("Meenakshi");
  await signup.getByRole("button", { name: "Subscribe" }).click();
  await expect(signup.getByText("Please check your inbox and confirm your address")).toBeVisible();

  // Double opt-in: the e-mailed link asks, the button confirms.
  await mailTo(email, "Please confirm your subscription to the Divine Threads newsletter");
  await shopper.page.goto(await mailedPath(email, "/newsletter/confirm"));
  await expect(shopper.page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await shopper.page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(shopper.page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
  await expect(shopper.page.getByText(email)).toBeVisible();

  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  await adminSignIn(page, `/admin/newsletter?q=${encodeURIComponent(email)}`);
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  const subscriber = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(subscriber).toContainText("Active");
  await expect(subscriber).not.toContainText("Not confirmed");
  expect(await seriousViolations(page)).toEqual([]);

  // A campaign to everyone who chose the weekly newsletter (every preference is on for a new subscriber).
  const subject = `Navratri edit ${suffix()}`;
  await openAdmin(page, "/admin/newsletter/campaigns/new");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await typeNewParagraph(page, page.getByRole("textbox", { name: "Message" }), "Nine nights, nine colours.");
  await page.getByRole("radio", { name: /^Weekly newsletter/ }).check();
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Campaign created").first()).toBeVisible();
  await confirmThrough(page, page.getByRole("button", { name: "Send campaign" }), "Send campaign");
  await expect(page.getByText(/^Sending started: [\d,]+ subscribers? will receive it/).first()).toBeVisible();

  // The campaign's own unsubscribe link asks first, then unsubscribes.
  await mailTo(email, subject);
  await shopper.page.goto(await mailedPath(email, "/unsubscribe"));
  await expect(shopper.page.getByRole("heading", { name: "Unsubscribe from our newsletter?" })).toBeVisible();
  await shopper.page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(shopper.page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  expect(shopper.errors).toEqual([]);

  await openAdmin(page, `/admin/newsletter?q=${encodeURIComponent(email)}`);
  await expect(subscriber).toContainText("Unsubscribed");

  // The outbox holds both e-mails.
  await openAdmin(page, `/admin/emails?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "E-mails", level: 1 })).toBeVisible();
  await expect(page.getByRole("row", { name: /Please confirm your subscription/ })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(subject) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shopper.page.close();
  expect(adminErrors).toEqual([]);
});

test("the contact inbox and the settings pages pass the accessibility check", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "phone", desktopOnly);
  test.slow(); // axe runs on three pages
  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  await adminSignIn(page, "/admin/messages");
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Admin Settings", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openAdmin(page, "/admin/settings/shop");
  await expect(page.getByRole("heading", { name: "Shop settings", level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(adminErrors).toEqual([]);
});

test("on a phone, the banners list and the settings page fit the screen", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone pass");
  await ownVisitorAddress(page, testInfo);
  const adminErrors = consoleErrors(page);
  await adminSignIn(page, "/admin/cms/banners");
  await page.locator("[data-ready]").waitFor();
  await expect(page.getByRole("heading", { name: "Banners", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await fitsTheScreen(page);

  await openAdmin(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Admin Settings", level: 1 })).toBeVisible();
  await fitsTheScreen(page);
  expect(adminErrors).toEqual([]);
});
