import { desc } from "drizzle-orm";
import { getDb } from "../../db/client";
import { blogPosts } from "./schema";
import { liveAt } from "./visibility";

/** Published posts for /sitemap.xml (scheduled ones once their moment has come). */
export async function listBlogSitemap() {
  return getDb()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(liveAt(new Date()))
    .orderBy(desc(blogPosts.publishedDate));
}
