import { z } from "zod";
import { fieldErrorsOf, formText } from "./form-errors";

export const CATEGORY_LIMITS = {
  nameMin: 2,
  name: 100,
  slug: 100,
  description: 2000,
  introductionText: 2000,
  metaTitle: 60,
  metaDescription: 160,
  featuredSortOrder: 9999,
} as const;

export const COLLECTION_TYPES = ["standard", "new_arrivals", "featured", "other"] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  standard: "Standard",
  new_arrivals: "New arrivals",
  featured: "Featured",
  other: "Other (special)",
};

export const CATEGORY_MESSAGES = {
  nameRequired: "Category name is required",
  nameShort: `Category name must be at least ${CATEGORY_LIMITS.nameMin} characters`,
  nameLong: `Category name must be ${CATEGORY_LIMITS.name} characters or less`,
  slugLong: `Slug must be ${CATEGORY_LIMITS.slug} characters or less`,
  slugEmpty: "The slug needs at least one letter or digit (a-z, 0-9). Type one in the Slug field.",
  descriptionLong: `Description must be ${CATEGORY_LIMITS.description} characters or less`,
  introductionLong: `Introduction text must be ${CATEGORY_LIMITS.introductionText} characters or less`,
  colorHex: "Colour must be a hex code like #a0522d",
  parent: "Choose a parent category from the list",
  featuredOrder: `Featured order must be a whole number from 0 to ${CATEGORY_LIMITS.featuredSortOrder}`,
  collectionType: "Choose a collection type from the list",
  metaTitleLong: `Meta title must be ${CATEGORY_LIMITS.metaTitle} characters or less`,
  metaDescriptionLong: `Meta description must be ${CATEGORY_LIMITS.metaDescription} characters or less`,
} as const;

/**
 * Spec section 5 (categories): lowercase, remove characters other than letters, digits, spaces and
 * hyphens, spaces to hyphens, collapse repeated hyphens. Accents are dropped first (Café -> cafe) and
 * hyphens at either end are trimmed, so the slug is always a clean URL part.
 */
export function categorySlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Null characters removed, then trimmed (spec section 5, forms). */
const clean = (value: unknown) => formText(value).replace(/\0/g, "").trim();

const optionalText = (max: number, message: string) =>
  z.preprocess(
    clean,
    z
      .string()
      .max(max, message)
      .transform((text) => text || null),
  );

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fields = z.object({
  name: z.preprocess(
    clean,
    z
      .string()
      .min(1, CATEGORY_MESSAGES.nameRequired)
      .min(CATEGORY_LIMITS.nameMin, CATEGORY_MESSAGES.nameShort)
      .max(CATEGORY_LIMITS.name, CATEGORY_MESSAGES.nameLong),
  ),
  // Already made by the rule (see below); null when neither a slug nor a name was given.
  slug: z
    .string()
    .nullable()
    .refine((slug) => slug !== "", CATEGORY_MESSAGES.slugEmpty)
    .refine((slug) => slug === null || slug.length <= CATEGORY_LIMITS.slug, CATEGORY_MESSAGES.slugLong),
  parentId: z.preprocess(
    clean,
    z
      .string()
      .refine((id) => id === "" || UUID.test(id), CATEGORY_MESSAGES.parent)
      .transform((id) => (id ? id.toLowerCase() : null)),
  ),
  description: optionalText(CATEGORY_LIMITS.description, CATEGORY_MESSAGES.descriptionLong),
  introductionText: optionalText(CATEGORY_LIMITS.introductionText, CATEGORY_MESSAGES.introductionLong),
  colorHex: z.preprocess(
    clean,
    z
      .string()
      .refine((hex) => hex === "" || /^#[0-9a-f]{6}$/i.test(hex), CATEGORY_MESSAGES.colorHex)
      .transform((hex) => (hex ? hex.toLowerCase() : null)),
  ),
  isActive: checkbox,
  isFeatured: checkbox,
  featuredSortOrder: z.preprocess(
    (value) => clean(value) || "0",
    z
      .string()
      .regex(/^\d{1,4}$/, CATEGORY_MESSAGES.featuredOrder)
      .transform(Number),
  ),
  collectionType: z.preprocess(
    (value) => clean(value) || "standard",
    z.enum(COLLECTION_TYPES, { message: CATEGORY_MESSAGES.collectionType }),
  ),
  metaTitle: optionalText(CATEGORY_LIMITS.metaTitle, CATEGORY_MESSAGES.metaTitleLong),
  metaDescription: optionalText(CATEGORY_LIMITS.metaDescription, CATEGORY_MESSAGES.metaDescriptionLong),
});

/** An empty slug is made from the name; a typed one follows the same rule (spec section 5). */
function withSlug(input: unknown) {
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  // Capped before the rule runs, so a huge pasted value costs nothing.
  const source = (clean(raw.slug) || clean(raw.name)).slice(0, CATEGORY_LIMITS.slug * 4);
  return { ...raw, slug: source ? categorySlug(source) : null };
}

export const categoryFormSchema = z
  .preprocess(withSlug, fields)
  .transform((form) => ({ ...form, slug: form.slug ?? "" }));

export type CategoryFormInput = z.output<typeof categoryFormSchema>;

/** The form's field names, for reading a FormData into the schema's input. */
export const CATEGORY_FORM_FIELDS = [
  "name",
  "slug",
  "parentId",
  "description",
  "introductionText",
  "colorHex",
  "isActive",
  "isFeatured",
  "featuredSortOrder",
  "collectionType",
  "metaTitle",
  "metaDescription",
] as const;

export type CategoryParse =
  { ok: true; data: CategoryFormInput } | { ok: false; fieldErrors: Record<string, string> };

export function parseCategoryForm(input: unknown): CategoryParse {
  const result = categoryFormSchema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}
