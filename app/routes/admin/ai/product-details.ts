import { formText } from "../../../../lib/form-errors";
import { AppError } from "../../../../server/errors";
import { requireStaff } from "../../../../server/http/guards";
import { log } from "../../../../server/log";
import {
  AI_MAX_IMAGE_BYTES,
  AI_MESSAGES,
  AiError,
  generateProductDetails,
  isAiConfigured,
  readProductImage,
} from "../../../../server/modules/ai/service";
import type { AiDetailsAnswer, AiDetailsStatus } from "../../../components/admin/product-form/ai-types";
import type { Route } from "./+types/product-details";

export const AI_ROUTE_MESSAGES = {
  noImage: "Choose one of the product's images or upload a photo.",
  notStored: "Only images stored by this shop can be used. Upload the photo instead.",
} as const;

const answer = (body: AiDetailsAnswer, status: number) => Response.json(body, { status });

/** Room for the form's other fields around a photo of the largest size allowed. */
const MAX_BODY_BYTES = AI_MAX_IMAGE_BYTES + 64 * 1024;

const APP_STATUS: Partial<Record<AppError["code"], number>> = { UNAVAILABLE: 503, RATE_LIMITED: 429 };

/** GET /admin/products/ai-details: whether a key is configured (never the key). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "catalogue");
  const status: AiDetailsStatus = { configured: await isAiConfigured() };
  return Response.json(status);
}

/**
 * POST /admin/products/ai-details (multipart): product details suggested from a photo, either `file`
 * (an upload) or `imageUrl` (one of the product's stored images), with `productId` and `productName`
 * for the activity log. Nothing is saved to the product.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request, "catalogue");
  // A body far over the limit is refused before it is read into memory.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES)
    return answer({ ok: false, type: "INVALID_IMAGE", error: AI_MESSAGES.tooLarge }, 413);
  const type = request.headers.get("content-type") ?? "";
  const form = /^multipart\/form-data/i.test(type) ? await request.formData().catch(() => null) : null;
  const file = form?.get("file");
  const imageUrl = formText(form?.get("imageUrl")).trim();
  let image: Uint8Array | null = null;
  if (file instanceof File && file.size > 0) image = new Uint8Array(await file.arrayBuffer());
  else if (imageUrl) {
    image = await readProductImage(imageUrl);
    if (!image) return answer({ ok: false, type: "INVALID_IMAGE", error: AI_ROUTE_MESSAGES.notStored }, 400);
  }
  if (!form || !image)
    return answer({ ok: false, type: "INVALID_IMAGE", error: AI_ROUTE_MESSAGES.noImage }, 400);

  try {
    const result = await generateProductDetails(
      { id: user.id, email: user.email },
      {
        image,
        source: file instanceof File && file.size > 0 ? "upload" : "product image",
        productId: formText(form.get("productId")).trim() || null,
        productLabel: formText(form.get("productName")).trim() || null,
      },
    );
    return answer({ ok: true, ...result }, 200);
  } catch (error) {
    if (error instanceof AiError)
      return answer(
        { ok: false, type: error.type, error: error.message },
        error.type === "INVALID_IMAGE" ? 400 : 502,
      );
    if (error instanceof AppError)
      return answer({ ok: false, type: error.code, error: error.message }, APP_STATUS[error.code] ?? 400);
    log.error("AI product details failed", error);
    return answer({ ok: false, type: "API_ERROR", error: AI_MESSAGES.generateFailed }, 500);
  }
}
