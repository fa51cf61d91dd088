import { asc, inArray, or, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { banners, craftsmanshipContent } from "./schema";

/** Banners and craftsmanship sections that show any of these image URLs, for the image library's delete check. */
export async function findContentImageUsage(urls: string[]): Promise<{ kind: string; name: string }[]> {
  if (urls.length === 0) return [];
  const db = getDb();
  const inGallery = sql`exists (select 1 from jsonb_array_elements(${craftsmanshipContent.galleryImages}) as g
    where g->>'url' in ${urls})`;
  const [bannerRows, sectionRows] = await Promise.all([
    db
      .select({ title: banners.title, altText: banners.altText, position: banners.position })
      .from(banners)
      .where(inArray(banners.imageUrl, urls))
      .orderBy(asc(banners.sortOrder))
      .limit(20),
    db
      .select({ title: craftsmanshipContent.title })
      .from(craftsmanshipContent)
      .where(or(inArray(craftsmanshipContent.heroImageUrl, urls), inGallery))
      .limit(20),
  ]);
  return [
    ...bannerRows.map((row) => ({
      kind: "banner",
      name: row.title || row.altText || `${row.position} banner`,
    })),
    ...sectionRows.map((row) => ({ kind: "craftsmanship section", name: row.title })),
  ];
}
