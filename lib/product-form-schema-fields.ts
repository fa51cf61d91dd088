/** The admin product form's fields, limits and messages (spec section 5, "Admin product form"). */

export const PRICE_MAX_RUPEES = 999999.99;
export const MAX_IMAGES = 10;
/** Spec section 9: each product image under 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880;
export const MAX_TAGS = 20;
export const MAX_VARIANTS = 100;
export const STOCK_MAX = 999999;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
/** Fixed GST rates for this shop's goods since 22 September 2025 (no 12% or 28% any more; decision 016). */
export const GST_RATES = [0, 3, 5, 18] as const;
/** The form's value for the price slab of garments, made-ups and footwear (lib/gst.ts). */
export const GST_SLAB = "slab";
export const DEFAULT_GST_RATE = GST_SLAB;
/** Units of quantity (GST's UQC) printed on invoices. */
export const UQC_LABELS = {
  PCS: "Pieces (PCS)",
  SET: "Sets (SET)",
  PRS: "Pairs (PRS)",
  NOS: "Numbers (NOS)",
} as const;
export type Uqc = keyof typeof UQC_LABELS;
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** Length limits; the spec gives name, short description, SKU, brand, colour and material. */
export const LIMITS = {
  name: 255,
  short_description: 500,
  sku: 100,
  brand: 100,
  color: 50,
  material: 100,
  description: 50_000,
  meta_title: META_TITLE_MAX,
  meta_description: META_DESCRIPTION_MAX,
  size_chart: 5000,
  care_instructions: 2000,
  warehouse_location: 100,
  tag: 50,
  size: 50,
  image_alt: 250,
  image_url: 2048,
} as const;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or less`;

export const PRODUCT_MESSAGES = {
  nameRequired: "Product name is required",
  nameTooLong: tooLong("Product name", LIMITS.name),
  shortDescriptionTooLong: tooLong("Short description", LIMITS.short_description),
  skuRequired: "SKU is required",
  skuTooLong: tooLong("SKU", LIMITS.sku),
  brandTooLong: tooLong("Brand", LIMITS.brand),
  colorTooLong: tooLong("Color", LIMITS.color),
  materialTooLong: tooLong("Material", LIMITS.material),
  descriptionTooLong: tooLong("Description", LIMITS.description),
  metaTitleTooLong: tooLong("Meta title", LIMITS.meta_title),
  metaDescriptionTooLong: tooLong("Meta description", LIMITS.meta_description),
  sizeChartTooLong: tooLong("Size chart", LIMITS.size_chart),
  careTooLong: tooLong("Care instructions", LIMITS.care_instructions),
  warehouseTooLong: tooLong("Warehouse location", LIMITS.warehouse_location),
  sizeTooLong: tooLong("Size", LIMITS.size),
  altTooLong: tooLong("Alt text", LIMITS.image_alt),
  priceRequired: "Valid price is required",
  priceNotNumber: "Price must be a valid number",
  pricePositive: "Price must be greater than 0",
  priceMax: "Price must be less than 1,000,000",
  priceDecimals: "Price can have at most 2 decimal places",
  originalPriceNotNumber: "Original price must be a valid number",
  originalPricePositive: "Original price must be greater than 0",
  originalPriceMax: "Original price must be less than 1,000,000",
  originalPriceDecimals: "Original price can have at most 2 decimal places",
  originalPriceBelowPrice: "Original price should be greater than or equal to current price",
  costPriceNotNumber: "Cost price must be a valid number",
  costPriceNegative: "Cost price must be 0 or greater",
  costPriceMax: "Cost price must be less than 1,000,000",
  costPriceDecimals: "Cost price can have at most 2 decimal places",
  variantPriceNotNumber: "Variant price must be a valid number",
  variantPricePositive: "Variant price must be greater than 0",
  variantPriceMax: "Variant price must be less than 1,000,000",
  variantPriceDecimals: "Variant price can have at most 2 decimal places",
  categoryRequired: "Category is required",
  stockNegative: "Stock quantity must be 0 or greater",
  stockWhole: "Stock quantity must be a whole number",
  stockMax: "Stock quantity must be 999,999 or less",
  thresholdWhole: "Low stock threshold must be a whole number",
  thresholdNegative: "Low stock threshold must be 0 or greater",
  thresholdAboveStock: "Low stock threshold should not exceed current stock quantity",
  reorderPointInvalid: "Reorder point must be a whole number, 0 or greater",
  reorderQuantityInvalid: "Reorder quantity must be a whole number, 0 or greater",
  restockDateInvalid: "Last restock date must be a valid date",
  weightInvalid: "Weight must be a number greater than 0",
  weightMax: "Weight must be 50 kg (50,000 g) or less",
  featuredInactive: "Featured products must be active",
  bestsellerInactive: "Bestseller products must be active",
  tooManyImages: `Maximum ${MAX_IMAGES} images allowed`,
  imageUrlInvalid: "Image address is not valid",
  tooManyTags: `Maximum ${MAX_TAGS} tags allowed`,
  tagTooLong: tooLong("Each tag", LIMITS.tag),
  hsnInvalid: "HSN code must be 4, 6 or 8 digits",
  gstInvalid: "GST rate must be 0, 3, 5 or 18%, or the garment price slab",
  gstSlabHsn: "The garment price slab is for HSN chapters 61 to 64 (garments, made-ups and footwear)",
  uqcInvalid: "Choose a unit of quantity: PCS, SET, PRS or NOS",
  colorHexInvalid: "Color code must look like #A52A2A",
  tooManyVariants: `Maximum ${MAX_VARIANTS} variants allowed`,
  variantIdInvalid: "This variant no longer exists. Reload the page and try again.",
  seenStockInvalid: "The stock shown when the form was opened is missing. Reload the page and try again.",
  duplicateSku: (sku: string) => `SKU ${sku} is used by more than one variant`,
  duplicateOptions: (label: string) => `The variant ${label} appears more than once`,
} as const;

/** Spec: "Combined failure: 'Validation failed: ' plus the messages joined with commas." */
export const VALIDATION_FAILED_PREFIX = "Validation failed: ";

export interface ProductImageRaw {
  url: string;
  alt: string;
}

export interface ProductVariantRaw {
  /** Empty for a variant added in this form. */
  id: string;
  size: string;
  color: string;
  color_hex: string;
  sku: string;
  /** Rupees; empty means the product's price. */
  price: string;
  /** Units on hand, as typed. */
  stock: string;
  /** Units on hand when the form was opened (existing variants only). */
  seen_stock: string;
}

/** What the form holds and posts: every value as typed. */
export interface ProductFormRaw {
  name: string;
  short_description: string;
  description: string;
  price: string;
  original_price: string;
  cost_price: string;
  category_id: string;
  tags: string;
  brand: string;
  material: string;
  color: string;
  hsn_code: string;
  gst_rate: string;
  uqc: string;
  weight: string;
  meta_title: string;
  meta_description: string;
  size_chart: string;
  care_instructions: string;
  low_stock_threshold: string;
  reorder_point: string;
  reorder_quantity: string;
  warehouse_location: string;
  last_restock_date: string;
  is_active: boolean;
  is_featured: boolean;
  is_bestseller: boolean;
  images: ProductImageRaw[];
  variants: ProductVariantRaw[];
}

export const TEXT_FIELDS = [
  "name",
  "short_description",
  "description",
  "price",
  "original_price",
  "cost_price",
  "category_id",
  "tags",
  "brand",
  "material",
  "color",
  "hsn_code",
  "gst_rate",
  "uqc",
  "weight",
  "meta_title",
  "meta_description",
  "size_chart",
  "care_instructions",
  "low_stock_threshold",
  "reorder_point",
  "reorder_quantity",
  "warehouse_location",
  "last_restock_date",
] as const;

export const FLAG_FIELDS = ["is_active", "is_featured", "is_bestseller"] as const;

export const emptyVariant = (): ProductVariantRaw => ({
  id: "",
  size: "",
  color: "",
  color_hex: "",
  sku: "",
  price: "",
  stock: "0",
  seen_stock: "",
});

export function emptyProductForm(): ProductFormRaw {
  const form = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ""])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...form,
    gst_rate: DEFAULT_GST_RATE,
    uqc: "PCS",
    low_stock_threshold: "",
    is_active: true,
    is_featured: false,
    is_bestseller: false,
    images: [],
    variants: [emptyVariant()],
  };
}

/** The repeated fields of a variant row, posted as variant_<key>. */

/** The repeated fields of a variant row, posted as variant_<key>. */
export const VARIANT_KEYS = [
  "id",
  "size",
  "color",
  "color_hex",
  "sku",
  "price",
  "stock",
  "seen_stock",
] as const;

/** Rows read from one post at most: the schema refuses more than the limits anyway. */
const MAX_ROWS = 500;

/**
 * The form as posted: plain fields by name; images and variants as repeated fields in order
 * (image_url/image_alt, variant_id/variant_size/.../variant_seen_stock), one entry per row.
 */
export function readProductForm(formData: FormData): ProductFormRaw {
  const one = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const all = (name: string) =>
    formData
      .getAll(name)
      .slice(0, MAX_ROWS)
      .map((v) => (typeof v === "string" ? v : ""));
  const rows = <K extends string>(prefix: string, keys: readonly K[]) => {
    const columns = keys.map((key) => all(`${prefix}_${key}`));
    const count = Math.max(0, ...columns.map((c) => c.length));
    return Array.from(
      { length: count },
      (_, i) => Object.fromEntries(keys.map((key, k) => [key, columns[k][i] ?? ""])) as Record<K, string>,
    );
  };
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, one(f)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const flags = Object.fromEntries(
    FLAG_FIELDS.map((f) => [f, ["on", "true", "1"].includes(one(f))]),
  ) as Record<(typeof FLAG_FIELDS)[number], boolean>;
  return {
    ...text,
    ...flags,
    images: rows("image", ["url", "alt"] as const),
    variants: rows("variant", VARIANT_KEYS),
  };
}
