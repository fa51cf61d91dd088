import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { BANNER_POSITIONS, BANNERS_PAGE_SIZE } from "../../../lib/banner-form-schema";
import { isUuid } from "../../../lib/ids";
import { type Database, getDb, queryRows } from "../../db/client";
import { banners } from "./schema";
import { pageWindow } from "../../db/page-window";

export type BannerRow = typeof banners.$inferSelect;

export interface AdminBannerFilters {
  /** One of BANNER_POSITIONS, or "" for every position. */
  position?: string;
  /** 1-based; clamped to the pages there are. */
  page?: number;
}

export interface AdminBannerListRow {
  id: string;
  imageUrl: string;
  altText: string;
  title: string | null;
  position: string;
  targetAudience: string;
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
  viewCount: number;
  clickCount: number;
  /** First and last among the banners of its position, for the order buttons. */
  first: boolean;
  last: boolean;
}

export interface AdminBannerPage {
  rows: AdminBannerListRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Banners per position, every position, in the list's order. */
  counts: Record<string, number>;
}

// Positions in the form's order (hero first); any other stored value after them.
const positions = sql.join(
  BANNER_POSITIONS.map((p) => sql`${p}`),
  sql`, `,
);
const positionRank = sql`array_position(array[${positions}]::text[], ${banners.position})`;

/**
 * The first and the last banner of each position given, for the order buttons: two index steps per
 * position (banners_position_idx) rather than numbering every banner of the table.
 */
export function positionEndsQuery(positionsShown: string[]): SQL | null {
  const ends = [...new Set(positionsShown)].flatMap((position) =>
    (["asc", "desc"] as const).map(
      (dir) =>
        sql`(select ${dir === "asc" ? sql`'first'` : sql`'last'`} as edge, ${banners.id} as id from ${banners}
          where ${banners.position} = ${position}
          order by ${banners.sortOrder} ${sql.raw(dir)}, ${banners.createdAt} ${sql.raw(dir)}, ${banners.id} ${sql.raw(dir)}
          limit 1)`,
    ),
  );
  return ends.length === 0 ? null : sql.join(ends, sql` union all `);
}

async function positionEnds(
  db: Database,
  positionsShown: string[],
): Promise<{ first: Set<string>; last: Set<string> }> {
  const found = { first: new Set<string>(), last: new Set<string>() };
  const query = positionEndsQuery(positionsShown);
  if (!query) return found;
  const rows = await queryRows<{ edge: "first" | "last"; id: string }>(db, query);
  for (const row of rows) found[row.edge].add(row.id);
  return found;
}

/** Banners of one position in its list order, from banners_position_idx. */
export function positionRows(db: Database, position: string, offset: number, limit: number) {
  return db
    .select({
      id: banners.id,
      imageUrl: banners.imageUrl,
      altText: banners.altText,
      title: banners.title,
      position: banners.position,
      targetAudience: banners.targetAudience,
      isActive: banners.isActive,
      startDate: banners.startDate,
      endDate: banners.endDate,
      viewCount: banners.viewCount,
      clickCount: banners.clickCount,
    })
    .from(banners)
    .where(eq(banners.position, position))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Spec section 7: banners paged (20 a page), filtered by position, in ascending order; positions in
 * the form's order. The page is cut from the positions' counts, then read position by position from
 * the index: no sort of the whole table, however many banners there are.
 */
export async function listAdminBanners(filters: AdminBannerFilters = {}): Promise<AdminBannerPage> {
  // One snapshot for the counts and the reads they steer: a banner moved meanwhile is shown once.
  return getDb().transaction(
    async (tx) => {
      const counts = await positionCounts(tx);
      const shown = filters.position
        ? [counts.find(([p]) => p === filters.position) ?? [filters.position, 0]]
        : counts;
      const total = shown.reduce((sum, [, n]) => sum + n, 0);
      const { page, pageCount, offset } = pageWindow(total, filters.page, BANNERS_PAGE_SIZE);
      const rows: Awaited<ReturnType<typeof positionRows>> = [];
      let skip = offset;
      for (const [position, n] of shown) {
        if (rows.length === BANNERS_PAGE_SIZE) break;
        if (skip >= n) {
          skip -= n;
          continue;
        }
        rows.push(...(await positionRows(tx, position, skip, BANNERS_PAGE_SIZE - rows.length)));
        skip = 0;
      }
      const ends = await positionEnds(
        tx,
        rows.map((r) => r.position),
      );
      return {
        rows: rows.map((r) => ({ ...r, first: ends.first.has(r.id), last: ends.last.has(r.id) })),
        total,
        page,
        pageCount,
        pageSize: BANNERS_PAGE_SIZE,
        counts: Object.fromEntries(counts),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** How many banners each position has, in the list's order of positions (the form's, then any other). */
async function positionCounts(db: Database): Promise<[position: string, banners: number][]> {
  const rows = await db
    .select({ position: banners.position, n: count() })
    .from(banners)
    .groupBy(banners.position)
    .orderBy(sql`${positionRank} nulls last`, asc(banners.position));
  return rows.map((r) => [r.position, r.n]);
}

export async function findBanner(db: Database, id: string): Promise<BannerRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

export interface AdminBanner extends Omit<BannerRow, "updatedAt" | "createdAt"> {
  /** The version the edit form sends back, so a save never overwrites someone else's change. */
  updatedAt: string;
  createdAt: string;
}

/** One banner for its edit page; null when there is none. */
export async function getAdminBanner(id: string): Promise<AdminBanner | null> {
  const row = await findBanner(getDb(), id);
  if (!row) return null;
  return { ...row, updatedAt: row.updatedAt.toISOString(), createdAt: row.createdAt.toISOString() };
}

export interface BannerCounters {
  id: string;
  title: string;
  position: string;
  isActive: boolean;
  viewCount: number;
  clickCount: number;
}

/** Banners with their view and click counters, most viewed first; `limit` for the first few only. */
export async function listBannerCounters(limit?: number): Promise<BannerCounters[]> {
  const query = getDb()
    .select({
      id: banners.id,
      title: sql<string>`coalesce(nullif(${banners.title}, ''), ${banners.altText})`,
      position: banners.position,
      isActive: banners.isActive,
      viewCount: banners.viewCount,
      clickCount: banners.clickCount,
    })
    .from(banners)
    .orderBy(desc(banners.viewCount), desc(banners.clickCount), asc(banners.id));
  return limit === undefined ? query : query.limit(limit);
}
