import { z } from "zod";

/** Spec section 9: the image library lists 20 images a page. */
export const LIBRARY_PAGE_SIZE = 20;
/** Spec sections 5 and 9: each image under 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Spec section 9: compression defaults (quality 0.85 and 0.7 as sharp's 0-100 scale). */
export const COMPRESSION = { maxWidth: 1920, maxHeight: 1080, quality: 85 } as const;
export const THUMBNAIL = { width: 300, height: 300, quality: 70 } as const;

/** What an image is for; the library's filter offers these and any others already stored. */
export const IMAGE_PURPOSES = ["product", "category", "banner", "content", "other"] as const;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_ALT_TEXT_LENGTH = 250;

export const IMAGE_MESSAGES = {
  type: (n: number) => `File ${n}: Only JPEG, PNG, and WebP images are allowed`,
  size: (n: number) => `File ${n}: File size must be less than 5MB`,
  compress: (n: number, reason: string) => `File ${n}: Failed to compress image: ${reason}`,
  purpose: "Choose what the image is for.",
  tooManyTags: `Add at most ${MAX_TAGS} tags.`,
  tagLength: `Each tag can be at most ${MAX_TAG_LENGTH} characters.`,
  altText: `Alt text can be at most ${MAX_ALT_TEXT_LENGTH} characters.`,
  missing: "This image is no longer in the library.",
} as const;

/** Printable text only: NUL and other control characters never reach the database. */
export const printableText = (value: string) => value.replace(/\p{Cc}/gu, " ");

/** Tags arrive as one comma-separated string or as a list; empty ones and repeats (any case) are dropped. */
export function parseTags(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    if (typeof part !== "string") continue;
    const tag = printableText(part).replace(/\s+/g, " ").trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The fields an admin writes about an image, in the upload form and in the edit panel. */
export const imageDetailsSchema = z.object({
  altText: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" ? printableText(v).trim() : ""))
    .pipe(z.string().max(MAX_ALT_TEXT_LENGTH, IMAGE_MESSAGES.altText))
    .transform((v) => v || null),
  tags: z
    .unknown()
    .optional()
    .transform(parseTags)
    .pipe(
      z
        .array(z.string().max(MAX_TAG_LENGTH, IMAGE_MESSAGES.tagLength))
        .max(MAX_TAGS, IMAGE_MESSAGES.tooManyTags),
    ),
  purpose: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === "string" && v.trim() ? v.trim() : "product"))
    .pipe(z.string().regex(/^[a-z][a-z0-9-]{0,29}$/, IMAGE_MESSAGES.purpose)),
});

export type ImageDetails = z.output<typeof imageDetailsSchema>;

/** "412 KB", "1.2 MB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
