import type { BulkEdits } from "../../../../server/modules/catalog/service";

/**
 * Input names of the list's price and stock editor. A message for a value comes back under the same
 * name, so it shows next to its input. `seen.*` hold what was shown, to save only what changed.
 */
export const editField = {
  price: (productId: string) => `price.${productId}`,
  originalPrice: (productId: string) => `originalPrice.${productId}`,
  variantPrice: (variantId: string) => `variantPrice.${variantId}`,
  stock: (variantId: string) => `stock.${variantId}`,
  seen: (name: string) => `seen.${name}`,
};

const FIELD = /^(price|originalPrice|variantPrice|stock)\.([0-9a-f-]{36})$/i;

/** Rupees as typed (₹1,499.50) to paise; NaN when it is not a number, so the service names the problem. */
function paise(text: string): number {
  const cleaned = text.replace(/[\u20b9,\s]/g, "");
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

const optionalPaise = (text: string) => (text.trim() === "" ? null : paise(text));
const integer = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

/** Reads the editor's form into the edits the catalogue service validates and saves. */
export function readBulkEditForm(form: FormData): BulkEdits {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, 50) : "";
  };
  const seenPaise = (name: string) => optionalPaise(value(editField.seen(name)));
  const edits: BulkEdits = { products: [], variants: [] };
  for (const key of new Set(form.keys())) {
    const [, kind, id] = FIELD.exec(key) ?? [];
    if (kind === "price")
      edits.products.push({
        id,
        price: paise(value(key)),
        originalPrice: optionalPaise(value(editField.originalPrice(id))),
        seenPrice: seenPaise(key) ?? Number.NaN,
        seenOriginalPrice: seenPaise(editField.originalPrice(id)),
      });
    if (kind === "stock")
      edits.variants.push({
        id,
        priceOverride: optionalPaise(value(editField.variantPrice(id))),
        seenPriceOverride: seenPaise(editField.variantPrice(id)),
        onHand: integer(value(key)),
        seenOnHand: integer(value(editField.seen(key))),
      });
  }
  return edits;
}
