import { emptyVariant, type ProductVariantRaw } from "../../../../lib/product-form-schema-fields";

export interface ColorOption {
  name: string;
  /** #RRGGBB, or "" when not known. */
  hex: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The sizes and colours the variants use, in the order they first appear. */
export function optionsOf(rows: ProductVariantRaw[]): { sizes: string[]; colors: ColorOption[] } {
  const sizes: string[] = [];
  const colors: ColorOption[] = [];
  for (const row of rows) {
    if (row.size.trim() && !sizes.some((s) => same(s, row.size))) sizes.push(row.size.trim());
    if (row.color.trim() && !colors.some((c) => same(c.name, row.color)))
      colors.push({ name: row.color.trim(), hex: row.color_hex });
  }
  return { sizes, colors };
}

/** A product without sizes or colours: one variant, edited as the product's SKU and stock. */
export const isSingleVariant = (rows: ProductVariantRaw[]) =>
  rows.length === 1 && !rows[0].size.trim() && !rows[0].color.trim();

const skuPart = (text: string, max: number) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");

/**
 * The start of new SKUs: the first variant's SKU without its own size and colour parts, or the
 * product's name when there is no SKU yet ("Kanchi Silk Pavadai" gives KANCHI-SILK-PAVADAI).
 */
export function skuBase(rows: ProductVariantRaw[], name: string): string {
  const first = rows.find((r) => r.sku.trim());
  if (first) {
    let base = first.sku.trim();
    for (const option of [first.color, first.size]) {
      const part = skuPart(option, 6);
      if (part && base.toUpperCase().endsWith(`-${part}`)) base = base.slice(0, -(part.length + 1));
    }
    return base;
  }
  return skuPart(name, 24);
}

export const suggestSku = (base: string, size: string, color: string) =>
  [base, skuPart(size, 6), skuPart(color, 6)].filter(Boolean).join("-");

/**
 * Rows for every size x colour pair. A pair keeps its row (id, SKU, price, stock); a row that lacked
 * the option just added takes it (the single variant becomes the first size, keeping its stock);
 * rows of a removed option go; new pairs get a suggested SKU and no stock.
 */
export function buildMatrix(
  rows: ProductVariantRaw[],
  sizes: string[],
  colors: ColorOption[],
  productName: string,
): ProductVariantRaw[] {
  const base = skuBase(rows, productName);
  const unused = [...rows];
  const take = (match: (row: ProductVariantRaw) => boolean) => {
    const i = unused.findIndex(match);
    return i < 0 ? null : unused.splice(i, 1)[0];
  };
  const result: ProductVariantRaw[] = [];
  for (const size of sizes.length ? sizes : [""]) {
    for (const color of colors.length ? colors : [{ name: "", hex: "" }]) {
      const row =
        take((r) => same(r.size, size) && same(r.color, color.name)) ??
        take(
          (r) =>
            (same(r.size, size) || !r.size.trim()) &&
            (same(r.color, color.name) || !r.color.trim()) &&
            !result.includes(r),
        );
      result.push(
        row
          ? {
              ...row,
              size,
              color: color.name,
              color_hex: color.name ? color.hex || row.color_hex : "",
              sku: row.sku.trim() ? row.sku : suggestSku(base, size, color.name),
            }
          : {
              ...emptyVariant(),
              size,
              color: color.name,
              color_hex: color.hex,
              sku: suggestSku(base, size, color.name),
            },
      );
    }
  }
  return result;
}
