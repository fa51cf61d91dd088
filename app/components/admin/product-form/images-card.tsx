import { sizedImage } from "../../../../lib/images";
import { LIMITS, MAX_IMAGES, PRODUCT_MESSAGES } from "../../../../lib/product-form-schema-fields";
import { Card } from "../form-fields";
import { ImageAdder, ImageRowButtons, useLibraryUploads } from "./library-images";
import type { FormImage } from "./types";

interface Props {
  images: FormImage[];
  onChange: (images: FormImage[]) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * Up to 10 images: the first is the main one. Each can move up or down, become the main image or go;
 * library images carry their alt text (kept in the library). New ones are uploaded to the library
 * as they are chosen, or picked from it.
 */
export function ImagesCard({ images, onChange, errorOf }: Props) {
  const uploads = useLibraryUploads({
    images,
    onChange,
    room: MAX_IMAGES - images.length,
    purpose: "product",
    tooMany: PRODUCT_MESSAGES.tooManyImages,
    toItem: (image) => image,
  });

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    next.splice(to, 0, image);
    onChange(next);
  };
  const setAlt = (index: number, alt: string) =>
    onChange(images.map((image, i) => (i === index ? { ...image, alt } : image)));

  const listError = errorOf("images");
  return (
    <Card title="Images" id="images">
      <p className="text-sm text-stone-600">
        Up to {MAX_IMAGES} images, JPEG, PNG or WebP, each under 5 MB. The first is the main image in the
        shop.
      </p>
      {images.length > 0 && (
        <ol className="space-y-3">
          {images.map((image, i) => {
            const altId = `image-alt-${i}`;
            const altError = errorOf(`images.${i}.alt`);
            const urlError = errorOf(`images.${i}.url`);
            return (
              <li
                key={image.url}
                className="flex flex-wrap gap-3 rounded-lg border border-stone-200 p-3 sm:flex-nowrap"
              >
                <input type="hidden" name="image_url" value={image.url} />
                <img
                  src={image.thumbnailUrl ?? sizedImage(image.url, 160)}
                  alt={image.alt || `Image ${i + 1}`}
                  width={80}
                  height={80}
                  className="h-20 w-20 shrink-0 rounded-md bg-stone-100 object-cover"
                />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-sm font-medium">
                    Image {i + 1}
                    {i === 0 && (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                        Main image
                      </span>
                    )}
                  </p>
                  {image.libraryId ? (
                    <div>
                      <label htmlFor={altId} className="block text-xs font-medium">
                        Alt text (describes the image for people who cannot see it)
                      </label>
                      <input
                        id={altId}
                        name="image_alt"
                        value={image.alt}
                        maxLength={LIMITS.image_alt}
                        onChange={(event) => setAlt(i, event.target.value)}
                        aria-invalid={altError ? true : undefined}
                        aria-describedby={altError ? `${altId}-error` : undefined}
                        className="mt-1 w-full rounded-lg border border-stone-300 px-2 py-1 text-sm"
                      />
                      {altError && (
                        <p id={`${altId}-error`} className="mt-1 text-sm text-red-700">
                          {altError}
                        </p>
                      )}
                    </div>
                  ) : (
                    <>
                      <input type="hidden" name="image_alt" value="" />
                      <p className="text-xs text-stone-600">
                        Not in the image library, so there is nowhere to keep alt text for it. Add product
                        images to it with "Migrate product images" on the Images page to describe them.
                      </p>
                    </>
                  )}
                  {urlError && <p className="text-sm text-red-700">{urlError}</p>}
                  <ImageRowButtons
                    index={i}
                    count={images.length}
                    move={move}
                    remove={() => onChange(images.filter((_, j) => j !== i))}
                    canMakeMain
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <ImageAdder
        chosen={images.map((image) => image.url)}
        limit={MAX_IMAGES}
        uploads={uploads}
        onPick={(image) => onChange([...images, image])}
      />
    </Card>
  );
}
