import { and, count, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { PAGE_KEYS } from "./default-pages";
import { banners, craftsmanshipContent, faqs, navigationLinks, pageContent, testimonials } from "./schema";

export interface CmsOverview {
  banners: { total: number; live: number };
  testimonials: { total: number; waiting: number };
  craftsmanship: { total: number; active: number };
  navigation: { total: number };
  /** The information pages there are, and how many the shop has written its own text for. */
  pages: { total: number; edited: number };
  faqs: { total: number };
}

const live = (now: Date) =>
  and(
    eq(banners.isActive, true),
    or(isNull(banners.startDate), lte(banners.startDate, now)),
    or(isNull(banners.endDate), gt(banners.endDate, now)),
  );

/** The CMS hub's counts: one small query per content table. */
export async function getCmsOverview(now = new Date()): Promise<CmsOverview> {
  const db = getDb();
  const [b, t, c, n, p, f] = await Promise.all([
    db.select({ total: count(), live: sql<number>`count(*) filter (where ${live(now)})::int` }).from(banners),
    db
      .select({
        total: count(),
        waiting: sql<number>`count(*) filter (where not ${testimonials.isApproved})::int`,
      })
      .from(testimonials),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${craftsmanshipContent.isActive})::int`,
      })
      .from(craftsmanshipContent),
    // Header and footer links: the admin's own links are not edited there.
    db
      .select({ total: count() })
      .from(navigationLinks)
      .where(sql`${navigationLinks.location} <> 'admin'`),
    db
      .select({ total: count() })
      .from(pageContent)
      .where(inArray(pageContent.key, [...PAGE_KEYS])),
    db.select({ total: count() }).from(faqs),
  ]);
  return {
    banners: { total: b[0].total, live: Number(b[0].live) },
    testimonials: { total: t[0].total, waiting: Number(t[0].waiting) },
    craftsmanship: { total: c[0].total, active: Number(c[0].active) },
    navigation: { total: n[0].total },
    pages: { total: PAGE_KEYS.length, edited: p[0].total },
    faqs: { total: f[0].total },
  };
}
