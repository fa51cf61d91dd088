import { CRAFT_LIMITS, GALLERY_SHOWN } from "../../../../lib/craftsmanship-form-schema";
import { sizedImage } from "../../../../lib/images";
import { Card } from "../form-fields";
import { ImageAdder, ImageRowButtons, useLibraryUploads } from "../product-form/library-images";

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

const input = (error?: string) =>
  `mt-1 w-full rounded-lg border px-2 py-1 text-sm ${error ? "border-red-600" : "border-stone-300"}`;

/** A section's gallery: up to 12 images from upload or the image library, each with alt text and a caption. */
export function GalleryCard({ images, onChange, errorOf }: Props) {
  const room = CRAFT_LIMITS.gallery - images.length;
  const uploads = useLibraryUploads({
    images,
    onChange,
    room,
    purpose: "content",
    tooMany: `Only ${room} more ${room === 1 ? "image fits" : "images fit"} in the gallery.`,
    toItem: (image) => ({ url: image.url, alt: image.alt, caption: "" }),
  });

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    next.splice(to, 0, image);
    onChange(next);
  };
  const edit = (index: number, field: "alt" | "caption", value: string) =>
    onChange(images.map((image, i) => (i === index ? { ...image, [field]: value } : image)));

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
                  <ImageRowButtons
                    index={i}
                    count={images.length}
                    move={move}
                    remove={() => onChange(images.filter((_, j) => j !== i))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ImageAdder
        chosen={images.map((image) => image.url)}
        limit={CRAFT_LIMITS.gallery}
        uploads={uploads}
        onPick={(image) => onChange([...images, { url: image.url, alt: image.alt, caption: "" }])}
      />
    </Card>
  );
}
