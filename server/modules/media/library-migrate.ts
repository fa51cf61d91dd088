import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { getDb } from "../../db/client";
import { log } from "../../log";
import { adminTransaction, recordActivity } from "../audit/service";
import { getStorage } from "./current-storage";
import { newLibraryKeys, storageKeyOf } from "./library-files";
import { compressionReason, makeThumbnail } from "./library-image";
import type { LibraryActor } from "./library-upload";
import { imageLibrary } from "./schema";
import type { FileStorage } from "./storage";

export interface ProductImageRef {
  productId: string;
  url: string;
}

export interface MigrationError extends ProductImageRef {
  message: string;
}

export interface MigrationResult {
  migrated: number;
  errors: MigrationError[];
}

export const MIGRATION_MESSAGES = {
  external:
    "This image is not stored by the shop (an outside address); download it and upload it to the library instead.",
  missing: "The file is not in the shop's storage.",
  type: "The file is not a JPEG, PNG, WebP or GIF image.",
  unreadable: "The file could not be read from storage; try again later.",
} as const;

const MIME: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

/** Rows are written in small batches, so a long run keeps what it did if it is cut short. */
const BATCH = 25;

type NewRow = typeof imageLibrary.$inferInsert;

/** Reads a stored product image and makes its thumbnail; a message when it cannot be added. */
async function readProductImage(
  storage: FileStorage,
  url: string,
  actorId: string,
): Promise<NewRow | string> {
  const key = storageKeyOf(storage, url);
  if (!key) return MIGRATION_MESSAGES.external;
  const bytes = await storage.get(key);
  if (!bytes) return MIGRATION_MESSAGES.missing;
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return MIGRATION_MESSAGES.type;
  }
  const mimeType = meta.format ? MIME[meta.format] : undefined;
  if (!mimeType) return MIGRATION_MESSAGES.type;
  let thumbnail: Buffer;
  try {
    thumbnail = await makeThumbnail(bytes);
  } catch (error) {
    return `Failed to compress image: ${compressionReason(error)}`;
  }
  const { thumbnailKey } = newLibraryKeys();
  await storage.put(thumbnailKey, thumbnail, "image/jpeg");
  const filename = path.posix.basename(key);
  return {
    filename,
    originalName: filename,
    filePath: key,
    publicUrl: url,
    thumbnailUrl: storage.publicUrl(thumbnailKey),
    fileSize: bytes.length,
    mimeType,
    width: meta.autoOrient?.width ?? meta.width ?? null,
    height: meta.autoOrient?.height ?? meta.height ?? null,
    purpose: "product",
    tags: [],
    uploadedBy: actorId,
  };
}

/**
 * Spec section 4 (image migration): every product image not yet in the library is added, its size,
 * dimensions and type read from the stored file. Images outside the shop's storage are reported as
 * errors, not recorded: the library only lists files it can measure, thumbnail and delete.
 * Running it again adds nothing new.
 */
export async function migrateProductImages(
  actor: LibraryActor,
  productImages: ProductImageRef[],
): Promise<MigrationResult> {
  const storage = getStorage();
  const known = await getDb()
    .select({ publicUrl: imageLibrary.publicUrl, filePath: imageLibrary.filePath })
    .from(imageLibrary);
  const knownUrls = new Set(known.map((row) => row.publicUrl));
  const knownKeys = new Set(known.map((row) => row.filePath));

  const byUrl = new Map<string, string[]>();
  for (const ref of productImages) {
    if (knownUrls.has(ref.url)) continue;
    byUrl.set(ref.url, [...(byUrl.get(ref.url) ?? []), ref.productId]);
  }

  const errors: MigrationError[] = [];
  let pending: NewRow[] = [];
  let migrated = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    migrated += await insertBatch(actor, pending);
    pending = [];
  };
  for (const [url, productIds] of byUrl) {
    const key = storageKeyOf(storage, url);
    if (key && knownKeys.has(key)) continue;
    const row = await readProductImage(storage, url, actor.id).catch((error: unknown) => {
      log.warn(`product image ${url} could not be read for the library`, error);
      return MIGRATION_MESSAGES.unreadable;
    });
    if (typeof row === "string") {
      errors.push(...productIds.map((productId) => ({ productId, url, message: row })));
      continue;
    }
    knownKeys.add(row.filePath);
    pending.push(row);
    if (pending.length >= BATCH) await flush();
  }
  await flush();
  return { migrated, errors };
}

/** Inserts what another run has not added meanwhile; thumbnails of rows not inserted are removed. */
async function insertBatch(actor: LibraryActor, rows: NewRow[]): Promise<number> {
  const inserted = await adminTransaction(
    async (tx) => {
      const added = await tx
        .insert(imageLibrary)
        .values(rows)
        .onConflictDoNothing()
        .returning({ publicUrl: imageLibrary.publicUrl });
      if (added.length > 0)
        await recordActivity(tx, {
          actor,
          action: "image.migrate",
          entityType: "image",
          entityLabel: "Product images",
          after: { migrated: added.length, images: added.map((row) => row.publicUrl) },
        });
      return new Set(added.map((row) => row.publicUrl));
    },
    { storefront: false },
  );
  const storage = getStorage();
  for (const row of rows) {
    const thumbnailKey = row.thumbnailUrl && storageKeyOf(storage, row.thumbnailUrl);
    if (!inserted.has(row.publicUrl) && thumbnailKey) await storage.delete(thumbnailKey);
  }
  return inserted.size;
}
