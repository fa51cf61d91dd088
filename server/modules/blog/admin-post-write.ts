import { and, eq, ne, sql } from "drizzle-orm";
import { POST_MESSAGES as MESSAGES } from "../../../lib/blog-post-form-fields";
import { parseBlogPostForm, postStatusOf } from "../../../lib/blog-post-form";
import { isUuid } from "../../../lib/ids";
import { readingTimeMinutes, stripTags } from "../../../lib/text";
import { type Database, getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { sanitizeHtml } from "../../sanitize-html";
import { type ActivityEntry, adminTransaction, recordActivity } from "../audit/service";
import { type BlogPostRecord } from "./admin-posts";
import { blogCategories, blogPosts } from "./schema";

export type BlogActor = ActivityEntry["actor"];

const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The row's columns from the form: the HTML sanitised here whatever the browser sent, and the reading
 * time counted from the stored text (spec section 5: 200 words a minute, rounded up, at least 1).
 */
function columnsOf(input: unknown, now: Date) {
  const parsed = parseBlogPostForm(input, now);
  if (!parsed.ok) throw new AppError("INVALID", parsed.message, parsed.fieldErrors);
  const { status: _status, content: posted, ...data } = parsed.data;
  const content = sanitizeHtml(posted);
  // Only markup the sanitiser removed (a script, an embed): nothing would be left to read.
  if (stripTags(content) === "")
    throw new AppError("INVALID", MESSAGES.invalidForm, { content: MESSAGES.contentRequired });
  return { ...data, content, readingTimeMinutes: readingTimeMinutes(content) };
}

type Columns = ReturnType<typeof columnsOf>;

/** What the activity log keeps of a post: its columns and the status they mean. */
function snapshot(row: Columns | BlogPostRecord, now: Date) {
  const { title, slug, summary, content, author, categoryId, isPublished, isFeatured, publishedDate } = row;
  const { tags, thumbnailImageUrl, featuredImageUrl, readingTimeMinutes, seoTitle, seoDescription } = row;
  return {
    title,
    slug,
    status: postStatusOf(isPublished, publishedDate, now),
    publishedDate,
    summary,
    content,
    author,
    categoryId,
    isFeatured,
    tags,
    thumbnailImageUrl,
    featuredImageUrl,
    readingTimeMinutes,
    seoTitle,
    seoDescription,
  };
}

async function requireCategory(tx: Database, id: string | null) {
  if (!id) return;
  const [row] = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  if (!row) throw new AppError("INVALID", MESSAGES.invalidForm, { category_id: MESSAGES.categoryGone });
}

/** The spec's slug rule makes the slug; this says clearly which post already has it. */
async function slugOwner(db: Database, slug: string, exceptId: string | null) {
  const [owner] = await db
    .select({ title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  return owner ?? null;
}

function slugTaken(slug: string, title: string): AppError {
  const message = MESSAGES.slugTaken(slug, title);
  return new AppError("CONFLICT", message, { slug: message });
}

async function checkSlugFree(tx: Database, slug: string, exceptId: string | null) {
  const owner = await slugOwner(tx, slug, exceptId);
  if (owner) throw slugTaken(slug, owner.title);
}

/** A slug taken between the check and the write (two saves at once) gets the same message. */
async function explainClash(error: unknown, slug: string, exceptId: string | null): Promise<never> {
  if (uniqueViolation(error) !== null) {
    const owner = await slugOwner(getDb(), slug, exceptId);
    if (owner) throw slugTaken(slug, owner.title);
  }
  throw error;
}

export async function createBlogPost(actor: BlogActor, input: unknown): Promise<{ id: string }> {
  const now = new Date();
  const columns = columnsOf(input, now);
  try {
    return await adminTransaction(
      async (tx) => {
        await requireCategory(tx, columns.categoryId);
        await checkSlugFree(tx, columns.slug, null);
        const [row] = await tx.insert(blogPosts).values(columns).returning({ id: blogPosts.id });
        await recordActivity(tx, {
          actor,
          action: "blog_post.create",
          entityType: "blog_post",
          entityId: row.id,
          entityLabel: columns.title,
          after: snapshot(columns, now),
        });
        return { id: row.id };
      },
      { storefront: true },
    );
  } catch (error) {
    return explainClash(error, columns.slug, null);
  }
}

/** Saves over the post only if nobody saved it since `version` (the version the form was opened with). */
export async function updateBlogPost(
  actor: BlogActor,
  id: string,
  input: unknown,
  version: unknown,
): Promise<{ id: string }> {
  const now = new Date();
  const columns = columnsOf(input, now);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  const seen = typeof version === "string" && VERSION_PATTERN.test(version) ? version : null;
  try {
    return await adminTransaction(
      async (tx) => {
        const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
        if (!before) throw new AppError("NOT_FOUND", MESSAGES.notFound);
        if (!seen) throw new AppError("CONFLICT", MESSAGES.changedMeanwhile);
        await requireCategory(tx, columns.categoryId);
        await checkSlugFree(tx, columns.slug, id);
        const updated = await tx
          .update(blogPosts)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(and(eq(blogPosts.id, id), sql`${blogPosts.updatedAt} = ${seen}::timestamptz`))
          .returning({ id: blogPosts.id });
        if (updated.length === 0) throw new AppError("CONFLICT", MESSAGES.changedMeanwhile);
        await recordActivity(tx, {
          actor,
          action: "blog_post.update",
          entityType: "blog_post",
          entityId: id,
          entityLabel: columns.title,
          before: snapshot(before, now),
          after: snapshot(columns, now),
        });
        return { id };
      },
      { storefront: true },
    );
  } catch (error) {
    return explainClash(error, columns.slug, id);
  }
}

export async function deleteBlogPost(actor: BlogActor, id: string): Promise<{ title: string }> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return adminTransaction(
    async (tx) => {
      const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      if (!row) throw new AppError("NOT_FOUND", MESSAGES.notFound);
      await recordActivity(tx, {
        actor,
        action: "blog_post.delete",
        entityType: "blog_post",
        entityId: id,
        entityLabel: row.title,
        before: { ...snapshot(row, new Date()), viewCount: row.viewCount },
      });
      return { title: row.title };
    },
    { storefront: true },
  );
}
