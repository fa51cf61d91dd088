import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import {
  BLOG_CATEGORY_CHOICES,
  BLOG_CATEGORY_MESSAGES as MESSAGES,
  type BlogCategoryInput,
  parseBlogCategoryForm,
} from "../../../lib/blog-category-form";
import { isUuid } from "../../../lib/ids";
import { type Database, getDb } from "../../db/client";
import { numberInOrder } from "../../db/number-in-order";
import { type PageWindow, pageWindow } from "../../db/page-window";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import type { BlogActor } from "./admin-post-write";
import { blogCategories, blogPosts } from "./schema";

export interface AdminBlogCategory {
  id: string;
  name: string;
  slug: string;
  color: string | null;
  isActive: boolean;
  sortOrder: number;
  postCount: number;
  /** The edited fields as the form saw them, sent back so a save never overwrites another's change. */
  version: string;
}

type Row = typeof blogCategories.$inferSelect;

const versionOf = (row: Pick<Row, "name" | "slug" | "color" | "isActive">) =>
  JSON.stringify([row.name, row.slug, row.color, row.isActive]);

const inOrder = [asc(blogCategories.sortOrder), asc(blogCategories.name), asc(blogCategories.id)];

/** Categories a page of the back office's list shows. */
export const BLOG_CATEGORIES_PAGE_SIZE = 50;

export interface AdminBlogCategoryPage extends Omit<PageWindow, "offset"> {
  categories: AdminBlogCategory[];
}

/**
 * The blog categories, hidden ones too, in the storefront's order with how many posts each has, a page
 * at a time (read in that order from its index). A page past the end shows the last one.
 */
export async function listAdminBlogCategories(page = 1): Promise<AdminBlogCategoryPage> {
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(blogCategories);
  const { offset, ...window } = pageWindow(total, page, BLOG_CATEGORIES_PAGE_SIZE);
  const rows = await db
    .select({
      row: blogCategories,
      // Named in full: in a one-table select drizzle leaves columns unqualified, and a bare "id" inside
      // the subquery would be the post's own.
      postCount: sql<number>`(select count(*)::int from blog_posts p where p.category_id = blog_categories.id)`,
    })
    .from(blogCategories)
    .orderBy(...inOrder)
    .limit(BLOG_CATEGORIES_PAGE_SIZE)
    .offset(offset);
  return { categories: rows.map(({ row, postCount }) => view(row, Number(postCount))), ...window };
}

function view(row: Row, postCount: number): AdminBlogCategory {
  const { createdAt: _created, ...fields } = row;
  return { ...fields, postCount, version: versionOf(row) };
}

export async function getAdminBlogCategory(id: string): Promise<AdminBlogCategory | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, id));
  if (!row) return null;
  const [{ n }] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
  return view(row, n);
}

const choiceColumns = {
  id: blogCategories.id,
  name: blogCategories.name,
  slug: blogCategories.slug,
  isActive: blogCategories.isActive,
};

/**
 * The blog's first categories in its order, for the post form's choice and the list's filter, with the
 * category already chosen (by id or slug) added when it comes later; `more` when some are left out.
 */
export async function listBlogCategoryChoices(chosen: { id?: string | null; slug?: string | null } = {}) {
  const db = getDb();
  const rows = await db
    .select(choiceColumns)
    .from(blogCategories)
    .orderBy(...inOrder)
    .limit(BLOG_CATEGORY_CHOICES + 1);
  const more = rows.length > BLOG_CATEGORY_CHOICES;
  const choices = rows.slice(0, BLOG_CATEGORY_CHOICES);
  const { id, slug } = chosen;
  const wanted = id && isUuid(id) ? eq(blogCategories.id, id) : slug ? eq(blogCategories.slug, slug) : null;
  if (more && wanted && !choices.some((c) => c.id === id || c.slug === slug)) {
    const [extra] = await db.select(choiceColumns).from(blogCategories).where(wanted);
    if (extra) choices.push(extra);
  }
  return { choices, more };
}

function validate(input: unknown): BlogCategoryInput {
  const parsed = parseBlogCategoryForm(input);
  if (!parsed.ok) throw new AppError("INVALID", parsed.message, parsed.fieldErrors);
  return parsed.data;
}

async function slugOwner(db: Database, slug: string, exceptId: string | null) {
  const [owner] = await db
    .select({ name: blogCategories.name })
    .from(blogCategories)
    .where(and(eq(blogCategories.slug, slug), exceptId ? ne(blogCategories.id, exceptId) : undefined));
  return owner ?? null;
}

function slugTaken(slug: string, name: string) {
  const message = MESSAGES.slugTaken(slug, name);
  return new AppError("CONFLICT", message, { slug: message });
}

/** A slug taken between the check and the write (two saves at once) gets the same message. */
async function explainClash(error: unknown, slug: string, exceptId: string | null): Promise<never> {
  const owner = uniqueViolation(error) !== null ? await slugOwner(getDb(), slug, exceptId) : null;
  throw owner ? slugTaken(slug, owner.name) : error;
}

// One writer at a time renumbers the list, so two moves never give two categories the same place.
const ORDER_LOCK = 72_410_202;
const lockOrder = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK})`);

const snapshot = (row: BlogCategoryInput | Row) => ({
  name: row.name,
  slug: row.slug,
  color: row.color,
  isActive: row.isActive,
});

/** A new category goes to the end of the list. */
export async function createBlogCategory(actor: BlogActor, input: unknown): Promise<{ id: string }> {
  const data = validate(input);
  try {
    return await adminTransaction(
      async (tx) => {
        await lockOrder(tx);
        const owner = await slugOwner(tx, data.slug, null);
        if (owner) throw slugTaken(data.slug, owner.name);
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${blogCategories.sortOrder}), -1)::int` })
          .from(blogCategories);
        const [row] = await tx
          .insert(blogCategories)
          .values({ ...data, sortOrder: Number(last) + 1 })
          .returning();
        await recordActivity(tx, {
          actor,
          action: "blog_category.create",
          entityType: "blog_category",
          entityId: row.id,
          entityLabel: row.name,
          after: { ...snapshot(row), sortOrder: row.sortOrder },
        });
        return { id: row.id };
      },
      { storefront: true },
    );
  } catch (error) {
    return explainClash(error, data.slug, null);
  }
}

export async function updateBlogCategory(
  actor: BlogActor,
  id: string,
  input: unknown,
  version: unknown,
): Promise<{ id: string }> {
  const data = validate(input);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  try {
    return await adminTransaction(
      async (tx) => {
        const [before] = await tx
          .select()
          .from(blogCategories)
          .where(eq(blogCategories.id, id))
          .for("update");
        if (!before) throw new AppError("NOT_FOUND", MESSAGES.notFound);
        if (version !== versionOf(before)) throw new AppError("CONFLICT", MESSAGES.changedMeanwhile);
        const owner = await slugOwner(tx, data.slug, id);
        if (owner) throw slugTaken(data.slug, owner.name);
        await tx.update(blogCategories).set(data).where(eq(blogCategories.id, id));
        await recordActivity(tx, {
          actor,
          action: "blog_category.update",
          entityType: "blog_category",
          entityId: id,
          entityLabel: data.name,
          before: snapshot(before),
          after: snapshot(data),
        });
        return { id };
      },
      { storefront: true },
    );
  } catch (error) {
    return explainClash(error, data.slug, id);
  }
}

/** Its posts stay, without a category (the table's foreign key sets it to null). */
export async function deleteBlogCategory(actor: BlogActor, id: string): Promise<{ name: string }> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx);
      const [{ n }] = await tx.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
      const [row] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning();
      if (!row) throw new AppError("NOT_FOUND", MESSAGES.notFound);
      await recordActivity(tx, {
        actor,
        action: "blog_category.delete",
        entityType: "blog_category",
        entityId: id,
        entityLabel: row.name,
        before: { ...snapshot(row), sortOrder: row.sortOrder, postCount: n },
      });
      return { name: row.name };
    },
    { storefront: true },
  );
}

/**
 * Moves a category one place up or down in the storefront's order; the list is numbered 0, 1, 2...
 * afterwards. `moved` is false at either end.
 */
export async function moveBlogCategory(
  actor: BlogActor,
  id: string,
  direction: "up" | "down",
): Promise<{ name: string; moved: boolean }> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", MESSAGES.notFound);
  return adminTransaction(
    async (tx) => {
      await lockOrder(tx);
      const rows = await tx
        .select()
        .from(blogCategories)
        .orderBy(...inOrder);
      const at = rows.findIndex((r) => r.id === id);
      if (at < 0) throw new AppError("NOT_FOUND", MESSAGES.notFound);
      const to = direction === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= rows.length) return { name: rows[at].name, moved: false };
      const order = [...rows];
      [order[at], order[to]] = [order[to], order[at]];
      await numberInOrder(
        tx,
        blogCategories,
        blogCategories.sortOrder,
        order.map((r) => r.id),
      );
      await recordActivity(tx, {
        actor,
        action: "blog_category.reorder",
        entityType: "blog_category",
        entityId: id,
        entityLabel: rows[at].name,
        before: { position: at + 1 },
        after: { position: to + 1 },
      });
      return { name: rows[at].name, moved: true };
    },
    { storefront: true },
  );
}
