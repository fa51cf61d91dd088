import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { getDb } from "../../db/client";
import { isUuid } from "../../../lib/ids";
import { expirePagesAtNextBannerChange } from "./content-schedule";
import { banners, craftsmanshipContent, testimonials } from "./schema";

/**
 * Active hero banners within their schedule, in display order (spec: up to 50 fetched). A cached page
 * that shows them is renewed at the next banner start or end, so a festival banner goes live and ends
 * on time.
 */
export async function listHeroBanners(now = new Date()) {
  const [rows] = await Promise.all([heroBannersAt(now), expirePagesAtNextBannerChange("hero", now)]);
  return rows;
}

function heroBannersAt(now: Date) {
  return getDb()
    .select({
      id: banners.id,
      imageUrl: banners.imageUrl,
      altText: banners.altText,
      title: banners.title,
      subtitle: banners.subtitle,
      description: banners.description,
      ctaText: banners.ctaText,
      ctaLink: banners.ctaLink,
    })
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        eq(banners.position, "hero"),
        or(isNull(banners.startDate), lte(banners.startDate, now)),
        or(isNull(banners.endDate), gt(banners.endDate, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id))
    .limit(50);
}

export type BannerEvent = "view" | "click";

/** Counts a banner view (slide shown) or click (call to action); unknown ids are ignored. */
export async function recordBannerEvent(id: string, event: BannerEvent): Promise<boolean> {
  if (!isUuid(id)) return false;
  const column = event === "view" ? banners.viewCount : banners.clickCount;
  const updated = await getDb()
    .update(banners)
    // A count is not an edit: updated_at stays, so an admin's open form does not see a conflict.
    .set({
      ...(event === "view" ? { viewCount: sql`${column} + 1` } : { clickCount: sql`${column} + 1` }),
      updatedAt: sql`${banners.updatedAt}`,
    })
    .where(and(eq(banners.id, id), eq(banners.isActive, true)))
    .returning({ id: banners.id });
  return updated.length > 0;
}

/** Approved testimonials: featured first, then display_order, then newest (spec section 4). */
export async function listApprovedTestimonials(limit: number) {
  return getDb()
    .select({
      id: testimonials.id,
      customerName: testimonials.customerName,
      customerTitle: testimonials.customerTitle,
      customerLocation: testimonials.customerLocation,
      quote: testimonials.quote,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(eq(testimonials.isApproved, true))
    .orderBy(desc(testimonials.isFeatured), asc(testimonials.displayOrder), desc(testimonials.createdAt))
    .limit(limit);
}

export async function listCraftsmanshipSections() {
  const rows = await getDb()
    .select()
    .from(craftsmanshipContent)
    .where(eq(craftsmanshipContent.isActive, true))
    .orderBy(
      asc(craftsmanshipContent.sectionOrder),
      asc(craftsmanshipContent.createdAt),
      asc(craftsmanshipContent.id),
    );
  // Spec: the first 4 gallery images of each section.
  return rows.map((r) => ({ ...r, galleryImages: r.galleryImages.slice(0, 4) }));
}

/** The most testimonials the home page may show (the most its display count setting allows). */
export const HOME_TESTIMONIALS_MAX = 24;

/**
 * The home page's blocks, kept between requests until the storefront changes (decisions 026 and 043):
 * each is the same for every visitor, and every change to them is an admin write or, for a banner's
 * start or end, a moment its read registers.
 */
export const keptHeroBanners = keptUntilStorefrontChanges(() => listHeroBanners());
export const keptApprovedTestimonials = keptUntilStorefrontChanges(() =>
  listApprovedTestimonials(HOME_TESTIMONIALS_MAX),
);
export const keptCraftsmanshipSections = keptUntilStorefrontChanges(listCraftsmanshipSections);
