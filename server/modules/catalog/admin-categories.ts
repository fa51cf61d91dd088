import { asc, eq, sql } from "drizzle-orm";
import { type CategoryFormInput, parseCategoryForm } from "../../../lib/category-form-schema";
import { getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import {
  type CategoryImageInput,
  type PreparedCategoryImages,
  prepareCategoryImages,
  storeCategoryImages,
} from "./admin-categories-images";
import {
  type Actor,
  activitySnapshot,
  CATEGORY_ERRORS,
  checkParent,
  checkSlugFree,
  countChildren,
  countProducts,
  findCategory,
  foreignKeyViolation,
  lockCategoryTree,
  nextSortOrder,
  parentNameOf,
  requireCategory,
  slugTaken,
} from "./admin-categories-rules";
import { categories, products } from "./schema";

export interface AdminCategoryNode {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  depth: number;
  isActive: boolean;
  isFeatured: boolean;
  featuredSortOrder: number;
  collectionType: string;
  sortOrder: number;
  imageUrl: string | null;
  iconUrl: string | null;
  colorHex: string | null;
  /** Products filed directly under this category (the ones that stop it being deleted). */
  productCount: number;
  children: AdminCategoryNode[];
}

/** Every category, active or not, as a tree in the shop's order, with product counts. */
export async function listAdminCategoryTree(): Promise<AdminCategoryNode[]> {
  const counts = getDb()
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int`.as("n") })
    .from(products)
    .groupBy(products.categoryId)
    .as("counts");
  const rows = await getDb()
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      isActive: categories.isActive,
      isFeatured: categories.isFeatured,
      featuredSortOrder: categories.featuredSortOrder,
      collectionType: categories.collectionType,
      sortOrder: categories.sortOrder,
      imageUrl: categories.imageUrl,
      iconUrl: categories.iconUrl,
      colorHex: categories.colorHex,
      productCount: sql<number>`coalesce(${counts.n}, 0)`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
  const byParent = new Map<string | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: string | null, depth: number): AdminCategoryNode[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      ...row,
      productCount: Number(row.productCount),
      depth,
      children: build(row.id, depth + 1),
    }));
  return build(null, 0);
}

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
  description: string | null;
  introductionText: string | null;
  imageUrl: string | null;
  bannerImageUrl: string | null;
  iconUrl: string | null;
  colorHex: string | null;
  isActive: boolean;
  isFeatured: boolean;
  featuredSortOrder: number;
  collectionType: string;
  sortOrder: number;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The version the edit form sends back, so a save never overwrites someone else's change. */
  updatedAt: string;
  parent: { id: string; name: string } | null;
  children: { id: string; name: string }[];
  productCount: number;
}

/** One category with its parent, children and product count; null when there is none. */
export async function getAdminCategory(id: string): Promise<AdminCategory | null> {
  const db = getDb();
  const row = await findCategory(db, id);
  if (!row) return null;
  const [parent, children, productCount] = await Promise.all([
    row.parentId ? findCategory(db, row.parentId) : null,
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.parentId, row.id))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    countProducts(db, row.id),
  ]);
  const { createdAt: _created, updatedAt, ...fields } = row;
  return {
    ...fields,
    updatedAt: updatedAt.toISOString(),
    parent: parent ? { id: parent.id, name: parent.name } : null,
    children,
    productCount,
  };
}

export interface CategorySaveInput extends CategoryImageInput {
  /** The form's text fields, as sent (validated here with the shared schema). */
  fields: unknown;
}

/** The shared schema and the uploaded files' content checks together: every problem at once. */
async function validate(input: CategorySaveInput): Promise<{
  data: CategoryFormInput;
  images: PreparedCategoryImages["images"];
}> {
  const parsed = parseCategoryForm(input.fields);
  const prepared = await prepareCategoryImages(input);
  const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...prepared.fieldErrors };
  if (!parsed.ok || Object.keys(fieldErrors).length > 0)
    throw new AppError("INVALID", CATEGORY_ERRORS.invalidForm, fieldErrors);
  return { data: parsed.data, images: prepared.images };
}

/** A slug taken between our check and the insert (two admins at once) gets the same message. */
async function explainSlugClash(error: unknown, slug: string, exceptId: string | null): Promise<never> {
  if (uniqueViolation(error) !== null) {
    const [owner] = await getDb()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.slug, slug));
    if (owner && owner.id !== exceptId) {
      const message = slugTaken(slug, owner.name);
      throw new AppError("CONFLICT", message, { slug: message });
    }
  }
  throw error;
}

export async function createCategory(
  actor: Actor,
  input: CategorySaveInput,
): Promise<{ id: string; name: string }> {
  const { data, images } = await validate(input);
  const stored = await storeCategoryImages(images);
  try {
    return await adminTransaction(
      async (tx) => {
        await lockCategoryTree(tx);
        const parent = await checkParent(tx, null, data.parentId);
        await checkSlugFree(tx, data.slug, null);
        const [row] = await tx
          .insert(categories)
          .values({ ...data, ...stored.columns, sortOrder: await nextSortOrder(tx, data.parentId) })
          .returning();
        await recordActivity(tx, {
          actor,
          action: "category.create",
          entityType: "category",
          entityId: row.id,
          entityLabel: row.name,
          after: activitySnapshot(row, parent?.name ?? null),
        });
        return { id: row.id, name: row.name };
      },
      { storefront: true },
    );
  } catch (error) {
    await stored.undo();
    return explainSlugClash(error, data.slug, null);
  }
}

export interface CategoryUpdateInput extends CategorySaveInput {
  /** updatedAt as the form saw it (AdminCategory.updatedAt). */
  version: unknown;
}

/** Milliseconds are what the form round-trips; the database keeps microseconds. */
function sameVersion(stored: Date, seen: unknown): boolean {
  const seenAt = typeof seen === "string" ? new Date(seen) : null;
  return seenAt !== null && Math.abs(stored.getTime() - seenAt.getTime()) < 1;
}

export async function updateCategory(
  actor: Actor,
  id: string,
  input: CategoryUpdateInput,
): Promise<{ id: string; name: string }> {
  const { data, images } = await validate(input);
  const stored = await storeCategoryImages(images, input.remove);
  try {
    return await adminTransaction(
      async (tx) => {
        await lockCategoryTree(tx);
        const before = await requireCategory(tx, id);
        if (!sameVersion(before.updatedAt, input.version))
          throw new AppError("CONFLICT", CATEGORY_ERRORS.stale);
        const parent = await checkParent(tx, id, data.parentId);
        await checkSlugFree(tx, data.slug, id);
        const moved = before.parentId !== data.parentId;
        const [row] = await tx
          .update(categories)
          .set({
            ...data,
            ...stored.columns,
            sortOrder: moved ? await nextSortOrder(tx, data.parentId) : before.sortOrder,
            updatedAt: new Date(),
          })
          .where(eq(categories.id, id))
          .returning();
        await recordActivity(tx, {
          actor,
          action: "category.update",
          entityType: "category",
          entityId: id,
          entityLabel: row.name,
          before: activitySnapshot(before, await parentNameOf(tx, before.parentId)),
          after: activitySnapshot(row, parent?.name ?? null),
        });
        return { id: row.id, name: row.name };
      },
      { storefront: true },
    );
  } catch (error) {
    await stored.undo();
    return explainSlugClash(error, data.slug, id);
  }
}

/** Spec section 7/8: refused while the category has subcategories or products, with the spec's words. */
export async function deleteCategory(actor: Actor, id: string): Promise<{ name: string }> {
  try {
    return await adminTransaction(
      async (tx) => {
        await lockCategoryTree(tx);
        const row = await requireCategory(tx, id);
        if ((await countChildren(tx, id)) > 0) throw new AppError("CONFLICT", CATEGORY_ERRORS.hasChildren);
        if ((await countProducts(tx, id)) > 0) throw new AppError("CONFLICT", CATEGORY_ERRORS.hasProducts);
        await tx.delete(categories).where(eq(categories.id, id));
        await recordActivity(tx, {
          actor,
          action: "category.delete",
          entityType: "category",
          entityId: id,
          entityLabel: row.name,
          before: activitySnapshot(row, await parentNameOf(tx, row.parentId)),
        });
        return { name: row.name };
      },
      { storefront: true },
    );
  } catch (error) {
    // A product filed under it at the same moment: the database's own check says no.
    if (foreignKeyViolation(error)) throw new AppError("CONFLICT", CATEGORY_ERRORS.hasProducts);
    throw error;
  }
}
