import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { DEFAULT_PAGES } from "./default-pages";
import { getInfoPage } from "./pages";
import { pageContent } from "./schema";

withTestDatabase();

describe("information pages", () => {
  it("shows the built-in text when nothing is stored", async () => {
    const page = await getInfoPage("shipping_info");
    expect(page).toMatchObject({ key: "shipping_info", title: "Shipping Information", isDefault: true });
    expect(page.html).toContain("3-7 business days nationwide");
    expect(DEFAULT_PAGES.return_policy.content).toContain("7-10 business days");
  });

  it("shows stored, published content sanitised", async () => {
    await getDb().insert(pageContent).values({
      key: "about_us",
      title: "Our Story",
      content: `<h2 onclick="x()">Hello</h2><script>bad()</script>`,
    });
    expect(await getInfoPage("about_us")).toEqual({
      key: "about_us",
      title: "Our Story",
      html: "<h2>Hello</h2>",
      isDefault: false,
    });
  });

  it("falls back when the stored page is unpublished or empty", async () => {
    await getDb().update(pageContent).set({ isPublished: false }).where(eq(pageContent.key, "about_us"));
    expect(await getInfoPage("about_us")).toMatchObject({ title: "About Us", isDefault: true });
    await getDb()
      .insert(pageContent)
      .values({ key: "terms_of_service", title: "Terms", content: "<script>x</script>" });
    expect(await getInfoPage("terms_of_service")).toMatchObject({
      title: "Terms of Service",
      isDefault: true,
    });
  });
});
