import { sizedImage } from "../../../../lib/images";
import { formatBytes } from "../../../../lib/image-library";
import type { LibraryImageView } from "./types";

/** The picture for a tile: the stored thumbnail, or a small copy made from the image. */
export const thumbnailOf = (image: LibraryImageView) =>
  image.thumbnailUrl ?? sizedImage(image.publicUrl, 320);

/** Thumbnails, two a row on a phone; choosing one opens its details. */
export function ImageGrid({
  images,
  onSelect,
}: {
  images: LibraryImageView[];
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {images.map((image) => (
        <li key={image.id}>
          <button
            type="button"
            onClick={() => onSelect(image.id)}
            aria-label={`Edit ${image.originalName}`}
            className="group block w-full overflow-hidden rounded-xl border border-stone-200 bg-white text-left hover:border-maroon-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-maroon-800"
          >
            <img
              src={thumbnailOf(image)}
              alt={image.altText ?? image.originalName}
              width={300}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-stone-100 object-cover"
            />
            <span className="block p-2">
              <span className="block truncate text-sm font-medium text-stone-900">{image.originalName}</span>
              <span className="block text-xs text-stone-600">
                {formatBytes(image.fileSize)}
                {image.width && image.height ? ` · ${image.width} x ${image.height}` : ""}
              </span>
              {!image.altText && <span className="block text-xs text-amber-800">No alt text</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
