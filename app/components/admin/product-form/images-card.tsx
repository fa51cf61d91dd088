import { useState } from "react";
import { sizedImage } from "../../../../lib/images";
import { LIMITS, MAX_IMAGES, PRODUCT_MESSAGES } from "../../../../lib/product-form-schema-fields";
import { secondaryAction } from "../page-header";
import { Card } from "../form-fields";
import { ImagePicker } from "./image-picker";
import { checkImageFile, uploadToLibrary } from "./image-upload";
import type { FormImage } from "./types";

interface Props {
  images: FormImage[];
  onChange: (images: FormImage[]) => void;
  errorOf: (field: string) => string | undefined;
}

const small =
  "rounded-md border border-stone-300 bg-white px-2 py-1 text-xs font-medium hover:bg-stone-50 disabled:opacity-50";

/**
 * Up to 10 images: the first is the main one. Each can move up or down, become the main image or go;
 * library images carry their alt text (kept in the library). New ones are uploaded to the library
 * as they are chosen, or picked from it.
 */
export function ImagesCard({ images, onChange, errorOf }: Props) {
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const room = MAX_IMAGES - images.length;

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    next.splice(to, 0, image);
    onChange(next);
  };
  const setAlt = (index: number, alt: string) =>
    onChange(images.map((image, i) => (i === index ? { ...image, alt } : image)));

  const upload = async (files: File[]) => {
    const found: string[] = [];
    let added = [...images];
    if (files.length > room) found.push(PRODUCT_MESSAGES.tooManyImages);
    const accepted = files.slice(0, Math.max(0, room));
    for (const [i, file] of accepted.entries()) {
      const n = i + 1;
      const problem = checkImageFile(file, n);
      if (problem) {
        found.push(problem);
        continue;
      }
      setProgress(`Uploading ${n} of ${accepted.length}...`);
      const result = await uploadToLibrary(file, "product", n);
      if (result.ok) {
        added = [...added, result.image];
        onChange(added);
      } else found.push(result.message);
    }
    setProgress(null);
    setProblems(found);
    setInputKey((k) => k + 1);
  };

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
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={small}
                      disabled={i === 0}
                      aria-label={`Move image ${i + 1} up`}
                      onClick={() => move(i, i - 1)}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className={small}
                      disabled={i === images.length - 1}
                      aria-label={`Move image ${i + 1} down`}
                      onClick={() => move(i, i + 1)}
                    >
                      Move down
                    </button>
                    {i > 0 && (
                      <button
                        type="button"
                        className={small}
                        aria-label={`Make image ${i + 1} the main image`}
                        onClick={() => move(i, 0)}
                      >
                        Make main image
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${small} text-red-700`}
                      aria-label={`Remove image ${i + 1}`}
                      onClick={() => onChange(images.filter((_, j) => j !== i))}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={`${secondaryAction} cursor-pointer ${room <= 0 ? "pointer-events-none opacity-60" : ""}`}
        >
          Upload images
          <input
            key={inputKey}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            disabled={room <= 0 || progress !== null}
            className="sr-only"
            onChange={(event) => void upload([...(event.target.files ?? [])])}
          />
        </label>
        <ImagePicker
          chosen={images.map((i) => i.url)}
          room={room}
          onPick={(image) => {
            if (images.length < MAX_IMAGES && !images.some((i) => i.url === image.url))
              onChange([...images, image]);
          }}
        />
        <span className="text-sm text-stone-600">
          {images.length} of {MAX_IMAGES}
        </span>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {progress && <p className="text-stone-700">{progress}</p>}
        {problems.length > 0 && (
          <ul className="space-y-1 text-red-700">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
