import { asc, eq } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { type Database, getDb } from "../../db/client";
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

/** Spec section 7: every craftsmanship section, active or not, in the home page's order. */
export async function listAdminCraftsmanship(): Promise<AdminCraftsmanshipListRow[]> {
  const rows = await getDb()
    .select()
    .from(craftsmanshipContent)
    .orderBy(...SECTION_ORDER);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    heroImageUrl: row.heroImageUrl,
    galleryCount: row.galleryImages.length,
    firstImage: row.galleryImages[0] ?? null,
    isActive: row.isActive,
  }));
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
