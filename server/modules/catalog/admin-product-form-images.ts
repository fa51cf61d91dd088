import { log } from "../../log";
import type { ActivityEntry } from "../audit/service";
import { type LibraryImage, listLibraryImages, updateLibraryImage } from "../media/service";

/** A product image as the form shows it: alt text lives in the image's library entry, when it has one. */
export interface FormImage {
  url: string;
  alt: string;
  /** The library entry's id; null for an image that is not in the library (its alt text cannot be kept). */
  libraryId: string | null;
  thumbnailUrl: string | null;
}

const fileNameOf = (url: string) => url.split(/[?#]/)[0].split("/").pop() ?? "";

/**
 * The library entries behind these URLs. The library's search covers file names, and a library URL
 * ends with its unique file name, so each URL is looked up by that name and matched exactly.
 */
export async function findLibraryImages(urls: string[]): Promise<Map<string, LibraryImage>> {
  const found = new Map<string, LibraryImage>();
  for (const url of new Set(urls)) {
    const name = fileNameOf(url);
    if (!name) continue;
    const page = await listLibraryImages({ q: name });
    const image = page.images.find((i) => i.publicUrl === url);
    if (image) found.set(url, image);
  }
  return found;
}

export async function formImages(urls: string[]): Promise<FormImage[]> {
  const library = await findLibraryImages(urls);
  return urls.map((url) => {
    const image = library.get(url);
    return {
      url,
      alt: image?.altText ?? "",
      libraryId: image?.id ?? null,
      thumbnailUrl: image?.thumbnailUrl ?? null,
    };
  });
}

/**
 * Writes changed alt texts to the images' library entries (each with its own image.update activity
 * row). Images outside the library have nowhere to keep alt text and are skipped. Runs after the
 * product is saved; a failure here is logged and never undoes the product.
 */
export async function saveAltTexts(
  actor: ActivityEntry["actor"],
  images: { url: string; alt: string | null }[],
): Promise<void> {
  try {
    const library = await findLibraryImages(images.map((i) => i.url));
    for (const { url, alt } of images) {
      const entry = library.get(url);
      if (!entry || (entry.altText ?? null) === alt) continue;
      await updateLibraryImage(actor, entry.id, {
        altText: alt ?? "",
        tags: entry.tags,
        purpose: entry.purpose,
      });
    }
  } catch (error) {
    log.warn("product image alt text was not saved", error);
  }
}
