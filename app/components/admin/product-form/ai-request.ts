import { AI_DETAILS_PATH, type AiDetailsAnswer, type AiDetailsStatus } from "./ai-types";

/** Spec section 8 and 9: the photo the AI reads is JPEG, PNG or WebP, at most 4 MB (4194304 bytes). */
export const AI_IMAGE_MAX_BYTES = 4_194_304;
const TYPES = ["image/jpeg", "image/png", "image/webp"];

export const AI_PANEL_MESSAGES = {
  tooLarge: "Image size exceeds maximum allowed size (4MB)",
  unsupported: (type: string) => `Unsupported image format: ${type || "unknown"}`,
  failed: "Failed to generate metadata",
  signedOut: "Your session has ended. Sign in again in another tab, then try again.",
} as const;

/** The spec's message for a file the browser can already tell is wrong; null when it may be sent. */
export function checkAiImage(file: File): string | null {
  if (!TYPES.includes(file.type)) return AI_PANEL_MESSAGES.unsupported(file.type);
  if (file.size > AI_IMAGE_MAX_BYTES) return AI_PANEL_MESSAGES.tooLarge;
  return null;
}

const failure = (error: string): AiDetailsAnswer => ({ ok: false, type: "API_ERROR", error });
const signedOut = (response: Response) =>
  new URL(response.url || AI_DETAILS_PATH, location.href).pathname === "/admin/login";

/** Whether the server has a key to ask the AI with; false when it cannot tell. */
export async function fetchAiStatus(): Promise<boolean> {
  try {
    const response = await fetch(AI_DETAILS_PATH, { credentials: "same-origin" });
    if (!response.ok || signedOut(response)) return false;
    return ((await response.json()) as AiDetailsStatus).configured === true;
  } catch {
    return false;
  }
}

export interface AiDetailsInput {
  /** An uploaded photo, or the URL of one of the product's images. */
  image: File | string;
  productId: string | null;
  productName: string;
}

/** Asks the server for details from the photo; every failure comes back as an answer with a message. */
export async function requestAiDetails(input: AiDetailsInput): Promise<AiDetailsAnswer> {
  const body = new FormData();
  if (typeof input.image === "string") body.set("imageUrl", input.image);
  else body.set("file", input.image);
  if (input.productId) body.set("productId", input.productId);
  if (input.productName.trim()) body.set("productName", input.productName.trim());
  try {
    const response = await fetch(AI_DETAILS_PATH, { method: "POST", body, credentials: "same-origin" });
    if (signedOut(response)) return failure(AI_PANEL_MESSAGES.signedOut);
    const answer = (await response.json().catch(() => null)) as AiDetailsAnswer | null;
    return answer ?? failure(AI_PANEL_MESSAGES.failed);
  } catch {
    return failure(AI_PANEL_MESSAGES.failed);
  }
}
