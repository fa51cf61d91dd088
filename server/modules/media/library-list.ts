import { and, count, desc, eq, type SQL, sql, sum } from "drizzle-orm";
import { LIBRARY_PAGE_SIZE } from "../../../lib/image-library";
import { isUuid } from "../../../lib/ids";
import { getDb } from "../../db/client";
import { imageLibrary } from "./schema";
import { pageWindow } from "../../db/page-window";
import { containsPattern } from "../../db/like";

export interface LibraryImage {
  id: string;
  filename: string;
  originalName: string;
  filePath: string;
  publicUrl: string;
  thumbnailUrl: string | null;
  fileSize: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  altText: string | null;
  purpose: string;
  tags: string[];
  uploadedBy: string | null;
  createdAt: Date;
}

export interface LibraryFilters {
  /** Words in the original name, file name, alt text or a tag. */
  q?: string;
  purpose?: string;
  /** One exact tag (any case). */
  tag?: string;
  /** 1-based; clamped to the pages there are. */
  page?: number;
}

export interface LibraryPage {
  images: LibraryImage[];
  total: number;
  page: number;
  pageCount: number;
}


function conditions(filters: LibraryFilters): SQL | undefined {
  const where: SQL[] = [];
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(
      sql`(${imageLibrary.originalName} ilike ${pattern} or ${imageLibrary.filename} ilike ${pattern}
        or ${imageLibrary.altText} ilike ${pattern} or array_to_string(${imageLibrary.tags}, ' ') ilike ${pattern})`,
    );
  }
  if (filters.purpose) where.push(eq(imageLibrary.purpose, filters.purpose));
  const tag = filters.tag?.trim();
  if (tag) where.push(sql`lower(${tag}) = any (select lower(t) from unnest(${imageLibrary.tags}) as t)`);
  return and(...where);
}

/** The library, newest first, 20 a page (spec section 9). */
export async function listLibraryImages(filters: LibraryFilters = {}): Promise<LibraryPage> {
  const db = getDb();
  const where = conditions(filters);
  const [{ total }] = await db.select({ total: count() }).from(imageLibrary).where(where);
  const { page, pageCount, offset } = pageWindow(total, filters.page, LIBRARY_PAGE_SIZE);
  const images = await db
    .select()
    .from(imageLibrary)
    .where(where)
    .orderBy(desc(imageLibrary.createdAt), desc(imageLibrary.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(offset);
  return { images, total, page, pageCount };
}

export interface LibraryStats {
  count: number;
  /** Bytes of the stored (compressed) images. */
  totalSize: number;
  byType: { mimeType: string; count: number; size: number }[];
  byPurpose: { purpose: string; count: number }[];
}

export async function libraryStats(): Promise<LibraryStats> {
  const db = getDb();
  const size = sql<number>`coalesce(${sum(imageLibrary.fileSize)}, 0)::bigint`.mapWith(Number);
  const [byType, byPurpose] = await Promise.all([
    db
      .select({ mimeType: imageLibrary.mimeType, count: count(), size })
      .from(imageLibrary)
      .groupBy(imageLibrary.mimeType)
      .orderBy(desc(count()), imageLibrary.mimeType),
    db
      .select({ purpose: imageLibrary.purpose, count: count() })
      .from(imageLibrary)
      .groupBy(imageLibrary.purpose)
      .orderBy(desc(count()), imageLibrary.purpose),
  ]);
  return {
    count: byType.reduce((n, row) => n + row.count, 0),
    totalSize: byType.reduce((n, row) => n + row.size, 0),
    byType,
    byPurpose,
  };
}

export async function getLibraryImage(id: string): Promise<LibraryImage | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select().from(imageLibrary).where(eq(imageLibrary.id, id));
  return row ?? null;
}
