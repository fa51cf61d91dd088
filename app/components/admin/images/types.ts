/** One image as /admin/images sends it (the product form's image picker reads the same shape). */
export interface LibraryImageView {
  id: string;
  publicUrl: string;
  thumbnailUrl: string | null;
  altText: string | null;
  originalName: string;
  width: number | null;
  height: number | null;
  fileSize: number;
  mimeType: string;
  purpose: string;
  tags: string[];
  /** ISO 8601. */
  createdAt: string;
}

export interface LibraryStatsView {
  count: number;
  totalSize: number;
  byType: { mimeType: string; count: number; size: number }[];
  byPurpose: { purpose: string; count: number }[];
}

/** What the page's action answers to its fetchers. */
export type ImagesActionData =
  | { intent: "update"; ok: true; message: string }
  | { intent: "delete"; ok: true; message: string }
  | {
      intent: "migrate";
      ok: true;
      migrated: number;
      errorCount: number;
      errors: { productName: string; url: string; message: string }[];
    }
  | { intent?: string; ok?: false; error: string; fieldErrors?: Record<string, string> };

/** "WebP" for image/webp. */
export function typeLabel(mimeType: string): string {
  const sub = mimeType.replace(/^image\//, "");
  return { webp: "WebP", jpeg: "JPEG", png: "PNG", gif: "GIF" }[sub] ?? sub.toUpperCase();
}
