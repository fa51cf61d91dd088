import { z } from "zod";
import { isPriceSlabHsn, PRICE_SLAB } from "./gst";
import { rupeesToPaise } from "./money";
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  emptyVariant,
  GST_RATES,
  GST_SLAB,
  LIMITS,
  MAX_IMAGES,
  MAX_TAGS,
  MAX_VARIANTS,
  PRICE_MAX_RUPEES,
  PRODUCT_MESSAGES,
  STOCK_MAX,
  type Uqc,
  UQC_LABELS,
  VALIDATION_FAILED_PREFIX,
} from "./product-form-schema-fields";

/**
 * The admin product form (spec section 5, "Admin product form"): one schema for the browser and the
 * server. It reads the form's raw text (ProductFormRaw) and gives the normalised values the catalogue
 * service stores: text trimmed, empty optional text null, rupees as paise, flags as booleans.
 */

// ---------------------------------------------------------------------------------------------------
// Field parsers

/** Form text: anything but a string or number reads as empty; NUL characters removed, then trimmed. */
export function cleanText(value: unknown): string {
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return text.replace(/\0/g, "").trim();
}

const requiredText = (max: number, required: string, long: string) =>
  z.preprocess(cleanText, z.string().min(1, required).max(max, long));

/** Optional text: empty becomes null. */
const optionalText = (max: number, long: string) =>
  z.preprocess(
    cleanText,
    z
      .string()
      .max(max, long)
      .transform((s) => s || null),
  );

const flag = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

interface MoneyMessages {
  notNumber: string;
  notPositive: string;
  max: string;
  decimals: string;
  /** When given, empty input is refused with this message; otherwise empty is null. */
  required?: string;
  /** Cost price may be 0. */
  allowZero?: boolean;
}

/** Rupees as typed (commas allowed) to paise, with the spec's order of messages. */
function money(messages: MoneyMessages) {
  return z.preprocess(
    cleanText,
    z.string().transform((text, ctx): number | null => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      const plain = text.replace(/,/g, "");
      if (plain === "") return messages.required ? fail(messages.required) : null;
      if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return fail(messages.notNumber);
      const value = Number(plain);
      if (messages.allowZero ? value < 0 : value <= 0) return fail(messages.notPositive);
      if (value > PRICE_MAX_RUPEES) return fail(messages.max);
      const paise = rupeesToPaise(plain.replace(/^\+/, "").replace(/\.$/, ""));
      return paise === null ? fail(messages.decimals) : paise;
    }),
  );
}

/** A whole number 0..max, or null when empty (unless `required`). */
function wholeNumber(
  messages: { invalid: string; negative?: string; whole?: string; max?: string; required?: string },
  max = STOCK_MAX,
) {
  return z.preprocess(
    cleanText,
    z.string().transform((text, ctx): number | null => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (text === "") return messages.required ? fail(messages.required) : null;
      if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return fail(messages.invalid);
      const value = Number(text);
      if (value < 0) return fail(messages.negative ?? messages.invalid);
      if (!Number.isInteger(value)) return fail(messages.whole ?? messages.invalid);
      if (value > max) return fail(messages.max ?? messages.invalid);
      return value;
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Comma-separated tags: trimmed, empty ones dropped, repeats (ignoring case) kept once. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(",").map((t) => t.replace(/\s+/g, " ").trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tags = z.preprocess(
  (v) => splitTags(cleanText(v)),
  z
    .array(z.string().max(LIMITS.tag, PRODUCT_MESSAGES.tagTooLong))
    .max(MAX_TAGS, PRODUCT_MESSAGES.tooManyTags),
);

const stock = wholeNumber({
  invalid: PRODUCT_MESSAGES.stockNegative,
  whole: PRODUCT_MESSAGES.stockWhole,
  max: PRODUCT_MESSAGES.stockMax,
  required: PRODUCT_MESSAGES.stockNegative,
});

const variantSchema = z.object({
  id: z.preprocess(
    cleanText,
    z
      .string()
      .refine((id) => id === "" || UUID.test(id), PRODUCT_MESSAGES.variantIdInvalid)
      .transform((id) => id.toLowerCase() || null),
  ),
  size: optionalText(LIMITS.size, PRODUCT_MESSAGES.sizeTooLong),
  color: optionalText(LIMITS.color, PRODUCT_MESSAGES.colorTooLong),
  color_hex: z.preprocess(
    cleanText,
    z
      .string()
      .refine((hex) => hex === "" || HEX.test(hex), PRODUCT_MESSAGES.colorHexInvalid)
      .transform((hex) => hex.toUpperCase() || null),
  ),
  sku: requiredText(LIMITS.sku, PRODUCT_MESSAGES.skuRequired, PRODUCT_MESSAGES.skuTooLong),
  price: money({
    notNumber: PRODUCT_MESSAGES.variantPriceNotNumber,
    notPositive: PRODUCT_MESSAGES.variantPricePositive,
    max: PRODUCT_MESSAGES.variantPriceMax,
    decimals: PRODUCT_MESSAGES.variantPriceDecimals,
  }),
  stock,
  seen_stock: wholeNumber({ invalid: PRODUCT_MESSAGES.seenStockInvalid }),
});

const imageSchema = z.object({
  url: z.preprocess(
    cleanText,
    z
      .string()
      .max(LIMITS.image_url, PRODUCT_MESSAGES.imageUrlInvalid)
      // Our own uploads (a path on this site) or an image on the web; nothing else (no javascript:, data:).
      .refine(
        (url) => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/\S+$/i.test(url),
        PRODUCT_MESSAGES.imageUrlInvalid,
      ),
  ),
  alt: optionalText(LIMITS.image_alt, PRODUCT_MESSAGES.altTooLong),
});

/** A variant's name for messages: "M / Red", "M", "Red" or its SKU. */
export function variantLabel(v: {
  size?: string | null;
  color?: string | null;
  sku?: string | null;
}): string {
  return [v.size, v.color].filter(Boolean).join(" / ") || v.sku || "without options";
}

/** Size and colour parsed (each text or null), so two variants can be compared. */
const validOptions = (v: { size: unknown; color: unknown }) =>
  (v.size === null || typeof v.size === "string") && (v.color === null || typeof v.color === "string");

const sameText = (a: string | null, b: string | null) => (a ?? "").toLowerCase() === (b ?? "").toLowerCase();

export const productFormSchema = z
  .object({
    name: requiredText(LIMITS.name, PRODUCT_MESSAGES.nameRequired, PRODUCT_MESSAGES.nameTooLong),
    short_description: optionalText(LIMITS.short_description, PRODUCT_MESSAGES.shortDescriptionTooLong),
    description: z.preprocess(
      cleanText,
      z.string().max(LIMITS.description, PRODUCT_MESSAGES.descriptionTooLong),
    ),
    price: money({
      required: PRODUCT_MESSAGES.priceRequired,
      notNumber: PRODUCT_MESSAGES.priceNotNumber,
      notPositive: PRODUCT_MESSAGES.pricePositive,
      max: PRODUCT_MESSAGES.priceMax,
      decimals: PRODUCT_MESSAGES.priceDecimals,
    }),
    original_price: money({
      notNumber: PRODUCT_MESSAGES.originalPriceNotNumber,
      notPositive: PRODUCT_MESSAGES.originalPricePositive,
      max: PRODUCT_MESSAGES.originalPriceMax,
      decimals: PRODUCT_MESSAGES.originalPriceDecimals,
    }),
    cost_price: money({
      notNumber: PRODUCT_MESSAGES.costPriceNotNumber,
      notPositive: PRODUCT_MESSAGES.costPriceNegative,
      max: PRODUCT_MESSAGES.costPriceMax,
      decimals: PRODUCT_MESSAGES.costPriceDecimals,
      allowZero: true,
    }),
    category_id: z.preprocess(
      cleanText,
      z
        .string()
        .refine((id) => UUID.test(id), PRODUCT_MESSAGES.categoryRequired)
        .transform((id) => id.toLowerCase()),
    ),
    tags,
    brand: optionalText(LIMITS.brand, PRODUCT_MESSAGES.brandTooLong),
    material: optionalText(LIMITS.material, PRODUCT_MESSAGES.materialTooLong),
    color: optionalText(LIMITS.color, PRODUCT_MESSAGES.colorTooLong),
    hsn_code: z.preprocess(
      (v) => cleanText(v).replace(/\s+/g, ""),
      z
        .string()
        .refine((code) => code === "" || /^(\d{4}|\d{6}|\d{8})$/.test(code), PRODUCT_MESSAGES.hsnInvalid)
        .transform((code) => code || null),
    ),
    gst_rate: z.preprocess(
      (v) => cleanText(v).replace(/%$/, "").trim(),
      z
        .string()
        .refine(
          (rate) =>
            rate === GST_SLAB || ((GST_RATES as readonly number[]).includes(Number(rate)) && rate !== ""),
          PRODUCT_MESSAGES.gstInvalid,
        )
        .transform((rate) => (rate === GST_SLAB ? GST_SLAB : Number(rate))),
    ),
    uqc: z.preprocess(
      (v) => cleanText(v).toUpperCase() || "PCS",
      z.enum(Object.keys(UQC_LABELS) as [Uqc, ...Uqc[]], { error: PRODUCT_MESSAGES.uqcInvalid }),
    ),
    weight: wholeNumber(
      { invalid: PRODUCT_MESSAGES.weightInvalid, max: PRODUCT_MESSAGES.weightMax },
      50_000,
    ).refine((grams) => grams !== 0, PRODUCT_MESSAGES.weightInvalid),
    meta_title: optionalText(LIMITS.meta_title, PRODUCT_MESSAGES.metaTitleTooLong),
    meta_description: optionalText(LIMITS.meta_description, PRODUCT_MESSAGES.metaDescriptionTooLong),
    size_chart: optionalText(LIMITS.size_chart, PRODUCT_MESSAGES.sizeChartTooLong),
    care_instructions: optionalText(LIMITS.care_instructions, PRODUCT_MESSAGES.careTooLong),
    low_stock_threshold: wholeNumber({
      invalid: PRODUCT_MESSAGES.thresholdWhole,
      negative: PRODUCT_MESSAGES.thresholdNegative,
      max: PRODUCT_MESSAGES.thresholdAboveStock,
    }),
    reorder_point: wholeNumber({ invalid: PRODUCT_MESSAGES.reorderPointInvalid }),
    reorder_quantity: wholeNumber({ invalid: PRODUCT_MESSAGES.reorderQuantityInvalid }),
    warehouse_location: optionalText(LIMITS.warehouse_location, PRODUCT_MESSAGES.warehouseTooLong),
    last_restock_date: z.preprocess(
      cleanText,
      z
        .string()
        .refine((day) => day === "" || isRealDay(day), PRODUCT_MESSAGES.restockDateInvalid)
        .transform((day) => day || null),
    ),
    is_active: flag,
    is_featured: flag,
    is_bestseller: flag,
    images: z.preprocess(
      (v) => (Array.isArray(v) ? v : []),
      z.array(imageSchema).max(MAX_IMAGES, PRODUCT_MESSAGES.tooManyImages),
    ),
    // A product always has at least one variant: none posted reads as one blank variant, so an empty
    // form says what a single-variant product needs (SKU, stock quantity).
    variants: z.preprocess(
      (v) => (Array.isArray(v) && v.length > 0 ? v : [{ ...emptyVariant(), stock: "" }]),
      z.array(variantSchema).max(MAX_VARIANTS, PRODUCT_MESSAGES.tooManyVariants),
    ),
  })
  .superRefine(
    (form, ctx) => {
      // Runs even when some fields failed (their values are then not numbers), so every rule is reported.
      const price = typeof form.price === "number" ? form.price : null;
      if (price !== null && typeof form.original_price === "number" && form.original_price < price)
        ctx.addIssue({
          code: "custom",
          path: ["original_price"],
          message: PRODUCT_MESSAGES.originalPriceBelowPrice,
        });
      const hsn =
        typeof form.hsn_code === "string" && /^\d{4}(\d{2}){0,2}$/.test(form.hsn_code) ? form.hsn_code : null;
      if (form.gst_rate === GST_SLAB && hsn !== null && !isPriceSlabHsn(hsn))
        ctx.addIssue({ code: "custom", path: ["gst_rate"], message: PRODUCT_MESSAGES.gstSlabHsn });
      if (form.is_featured === true && form.is_active === false)
        ctx.addIssue({ code: "custom", path: ["is_featured"], message: PRODUCT_MESSAGES.featuredInactive });
      if (form.is_bestseller === true && form.is_active === false)
        ctx.addIssue({
          code: "custom",
          path: ["is_bestseller"],
          message: PRODUCT_MESSAGES.bestsellerInactive,
        });
      if (!Array.isArray(form.variants)) return;
      const variants = form.variants.filter((v) => typeof v === "object" && v !== null);
      const stocks = variants.map((v) => v.stock);
      if (stocks.every((s) => typeof s === "number") && typeof form.low_stock_threshold === "number") {
        const total = stocks.reduce((sum, s) => sum + s, 0);
        if (form.low_stock_threshold > total)
          ctx.addIssue({
            code: "custom",
            path: ["low_stock_threshold"],
            message: PRODUCT_MESSAGES.thresholdAboveStock,
          });
      }
      form.variants.forEach((v, i) => {
        if (typeof v !== "object" || v === null) return;
        const earlier = form.variants.slice(0, i);
        if (
          typeof v.sku === "string" &&
          v.sku &&
          earlier.some((e) => typeof e.sku === "string" && sameText(e.sku, v.sku))
        )
          ctx.addIssue({
            code: "custom",
            path: ["variants", i, "sku"],
            message: PRODUCT_MESSAGES.duplicateSku(v.sku),
          });
        if (
          validOptions(v) &&
          earlier.some((e) => validOptions(e) && sameText(e.size, v.size) && sameText(e.color, v.color))
        )
          ctx.addIssue({
            code: "custom",
            path: ["variants", i, "size"],
            message: PRODUCT_MESSAGES.duplicateOptions(variantLabel(v)),
          });
      });
    },
    { when: () => true },
  )
  .transform((form) => {
    const stockQuantity = form.variants.reduce((sum, v) => sum + (v.stock ?? 0), 0);
    return {
      name: form.name,
      shortDescription: form.short_description,
      description: form.description,
      price: form.price as number,
      originalPrice: form.original_price,
      costPrice: form.cost_price,
      categoryId: form.category_id,
      tags: form.tags,
      brand: form.brand,
      material: form.material,
      color: form.color,
      hsnCode: form.hsn_code,
      gstRateBp: form.gst_rate === GST_SLAB ? PRICE_SLAB.lowBp : form.gst_rate * 100,
      gstSlab: form.gst_rate === GST_SLAB,
      uqc: form.uqc,
      weightGrams: form.weight,
      metaTitle: form.meta_title,
      metaDescription: form.meta_description,
      sizeChart: form.size_chart,
      careInstructions: form.care_instructions,
      lowStockThreshold: form.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      reorderPoint: form.reorder_point,
      reorderQuantity: form.reorder_quantity,
      warehouseLocation: form.warehouse_location,
      lastRestockDate: form.last_restock_date,
      isActive: form.is_active,
      isFeatured: form.is_featured,
      isBestseller: form.is_bestseller,
      images: form.images,
      variants: form.variants.map((v) => ({
        id: v.id,
        size: v.size,
        color: v.color,
        colorHex: v.color_hex,
        sku: v.sku,
        priceOverride: v.price,
        stock: v.stock ?? 0,
        seenStock: v.seen_stock,
      })),
      stockQuantity,
    };
  });

export type ProductInput = z.output<typeof productFormSchema>;
export type ProductVariantInput = ProductInput["variants"][number];

export interface ProductFormErrors {
  /** Message per field: "name", "price", "images", "variants.0.sku", ... (the first for each field). */
  fieldErrors: Record<string, string>;
  /** "Validation failed: " and every distinct message, joined with commas. */
  message: string;
}

/** The form's field key of an issue path: ["variants", 0, "sku"] is "variants.0.sku". */
export const fieldKey = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join(".") : "form");

export function productFormErrors(error: z.ZodError): ProductFormErrors {
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const key = fieldKey(issue.path);
    fieldErrors[key] ??= issue.message;
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { fieldErrors, message: VALIDATION_FAILED_PREFIX + messages.join(", ") };
}

export type ProductFormParse = { ok: true; data: ProductInput } | ({ ok: false } & ProductFormErrors);

export function parseProductForm(raw: unknown): ProductFormParse {
  const result = productFormSchema.safeParse(raw);
  return result.success ? { ok: true, data: result.data } : { ok: false, ...productFormErrors(result.error) };
}
