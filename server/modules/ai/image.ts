import sharp from "sharp";
import { AI_MAX_IMAGE_BYTES } from "./constants";
import { AI_MESSAGES, AiError } from "./errors";

const ACCEPTED = new Set(["jpeg", "png", "webp"]);
// Guards against decompression bombs: a small file that claims a huge canvas.
const MAX_INPUT_PIXELS = 50_000_000;
/** Larger photos add upload time and tokens without telling the model more. */
const MAX_SIDE = 2048;

/**
 * The photo as the model receives it: a JPEG in base64. The bytes decide what the file is, never its
 * name or declared type; PNG and WebP are converted, and every photo is re-encoded, which also drops
 * its metadata (a phone photo's location).
 */
export async function prepareImage(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > AI_MAX_IMAGE_BYTES) throw new AiError("INVALID_IMAGE", AI_MESSAGES.tooLarge);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AiError("INVALID_IMAGE", AI_MESSAGES.unsupported("not an image"));
  }
  if (!format || !ACCEPTED.has(format))
    throw new AiError("INVALID_IMAGE", AI_MESSAGES.unsupported(format ?? "not an image"));
  try {
    const jpeg = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return jpeg.toString("base64");
  } catch {
    throw new AiError("INVALID_IMAGE", AI_MESSAGES.prepareFailed);
  }
}
