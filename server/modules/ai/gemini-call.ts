import type { ApiError } from "@google/genai";
import { AI_MAX_OUTPUT_TOKENS, AI_MODEL, AI_TEMPERATURE } from "./constants";
import { AI_MESSAGES, AiError } from "./errors";
import { PRODUCT_PROMPT } from "./prompt";

export interface GeminiConnection {
  apiKey: string;
  /** Where the API is reached instead of Google's own address (GEMINI_BASE_URL). */
  baseUrl?: string;
}

/** Google answers a malformed or unknown key with 400 and this reason, not 401. */
const KEY_INVALID = /API_KEY_INVALID|API key not valid/i;

/** What went wrong with one request, as the spec's error types. */
function classify(error: unknown, timedOut: boolean, apiError: typeof ApiError): AiError {
  if (error instanceof AiError) return error;
  if (timedOut) return new AiError("TIMEOUT", AI_MESSAGES.timeout, true);
  if (error instanceof apiError) {
    if (error.status === 429) return new AiError("RATE_LIMIT", AI_MESSAGES.rateLimit, true);
    if (
      error.status === 401 ||
      error.status === 403 ||
      (error.status === 400 && KEY_INVALID.test(error.message))
    )
      return new AiError("AUTHENTICATION_ERROR", AI_MESSAGES.authentication);
    return new AiError("API_ERROR", AI_MESSAGES.apiError(error.status), error.status >= 500);
  }
  // A body that is not JSON at all.
  if (error instanceof SyntaxError) return new AiError("INVALID_RESPONSE", AI_MESSAGES.invalidResponse, true);
  // fetch() fails with a TypeError when the connection cannot be made or breaks.
  return new AiError("NETWORK_ERROR", AI_MESSAGES.network, true);
}

/**
 * One request to the model with the prompt and the photo (a base64 JPEG); the answer is the first
 * candidate's first text part (spec section 7, "AI"). Failures are AiErrors.
 */
export async function askGemini(
  connection: GeminiConnection,
  jpegBase64: string,
  timeoutMs: number,
): Promise<string> {
  // Loaded on first use: the client weighs about 20 MB in every serving process that never asks it.
  const { ApiError, GoogleGenAI } = await import("@google/genai");
  const client = new GoogleGenAI({
    apiKey: connection.apiKey,
    vertexai: false,
    httpOptions: connection.baseUrl ? { baseUrl: connection.baseUrl } : undefined,
  });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await client.models.generateContent({
      model: AI_MODEL,
      contents: [
        {
          role: "user",
          parts: [{ text: PRODUCT_PROMPT }, { inlineData: { mimeType: "image/jpeg", data: jpegBase64 } }],
        },
      ],
      config: {
        temperature: AI_TEMPERATURE,
        maxOutputTokens: AI_MAX_OUTPUT_TOKENS,
        responseMimeType: "application/json",
        // Thinking tokens count against the output limit and could cut the JSON short.
        thinkingConfig: { thinkingBudget: 0 },
        abortSignal: controller.signal,
      },
    });
    const part = response.candidates?.[0]?.content?.parts?.find(
      (p) => typeof p.text === "string" && !p.thought,
    );
    if (!part?.text) throw new AiError("INVALID_RESPONSE", AI_MESSAGES.invalidResponse, true);
    return part.text;
  } catch (error) {
    throw classify(error, timedOut, ApiError);
  } finally {
    clearTimeout(timer);
  }
}
