/** Widths the image service renders; anything else is refused so the cache cannot be flooded. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** A resized copy of an uploaded image; other URLs (external, data:) are returned unchanged. */
export function sizedImage(src: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return src.startsWith("/uploads/") ? `/images/${width}/${src.slice("/uploads/".length)}` : src;
}

/** srcset for the given widths, or undefined when the image cannot be resized. */
export function imageSrcSet(
  src: string,
  widths: readonly (typeof IMAGE_WIDTHS)[number][],
): string | undefined {
  if (!src.startsWith("/uploads/")) return undefined;
  return widths.map((w) => `${sizedImage(src, w)} ${w}w`).join(", ");
}
