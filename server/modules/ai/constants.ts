/** The AI product details' fixed numbers (spec section 9, "AI"). */
export const AI_MODEL = "gemini-2.5-flash";
export const AI_TEMPERATURE = 0.4;
export const AI_MAX_OUTPUT_TOKENS = 2048;
export const AI_TIMEOUT_MS = 30_000;
export const AI_MAX_ATTEMPTS = 3;
/** The wait before attempt n + 1 is this times 2 to the n: 2 s, then 4 s. */
export const AI_RETRY_BASE_MS = 1000;
/** Spec section 9: an AI image is at most 4 MB. */
export const AI_MAX_IMAGE_BYTES = 4_194_304;
export const CATEGORY_MATCH_THRESHOLD = 0.5;
export const FALLBACK_CATEGORY = "Traditional Wear";
export const MAX_TAGS = 8;
export const MAX_DEFAULT_TAGS = 3;

/** The prompt asks for texts under these lengths; answers are held to them. */
export const TEXT_LIMITS = {
  name: 100,
  short_description: 150,
  meta_title: 60,
  meta_description: 160,
} as const;
