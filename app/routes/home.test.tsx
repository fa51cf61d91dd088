import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidatePublicPages } from "../../server/cache/public-pages";
import { getDb } from "../../server/db/client";
import { banners, testimonials } from "../../server/modules/content/schema";
import * as content from "../../server/modules/content/service";
import * as settingsService from "../../server/modules/settings/service";
import { createCategory, createProduct } from "../../tests/fixtures/catalog";
import { withTestDatabase } from "../../tests/setup/test-database";
import { loader as rootLoader } from "../root";
import Home, { loader } from "./home";

withTestDatabase();

type RootArgs = Parameters<typeof rootLoader>[0];
type HomeData = Awaited<ReturnType<typeof loader>>;

afterEach(() => vi.restoreAllMocks());

const quietLog = () => vi.spyOn(console, "error").mockImplementation(() => undefined);

function render(data: HomeData) {
  const Stub = createRoutesStub([{ path: "/", Component: Home as never }]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { "0": { ...data, featured: [] } } }} />,
  );
}

describe("the home page when a read fails", () => {
  it("shows 'Failed to load brand story content' in place of the brand story when its settings cannot be read", async () => {
    vi.spyOn(settingsService, "keptPublicSettings").mockRejectedValueOnce(new Error("db down"));
    const logged = quietLog();
    const data = await loader();
    expect(data.brandStory).toBeNull();
    expect(String(logged.mock.calls[0][0])).toContain("home: settings could not be loaded");
    const html = render(data);
    expect(html).toContain("Failed to load brand story content");
    expect(html).not.toContain("Something went wrong");
  });

  it("gives the brand story its own settings when they can be read", async () => {
    vi.spyOn(settingsService, "keptPublicSettings").mockResolvedValueOnce({
      brand_story_enabled: "true",
      brand_story_title: "Woven in Varanasi",
      site_name: "Divine Threads",
    });
    const data = await loader();
    expect(data.brandStory).toEqual({ brand_story_enabled: "true", brand_story_title: "Woven in Varanasi" });
    const html = render(data);
    expect(html).toContain("Woven in Varanasi");
    expect(html).not.toContain("Failed to load brand story content");
  });

  it("shows the welcome block instead of the banners when they cannot be read", async () => {
    vi.spyOn(content, "keptHeroBanners").mockRejectedValueOnce(new Error("db down"));
    const logged = quietLog();
    const data = await loader();
    expect(data.banners).toEqual([]);
    expect(String(logged.mock.calls[0][0])).toContain("home: banners could not be loaded");
    const html = render(data);
    expect(html).toContain("Shop Now");
    expect(html).toContain("View Collection");
  });

  it("keeps every page up with default settings when the shop's settings cannot be read", async () => {
    vi.spyOn(settingsService, "keptPublicSettings").mockRejectedValueOnce(new Error("db down"));
    const logged = quietLog();
    const answer = (await rootLoader({
      request: new Request("http://shop.test/"),
      params: {},
      context: { cspNonce: "n", requestId: "r" },
    } as unknown as RootArgs)) as unknown as { data: { settings: object; headerLinks: unknown[] } };
    expect(answer.data.settings).toEqual({});
    expect(answer.data.headerLinks.length).toBeGreaterThan(0);
    expect(String(logged.mock.calls[0][0])).toContain("settings could not be loaded");
  });
});

describe("the settings a page is sent", () => {
  const stored = {
    site_name: "Divine Threads",
    footer_text: "Handcrafted in Jaipur",
    homepage_hero_title: "Festive Season Edit",
    newsletter_title: "Join the family",
    brand_story_enabled: "true",
    brand_story_text: "Began in a small Jaipur workshop",
  };
  const rootSettings = async () => {
    const answer = (await rootLoader({
      request: new Request("http://shop.test/shop"),
      params: {},
      context: { cspNonce: "n", requestId: "r" },
    } as unknown as RootArgs)) as unknown as { data: { settings: object } };
    return answer.data.settings;
  };

  it("are only those every page shows, from the root; the home page reads its sections' own", async () => {
    vi.spyOn(settingsService, "keptPublicSettings").mockResolvedValue(stored);
    expect(await rootSettings()).toEqual({
      site_name: "Divine Threads",
      footer_text: "Handcrafted in Jaipur",
    });
    const data = await loader();
    expect(data.settings).toEqual({
      site_name: "Divine Threads",
      footer_text: "Handcrafted in Jaipur",
      homepage_hero_title: "Festive Season Edit",
      newsletter_title: "Join the family",
    });
    const html = render(data);
    expect(html).toContain("Festive Season Edit");
    expect(html).toContain("Join the family");
    expect(html).toContain("Began in a small Jaipur workshop");
  });
});

describe("the home page's blocks", () => {
  const bannerTitles = async () => (await loader()).banners.map((b) => b.title);

  it("are kept between requests until the storefront changes", async () => {
    invalidatePublicPages();
    const before = await bannerTitles();
    // Written straight to the database, as another process's write not yet announced would be.
    await getDb().insert(banners).values({ title: "Diwali Edit", imageUrl: "/uploads/diwali.webp" });
    expect(await bannerTitles()).toEqual(before);
    invalidatePublicPages();
    expect(await bannerTitles()).toContain("Diwali Edit");
  });

  it("show as many as the settings ask, from the kept list", async () => {
    await getDb()
      .insert(testimonials)
      .values(
        ["Asha", "Bela", "Chitra", "Divya"].map((customerName) => ({ customerName, quote: "Lovely", isApproved: true })),
      );
    invalidatePublicPages();
    vi.spyOn(settingsService, "keptPublicSettings").mockResolvedValue({ testimonials_display_count: "2" });
    expect((await loader()).testimonials).toHaveLength(2);
    vi.spyOn(settingsService, "keptPublicSettings").mockResolvedValue({ testimonials_display_count: "3" });
    expect((await loader()).testimonials).toHaveLength(3);
  });

  it("send the featured products at once when they are kept, and while they are read, a promise for the skeleton to wait on", async () => {
    const diyas = await createCategory("Diyas");
    for (const name of ["Clay Diya", "Brass Diya", "Silver Diya", "Glass Diya", "Wax Diya"])
      await createProduct({ name, categoryId: diyas.id, priceRupees: 99 });
    invalidatePublicPages();
    const cold = (await loader()).featured;
    expect(cold).toBeInstanceOf(Promise);
    const products = await cold;
    const warm = (await loader()).featured;
    expect(warm).toEqual(products);
    expect(warm).not.toBeInstanceOf(Promise);
    expect(products.length).toBe(4);
  });
});
