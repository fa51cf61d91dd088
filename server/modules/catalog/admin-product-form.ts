import { and, eq, sql } from "drizzle-orm";
import { parseProductForm, type ProductInput } from "../../../lib/product-form-schema";
import type { ProductFormRaw } from "../../../lib/product-form-schema-fields";
import { isUuid } from "../../../lib/ids";
import { text } from "../../../lib/settings";
import { slugify } from "../../../lib/text";
import { type Database, getDb, queryRows } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { sanitizeHtml } from "../../sanitize-html";
import { type ActivityEntry, adminTransaction, recordActivity } from "../audit/service";
import { getSettings } from "../settings/service";
import { type FormImage, formImages, saveAltTexts } from "./admin-product-form-images";
import { lockVariants, summarise, syncVariants, VARIANT_MESSAGES } from "./admin-product-form-variants";
import { productFormValues, type VariantFormSource } from "./product-form-values";
import { categories, products } from "./schema";
import { escapeLike } from "../../db/like";

export type ProductFormActor = ActivityEntry["actor"];

export const PRODUCT_FORM_MESSAGES = {
  changedMeanwhile:
    "This product was changed by someone else after you opened it. Reload to see their changes; your edits were not saved.",
  notFound: "This product no longer exists. It may have been deleted by someone else.",
  categoryGone: "The chosen category no longer exists. Choose another one.",
  skuRace:
    "a SKU or a size and colour pair was taken by another save just now. Check the variants and save again.",
  // Spec section 8 (admin product service).
  createFailed: (reason: string) => `Failed to create product: ${reason}`,
  updateFailed: (reason: string) => `Failed to update product: ${reason}`,
  ...VARIANT_MESSAGES,
} as const;

/** What the edit page needs: the form's values as typed, and what the form shows beside them. */
export interface ProductForEdit {
  id: string;
  name: string;
  isActive: boolean;
  isFeatured: boolean;
  isBestseller: boolean;
  createdAt: Date;
  /** The saved version the form was opened with; sent back with the save (optimistic concurrency). */
  version: string;
  form: ProductFormRaw;
  images: FormImage[];
  /** Per variant, in form order: units held by unpaid orders and whether an order names it. */
  variants: { id: string; reserved: number; onOrders: boolean }[];
}

// The version is updated_at to the microsecond, as text: a JavaScript Date would lose the microseconds.
const VERSION = sql<string>`to_char(${products.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The product as the admin form edits it; null when there is no such product. */
export async function getProductForEdit(id: string): Promise<ProductForEdit | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({ product: products, version: VERSION })
    .from(products)
    .where(eq(products.id, id));
  if (!row) return null;
  const p = row.product;
  const variants = await readVariants(db, id);
  const onOrders = new Set(
    (
      await queryRows<{ variant_id: string }>(
        db,
        sql`select distinct variant_id from order_items where variant_id in (
              select id from product_variants where product_id = ${id})`,
      )
    ).map((r) => r.variant_id),
  );
  const images = await formImages(p.imageUrls);
  return {
    id: p.id,
    name: p.name,
    isActive: p.isActive,
    isFeatured: p.isFeatured,
    isBestseller: p.isBestseller,
    createdAt: p.createdAt,
    version: row.version,
    images,
    variants: variants.map((v) => ({ id: v.id, reserved: v.reserved, onOrders: onOrders.has(v.id) })),
    form: productFormValues(p, variants, images),
  };
}

/** The variants in the order the form lists them. */
async function readVariants(db: Database, productId: string) {
  return queryRows<VariantFormSource & { reserved: number }>(
    db,
    sql`select id, sku, size, color, color_hex as "colorHex", price_override as "priceOverride",
          on_hand as "onHand", reserved
        from product_variants where product_id = ${productId} order by position, id`,
  );
}

function invalid(input: unknown): ProductInput {
  const parsed = parseProductForm(input);
  if (!parsed.ok) throw new AppError("INVALID", parsed.message, parsed.fieldErrors);
  return parsed.data;
}

/** Brand defaults to the shop's own (spec section 3), named as the storefront names the shop. */
async function storeBrand(): Promise<string> {
  return text(await getSettings(["site_name"]), "site_name", "Divine Threads");
}

/** The products row's columns from the form (slug, stock and timestamps are not the form's). */
async function columnsOf(input: ProductInput) {
  return {
    name: input.name,
    description: sanitizeHtml(input.description),
    shortDescription: input.shortDescription,
    price: input.price,
    originalPrice: input.originalPrice,
    costPrice: input.costPrice,
    categoryId: input.categoryId,
    tags: input.tags,
    imageUrls: input.images.map((i) => i.url),
    lowStockThreshold: input.lowStockThreshold,
    weightGrams: input.weightGrams,
    sizeChart: input.sizeChart,
    careInstructions: input.careInstructions,
    material: input.material,
    color: input.color,
    brand: input.brand ?? (await storeBrand()),
    hsnCode: input.hsnCode,
    gstRateBp: input.gstRateBp,
    gstSlab: input.gstSlab,
    uqc: input.uqc,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    isBestseller: input.isBestseller,
    reorderPoint: input.reorderPoint,
    reorderQuantity: input.reorderQuantity,
    lastRestockDate: input.lastRestockDate,
    warehouseLocation: input.warehouseLocation,
  };
}

type Columns = Awaited<ReturnType<typeof columnsOf>>;

/** The same fields of the row as it was, for the activity log's before. */
const pick = (row: Record<string, unknown>, like: Columns) =>
  Object.fromEntries(Object.keys(like).map((key) => [key, row[key]]));

async function requireCategory(tx: Database, categoryId: string, failed: (reason: string) => string) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) {
    const message = PRODUCT_FORM_MESSAGES.categoryGone;
    throw new AppError("INVALID", failed(message), { category_id: message });
  }
}

/** A slug not yet taken: the name's, then with -2, -3... */
async function freeSlug(tx: Database, name: string): Promise<string> {
  const base = slugify(name).slice(0, 80) || "product";
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        tx,
        sql`select slug from products where slug = ${base} or slug like ${`${escapeLike(base)}-%`}`,
      )
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Saves the variants; a refusal on the way (a SKU in use, a variant on orders, stock below what orders
 * hold) keeps its code and says what failed, in the spec's 'Failed to <action>: <reason>' form.
 */
async function saveVariants(
  tx: Database,
  productId: string,
  data: ProductInput,
  actorId: string,
  failed: (reason: string) => string,
) {
  try {
    return await syncVariants(tx, productId, data.variants, actorId, (message, field, code) => {
      throw new AppError(code, failed(message), field ? { [field]: message } : undefined);
    });
  } catch (error) {
    if (error instanceof AppError && !error.message.startsWith("Failed to"))
      throw new AppError(error.code, failed(error.message), error.fieldErrors);
    const constraint = uniqueViolation(error);
    // Two saves at once can both pass the SKU check; the database still refuses the second.
    if (constraint !== null) throw new AppError("CONFLICT", failed(PRODUCT_FORM_MESSAGES.skuRace));
    throw error;
  }
}

export async function createProduct(actor: ProductFormActor, input: unknown): Promise<{ id: string }> {
  const data = invalid(input);
  const columns = await columnsOf(data);
  const failed = PRODUCT_FORM_MESSAGES.createFailed;
  const id = await adminTransaction(
    async (tx) => {
      await requireCategory(tx, data.categoryId, failed);
      const insert = async (slug: string) =>
        (
          await tx
            .insert(products)
            .values({ ...columns, slug })
            .onConflictDoNothing({ target: products.slug })
            .returning({ id: products.id })
        )[0];
      // Another save took the same slug a moment ago: a short random ending keeps both.
      const slug = await freeSlug(tx, data.name);
      const row = (await insert(slug)) ?? (await insert(`${slug}-${crypto.randomUUID().slice(0, 6)}`));
      if (!row) throw new Error("Product creation failed - no data returned");
      const variants = await saveVariants(tx, row.id, data, actor.id, failed);
      await recordActivity(tx, {
        actor,
        action: "product.create",
        entityType: "product",
        entityId: row.id,
        entityLabel: data.name,
        after: { ...columns, variants: summarise(variants) },
      });
      return row.id;
    },
    { storefront: true },
  );
  await saveAltTexts(actor, data.images);
  return { id };
}

/**
 * Saves the form over the product, only if nobody saved it since `expectedVersion` (the version the
 * form was opened with): the check and the update are one statement, and a refusal changes nothing.
 */
export async function updateProduct(
  actor: ProductFormActor,
  id: string,
  input: unknown,
  expectedVersion: unknown,
): Promise<{ id: string }> {
  const data = invalid(input);
  if (!isUuid(id)) throw new AppError("NOT_FOUND", PRODUCT_FORM_MESSAGES.notFound);
  const columns = await columnsOf(data);
  const failed = PRODUCT_FORM_MESSAGES.updateFailed;
  const version =
    typeof expectedVersion === "string" && VERSION_PATTERN.test(expectedVersion) ? expectedVersion : null;
  await adminTransaction(
    async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id));
      if (!before) throw new AppError("NOT_FOUND", PRODUCT_FORM_MESSAGES.notFound);
      if (!version) throw new AppError("CONFLICT", PRODUCT_FORM_MESSAGES.changedMeanwhile);
      await requireCategory(tx, data.categoryId, failed);
      // Variants before the product row: checkout locks them in that order too (stock-lock.ts).
      const variantsBefore = summarise(await lockVariants(tx, id));
      const updated = await tx
        .update(products)
        .set({ ...columns, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), sql`${products.updatedAt} = ${version}::timestamptz`))
        .returning({ id: products.id });
      if (updated.length === 0) throw new AppError("CONFLICT", PRODUCT_FORM_MESSAGES.changedMeanwhile);
      const variants = await saveVariants(tx, id, data, actor.id, failed);
      await recordActivity(tx, {
        actor,
        action: "product.update",
        entityType: "product",
        entityId: id,
        entityLabel: data.name,
        before: { ...pick(before, columns), variants: variantsBefore },
        after: { ...columns, variants: summarise(variants) },
      });
    },
    { storefront: true },
  );
  await saveAltTexts(actor, data.images);
  return { id };
}
