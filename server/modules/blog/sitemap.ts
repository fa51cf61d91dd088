import { desc, eq } from "drizzle-orm";
import { getDb } from "../../db/client";
import { blogPosts } from "./schema";

/** Published posts for /sitemap.xml. */
export async function listBlogSitemap() {
  return getDb()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(desc(blogPosts.publishedDate));
}
