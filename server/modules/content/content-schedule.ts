import { and, eq, gt, sql } from "drizzle-orm";
import { publicPagesChangeAt } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { banners } from "./schema";

/**
 * The next start or end of an active banner at `position` after `now`, or null when none is scheduled:
 * the moment the banners a page shows change by themselves.
 */
export async function nextBannerChange(position: string, now: Date): Promise<Date | null> {
  const [row] = await getDb()
    .select({
      at: sql<Date | string | null>`least(
        min(${banners.startDate}) filter (where ${gt(banners.startDate, now)}),
        min(${banners.endDate}) filter (where ${gt(banners.endDate, now)}))`,
    })
    .from(banners)
    .where(and(eq(banners.isActive, true), eq(banners.position, position)));
  return row?.at ? new Date(row.at) : null;
}

/** Keeps cached storefront pages from outliving the next scheduled change of these banners. */
export async function expirePagesAtNextBannerChange(position: string, now: Date): Promise<void> {
  const at = await nextBannerChange(position, now);
  if (at) publicPagesChangeAt(at);
}
