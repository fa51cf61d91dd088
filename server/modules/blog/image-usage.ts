import { inArray, or } from "drizzle-orm";
import { getDb } from "../../db/client";
import { blogPosts } from "./schema";

/** Blog posts that show any of these image URLs, for the image library's delete check. */
export async function findBlogImageUsage(urls: string[]): Promise<{ kind: string; name: string }[]> {
  if (urls.length === 0) return [];
  const rows = await getDb()
    .select({ title: blogPosts.title })
    .from(blogPosts)
    .where(or(inArray(blogPosts.thumbnailImageUrl, urls), inArray(blogPosts.featuredImageUrl, urls)))
    .limit(20);
  return rows.map((row) => ({ kind: "blog post", name: row.title }));
}
