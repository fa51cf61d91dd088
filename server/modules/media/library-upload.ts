import { IMAGE_MESSAGES, imageDetailsSchema, MAX_IMAGE_BYTES } from "../../../lib/image-library";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { getStorage } from "./current-storage";
import { cleanOriginalName, newLibraryKeys } from "./library-files";
import { compressionReason, compressLibraryImage, libraryImageFormat } from "./library-image";
import type { LibraryImage } from "./library-list";
import { imageLibrary } from "./schema";

export interface LibraryActor {
  id: string;
  email: string;
}

export interface LibraryUploadOptions {
  /** The file's number in the admin's selection, for 'File N: ...' messages (1 when absent). */
  index?: number;
  purpose?: unknown;
  tags?: unknown;
  altText?: unknown;
}

const fileNumber = (index: number | undefined) =>
  index !== undefined && Number.isSafeInteger(index) && index > 0 ? index : 1;

/**
 * Adds one image to the library: checked by its content (never its name), under 5 MB, compressed to
 * WebP with a JPEG thumbnail (spec sections 5 and 9), stored, and recorded with an activity row.
 * Throws AppError INVALID with the spec's 'File N: ...' messages; nothing is stored then.
 */
export async function uploadLibraryImage(
  actor: LibraryActor,
  file: { name: string; bytes: Uint8Array },
  options: LibraryUploadOptions = {},
): Promise<LibraryImage> {
  const n = fileNumber(options.index);
  const details = imageDetailsSchema.safeParse(options);
  if (!details.success) throw new AppError("INVALID", `File ${n}: ${details.error.issues[0].message}`);
  if (file.bytes.length >= MAX_IMAGE_BYTES) throw new AppError("INVALID", IMAGE_MESSAGES.size(n));
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  if (!(await libraryImageFormat(bytes))) throw new AppError("INVALID", IMAGE_MESSAGES.type(n));
  let image;
  try {
    image = await compressLibraryImage(bytes);
  } catch (error) {
    throw new AppError("INVALID", IMAGE_MESSAGES.compress(n, compressionReason(error)));
  }

  const storage = getStorage();
  const { key, thumbnailKey, filename } = newLibraryKeys();
  await storage.put(key, image.body, "image/webp");
  await storage.put(thumbnailKey, image.thumbnail, "image/jpeg");
  const values = {
    filename,
    originalName: cleanOriginalName(file.name),
    filePath: key,
    publicUrl: storage.publicUrl(key),
    thumbnailUrl: storage.publicUrl(thumbnailKey),
    fileSize: image.body.length,
    mimeType: "image/webp",
    width: image.width,
    height: image.height,
    ...details.data,
    uploadedBy: actor.id,
  };
  try {
    return await adminTransaction(
      async (tx) => {
        const [row] = await tx.insert(imageLibrary).values(values).returning();
        const { uploadedBy: _, filePath: __, ...after } = values;
        await recordActivity(tx, {
          actor,
          action: "image.upload",
          entityType: "image",
          entityId: row.id,
          entityLabel: row.originalName,
          after,
        });
        return row;
      },
      // Nothing a shopper sees changes until a product, category or banner uses the image.
      { storefront: false },
    );
  } catch (error) {
    await Promise.allSettled([storage.delete(key), storage.delete(thumbnailKey)]);
    throw error;
  }
}
