import { z } from "zod";
import { fieldErrorsOf } from "./form-errors";
import {
  checkbox,
  cleanText,
  isSafeUrl,
  MAX_URL_LENGTH,
  optionalText,
  requiredText,
} from "./cms-form-fields";

export const CRAFT_LIMITS = {
  title: 150,
  subtitle: 200,
  mainContent: 5000,
  alt: 250,
  caption: 200,
  gallery: 12,
} as const;

/** Storefront section 9: the home page shows the first 4 gallery images of a section. */
export const GALLERY_SHOWN = 4;

export const CRAFT_MESSAGES = {
  titleRequired: "Title is required",
  titleLong: `Title must be ${CRAFT_LIMITS.title} characters or less`,
  subtitleLong: `Subtitle must be ${CRAFT_LIMITS.subtitle} characters or less`,
  contentLong: `Text must be ${CRAFT_LIMITS.mainContent} characters or less`,
  imageInvalid: "Image address is not valid",
  tooManyImages: `A section can have at most ${CRAFT_LIMITS.gallery} gallery images`,
  duplicateImage: (n: number) => `Gallery image ${n} is already in the gallery`,
  altRequired: (n: number) => `Describe gallery image ${n} for people who cannot see it`,
  altLong: (n: number) => `Alt text of gallery image ${n} must be ${CRAFT_LIMITS.alt} characters or less`,
  captionLong: (n: number) =>
    `Caption of gallery image ${n} must be ${CRAFT_LIMITS.caption} characters or less`,
} as const;

const url = z.preprocess(
  cleanText,
  z.string().max(MAX_URL_LENGTH, CRAFT_MESSAGES.imageInvalid).refine(isSafeUrl, CRAFT_MESSAGES.imageInvalid),
);

const fields = z.object({
  title: requiredText(CRAFT_LIMITS.title, CRAFT_MESSAGES.titleRequired, CRAFT_MESSAGES.titleLong),
  subtitle: optionalText(CRAFT_LIMITS.subtitle, CRAFT_MESSAGES.subtitleLong),
  mainContent: optionalText(CRAFT_LIMITS.mainContent, CRAFT_MESSAGES.contentLong),
  heroImageUrl: z.preprocess(
    cleanText,
    z.union([z.literal(""), url]).transform((s) => s || null),
  ),
  isActive: checkbox,
});

export interface GalleryImageInput {
  url: string;
  alt: string;
  caption?: string;
}

export type CraftsmanshipFormInput = z.output<typeof fields> & { galleryImages: GalleryImageInput[] };

/** The form's gallery as raw rows: one url, alt and caption per image, in order. */
export interface GalleryRaw {
  url: unknown[];
  alt: unknown[];
  caption: unknown[];
}

export const CRAFT_FORM_FIELDS = ["title", "subtitle", "mainContent", "heroImageUrl", "isActive"] as const;

function parseGallery(raw: GalleryRaw, errors: Record<string, string>): GalleryImageInput[] {
  const images: GalleryImageInput[] = [];
  if (raw.url.length > CRAFT_LIMITS.gallery) errors.gallery = CRAFT_MESSAGES.tooManyImages;
  for (const [i, value] of raw.url.slice(0, CRAFT_LIMITS.gallery).entries()) {
    const n = i + 1;
    const address = url.safeParse(value);
    const alt = cleanText(raw.alt[i]);
    const caption = cleanText(raw.caption[i]);
    if (!address.success) errors[`gallery.${i}.url`] ??= CRAFT_MESSAGES.imageInvalid;
    else if (images.some((image) => image.url === address.data))
      errors[`gallery.${i}.url`] ??= CRAFT_MESSAGES.duplicateImage(n);
    if (!alt) errors[`gallery.${i}.alt`] = CRAFT_MESSAGES.altRequired(n);
    else if (alt.length > CRAFT_LIMITS.alt) errors[`gallery.${i}.alt`] = CRAFT_MESSAGES.altLong(n);
    if (caption.length > CRAFT_LIMITS.caption) errors[`gallery.${i}.caption`] = CRAFT_MESSAGES.captionLong(n);
    images.push({ url: address.success ? address.data : "", alt, ...(caption ? { caption } : {}) });
  }
  return images;
}

export type CraftsmanshipParse =
  { ok: true; data: CraftsmanshipFormInput } | { ok: false; fieldErrors: Record<string, string> };

/** Every problem at once: the section's fields, then each gallery image's, named gallery.N.field. */
export function parseCraftsmanshipForm(input: unknown, gallery: GalleryRaw): CraftsmanshipParse {
  const result = fields.safeParse(input && typeof input === "object" ? input : {});
  const errors: Record<string, string> = result.success ? {} : fieldErrorsOf(result.error);
  const galleryImages = parseGallery(gallery, errors);
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, data: { ...result.data, galleryImages } };
}
