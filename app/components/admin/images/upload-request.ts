import { UPLOAD_PATH } from "../product-form/image-upload";
// Spec section 8 (image library): the message when an upload fails without a reason of its own.
export const UPLOAD_FAILED = "Failed to upload images";
export const SESSION_ENDED =
  "Your session has ended. Sign in again in another tab, then upload this file again.";

export interface UploadFields {
  index: number;
  purpose: string;
  tags: string;
}

export type UploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Sends one file with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * `onProgress` gets the bytes of the file sent so far.
 */
export function uploadImage(
  file: File,
  fields: UploadFields,
  onProgress: (loaded: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.upload.onprogress = (event) => {
      // The request also carries the form's boundaries and fields: count the file's share of it.
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(file.size, Math.round((event.loaded / event.total) * file.size)));
    };
    xhr.onload = () => {
      if (xhr.status === 201) return resolve({ ok: true });
      if (new URL(xhr.responseURL || location.href, location.href).pathname === "/admin/login")
        return resolve({ ok: false, message: SESSION_ENDED });
      resolve({ ok: false, message: errorOf(xhr.responseText) ?? textOf(xhr) ?? UPLOAD_FAILED });
    };
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_FAILED });
    const form = new FormData();
    form.set("file", file);
    form.set("index", String(fields.index));
    form.set("purpose", fields.purpose);
    form.set("tags", fields.tags);
    xhr.send(form);
  });
}

function errorOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" ? parsed.error : null;
  } catch {
    return null;
  }
}

/** The server's own short plain-text refusals (413 too large, 403 cross-site). */
function textOf(xhr: XMLHttpRequest): string | null {
  const plain = (xhr.getResponseHeader("content-type") ?? "").startsWith("text/plain");
  return plain && xhr.status >= 400 && xhr.responseText.length < 300 ? xhr.responseText : null;
}
