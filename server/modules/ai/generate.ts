import { AI_MAX_ATTEMPTS, AI_RETRY_BASE_MS, AI_TIMEOUT_MS } from "./constants";
import { AI_MESSAGES, AiError } from "./errors";
import { askGemini, type GeminiConnection } from "./gemini-call";
import { prepareImage } from "./image";
import { type AiMetadata, readMetadata } from "./metadata";

/** The waits and the timeout; tests shorten them, the shop runs with the spec's. */
export interface GenerateTiming {
  timeoutMs?: number;
  retryBaseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Product details from a photo: the image is checked and converted before any request; then up to 3
 * attempts, waiting 2 s then 4 s between them (spec section 9). A wrong key, a refused request or a bad
 * image is not tried again; a transient failure that lasts gives 'Failed after 3 attempts: ...' with the
 * last failure's type.
 */
export async function generateMetadata(
  connection: GeminiConnection,
  image: Uint8Array,
  timing: GenerateTiming = {},
): Promise<AiMetadata> {
  const { timeoutMs = AI_TIMEOUT_MS, retryBaseMs = AI_RETRY_BASE_MS, sleep = pause } = timing;
  const jpeg = await prepareImage(image);
  let last: AiError | null = null;
  for (let attempt = 1; attempt <= AI_MAX_ATTEMPTS; attempt++) {
    try {
      return readMetadata(await askGemini(connection, jpeg, timeoutMs));
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      if (!error.retryable) throw error;
      last = error;
      if (attempt < AI_MAX_ATTEMPTS) await sleep(retryBaseMs * 2 ** attempt);
    }
  }
  const reason = last?.message ?? AI_MESSAGES.generateFailed;
  throw new AiError(last?.type ?? "API_ERROR", AI_MESSAGES.failedAfter(AI_MAX_ATTEMPTS, reason));
}
