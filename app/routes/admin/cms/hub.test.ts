import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { banners, faqs, navigationLinks, testimonials } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import Hub, { loader } from "./hub";
import { callRoute, renderPage } from "./route-calls.test-helper";

withTestDatabase();

let staff = "";

beforeAll(async () => {
  ({ cookie: staff } = await registeredAccount("helper@example.com", "staff", "Kavya Iyer"));
  const day = 86_400_000;
  await getDb()
    .insert(banners)
    .values([
      { imageUrl: "/a.webp" },
      { imageUrl: "/b.webp", isActive: false },
      { imageUrl: "/c.webp", startDate: new Date(Date.now() + day) },
    ]);
  await getDb()
    .insert(testimonials)
    .values([
      { customerName: "A", quote: "q", isApproved: true },
      { customerName: "B", quote: "q" },
    ]);
  await getDb()
    .insert(navigationLinks)
    .values([
      { name: "Home", path: "/", location: "header" },
      { name: "Dashboard", path: "/admin/dashboard", location: "admin" },
    ]);
  await getDb().insert(faqs).values({ question: "Do you ship abroad?", answer: "Not yet." });
});

describe("/admin/cms", () => {
  it("counts every content section for staff", async () => {
    const page = await callRoute(loader, "/admin/cms", { cookie: staff });
    expect(page.body).toEqual({
      overview: {
        banners: { total: 3, live: 1 },
        testimonials: { total: 2, waiting: 1 },
        craftsmanship: { total: 0, active: 0 },
        navigation: { total: 1 },
        pages: { total: 6, edited: 0 },
        faqs: { total: 1 },
      },
    });
  });
});

describe("/admin/cms as rendered", () => {
  it("links every content section with its count", async () => {
    const data = await callRoute(loader, "/admin/cms", { cookie: staff });
    const html = renderPage(Hub, "/admin/cms", "/admin/cms", data.body);
    for (const path of ["banners", "testimonials", "craftsmanship", "navigation", "pages", "faqs"])
      expect(html).toContain(`href="/admin/cms/${path}"`);
    expect(html).toContain("3 banners, 1 live now");
    expect(html).toContain("1 awaiting approval");
    expect(html).toContain("6 pages, 0 with the shop&#x27;s own text");
  });
});
