import { emptyProductForm, emptyVariant, type ProductFormRaw } from "../../../lib/product-form-schema-fields";
import type { ImportCategoryState } from "../catalog/service";
import { booleanCell, cellText } from "./cells";
import { IMPORT_MESSAGES } from "./limits";
import type { LineErrors } from "./outcomes";
import type { SourceRow } from "./types";

/** File columns that fill a product form field of the same meaning. */
const PRODUCT_TEXT_COLUMNS = {
  name: "name",
  short_description: "short_description",
  description: "description",
  price: "price",
  original_price: "original_price",
  cost_price: "cost_price",
  tags: "tags",
  brand: "brand",
  material: "material",
  product_color: "color",
  hsn_code: "hsn_code",
  gst_rate: "gst_rate",
  uqc: "uqc",
  weight_grams: "weight",
  meta_title: "meta_title",
  meta_description: "meta_description",
  size_chart: "size_chart",
  care_instructions: "care_instructions",
  low_stock_threshold: "low_stock_threshold",
  reorder_point: "reorder_point",
  reorder_quantity: "reorder_quantity",
  warehouse_location: "warehouse_location",
  last_restock_date: "last_restock_date",
} as const satisfies Record<string, keyof ProductFormRaw>;

const FLAG_COLUMNS = ["is_active", "is_featured", "is_bestseller"] as const;

const VARIANT_COLUMNS = {
  size: "size",
  color: "color",
  color_hex: "color_hex",
  variant_price: "price",
  stock: "stock",
} as const;

export const skuOf = (row: SourceRow) => cellText(row.cells.sku).trim();

export const categoryNotFound = (name: string) => `Category not found: ${name.slice(0, 100)}`;
export const categoryAmbiguous = (name: string, count: number) =>
  `${count} categories are named ${name.slice(0, 100)}: give the category's slug instead`;

/** A category cell's category: its slug or id as stored, or a name (ignoring case) only one category has. */
export function categoryFinder(categories: ImportCategoryState[]) {
  const exact = new Map<string, string>();
  for (const c of categories) exact.set(c.slug, c.id).set(c.id, c.id);
  const byName = new Map<string, string[]>();
  for (const c of categories) {
    const name = c.name.trim().toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), c.id]);
  }
  return (text: string): string | { ambiguous: number } | null => {
    const typed = text.trim();
    const id = exact.get(typed) ?? exact.get(typed.toLowerCase());
    if (id && typed === typed.toLowerCase()) return id;
    const named = byName.get(typed.toLowerCase()) ?? [];
    if (named.length > 1) return { ambiguous: named.length };
    return named[0] ?? id ?? null;
  };
}

export interface UnitForm {
  form: ProductFormRaw;
  /** The file line of each form variant that a row of the file filled. */
  variantLines: Map<number, number>;
  /** The category cell named no category (its message replaces 'Category is required'). */
  unknownCategory: boolean;
  /** The file leaves a stored product's low-stock threshold alone. */
  keepThreshold: boolean;
}

/** A cell the file leaves empty: it keeps the stored value (a new product gets the form's default). */
const filled = (cells: SourceRow["cells"], column: string) =>
  column in cells && cellText(cells[column]).trim() !== "";

/**
 * The admin product form as a unit's rows fill it: the stored product's values (or an empty form)
 * with every filled cell laid over them; product fields from the lead row, a variant per row matched
 * by SKU. A column the file lacks, or a blank cell, keeps the stored value: templates ship with blank
 * columns, and a blank must never erase images, tags or prices.
 */
export function fillProductForm(
  base: ProductFormRaw | null,
  lead: SourceRow,
  rows: SourceRow[],
  findCategory: ReturnType<typeof categoryFinder>,
  errors: LineErrors,
): UnitForm {
  const form: ProductFormRaw = base ? structuredClone(base) : { ...emptyProductForm(), variants: [] };
  const cells = lead.cells;
  for (const [column, field] of Object.entries(PRODUCT_TEXT_COLUMNS))
    if (filled(cells, column)) form[field] = cellText(cells[column]);
  for (const column of FLAG_COLUMNS) {
    if (!(column in cells)) continue;
    const value = booleanCell(cells[column]);
    if (value === "invalid") errors.add(lead.line, IMPORT_MESSAGES.notBoolean(column));
    else if (value !== null) form[column] = value;
  }
  // The form checks a typed threshold against the stock; one the file does not touch is not re-judged
  // (a product that sold down below its threshold must still take a new price).
  const keepThreshold = base !== null && cellText(cells.low_stock_threshold).trim() === "";
  if (keepThreshold) form.low_stock_threshold = "";
  let unknownCategory = false;
  if (filled(cells, "category")) {
    const text = cellText(cells.category).trim();
    const found = findCategory(text);
    form.category_id = typeof found === "string" ? found : "";
    if (typeof found !== "string") {
      unknownCategory = true;
      errors.add(lead.line, found ? categoryAmbiguous(text, found.ambiguous) : categoryNotFound(text));
    }
  }
  if (filled(cells, "image_urls")) {
    const urls = cellText(cells.image_urls)
      .split(/[\s|]+/)
      .filter(Boolean);
    form.images = urls.map((url) => ({ url, alt: form.images.find((i) => i.url === url)?.alt ?? "" }));
  }
  const variantLines = new Map<number, number>();
  for (const row of rows) {
    const sku = skuOf(row);
    let index = form.variants.findIndex((v) => v.sku.toLowerCase() === sku.toLowerCase());
    if (index < 0) index = form.variants.push({ ...emptyVariant(), sku }) - 1;
    const variant = form.variants[index];
    variant.sku = sku;
    // A blank count keeps the stored one too: clearing stock is writing 0.
    for (const [column, field] of Object.entries(VARIANT_COLUMNS))
      if (filled(row.cells, column)) variant[field] = cellText(row.cells[column]);
    // A new variant without a count starts with none; a stored one keeps its count.
    if (!variant.id && variant.stock.trim() === "") variant.stock = "0";
    variantLines.set(index, row.line);
  }
  return { form, variantLines, unknownCategory, keepThreshold };
}
