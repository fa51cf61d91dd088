import path from "node:path";
import { printableText } from "../../../lib/image-library";
import { assertSafeKey, type FileStorage } from "./storage";
import { uniqueImageKey } from "./uploads";

/** Where a library image and its thumbnail live in storage: library/<unique>.webp, library/thumbs/<unique>.jpg. */
export function newLibraryKeys(): { key: string; thumbnailKey: string; filename: string } {
  const key = uniqueImageKey("library", "webp");
  const filename = path.posix.basename(key);
  return { key, thumbnailKey: thumbnailKeyFor(filename), filename };
}

export function thumbnailKeyFor(filename: string): string {
  return `library/thumbs/${filename.replace(/\.[^.]+$/, "")}.jpg`;
}

/** The storage key behind a URL this storage serves, or null for anything else (external, data:, unsafe). */
export function storageKeyOf(storage: FileStorage, url: string): string | null {
  const prefix = storage.publicUrl("x").slice(0, -1);
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  try {
    // A key that normalises to something else (a/../b) is not one this storage handed out.
    return key && assertSafeKey(key) === key ? key : null;
  } catch {
    return null;
  }
}

/** A file name as people gave it: no folders, no control characters, at most 200 characters. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return printableText(base).replace(/\s+/g, " ").trim().slice(0, 200) || "image";
}
