import { checkImageFile, UPLOAD_PATH, uploadMessages } from "../product-form/image-upload";
import type { FormImage } from "../product-form/types";

interface UploadAnswer {
  image?: { id: string; publicUrl: string; thumbnailUrl: string | null; altText: string | null };
  error?: string;
}

/**
 * Adds one file to the image library, as the product form does, filed under `purpose` (banner,
 * content), and gives it back as a form image.
 */
export async function uploadToLibrary(
  file: File,
  purpose: "banner" | "content",
  n = 1,
): Promise<{ ok: true; image: FormImage } | { ok: false; message: string }> {
  const problem = checkImageFile(file, n);
  if (problem) return { ok: false, message: problem };
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
