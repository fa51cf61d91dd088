import { getEnv } from "../../config/env";
import { getAdminSetting } from "../settings/service";
import type { GeminiConnection } from "./gemini-call";

/** Where the key comes from: the encrypted admin setting first, then the environment. */
export const GEMINI_KEY_SETTING = "gemini_api_key";

/** The key and address to reach the model with, or null when no key is configured. */
export async function getGeminiConnection(): Promise<GeminiConnection | null> {
  const env = getEnv();
  const apiKey = (await getAdminSetting(GEMINI_KEY_SETTING))?.trim() || env.GEMINI_API_KEY;
  if (!apiKey) return null;
  return { apiKey, baseUrl: env.GEMINI_BASE_URL };
}
