import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { numberInOrder } from "../../db/number-in-order";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import {
  type Actor,
  CATEGORY_ERRORS,
  checkParent,
  isCategoryId,
  listSiblings,
  lockCategoryTree,
  nextSortOrder,
  parentNameOf,
  requireCategory,
} from "./admin-categories-rules";
import { categories } from "./schema";

export type CategoryFlag = "isActive" | "isFeatured";

const FLAG_ACTIONS: Record<CategoryFlag, [on: string, off: string]> = {
  isActive: ["category.activate", "category.deactivate"],
  isFeatured: ["category.feature", "category.unfeature"],
};

/** Sets (never flips) a flag, so a double click or a resent form cannot undo the admin's choice. */
export async function setCategoryFlag(
  actor: Actor,
  id: string,
  flag: CategoryFlag,
  value: boolean,
): Promise<{ name: string; changed: boolean }> {
  return adminTransaction(
    async (tx) => {
      const row = await requireCategory(tx, id);
      if (row[flag] === value) return { name: row.name, changed: false };
      await tx
        .update(categories)
        .set({ [flag]: value, updatedAt: new Date() })
        .where(eq(categories.id, id));
      await recordActivity(tx, {
        actor,
        action: FLAG_ACTIONS[flag][value ? 0 : 1],
        entityType: "category",
        entityId: id,
        entityLabel: row.name,
        before: { [flag]: row[flag] },
        after: { [flag]: value },
      });
      return { name: row.name, changed: true };
    },
    { storefront: true },
  );
}

/** Writes 0..n-1 as the sort order of `orderedIds` and logs the order before and after by name. */
async function applyOrder(
  tx: Database,
  actor: Actor,
  parentId: string | null,
  orderedIds: string[],
): Promise<void> {
  const siblings = await listSiblings(tx, parentId);
  const known = new Set(siblings.map((s) => s.id));
  if (orderedIds.length !== siblings.length || new Set(orderedIds).size !== siblings.length)
    throw new AppError("CONFLICT", CATEGORY_ERRORS.siblingsChanged);
  if (orderedIds.some((id) => !known.has(id)))
    throw new AppError("CONFLICT", CATEGORY_ERRORS.siblingsChanged);
  const nameOf = new Map(siblings.map((s) => [s.id, s.name]));
  const beforeOrder = siblings.map((s) => s.name);
  const afterOrder = orderedIds.map((id) => nameOf.get(id)!);
  await numberInOrder(tx, categories, categories.sortOrder, orderedIds, sql`, updated_at = now()`);
  if (beforeOrder.join("\n") === afterOrder.join("\n")) return;
  const parentName = await parentNameOf(tx, parentId);
  await recordActivity(tx, {
    actor,
    action: "category.reorder",
    entityType: "category",
    entityId: parentId,
    entityLabel: parentName ? `Subcategories of ${parentName}` : "Top-level categories",
    before: { order: beforeOrder },
    after: { order: afterOrder },
  });
}

/** Puts the children of `parentId` in the given order (for drag and drop); the list must be complete. */
export async function reorderCategorySiblings(
  actor: Actor,
  parentId: string | null,
  orderedIds: string[],
): Promise<void> {
  if (parentId !== null && !isCategoryId(parentId)) throw new AppError("NOT_FOUND", CATEGORY_ERRORS.notFound);
  await adminTransaction(
    async (tx) => {
      await lockCategoryTree(tx);
      if (parentId) await requireCategory(tx, parentId);
      await applyOrder(tx, actor, parentId, orderedIds);
    },
    { storefront: true },
  );
}

/** Swaps a category with its neighbour above or below; at either end nothing changes. */
export async function moveCategoryStep(
  actor: Actor,
  id: string,
  direction: "up" | "down",
): Promise<{ name: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      await lockCategoryTree(tx);
      const row = await requireCategory(tx, id);
      const ids = (await listSiblings(tx, row.parentId)).map((s) => s.id);
      const from = ids.indexOf(id);
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= ids.length) return { name: row.name, moved: false };
      [ids[from], ids[to]] = [ids[to], ids[from]];
      await applyOrder(tx, actor, row.parentId, ids);
      return { name: row.name, moved: true };
    },
    { storefront: true },
  );
}

/** Files a category under another one (or at the top level, null), last among its new siblings. */
export async function moveCategoryToParent(
  actor: Actor,
  id: string,
  parentId: string | null,
): Promise<{ name: string; moved: boolean }> {
  return adminTransaction(
    async (tx) => {
      await lockCategoryTree(tx);
      const row = await requireCategory(tx, id);
      if (parentId !== null && !isCategoryId(parentId))
        throw new AppError("INVALID", CATEGORY_ERRORS.parentMissing, {
          parentId: CATEGORY_ERRORS.parentMissing,
        });
      parentId = parentId?.toLowerCase() ?? null;
      if (row.parentId === parentId) return { name: row.name, moved: false };
      const parent = await checkParent(tx, id, parentId);
      const sortOrder = await nextSortOrder(tx, parentId);
      await tx
        .update(categories)
        .set({ parentId, sortOrder, updatedAt: new Date() })
        .where(eq(categories.id, id));
      await recordActivity(tx, {
        actor,
        action: "category.move",
        entityType: "category",
        entityId: id,
        entityLabel: row.name,
        before: { parent: await parentNameOf(tx, row.parentId), sortOrder: row.sortOrder },
        after: { parent: parent?.name ?? null, sortOrder },
      });
      return { name: row.name, moved: true };
    },
    { storefront: true },
  );
}
