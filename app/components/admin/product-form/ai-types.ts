import type { ErrorCode } from "../../../../server/errors";
import type { AiErrorType, AiMetadata } from "../../../../server/modules/ai/service";

export type { AiMetadata };

/** GET /admin/products/ai-details. */
export interface AiDetailsStatus {
  configured: boolean;
}

/** POST /admin/products/ai-details. */
export type AiDetailsAnswer =
  | { ok: true; details: AiMetadata; shopCategoryId: string | null }
  | { ok: false; type: AiErrorType | ErrorCode; error: string };

export const AI_DETAILS_PATH = "/admin/products/ai-details";
