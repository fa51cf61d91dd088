import { MAX_IMAGE_BYTES } from "../../../../lib/product-form-schema-fields";
import type { FormImage } from "./types";

export const UPLOAD_PATH = "/admin/images/upload";
// Spec section 5 (admin product form): checked before sending, and again by the server.
const TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp"];
export const uploadMessages = {
  type: (n: number) => `File ${n}: Only JPEG, PNG, and WebP images are allowed`,
  size: (n: number) => `File ${n}: File size must be less than 5MB`,
  failed: (n: number) => `File ${n}: Failed to upload images`,
  signedOut: (n: number) =>
    `File ${n}: Your session has ended. Sign in again in another tab, then add it again.`,
};

/** The spec's message for a file the browser can already tell is wrong; null when it may be sent. */
export function checkImageFile(file: File, n: number): string | null {
  if (!TYPES.includes(file.type)) return uploadMessages.type(n);
  if (file.size >= MAX_IMAGE_BYTES) return uploadMessages.size(n);
  return null;
}

interface UploadAnswer {
  image?: { id: string; publicUrl: string; thumbnailUrl: string | null; altText: string | null };
  error?: string;
}

/** What an image is for in the library; the library's filters and "used by" read it. */
export type LibraryPurpose = "product" | "banner" | "content";

/** Adds one file (the `n`th the admin chose) to the image library and gives it back as a form image. */
export async function uploadToLibrary(
  file: File,
  purpose: LibraryPurpose,
  n: number,
): Promise<{ ok: true; image: FormImage } | { ok: false; message: string }> {
  const body = new FormData();
  body.set("file", file);
  body.set("purpose", purpose);
  body.set("index", String(n));
  try {
    const response = await fetch(UPLOAD_PATH, { method: "POST", body, credentials: "same-origin" });
    if (new URL(response.url || UPLOAD_PATH, location.href).pathname === "/admin/login")
      return { ok: false, message: uploadMessages.signedOut(n) };
    const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
    if (response.ok && answer.image)
      return {
        ok: true,
        image: {
          url: answer.image.publicUrl,
          alt: answer.image.altText ?? "",
          libraryId: answer.image.id,
          thumbnailUrl: answer.image.thumbnailUrl,
        },
      };
    return { ok: false, message: answer.error ?? uploadMessages.failed(n) };
  } catch {
    return { ok: false, message: uploadMessages.failed(n) };
  }
}

/** Checks a file as the product form does, then adds it to the library; the check's message when refused. */
export async function checkAndUpload(file: File, purpose: LibraryPurpose, n = 1) {
  const problem = checkImageFile(file, n);
  if (problem) return { ok: false as const, message: problem };
  return uploadToLibrary(file, purpose, n);
}
