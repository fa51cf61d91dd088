import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../errors";
import { getStorage } from "./current-storage";

/** Spec section 9: uploaded images are under 5 MB (5242880 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  type: "Only JPEG, PNG, and WebP images are allowed",
  size: "File size must be less than 5MB",
  unreadable: "This image could not be read. Please choose another JPEG, PNG or WebP file.",
} as const;

/** What a form's file input gives on the server (a web File). */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type ImageFormat = "jpeg" | "png" | "webp";
const FORMATS: Record<ImageFormat, { ext: string; contentType: string }> = {
  jpeg: { ext: "jpg", contentType: "image/jpeg" },
  png: { ext: "png", contentType: "image/png" },
  webp: { ext: "webp", contentType: "image/webp" },
};

/** An uploaded image, checked by its content and encoded afresh: only pixels survive. */
export interface PreparedImage {
  body: Buffer;
  format: ImageFormat;
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

export interface StoredImage {
  /** Key in file storage, e.g. "category-images/1767225600000-3f9a1c2b7d4e.png". */
  key: string;
  url: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

/** A file input left empty still arrives as a nameless, empty file. */
export function isFileChosen(value: unknown): value is UploadedFile {
  if (!value || typeof value !== "object") return false;
  const file = value as Partial<UploadedFile>;
  return typeof file.arrayBuffer === "function" && typeof file.size === "number" && file.size > 0;
}

// Guards against decompression bombs: a small file that claims a huge canvas.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Checks an upload by what it contains, never by its name or the browser's type (magic bytes, read by
 * sharp), then re-encodes it in the same format, oriented, without metadata and at most `maxSide` pixels
 * on its longer side. Throws AppError INVALID with the spec's messages.
 */
export async function prepareUploadedImage(file: UploadedFile, maxSide = 2400): Promise<PreparedImage> {
  if (file.size >= MAX_UPLOAD_BYTES) throw new AppError("TOO_LARGE", UPLOAD_MESSAGES.size);
  const input = Buffer.from(await file.arrayBuffer());
  if (input.length >= MAX_UPLOAD_BYTES) throw new AppError("TOO_LARGE", UPLOAD_MESSAGES.size);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.type);
  }
  if (format !== "jpeg" && format !== "png" && format !== "webp")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.type);
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
    const encoded =
      format === "jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, format, ...FORMATS[format], width: info.width, height: info.height };
  } catch {
    throw new AppError("INVALID", UPLOAD_MESSAGES.unreadable);
  }
}

const BUCKET = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spec section 7: a unique name of timestamp, random text and the (checked) extension. */
export function uniqueImageKey(bucket: string, ext: string): string {
  if (!BUCKET.test(bucket)) throw new Error(`Invalid storage bucket name: ${bucket}`);
  return `${bucket}/${Date.now()}-${randomBytes(6).toString("hex")}.${ext}`;
}

/** Writes a prepared image under `bucket/` (a folder locally, a key prefix on S3) and returns its URL. */
export async function storePreparedImage(bucket: string, image: PreparedImage): Promise<StoredImage> {
  const key = uniqueImageKey(bucket, image.ext);
  const storage = getStorage();
  await storage.put(key, image.body, image.contentType);
  return {
    key,
    url: storage.publicUrl(key),
    contentType: image.contentType,
    bytes: image.body.length,
    width: image.width,
    height: image.height,
  };
}

/** Checks, re-encodes and stores one uploaded image (see prepareUploadedImage). */
export async function storeUploadedImage(
  bucket: string,
  file: UploadedFile,
  options: { maxSide?: number } = {},
): Promise<StoredImage> {
  return storePreparedImage(bucket, await prepareUploadedImage(file, options.maxSide));
}

/** Removes a file written by storeUploadedImage (e.g. when the record that would use it was refused). */
export async function deleteStoredImage(key: string): Promise<void> {
  await getStorage().delete(key);
}
