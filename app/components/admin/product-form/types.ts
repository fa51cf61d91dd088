import type { ProductFormRaw } from "../../../../lib/product-form-schema-fields";

/** A product image in the form; its alt text is kept in its image-library entry, when it has one. */
export interface FormImage {
  url: string;
  alt: string;
  /** Null for an image that is not in the library: it has nowhere to keep alt text. */
  libraryId: string | null;
  thumbnailUrl: string | null;
}

/** What the form edits: the posted fields, with images carrying what the page shows about them. */
export type ProductFormState = Omit<ProductFormRaw, "images"> & { images: FormImage[] };

/** What the page knows about a saved variant beyond its fields. */
export interface VariantFacts {
  reserved: number;
  onOrders: boolean;
}

export interface EditableProduct {
  id: string;
  name: string;
  isActive: boolean;
  isFeatured: boolean;
  isBestseller: boolean;
  /** The saved version the form was opened with. */
  version: string;
  state: ProductFormState;
  variants: Record<string, VariantFacts>;
}

export interface CategoryOption {
  id: string;
  label: string;
  isActive: boolean;
}

export interface ColorPreset {
  name: string;
  hex: string;
}

/** The action's answer when it refuses: the banner's message and messages by field. */
export interface ProductActionFailure {
  ok: false;
  error: string;
  fieldErrors: Record<string, string>;
}
