import type { CollectionType } from "../../../../lib/category-form-schema";

/** The form's editable text and switches, as the inputs hold them (and as a draft keeps them). */
export interface CategoryValues {
  name: string;
  slug: string;
  parentId: string;
  description: string;
  introductionText: string;
  colorHex: string;
  isActive: boolean;
  isFeatured: boolean;
  featuredSortOrder: string;
  collectionType: CollectionType | string;
  metaTitle: string;
  metaDescription: string;
}

export interface StoredCategory {
  name: string;
  slug: string;
  parentId: string | null;
  description: string | null;
  introductionText: string | null;
  colorHex: string | null;
  isActive: boolean;
  isFeatured: boolean;
  featuredSortOrder: number;
  collectionType: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

/** A stored category as form values; a new one starts active and standard. */
export function valuesOf(category: StoredCategory | null): CategoryValues {
  return {
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    parentId: category?.parentId ?? "",
    description: category?.description ?? "",
    introductionText: category?.introductionText ?? "",
    colorHex: category?.colorHex ?? "",
    isActive: category?.isActive ?? true,
    isFeatured: category?.isFeatured ?? false,
    featuredSortOrder: String(category?.featuredSortOrder ?? 0),
    collectionType: category?.collectionType ?? "standard",
    metaTitle: category?.metaTitle ?? "",
    metaDescription: category?.metaDescription ?? "",
  };
}

export type ImageSlot = "image" | "bannerImage" | "icon";

export const IMAGE_SLOTS: { slot: ImageSlot; label: string; hint: string }[] = [
  {
    slot: "image",
    label: "Image",
    hint: "The collection's picture on cards. JPEG, PNG or WebP, under 5 MB.",
  },
  {
    slot: "bannerImage",
    label: "Banner image",
    hint: "A wide picture for the top of the collection. JPEG, PNG or WebP, under 5 MB.",
  },
  { slot: "icon", label: "Icon", hint: "A small square picture for menus. JPEG, PNG or WebP, under 5 MB." },
];

// The spec's wording (section 5, images); the server checks the file's content again.
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** A quick check in the browser by the file's declared type and size, before a long upload. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!TYPES.has(file.type)) return "Only JPEG, PNG, and WebP images are allowed";
  if (file.size >= MAX_BYTES) return "File size must be less than 5MB";
  return null;
}

/**
 * Messages by image field for the files chosen, before anything is sent. The server reads up to
 * 16 MB for this page, so an image, a banner and an icon of just under 5 MB each all fit in one save.
 */
export function fileProblems(chosen: Partial<Record<ImageSlot, File>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [slot, file] of Object.entries(chosen)) {
    const message = file ? checkImageFile(file) : null;
    if (message) errors[slot] = message;
  }
  return errors;
}
