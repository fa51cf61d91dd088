import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { categories, products } from "./schema";

export interface Actor {
  id: string;
  email: string;
}

export const CATEGORY_ERRORS = {
  // Spec section 8, category service.
  hasChildren: "Cannot delete category with subcategories. Please delete or move subcategories first.",
  hasProducts: "Cannot delete category that is used by products. Please update or delete products first.",
  notFound: "This category no longer exists. It may have been deleted by someone else.",
  parentMissing: "The chosen parent category no longer exists. Choose another one.",
  cycle: "A category cannot be moved under itself or one of its subcategories.",
  stale:
    "Someone else changed this category after you opened it. Reload the page to see their changes, then make yours again.",
  siblingsChanged: "The list of categories changed while you were sorting. Reload the page and try again.",
  invalidForm: "Please correct the fields marked below.",
} as const;

export const slugTaken = (slug: string, owner: string) =>
  `The slug "${slug}" is already used by category "${owner}".`;

// One writer at a time changes the tree's shape, so two moves can never build a loop together.
const TREE_LOCK = 72_410_101;

export async function lockCategoryTree(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK})`);
}

export type CategoryRow = typeof categories.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from addresses and forms: anything that is not a UUID simply matches nothing. */
export const isCategoryId = (id: unknown): id is string => typeof id === "string" && UUID.test(id);

export async function findCategory(tx: Database, id: string): Promise<CategoryRow | null> {
  if (!isCategoryId(id)) return null;
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function requireCategory(tx: Database, id: string): Promise<CategoryRow> {
  const row = await findCategory(tx, id);
  if (!row) throw new AppError("NOT_FOUND", CATEGORY_ERRORS.notFound);
  return row;
}

/** True when `candidate` is `id` itself or lies anywhere below it. */
export async function isSelfOrDescendant(tx: Database, id: string, candidate: string): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    tx,
    sql`with recursive below(id) as (
          select ${id}::uuid
          union select c.id from categories c join below b on c.parent_id = b.id)
        select 1 as found from below where id = ${candidate}::uuid limit 1`,
  );
  return rows.length > 0;
}

/** The new parent must exist and must not be the category or one of its subcategories. */
export async function checkParent(
  tx: Database,
  id: string | null,
  parentId: string | null,
): Promise<CategoryRow | null> {
  if (!parentId) return null;
  if (id && (await isSelfOrDescendant(tx, id, parentId)))
    throw new AppError("INVALID", CATEGORY_ERRORS.cycle, { parentId: CATEGORY_ERRORS.cycle });
  const parent = await findCategory(tx, parentId);
  if (!parent)
    throw new AppError("INVALID", CATEGORY_ERRORS.parentMissing, { parentId: CATEGORY_ERRORS.parentMissing });
  return parent;
}

export async function checkSlugFree(tx: Database, slug: string, exceptId: string | null): Promise<void> {
  const [owner] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug))
    .limit(1);
  if (owner) {
    const message = slugTaken(slug, owner.name);
    throw new AppError("CONFLICT", message, { slug: message });
  }
}

const siblingsOf = (parentId: string | null) =>
  parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId);

/** The sort order that puts a category last among the children of `parentId`. */
export async function nextSortOrder(tx: Database, parentId: string | null): Promise<number> {
  const [row] = await tx
    .select({ top: sql<number | null>`max(${categories.sortOrder})` })
    .from(categories)
    .where(siblingsOf(parentId));
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

/** The children of `parentId` in the order the shop shows them. */
export async function listSiblings(tx: Database, parentId: string | null) {
  return tx
    .select({ id: categories.id, name: categories.name, sortOrder: categories.sortOrder })
    .from(categories)
    .where(siblingsOf(parentId))
    .orderBy(categories.sortOrder, categories.name, categories.id);
}

export async function countChildren(tx: Database, id: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row.n;
}

export async function countProducts(tx: Database, id: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return row.n;
}

/** The fields an activity row compares, with the parent by name so the log reads plainly. */
export function activitySnapshot(row: CategoryRow, parentName: string | null) {
  return {
    name: row.name,
    slug: row.slug,
    parent: parentName,
    description: row.description,
    introductionText: row.introductionText,
    imageUrl: row.imageUrl,
    bannerImageUrl: row.bannerImageUrl,
    iconUrl: row.iconUrl,
    colorHex: row.colorHex,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    featuredSortOrder: row.featuredSortOrder,
    collectionType: row.collectionType,
    sortOrder: row.sortOrder,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

export async function parentNameOf(tx: Database, parentId: string | null): Promise<string | null> {
  if (!parentId) return null;
  return (await findCategory(tx, parentId))?.name ?? null;
}

/** True for a foreign-key violation (SQLSTATE 23503), e.g. a product added while its category was deleted. */
export function foreignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === "23503") return true;
  }
  return false;
}
