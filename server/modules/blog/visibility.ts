import { and, eq, gt, isNull, lte, min, or, type SQL } from "drizzle-orm";
import { publicPagesChangeAt } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { blogPosts } from "./schema";

/**
 * What shoppers may read at `now`: published posts whose published_date has come (a published post
 * with a future date is scheduled and appears by itself at that moment). The clock is the app's, passed
 * in, so a page and the page cache agree on when "now" is.
 */
export function liveAt(now: Date): SQL {
  return and(
    eq(blogPosts.isPublished, true),
    or(isNull(blogPosts.publishedDate), lte(blogPosts.publishedDate, now)),
  )!;
}

/**
 * Tells the page cache when the next scheduled post goes live, so a cached page that lists posts is
 * not served past that moment. Storefront reads that end up in cached pages call it.
 */
export async function watchNextScheduledPost(now: Date): Promise<void> {
  const [row] = await getDb()
    .select({ next: min(blogPosts.publishedDate) })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedDate, now)));
  if (row?.next) publicPagesChangeAt(new Date(row.next));
}
