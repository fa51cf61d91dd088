import { useState } from "react";
import { CRAFT_LIMITS, GALLERY_SHOWN } from "../../../../lib/craftsmanship-form-schema";
import { sizedImage } from "../../../../lib/images";
import { Card } from "../form-fields";
import { secondaryAction } from "../page-header";
import { ImagePicker } from "../product-form/image-picker";
import { checkAndUpload } from "../product-form/image-upload";

export interface GalleryItem {
  url: string;
  alt: string;
  caption: string;
}

interface Props {
  images: GalleryItem[];
  onChange: (images: GalleryItem[]) => void;
  errorOf: (field: string) => string | undefined;
}

const small =
  "rounded-md border border-stone-300 bg-white px-2 py-1 text-xs font-medium hover:bg-stone-50 disabled:opacity-50";
const input = (error?: string) =>
  `mt-1 w-full rounded-lg border px-2 py-1 text-sm ${error ? "border-red-600" : "border-stone-300"}`;

/** A section's gallery: up to 12 images from upload or the image library, each with alt text and a caption. */
export function GalleryCard({ images, onChange, errorOf }: Props) {
  const [progress, setProgress] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const room = CRAFT_LIMITS.gallery - images.length;

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    next.splice(to, 0, image);
    onChange(next);
  };
  const edit = (index: number, field: "alt" | "caption", value: string) =>
    onChange(images.map((image, i) => (i === index ? { ...image, [field]: value } : image)));

  const upload = async (files: File[]) => {
    const found: string[] = [];
    let added = [...images];
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length)
      found.push(`Only ${room} more ${room === 1 ? "image fits" : "images fit"} in the gallery.`);
    for (const [i, file] of accepted.entries()) {
      setProgress(`Uploading ${i + 1} of ${accepted.length}...`);
      const result = await checkAndUpload(file, "content", i + 1);
      if (result.ok) {
        added = [...added, { url: result.image.url, alt: result.image.alt, caption: "" }];
        onChange(added);
      } else found.push(result.message);
    }
    setProgress(null);
    setProblems(found);
    setInputKey((k) => k + 1);
  };

  return (
    <Card title="Gallery" id="gallery">
      <p className="text-sm text-stone-600">
        Up to {CRAFT_LIMITS.gallery} images; the home page shows the first {GALLERY_SHOWN}, with their
        captions when the shop's settings allow.
      </p>
      {errorOf("gallery") && <p className="text-sm text-red-700">{errorOf("gallery")}</p>}
      {images.length > 0 && (
        <ol className="space-y-3">
          {images.map((image, i) => {
            const altId = `field-gallery.${i}.alt`;
            const captionId = `field-gallery.${i}.caption`;
            const altError = errorOf(`gallery.${i}.alt`);
            const captionError = errorOf(`gallery.${i}.caption`);
            const urlError = errorOf(`gallery.${i}.url`);
            return (
              <li
                key={image.url}
                className="flex flex-wrap gap-3 rounded-lg border border-stone-200 p-3 sm:flex-nowrap"
              >
                <input type="hidden" name="gallery_url" value={image.url} />
                <img
                  src={sizedImage(image.url, 160)}
                  alt=""
                  width={80}
                  height={60}
                  className="h-16 w-20 shrink-0 rounded-md bg-stone-100 object-cover"
                />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-sm font-medium">
                    Image {i + 1}
                    {i < GALLERY_SHOWN && (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                        Shown
                      </span>
                    )}
                  </p>
                  <div className="grid gap-2 sm:grid-cols-2">
                    <div>
                      <label htmlFor={altId} className="block text-xs font-medium">
                        Alt text (required)
                      </label>
                      <input
                        id={altId}
                        name="gallery_alt"
                        value={image.alt}
                        maxLength={CRAFT_LIMITS.alt}
                        onChange={(event) => edit(i, "alt", event.target.value)}
                        aria-invalid={altError ? true : undefined}
                        aria-describedby={altError ? `${altId}-error` : undefined}
                        className={input(altError)}
                      />
                      {altError && (
                        <p id={`${altId}-error`} className="mt-1 text-sm text-red-700">
                          {altError}
                        </p>
                      )}
                    </div>
                    <div>
                      <label htmlFor={captionId} className="block text-xs font-medium">
                        Caption
                      </label>
                      <input
                        id={captionId}
                        name="gallery_caption"
                        value={image.caption}
                        maxLength={CRAFT_LIMITS.caption}
                        onChange={(event) => edit(i, "caption", event.target.value)}
                        aria-invalid={captionError ? true : undefined}
                        aria-describedby={captionError ? `${captionId}-error` : undefined}
                        className={input(captionError)}
                      />
                      {captionError && (
                        <p id={`${captionId}-error`} className="mt-1 text-sm text-red-700">
                          {captionError}
                        </p>
                      )}
                    </div>
                  </div>
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
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={`${secondaryAction} cursor-pointer focus-within:outline-2 focus-within:outline-maroon-800 ${room <= 0 || progress ? "pointer-events-none opacity-60" : ""}`}
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
          chosen={images.map((image) => image.url)}
          room={room}
          onPick={(image) => {
            if (images.length < CRAFT_LIMITS.gallery && !images.some((g) => g.url === image.url))
              onChange([...images, { url: image.url, alt: image.alt, caption: "" }]);
          }}
        />
        <span className="text-sm text-stone-600">
          {images.length} of {CRAFT_LIMITS.gallery}
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
