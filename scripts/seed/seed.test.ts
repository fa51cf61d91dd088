import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb, queryRows } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { getStorage } from "../../server/modules/media/service";
import { isDatabaseEmpty, seedDemoShop } from "./seed";
import { TOP_CATEGORIES } from "./data/types";

withTestDatabase();

const PUBLIC_SETTING_KEYS =
  `brand_story_title brand_story_text brand_story_image_url brand_story_enabled brand_story_cta_text
brand_story_cta_link testimonials_section_enabled testimonials_section_title testimonials_section_subtitle
testimonials_display_count testimonials_auto_scroll testimonials_scroll_interval featured_collections_enabled
featured_collections_title featured_collections_subtitle featured_collections_display_count craftsmanship_section_enabled
craftsmanship_section_title craftsmanship_section_subtitle craftsmanship_show_captions blog_section_enabled
blog_section_title blog_section_subtitle blog_homepage_count blog_show_author blog_show_reading_time blog_show_tags
blog_posts_per_page newsletter_enabled newsletter_show_on_homepage newsletter_title newsletter_subtitle
newsletter_placeholder newsletter_button_text newsletter_privacy_text newsletter_success_message
newsletter_background_color newsletter_text_color logo_url site_name site_logo_url site_logo_description site_title
site_description contact_email contact_phone contact_address business_address business_phone business_email
currency_symbol homepage_hero_title homepage_hero_subtitle value_proposition_1 value_proposition_2 value_proposition_3
footer_text free_shipping_title free_shipping_desc quality_guarantee_title quality_guarantee_desc customer_reviews_title
customer_reviews_desc support_title support_desc why_choose_subtitle`.split(/\s+/);

describe("the demo shop seed", () => {
  beforeAll(async () => {
    expect(await isDatabaseEmpty()).toBe(true);
    await seedDemoShop(getStorage());
  }, 120_000);

  it("is no longer empty afterwards", async () => {
    expect(await isDatabaseEmpty()).toBe(false);
  });

  it("has the nine top-level categories with their subcategories", async () => {
    const db = getDb();
    const top = await db.select().from(t.categories).where(isNull(t.categories.parentId));
    expect(top.map((c) => c.name).sort()).toEqual(Object.keys(TOP_CATEGORIES).sort());
    for (const parent of top) {
      const children = await db.select().from(t.categories).where(eq(t.categories.parentId, parent.id));
      expect(children.map((c) => c.name).sort(), parent.name).toEqual(
        [...TOP_CATEGORIES[parent.name as keyof typeof TOP_CATEGORIES]].sort(),
      );
    }
    const featured = await db.select().from(t.categories).where(eq(t.categories.isFeatured, true));
    expect(featured.length).toBeGreaterThanOrEqual(4);
  });

  it("has at least 60 active products in every top-level category, with sized variants and stock levels", async () => {
    const db = getDb();
    const [counts] = await queryRows<{ products: number; variants: number; out: number; low: number }>(
      db,
      sql`select
        (select count(*)::int from products where is_active) as products,
        (select count(*)::int from product_variants) as variants,
        (select count(*)::int from product_variants where on_hand = 0) as out,
        (select count(*)::int from product_variants where on_hand between 1 and 10) as low`,
    );
    expect(counts.products).toBeGreaterThanOrEqual(60);
    expect(counts.variants).toBeGreaterThan(counts.products);
    expect(counts.out).toBeGreaterThan(0);
    expect(counts.low).toBeGreaterThan(0);
    const perTop = await queryRows<{ name: string; n: number }>(
      db,
      sql`select coalesce(parent.name, c.name) as name, count(*)::int as n
          from products p join categories c on c.id = p.category_id
          left join categories parent on parent.id = c.parent_id group by 1`,
    );
    expect(perTop).toHaveLength(9);
    const kids = await db.select().from(t.productVariants).where(eq(t.productVariants.size, "3-4Y"));
    expect(kids.length).toBeGreaterThan(0);
    const prices = await db.select({ price: t.products.price }).from(t.products);
    expect(prices.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
    expect(prices.some((p) => p.price < 100000) && prices.some((p) => p.price >= 100000)).toBe(true);
  });

  it("stores product images in file storage, no external URLs anywhere", async () => {
    const db = getDb();
    const products = await db.select({ imageUrls: t.products.imageUrls }).from(t.products);
    for (const p of products) {
      expect(p.imageUrls.length).toBeGreaterThan(0);
      for (const url of p.imageUrls) expect(url).toMatch(/^\/uploads\/seed\/products\/.+\.webp$/);
    }
    const first = products[0].imageUrls[0].replace("/uploads/", "");
    const bytes = await getStorage().get(first);
    expect(bytes?.subarray(8, 12).toString()).toBe("WEBP");
    const [banner] = await db.select().from(t.banners);
    expect(await getStorage().exists(banner.imageUrl.replace("/uploads/", ""))).toBe(true);
  });

  it("has content for every home block and information page", async () => {
    const db = getDb();
    const hero = await db.select().from(t.banners).where(eq(t.banners.position, "hero"));
    expect(hero.length).toBeGreaterThanOrEqual(2);
    const testimonials = await db.select().from(t.testimonials);
    expect(testimonials.some((x) => !x.isApproved)).toBe(true);
    expect(testimonials.filter((x) => x.isApproved).every((x) => x.approvedAt !== null)).toBe(true);
    const craft = await db.select().from(t.craftsmanshipContent);
    expect(craft.length).toBeGreaterThan(0);
    expect(craft.every((c) => c.galleryImages.length >= 4 && c.galleryImages.every((g) => g.caption))).toBe(
      true,
    );
    const published = await db.select().from(t.blogPosts).where(eq(t.blogPosts.isPublished, true));
    const drafts = await db.select().from(t.blogPosts).where(eq(t.blogPosts.isPublished, false));
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(published.every((p) => p.readingTimeMinutes >= 1 && p.categoryId)).toBe(true);
    const pages = await db.select({ key: t.pageContent.key }).from(t.pageContent);
    expect(pages.map((p) => p.key).sort()).toEqual(
      ["about_us", "contact", "privacy_policy", "return_policy", "shipping_info", "terms_of_service"].sort(),
    );
  });

  it("seeds navigation, config options and every public setting", async () => {
    const db = getDb();
    for (const [location, n] of [
      ["header", 4],
      ["footer", 6],
      ["admin", 8],
    ] as const) {
      const links = await db.select().from(t.navigationLinks).where(eq(t.navigationLinks.location, location));
      expect(links, location).toHaveLength(n);
    }
    const colours = await db
      .select()
      .from(t.configOptions)
      .where(eq(t.configOptions.category, "color_presets"));
    expect(colours).toHaveLength(10);
    expect(colours.every((c) => /^#[0-9A-F]{6}$/i.test(c.value ?? ""))).toBe(true);
    for (const category of ["order_statuses", "payment_statuses", "sort_options", "admin_quick_actions"]) {
      const rows = await db.select().from(t.configOptions).where(eq(t.configOptions.category, category));
      expect(rows.length, category).toBeGreaterThan(0);
    }
    const publicRows = await db
      .select({ key: t.settings.key })
      .from(t.settings)
      .where(and(eq(t.settings.isPublic, true)));
    const keys = new Set(publicRows.map((r) => r.key));
    for (const key of PUBLIC_SETTING_KEYS) expect(keys.has(key), key).toBe(true);
    const privateRows = await db.select().from(t.settings).where(eq(t.settings.key, "shop_gstin"));
    expect(privateRows[0].isPublic).toBe(false);
  });
});
