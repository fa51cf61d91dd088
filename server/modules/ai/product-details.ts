import { isUuid } from "../../../lib/ids";
import { AppError } from "../../errors";
import { log } from "../../log";
import { adminTransaction, recordActivity } from "../audit/service";
import { listProductCategoryChoices } from "../catalog/service";
import { getGeminiConnection } from "./connection";
import { AiError, type AiErrorType } from "./errors";
import { generateMetadata, type GenerateTiming } from "./generate";
import { admitGeneration } from "./limiter";
import type { AiMetadata } from "./metadata";
import { matchShopCategory } from "./shop-category";

export const AI_NOT_CONFIGURED =
  "AI product details need a Gemini API key: add it as gemini_api_key in Admin Settings, or set GEMINI_API_KEY on the server.";
export const aiLimitedMessage = (seconds: number) =>
  `You have asked for AI details many times in a short while. Please try again in ${seconds} seconds.`;

export interface ProductDetailsRequest {
  image: Uint8Array;
  /** Recorded with the call (the image itself never is). */
  source: "upload" | "product image";
  /** The product being edited; null for a new one. */
  productId: string | null;
  productLabel: string | null;
}

export interface ProductDetailsResult {
  details: AiMetadata;
  /** The shop's own category for the suggestion, when it has one. */
  shopCategoryId: string | null;
}

interface Actor {
  id: string;
  email: string;
}

/** Whether a key is configured, so the form can offer the button or say how to configure one. */
export async function isAiConfigured(): Promise<boolean> {
  return (await getGeminiConnection()) !== null;
}

async function recordCall(actor: Actor, request: ProductDetailsRequest, after: Record<string, unknown>) {
  const entityId = request.productId && isUuid(request.productId) ? request.productId : null;
  try {
    await adminTransaction(
      (tx) =>
        recordActivity(tx, {
          actor,
          action: "product.ai_details",
          entityType: "product",
          entityId,
          entityLabel: request.productLabel?.trim().slice(0, 200) || null,
          after: { image: request.source, ...after },
        }),
      { storefront: false },
    );
  } catch (error) {
    // The details are still worth showing when the log cannot be written.
    log.error("could not record an AI details call", error);
  }
}

/**
 * Product details from a photo for the product form (spec sections 3, 7 and 9): nothing is saved to the
 * product; each call is recorded in the activity log with its outcome. Throws AppError when no key is
 * configured or the admin has asked too often, and AiError (recorded) when generating fails.
 */
export async function generateProductDetails(
  actor: Actor,
  request: ProductDetailsRequest,
  timing?: GenerateTiming,
): Promise<ProductDetailsResult> {
  const connection = await getGeminiConnection();
  if (!connection) throw new AppError("UNAVAILABLE", AI_NOT_CONFIGURED);
  const admission = admitGeneration(actor.id);
  if (!admission.ok) throw new AppError("RATE_LIMITED", aiLimitedMessage(admission.retryAfterSeconds));
  try {
    const details = await generateMetadata(connection, request.image, timing);
    const shopCategoryId = matchShopCategory(
      await listProductCategoryChoices(),
      details.category,
      details.subcategory,
    );
    await recordCall(actor, request, {
      outcome: "success",
      category: details.category,
      confidence_score: details.confidence_score,
    });
    return { details, shopCategoryId };
  } catch (error) {
    const type: AiErrorType = error instanceof AiError ? error.type : "API_ERROR";
    await recordCall(actor, request, { outcome: type });
    throw error;
  } finally {
    admission.release();
  }
}
