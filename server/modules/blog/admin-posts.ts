import { and, asc, count, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PostStatus } from "../../../lib/blog-post-form-fields";
import { postStatusOf } from "../../../lib/blog-post-form";
import { isUuid } from "../../../lib/ids";
import { getDb } from "../../db/client";
import { blogCategories, blogPosts } from "./schema";
import { liveAt } from "./visibility";
import { containsPattern } from "../../db/like";

export const ADMIN_POSTS_PAGE_SIZE = 20;

export interface AdminPostFilters {
  q: string;
  status?: PostStatus;
  /** A blog category's slug. */
  category: string;
  page: number;
}

export interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  author: string;
  status: PostStatus;
  isFeatured: boolean;
  publishedDate: Date | null;
  viewCount: number;
  thumbnailImageUrl: string | null;
  categoryName: string | null;
  updatedAt: Date;
}

export interface AdminPostList {
  posts: AdminPostRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}


function statusCondition(status: PostStatus, now: Date): SQL {
  if (status === "draft") return eq(blogPosts.isPublished, false);
  if (status === "scheduled") return and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedDate, now))!;
  return liveAt(now);
}

/**
 * Every post, drafts and scheduled ones included, newest first (by publishing date, else creation),
 * searched over title, slug, author, summary and tags, filtered by status and category, a page at a time.
 */
export async function listAdminPosts(filters: AdminPostFilters, now = new Date()): Promise<AdminPostList> {
  const db = getDb();
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.slug, pattern),
        ilike(blogPosts.author, pattern),
        ilike(blogPosts.summary, pattern),
        sql`array_to_string(${blogPosts.tags}, ' ') ilike ${pattern}`,
      )!,
    );
  }
  if (filters.status) conditions.push(statusCondition(filters.status, now));
  if (filters.category) conditions.push(eq(blogCategories.slug, filters.category));
  const where = and(...conditions);

  const [{ total }] = await db
    .select({ total: count() })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where);
  const pageSize = ADMIN_POSTS_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filters.page), pageCount);
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      author: blogPosts.author,
      isPublished: blogPosts.isPublished,
      isFeatured: blogPosts.isFeatured,
      publishedDate: blogPosts.publishedDate,
      viewCount: blogPosts.viewCount,
      thumbnailImageUrl: blogPosts.thumbnailImageUrl,
      categoryName: blogCategories.name,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${blogPosts.publishedDate}, ${blogPosts.createdAt})`),
      desc(blogPosts.createdAt),
      asc(blogPosts.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const posts = rows.map(({ isPublished, ...row }) => ({
    ...row,
    status: postStatusOf(isPublished, row.publishedDate, now),
  }));
  return { posts, total, page, pageCount, pageSize };
}

export type BlogPostRecord = typeof blogPosts.$inferSelect;

// The version is updated_at to the microsecond, as text: a JavaScript Date would lose the microseconds.
export const POST_VERSION = sql<string>`to_char(${blogPosts.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface AdminPost extends BlogPostRecord {
  /** Sent back with the save, so a save never overwrites someone else's change. */
  version: string;
  status: PostStatus;
  categoryName: string | null;
}

/** One post as the edit form needs it; null when there is none. */
export async function getAdminPost(id: string, now = new Date()): Promise<AdminPost | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({ post: blogPosts, version: POST_VERSION, categoryName: blogCategories.name })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id));
  if (!row) return null;
  return {
    ...row.post,
    version: row.version,
    categoryName: row.categoryName,
    status: postStatusOf(row.post.isPublished, row.post.publishedDate, now),
  };
}
