import sharp from "sharp";
import { COMPRESSION, THUMBNAIL } from "../../../lib/image-library";

export type LibraryInputFormat = "jpeg" | "png" | "webp";

// A small file that claims a huge canvas is refused before it is decoded (decompression bombs).
const MAX_INPUT_PIXELS = 50_000_000;
const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });

/** The first bytes of each accepted format; sharp alone would also read SVG, TIFF, GIF, HEIF... */
function sniff(bytes: Buffer): LibraryInputFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

/** JPEG, PNG or WebP judged by the content (magic bytes, confirmed by the decoder), or null. */
export async function libraryImageFormat(bytes: Buffer): Promise<LibraryInputFormat | null> {
  const sniffed = sniff(bytes);
  if (!sniffed) return null;
  try {
    return (await open(bytes).metadata()).format === sniffed ? sniffed : null;
  } catch {
    return null;
  }
}

export interface CompressedImage {
  body: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/**
 * Spec section 9: at most 1920x1080 (fitted inside, never enlarged) as WebP quality 85, plus a
 * 300x300 JPEG thumbnail at quality 70. Both are sharp's own output, oriented and without metadata,
 * so nothing of the uploaded file but its pixels is ever stored.
 */
export async function compressLibraryImage(bytes: Buffer): Promise<CompressedImage> {
  const { data, info } = await open(bytes)
    .rotate()
    .resize({
      width: COMPRESSION.maxWidth,
      height: COMPRESSION.maxHeight,
      fit: "inside",
      withoutEnlargement: true,
    })
    .webp({ quality: COMPRESSION.quality })
    .toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height, thumbnail: await makeThumbnail(data) };
}

/** A square JPEG thumbnail (transparent areas on white, JPEG has no alpha). */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return open(bytes)
    .rotate()
    .resize({ width: THUMBNAIL.width, height: THUMBNAIL.height, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: THUMBNAIL.quality })
    .toBuffer();
}

/** Sharp's reason, short enough for a message next to the file. */
export function compressionReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0].slice(0, 200) || "unknown error";
}
