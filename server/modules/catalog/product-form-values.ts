import { GST_SLAB, type ProductFormRaw } from "../../../lib/product-form-schema-fields";
import type { products } from "./schema";

type ProductRow = typeof products.$inferSelect;

/** A stored variant, as far as the product form shows it. */
export interface VariantFormSource {
  id: string;
  sku: string;
  size: string | null;
  color: string | null;
  colorHex: string | null;
  priceOverride: number | null;
  onHand: number;
}

/** Paise as the form shows rupees: 1499 or 1499.50. */
const rupees = (paise: number | null) =>
  paise === null ? "" : paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
const optional = (value: string | number | null) => (value === null ? "" : String(value));

/**
 * The product form's values for a stored product, as its edit page fills them; an import compares
 * its rows with the same values.
 */
export function productFormValues(
  p: ProductRow,
  variants: VariantFormSource[],
  images: { url: string; alt: string }[],
): ProductFormRaw {
  return {
    name: p.name,
    short_description: p.shortDescription ?? "",
    description: p.description,
    price: rupees(p.price),
    original_price: rupees(p.originalPrice),
    cost_price: rupees(p.costPrice),
    category_id: p.categoryId,
    tags: p.tags.join(", "),
    brand: p.brand ?? "",
    material: p.material ?? "",
    color: p.color ?? "",
    hsn_code: p.hsnCode ?? "",
    gst_rate: p.gstSlab ? GST_SLAB : String(p.gstRateBp / 100),
    uqc: p.uqc,
    weight: optional(p.weightGrams),
    meta_title: p.metaTitle ?? "",
    meta_description: p.metaDescription ?? "",
    size_chart: p.sizeChart ?? "",
    care_instructions: p.careInstructions ?? "",
    low_stock_threshold: String(p.lowStockThreshold),
    reorder_point: optional(p.reorderPoint),
    reorder_quantity: optional(p.reorderQuantity),
    warehouse_location: p.warehouseLocation ?? "",
    last_restock_date: p.lastRestockDate ?? "",
    is_active: p.isActive,
    is_featured: p.isFeatured,
    is_bestseller: p.isBestseller,
    images: images.map((i) => ({ url: i.url, alt: i.alt })),
    variants: variants.map((v) => ({
      id: v.id,
      size: v.size ?? "",
      color: v.color ?? "",
      color_hex: v.colorHex ?? "",
      sku: v.sku,
      price: rupees(v.priceOverride),
      stock: String(v.onHand),
      seen_stock: String(v.onHand),
    })),
  };
}
