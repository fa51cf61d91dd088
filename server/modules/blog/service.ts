import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { keptUntilStorefrontChanges } from "../../cache/storefront-reads";
import { getDb } from "../../db/client";
import type { BlogCategoryView, BlogListPage, BlogPostCard, BlogPostPage } from "../../../lib/blog-types";
import type { BlogFilters } from "../../../lib/blog-params";
import { wholeNumber } from "../../../lib/settings";
import { sanitizeHtml } from "../../sanitize-html";
import { getSettings } from "../settings/service";
import { blogCategories, blogPosts } from "./schema";
import { liveAt, watchNextScheduledPost } from "./visibility";
import { containsPattern } from "../../db/like";

/** Spec section 9: page size from blog_posts_per_page, default 6. */
export const DEFAULT_BLOG_PAGE_SIZE = 6;
const RELATED_LIMIT = 3;

const category = {
  id: blogCategories.id,
  name: blogCategories.name,
  slug: blogCategories.slug,
  color: blogCategories.color,
};

const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  // A post without a summary shows the start of its text instead.
  summary: sql<string>`coalesce(nullif(${blogPosts.summary}, ''), left(regexp_replace(${blogPosts.content}, '<[^>]*>', ' ', 'g'), 400))`,
  author: blogPosts.author,
  publishedDate: blogPosts.publishedDate,
  thumbnailImageUrl: blogPosts.thumbnailImageUrl,
  readingTimeMinutes: blogPosts.readingTimeMinutes,
  tags: blogPosts.tags,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  categoryColor: blogCategories.color,
};

type CardRow = Omit<BlogPostCard, "category"> & {
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  categoryColor: string | null;
};

function toCard(row: CardRow): BlogPostCard {
  const { categoryId, categoryName, categorySlug, categoryColor, ...post } = row;
  return {
    ...post,
    summary: post.summary.replace(/\s+/g, " ").trim(),
    category:
      categoryId && categoryName && categorySlug
        ? { id: categoryId, name: categoryName, slug: categorySlug, color: categoryColor }
        : null,
  };
}

const newestFirst = [desc(blogPosts.publishedDate), desc(blogPosts.createdAt), asc(blogPosts.id)];

/** Active blog categories in their sort order (the list's filter). */
export async function listBlogCategories(): Promise<BlogCategoryView[]> {
  return getDb()
    .select(category)
    .from(blogCategories)
    .where(eq(blogCategories.isActive, true))
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
}

export async function blogPageSize(): Promise<number> {
  const settings = await getSettings(["blog_posts_per_page"]);
  return wholeNumber(settings, "blog_posts_per_page", DEFAULT_BLOG_PAGE_SIZE, 1, 100);
}

/**
 * One page of published posts, newest published first, searched case-insensitively over title,
 * summary and content and filtered by an active category's slug. A page past the end gives the last page.
 * Scheduled posts stay out until their moment, and the page cache is told when that is.
 */
export async function listBlogPosts(filters: BlogFilters, now = new Date()): Promise<BlogListPage> {
  const db = getDb();
  const [categories, pageSize] = await Promise.all([
    listBlogCategories(),
    blogPageSize(),
    watchNextScheduledPost(now),
  ]);
  const conditions: SQL[] = [liveAt(now)];
  if (filters.search) {
    const like = containsPattern(filters.search);
    conditions.push(
      or(ilike(blogPosts.title, like), ilike(blogPosts.summary, like), ilike(blogPosts.content, like))!,
    );
  }
  if (filters.category) {
    // An unknown or inactive category matches nothing rather than everything.
    const chosen = categories.find((c) => c.slug === filters.category);
    conditions.push(chosen ? eq(blogPosts.categoryId, chosen.id) : sql`false`);
  }
  const where = and(...conditions);

  const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filters.page), pageCount);
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { posts: rows.map(toCard), total, page, pageCount, pageSize, categories };
}

/** Newest published posts for teasers (home page); a scheduled post joins them at its moment. */
export async function listLatestBlogPosts(limit: number, now = new Date()): Promise<BlogPostCard[]> {
  await watchNextScheduledPost(now);
  const rows = await getDb()
    .select(cardColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(liveAt(now))
    .orderBy(...newestFirst)
    .limit(Math.max(0, Math.min(limit, 50)));
  return rows.map(toCard);
}

/** The most posts the home page may show (the most its blog_homepage_count setting allows). */
export const HOME_BLOG_POSTS_MAX = 12;
/** The home page's latest posts, kept until the storefront changes or a scheduled post goes live (decision 043). */
export const keptLatestBlogPosts = keptUntilStorefrontChanges(() => listLatestBlogPosts(HOME_BLOG_POSTS_MAX));

/**
 * A published post with up to 3 related posts (published, another post, the same category when
 * it has one). countView adds 1 to view_count (spec section 4); null when unknown, a draft or
 * scheduled for later.
 */
export async function getBlogPostPage(
  slug: string,
  options: { countView: boolean; now?: Date },
): Promise<BlogPostPage | null> {
  if (!slug || slug.length > 200) return null;
  const db = getDb();
  const now = options.now ?? new Date();
  const [row] = await db
    .select({
      ...cardColumns,
      content: blogPosts.content,
      featuredImageUrl: blogPosts.featuredImageUrl,
      seoTitle: blogPosts.seoTitle,
      seoDescription: blogPosts.seoDescription,
      postCategoryId: blogPosts.categoryId,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.slug, slug), liveAt(now)));
  if (!row) return null;
  const { content, featuredImageUrl, seoTitle, seoDescription, postCategoryId, ...card } = row;

  if (options.countView) {
    // Raw SQL so a view does not touch updated_at (the post itself did not change).
    await db.execute(sql`update blog_posts set view_count = view_count + 1 where id = ${row.id}`);
  }
  const related = await db
    .select(cardColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(
      and(
        liveAt(now),
        ne(blogPosts.id, row.id),
        postCategoryId ? eq(blogPosts.categoryId, postCategoryId) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(RELATED_LIMIT);

  return {
    post: { ...toCard(card), contentHtml: sanitizeHtml(content), featuredImageUrl, seoTitle, seoDescription },
    related: related.map(toCard),
  };
}
export { listBlogSitemap } from "./sitemap";
export { findBlogImageUsage } from "./image-usage";
export {
  ADMIN_POSTS_PAGE_SIZE,
  getAdminPost,
  listAdminPosts,
  type AdminPost,
  type AdminPostFilters,
  type AdminPostList,
  type AdminPostRow,
} from "./admin-posts";
export { createBlogPost, deleteBlogPost, updateBlogPost, type BlogActor } from "./admin-post-write";
export {
  createBlogCategory,
  deleteBlogCategory,
  getAdminBlogCategory,
  BLOG_CATEGORIES_PAGE_SIZE,
  listAdminBlogCategories,
  listBlogCategoryChoices,
  moveBlogCategory,
  updateBlogCategory,
  type AdminBlogCategory,
  type AdminBlogCategoryPage,
} from "./admin-categories";
