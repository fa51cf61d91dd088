import { eq } from "drizzle-orm";
import { IMAGE_MESSAGES, imageDetailsSchema } from "../../../lib/image-library";
import { fieldErrorsOf } from "../../../lib/form-errors";
import { isUuid } from "../../../lib/ids";
import { AppError } from "../../errors";
import { log } from "../../log";
import { adminTransaction, recordActivity } from "../audit/service";
import { getStorage } from "./current-storage";
import { storageKeyOf } from "./library-files";
import { getLibraryImage, type LibraryImage } from "./library-list";
import type { LibraryActor } from "./library-upload";
import { imageUsageMessage, type FindImageUses } from "./library-usage";
import { imageLibrary } from "./schema";

const detailsOf = (image: Pick<LibraryImage, "altText" | "tags" | "purpose">) => ({
  altText: image.altText,
  tags: image.tags,
  purpose: image.purpose,
});

/** Changes an image's alt text, tags and purpose (with an activity row of what changed). */
export async function updateLibraryImage(
  actor: LibraryActor,
  id: string,
  input: { altText?: unknown; tags?: unknown; purpose?: unknown },
): Promise<LibraryImage> {
  const parsed = imageDetailsSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw new AppError("INVALID", Object.values(fieldErrors)[0], fieldErrors);
  }
  if (!isUuid(id)) throw new AppError("NOT_FOUND", IMAGE_MESSAGES.missing);
  return adminTransaction(
    async (tx) => {
      const [before] = await tx.select().from(imageLibrary).where(eq(imageLibrary.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", IMAGE_MESSAGES.missing);
      const [after] = await tx
        .update(imageLibrary)
        .set(parsed.data)
        .where(eq(imageLibrary.id, id))
        .returning();
      await recordActivity(tx, {
        actor,
        action: "image.update",
        entityType: "image",
        entityId: id,
        entityLabel: before.originalName,
        before: detailsOf(before),
        after: detailsOf(after),
      });
      return after;
    },
    { storefront: false },
  );
}

/**
 * Removes an image and its files, refused (CONFLICT, naming where) while a product, category, banner
 * or other record still shows it. `findUses` asks the modules that own those records.
 */
export async function deleteLibraryImage(
  actor: LibraryActor,
  id: string,
  findUses: FindImageUses,
): Promise<void> {
  const image = await getLibraryImage(id);
  if (!image) throw new AppError("NOT_FOUND", IMAGE_MESSAGES.missing);
  const urls = image.thumbnailUrl ? [image.publicUrl, image.thumbnailUrl] : [image.publicUrl];
  const uses = await findUses(urls);
  if (uses.length > 0) throw new AppError("CONFLICT", imageUsageMessage(uses));
  await adminTransaction(
    async (tx) => {
      const [gone] = await tx.delete(imageLibrary).where(eq(imageLibrary.id, id)).returning();
      if (!gone) throw new AppError("NOT_FOUND", IMAGE_MESSAGES.missing);
      await recordActivity(tx, {
        actor,
        action: "image.delete",
        entityType: "image",
        entityId: id,
        entityLabel: gone.originalName,
        before: { publicUrl: gone.publicUrl, fileSize: gone.fileSize, ...detailsOf(gone) },
      });
    },
    { storefront: false },
  );
  // The files go after the row: a failure leaves an unlisted file, never a listed image without one.
  const storage = getStorage();
  const keys = [image.filePath, image.thumbnailUrl && storageKeyOf(storage, image.thumbnailUrl)];
  for (const key of keys) {
    if (!key) continue;
    await storage.delete(key).catch((error: unknown) => log.warn(`image file ${key} was not deleted`, error));
  }
}
