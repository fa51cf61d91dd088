import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { isUuid } from "../../../lib/ids";
import { type Database, queryRows } from "../../db/client";
import { AppError } from "../../errors";
import { type ActivityEntry, adminTransaction, recordActivity } from "../audit/service";
import { orderItems } from "../orders/schema";
import { products } from "./schema";

export type Actor = ActivityEntry["actor"];

export type BulkProductAction =
  | { type: "activate" }
  | { type: "deactivate" }
  | { type: "feature" }
  | { type: "unfeature" }
  | { type: "set_category"; categoryId: string };

/** The most rows one bulk action takes: the largest page of the list. */
export const MAX_BULK_PRODUCTS = 100;

export const BULK_MESSAGES = {
  noneSelected: "Select at least one product.",
  tooMany: `Select at most ${MAX_BULK_PRODUCTS} products at a time.`,
  gone: "Some of the selected products no longer exist. Reload the page and try again.",
  // Spec section 5 (admin product form) and section 4 (product flags).
  featuredMustBeActive: "Featured products must be active",
  chooseCategory: "Choose the category to move the selected products to.",
  categoryGone: "That category no longer exists. Reload the page and choose another.",
  unknownAction: "Choose an action for the selected products.",
} as const;

const idsSchema = z
  .array(z.string(), { error: BULK_MESSAGES.noneSelected })
  .min(1, BULK_MESSAGES.noneSelected)
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.string().refine(isUuid, BULK_MESSAGES.gone)).max(MAX_BULK_PRODUCTS, BULK_MESSAGES.tooMany));

const actionSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("activate") }),
    z.object({ type: z.literal("deactivate") }),
    z.object({ type: z.literal("feature") }),
    z.object({ type: z.literal("unfeature") }),
    z.object({
      type: z.literal("set_category"),
      categoryId: z
        .string(BULK_MESSAGES.chooseCategory)
        .min(1, BULK_MESSAGES.chooseCategory)
        .refine(isUuid, BULK_MESSAGES.categoryGone),
    }),
  ],
  { error: BULK_MESSAGES.unknownAction },
);

interface LockedProduct {
  id: string;
  name: string;
  isActive: boolean;
  isFeatured: boolean;
  isBestseller: boolean;
  categoryId: string;
  category: string;
}

function parseIds(ids: unknown): string[] {
  const parsed = idsSchema.safeParse(ids);
  if (!parsed.success) throw new AppError("INVALID", parsed.error.issues[0].message);
  return parsed.data;
}

/** Locks the products (in id order, so two bulk actions never deadlock); all must still exist. */
async function lockProducts(tx: Database, ids: string[]): Promise<LockedProduct[]> {
  const rows = await queryRows<LockedProduct>(
    tx,
    sql`select p.id, p.name, p.is_active as "isActive", p.is_featured as "isFeatured",
          p.is_bestseller as "isBestseller", p.category_id as "categoryId", c.name as category
        from products p join categories c on c.id = p.category_id
        where p.id = any(${sql.param(ids)}::uuid[]) order by p.id for update of p`,
  );
  if (rows.length !== ids.length) throw new AppError("CONFLICT", BULK_MESSAGES.gone);
  return rows;
}

type Flags = Pick<LockedProduct, "isActive" | "isFeatured" | "isBestseller" | "categoryId" | "category">;

/**
 * Applies one action to every selected product, or to none: a refusal for one refuses them all.
 * Deactivating also clears featured and bestseller, since only active products may carry them
 * (spec section 4; the database's products_flags_ck holds the same rule).
 */
export async function bulkUpdateProducts(
  actor: Actor,
  productIds: unknown,
  action: BulkProductAction,
): Promise<{ changed: number }> {
  const ids = parseIds(productIds);
  const parsedAction = actionSchema.safeParse(action);
  if (!parsedAction.success) throw new AppError("INVALID", parsedAction.error.issues[0].message);
  const act = parsedAction.data;
  return adminTransaction(
    async (tx) => {
      const locked = await lockProducts(tx, ids);
      let target: { id: string; name: string } | undefined;
      if (act.type === "set_category") {
        [target] = await queryRows<{ id: string; name: string }>(
          tx,
          sql`select id, name from categories where id = ${act.categoryId}::uuid for share`,
        );
        if (!target) throw new AppError("NOT_FOUND", BULK_MESSAGES.categoryGone);
      }
      if (act.type === "feature" && locked.some((p) => !p.isActive))
        throw new AppError("INVALID", BULK_MESSAGES.featuredMustBeActive);
      let changed = 0;
      for (const product of locked) {
        const before: Flags = { ...product };
        const after: Flags = { ...before };
        if (act.type === "activate") after.isActive = true;
        if (act.type === "deactivate")
          Object.assign(after, { isActive: false, isFeatured: false, isBestseller: false });
        if (act.type === "feature") after.isFeatured = true;
        if (act.type === "unfeature") after.isFeatured = false;
        if (act.type === "set_category" && target)
          Object.assign(after, { categoryId: target.id, category: target.name });
        if (sameFlags(before, after)) continue;
        await tx.execute(
          sql`update products set is_active = ${after.isActive}, is_featured = ${after.isFeatured},
                is_bestseller = ${after.isBestseller}, category_id = ${after.categoryId}::uuid, updated_at = now()
              where id = ${product.id}`,
        );
        await recordActivity(tx, {
          actor,
          action: "product.update",
          entityType: "product",
          entityId: product.id,
          entityLabel: product.name,
          before: { ...before },
          after: { ...after },
        });
        changed++;
      }
      return { changed };
    },
    { storefront: true },
  );
}

const sameFlags = (a: Flags, b: Flags) =>
  a.isActive === b.isActive &&
  a.isFeatured === b.isFeatured &&
  a.isBestseller === b.isBestseller &&
  a.categoryId === b.categoryId;

/**
 * Deletes products, except those on any order: they are archived instead (inactive, not featured or
 * bestseller) so orders, invoices and reports keep pointing at them. All or nothing.
 */
export async function removeProducts(
  actor: Actor,
  productIds: unknown,
): Promise<{ deleted: number; archived: number }> {
  const ids = parseIds(productIds);
  return adminTransaction(
    async (tx) => {
      const locked = await lockProducts(tx, ids);
      const ordered = await tx
        .selectDistinct({ id: orderItems.productId })
        .from(orderItems)
        .where(inArray(orderItems.productId, ids));
      const onOrders = new Set(ordered.map((r) => r.id));
      const doomed = locked.filter((p) => !onOrders.has(p.id));
      for (const product of locked) if (onOrders.has(product.id)) await archive(tx, actor, product);
      if (doomed.length > 0)
        await tx.delete(products).where(
          inArray(
            products.id,
            doomed.map((p) => p.id),
          ),
        );
      for (const product of doomed)
        await recordActivity(tx, {
          actor,
          action: "product.delete",
          entityType: "product",
          entityId: product.id,
          entityLabel: product.name,
          before: { name: product.name, category: product.category, isActive: product.isActive },
        });
      return { deleted: doomed.length, archived: locked.length - doomed.length };
    },
    { storefront: true },
  );
}

async function archive(tx: Database, actor: Actor, product: LockedProduct): Promise<void> {
  const before = {
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    isBestseller: product.isBestseller,
  };
  const after = { isActive: false, isFeatured: false, isBestseller: false };
  // Already archived: nothing changes, so nothing is recorded.
  if (!before.isActive && !before.isFeatured && !before.isBestseller) return;
  await tx.execute(
    sql`update products set is_active = false, is_featured = false, is_bestseller = false, updated_at = now()
        where id = ${product.id}`,
  );
  await recordActivity(tx, {
    actor,
    action: "product.archive",
    entityType: "product",
    entityId: product.id,
    entityLabel: product.name,
    before,
    after,
  });
}
