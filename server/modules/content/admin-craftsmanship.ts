import { asc, count, eq, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { type Database, getDb } from "../../db/client";
import { type PageWindow, pageWindow } from "../../db/page-window";
import { craftsmanshipContent, type GalleryImage } from "./schema";

export type CraftsmanshipRow = typeof craftsmanshipContent.$inferSelect;

export const SECTION_ORDER = [
  asc(craftsmanshipContent.sectionOrder),
  asc(craftsmanshipContent.createdAt),
  asc(craftsmanshipContent.id),
];

export interface AdminCraftsmanshipListRow {
  id: string;
  title: string;
  subtitle: string | null;
  heroImageUrl: string | null;
  galleryCount: number;
  /** The first gallery image, for the list's thumbnail when there is no hero image. */
  firstImage: GalleryImage | null;
  isActive: boolean;
}

/** Sections a page of the back office's list shows (each row draws a picture). */
export const CRAFTSMANSHIP_PAGE_SIZE = 20;

export interface AdminCraftsmanshipPage extends Omit<PageWindow, "offset"> {
  sections: AdminCraftsmanshipListRow[];
}

/**
 * Spec section 7: the craftsmanship sections, active or not, in the home page's order, a page at a
 * time (read in that order from its index). A page past the end shows the last one.
 */
export async function listAdminCraftsmanship(page = 1): Promise<AdminCraftsmanshipPage> {
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(craftsmanshipContent);
  const { offset, ...window } = pageWindow(total, page, CRAFTSMANSHIP_PAGE_SIZE);
  const rows = await db
    .select({
      id: craftsmanshipContent.id,
      title: craftsmanshipContent.title,
      subtitle: craftsmanshipContent.subtitle,
      heroImageUrl: craftsmanshipContent.heroImageUrl,
      galleryCount: sql<number>`jsonb_array_length(${craftsmanshipContent.galleryImages})::int`,
      firstImage: sql<GalleryImage | null>`${craftsmanshipContent.galleryImages} -> 0`,
      isActive: craftsmanshipContent.isActive,
    })
    .from(craftsmanshipContent)
    .orderBy(...SECTION_ORDER)
    .limit(CRAFTSMANSHIP_PAGE_SIZE)
    .offset(offset);
  return { sections: rows.map((row) => ({ ...row, galleryCount: Number(row.galleryCount) })), ...window };
}

export async function findCraftsmanship(db: Database, id: string): Promise<CraftsmanshipRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(craftsmanshipContent).where(eq(craftsmanshipContent.id, id)).limit(1);
  return row ?? null;
}

export interface AdminCraftsmanship extends Omit<CraftsmanshipRow, "updatedAt" | "createdAt"> {
  updatedAt: string;
  createdAt: string;
}

/** One section for its edit page; null when there is none. */
export async function getAdminCraftsmanship(id: string): Promise<AdminCraftsmanship | null> {
  const row = await findCraftsmanship(getDb(), id);
  if (!row) return null;
  return { ...row, updatedAt: row.updatedAt.toISOString(), createdAt: row.createdAt.toISOString() };
}
