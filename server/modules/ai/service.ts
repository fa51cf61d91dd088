/** The AI module's door: product details from a photo, with the Gemini API (server side only). */
export {
  AI_NOT_CONFIGURED,
  generateProductDetails,
  isAiConfigured,
  type ProductDetailsRequest,
  type ProductDetailsResult,
} from "./product-details";
export { AI_MESSAGES, AiError, type AiErrorType } from "./errors";
export type { AiMetadata } from "./metadata";
export type { GenerateTiming } from "./generate";
export { AI_MAX_IMAGE_BYTES } from "./constants";
export { forgetGenerationUsage } from "./limiter";
export { readProductImage } from "./stored-image";
