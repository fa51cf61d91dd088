/** Spec section 8, "AI errors by type". */
export type AiErrorType =
  | "INVALID_IMAGE"
  | "API_ERROR"
  | "RATE_LIMIT"
  | "INVALID_RESPONSE"
  | "NETWORK_ERROR"
  | "TIMEOUT"
  | "AUTHENTICATION_ERROR";

export const AI_MESSAGES = {
  rateLimit: "Rate limit exceeded",
  invalidResponse: "Invalid response format from AI",
  network: "Network error",
  timeout: "Request timeout",
  authentication: "Invalid API key",
  prepareFailed: "Failed to prepare image for analysis",
  tooLarge: "Image size exceeds maximum allowed size (4MB)",
  unsupported: (format: string) => `Unsupported image format: ${format}`,
  failedAfter: (attempts: number, message: string) => `Failed after ${attempts} attempts: ${message}`,
  generateFailed: "Failed to generate metadata",
  apiError: (status: number) => `AI service error (HTTP ${status})`,
} as const;

export class AiError extends Error {
  override name = "AiError";
  constructor(
    readonly type: AiErrorType,
    message: string,
    /** Worth another attempt: the same request may well succeed in a moment. */
    readonly retryable = false,
  ) {
    super(message);
  }
}
