import { formText } from "../../../lib/form-errors";
import { requireStaff } from "../../../server/http/guards";
import { AppError } from "../../../server/errors";
import { log } from "../../../server/log";
import { uploadLibraryImage } from "../../../server/modules/media/service";
import type { Route } from "./+types/images-upload";

export const UPLOAD_ROUTE_MESSAGES = {
  notMultipart: 'Send the image as multipart/form-data, in a field named "file".',
  noFile: (n: number) => `File ${n}: Choose an image to upload.`,
  // Spec section 8 (image library): what the admin sees when the upload fails for another reason.
  failed: "Failed to upload images",
} as const;

const json = (body: unknown, status: number) => Response.json(body, { status });

/**
 * POST /admin/images/upload: one image a request, so the page can show each file's own progress.
 * Fields: file, and optionally index (the N of 'File N: ...'), purpose, tags (comma separated), altText.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  const type = request.headers.get("content-type") ?? "";
  const form = /^multipart\/form-data/i.test(type) ? await request.formData().catch(() => null) : null;
  if (!form) return json({ error: UPLOAD_ROUTE_MESSAGES.notMultipart }, 400);
  const index = Number.parseInt(formText(form.get("index")), 10);
  const n = Number.isSafeInteger(index) && index > 0 && index <= 1000 ? index : 1;
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return json({ error: UPLOAD_ROUTE_MESSAGES.noFile(n) }, 400);
  try {
    const image = await uploadLibraryImage(
      { id: user.id, email: user.email },
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      {
        index: n,
        purpose: formText(form.get("purpose")),
        tags: formText(form.get("tags")),
        altText: formText(form.get("altText")),
      },
    );
    const { id, publicUrl, thumbnailUrl, width, height, altText, originalName } = image;
    return json({ image: { id, publicUrl, thumbnailUrl, width, height, altText, originalName } }, 201);
  } catch (error) {
    if (error instanceof AppError) return json({ error: error.message }, 400);
    log.error("image upload failed", error);
    return json({ error: UPLOAD_ROUTE_MESSAGES.failed }, 500);
  }
}
