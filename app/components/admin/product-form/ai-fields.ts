import { formatInr, rupeesToPaise } from "../../../../lib/money";
import type { AiMetadata } from "./ai-types";
import type { CategoryOption, ProductFormState } from "./types";

/** The form fields a suggestion can fill. */
export type SuggestedField =
  | "name"
  | "short_description"
  | "description"
  | "category_id"
  | "tags"
  | "material"
  | "color"
  | "brand"
  | "meta_title"
  | "meta_description"
  | "care_instructions"
  | "price";

export interface Suggestion {
  field: SuggestedField;
  label: string;
  /** What the admin reads. */
  shown: string;
  /** What the form field becomes on accepting; null when it cannot be accepted (no such category). */
  value: string | null;
  /** A note beside the suggestion, e.g. why it cannot be accepted. */
  note?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The description's paragraphs as the rich-text field's HTML. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("");
}

/** The middle of the suggested range, in whole rupees, as the price field holds it. */
export function middlePrice(range: NonNullable<AiMetadata["suggested_price_range"]>): string {
  return String(Math.round((range.min + range.max) / 2));
}

const rupees = (amount: number) => formatInr(rupeesToPaise(amount.toFixed(2)) ?? 0);

/** Each suggested field with a value, in the order the form shows its fields. */
export function suggestionsOf(
  details: AiMetadata,
  shopCategoryId: string | null,
  categories: CategoryOption[],
): Suggestion[] {
  const text = (field: SuggestedField & keyof AiMetadata, label: string): Suggestion[] => {
    const value = details[field];
    return typeof value === "string" && value !== "" ? [{ field, label, shown: value, value }] : [];
  };
  const fixed = details.subcategory ? `${details.category} / ${details.subcategory}` : details.category;
  const shopCategory = categories.find((c) => c.id === shopCategoryId);
  const range = details.suggested_price_range;
  return [
    ...text("name", "Name"),
    ...text("short_description", "Short description"),
    {
      field: "description",
      label: "Description",
      shown: details.description,
      value: descriptionHtml(details.description),
    },
    shopCategory
      ? { field: "category_id", label: "Category", shown: shopCategory.label, value: shopCategory.id }
      : {
          field: "category_id",
          label: "Category",
          shown: fixed,
          value: null,
          note: "Your shop has no category of this name: choose one under Organisation.",
        },
    ...(details.tags.length > 0
      ? [
          {
            field: "tags" as const,
            label: "Tags",
            shown: details.tags.join(", "),
            value: details.tags.join(", "),
          },
        ]
      : []),
    ...text("material", "Material"),
    ...text("color", "Color"),
    ...text("brand", "Brand"),
    ...text("meta_title", "Meta title"),
    ...text("meta_description", "Meta description"),
    ...text("care_instructions", "Care instructions"),
    ...(range
      ? [
          {
            field: "price" as const,
            label: "Price (₹)",
            shown: `${rupees(range.min)} to ${rupees(range.max)}`,
            value: middlePrice(range),
            note: `Accepting sets the middle of the range, ${rupees(Number(middlePrice(range)))}.`,
          },
        ]
      : []),
  ];
}

/** What the form holds now for a field, as the admin reads it. */
export function currentShown(field: SuggestedField, values: ProductFormState, categories: CategoryOption[]) {
  if (field === "category_id") return categories.find((c) => c.id === values.category_id)?.label ?? "";
  if (field === "description")
    return values.description
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return values[field];
}

/**
 * The fields "Accept all" fills: every suggestion that can be accepted, except a price the admin has
 * already set (a price is the shop's decision; the range is a hint).
 */
export function acceptAllPatch(
  suggestions: Suggestion[],
  values: ProductFormState,
): Partial<Record<SuggestedField, string>> {
  const patch: Partial<Record<SuggestedField, string>> = {};
  for (const s of suggestions) {
    if (s.value === null || s.value === values[s.field]) continue;
    if (s.field === "price" && values.price.trim() !== "") continue;
    patch[s.field] = s.value;
  }
  return patch;
}
