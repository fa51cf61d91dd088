import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, updatedAt } from "../../db/columns";

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    color: text("color"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  // The blog's order, which the back office's list pages through.
  (t) => [index("blog_categories_order_idx").on(t.sortOrder, t.name, t.id)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    summary: text("summary"),
    content: text("content").notNull(),
    author: text("author").notNull(),
    categoryId: uuid("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    publishedDate: timestamptz("published_date"),
    thumbnailImageUrl: text("thumbnail_image_url"),
    featuredImageUrl: text("featured_image_url"),
    readingTimeMinutes: integer("reading_time_minutes").notNull().default(1),
    viewCount: integer("view_count").notNull().default(0),
    /** Search-engine title and description; the post's title and summary when empty. */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_posts_counts_ck", sql`${t.viewCount} >= 0 and ${t.readingTimeMinutes} >= 1`),
    index("blog_posts_published_idx").on(t.isPublished, t.publishedDate),
    // A category's posts: the back office's post counts per category, and the blog's category filter.
    index("blog_posts_category_idx").on(t.categoryId),
    // The back office's list: newest publication (or creation) first.
    index("blog_posts_list_idx").on(
      sql`coalesce(${t.publishedDate}, ${t.createdAt}) desc`,
      sql`${t.createdAt} desc`,
      t.id,
    ),
  ],
);
