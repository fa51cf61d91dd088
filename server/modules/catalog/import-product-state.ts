import { sql } from "drizzle-orm";
import type { ProductInput } from "../../../lib/product-form-schema";
import type { ProductFormRaw } from "../../../lib/product-form-schema-fields";
import { type Database, queryRows } from "../../db/client";
import { sanitizeHtml } from "../../sanitize-html";
import { productFormValues, type VariantFormSource } from "./product-form-values";
import { products, skuIn } from "./schema";

type ProductRow = typeof products.$inferSelect;

export interface ImportVariantState extends VariantFormSource {
  reserved: number;
  position: number;
  isDefault: boolean;
}

/** A product as an import finds it: its row, its variants and the admin form's values for them. */
export interface ImportProductState {
  id: string;
  row: ProductRow;
  variants: ImportVariantState[];
  form: ProductFormRaw;
}

/**
 * The products owning any of these SKUs (compared ignoring case), with all their variants in form
 * order, read in three statements however many SKUs there are.
 */
export async function findProductsForImport(
  db: Database,
  skus: string[],
): Promise<{ productIdBySku: Map<string, string>; products: Map<string, ImportProductState> }> {
  const lowered = [...new Set(skus.map((s) => s.toLowerCase()))];
  const owners = lowered.length
    ? await queryRows<{ sku: string; product_id: string }>(
        db,
        sql`select lower(sku) as sku, product_id from product_variants where ${skuIn(sql`sku`, lowered)}`,
      )
    : [];
  const productIdBySku = new Map(owners.map((o) => [o.sku, o.product_id]));
  const ids = [...new Set(owners.map((o) => o.product_id))];
  const found = new Map<string, ImportProductState>();
  if (ids.length === 0) return { productIdBySku, products: found };
  const rows = await db
    .select()
    .from(products)
    .where(sql`${products.id} = any(${sql.param(ids)}::uuid[])`);
  const variants = await queryRows<ImportVariantState & { productId: string }>(
    db,
    sql`select id, product_id as "productId", sku, size, color, color_hex as "colorHex",
          price_override as "priceOverride", on_hand as "onHand", reserved, position, is_default as "isDefault"
        from product_variants where product_id = any(${sql.param(ids)}::uuid[])
        order by product_id, position, id`,
  );
  const byProduct = new Map<string, ImportVariantState[]>();
  for (const { productId, ...v } of variants)
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), v]);
  for (const row of rows) {
    const own = byProduct.get(row.id) ?? [];
    found.set(row.id, {
      id: row.id,
      row,
      variants: own,
      form: productFormValues(
        row,
        own,
        row.imageUrls.map((url) => ({ url, alt: "" })),
      ),
    });
  }
  return { productIdBySku, products: found };
}

/** The products row's columns an import writes, as the product form's save stores them. */
export function importColumns(input: ProductInput, brand: string) {
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
    brand: input.brand ?? brand,
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

export type ImportColumns = ReturnType<typeof importColumns>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The product fields an import would change (empty when the row says what is stored). */
export function changedProductFields(state: ImportProductState, columns: ImportColumns): string[] {
  const row = state.row as unknown as Record<string, unknown>;
  return Object.entries(columns)
    .filter(([key, value]) => !same(row[key], value))
    .map(([key]) => key);
}

type VariantInput = ProductInput["variants"][number];

/** Whether an existing variant's own fields (not its stock) differ from the import's. */
export const variantFieldsChanged = (state: ImportVariantState, v: VariantInput) =>
  state.sku !== v.sku ||
  state.size !== v.size ||
  state.color !== v.color ||
  state.colorHex !== v.colorHex ||
  state.priceOverride !== v.priceOverride;
