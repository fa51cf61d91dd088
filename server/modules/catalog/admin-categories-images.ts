import { AppError } from "../../errors";
import {
  deleteStoredImage,
  isFileChosen,
  type PreparedImage,
  prepareUploadedImage,
  storePreparedImage,
} from "../media/service";

/** Spec section 7: category images and icons have buckets of their own (folders in our storage). */
export const CATEGORY_IMAGE_SLOTS = {
  image: { column: "imageUrl", bucket: "category-images", maxSide: 2400 },
  bannerImage: { column: "bannerImageUrl", bucket: "category-images", maxSide: 2400 },
  icon: { column: "iconUrl", bucket: "category-icons", maxSide: 512 },
} as const;

export type CategoryImageSlot = keyof typeof CATEGORY_IMAGE_SLOTS;
type Column = (typeof CATEGORY_IMAGE_SLOTS)[CategoryImageSlot]["column"];
const SLOTS = Object.keys(CATEGORY_IMAGE_SLOTS) as CategoryImageSlot[];

/** Files from the form (a web File each, or nothing) and the "remove" boxes ticked. */
export interface CategoryImageInput {
  files?: Partial<Record<CategoryImageSlot, unknown>>;
  remove?: Partial<Record<CategoryImageSlot, boolean>>;
}

export interface PreparedCategoryImages {
  images: Partial<Record<CategoryImageSlot, PreparedImage>>;
  /** Messages by form field (image, bannerImage, icon). */
  fieldErrors: Record<string, string>;
}

/** Checks every chosen file (by content) before anything is written, so all problems show at once. */
export async function prepareCategoryImages(input: CategoryImageInput): Promise<PreparedCategoryImages> {
  const result: PreparedCategoryImages = { images: {}, fieldErrors: {} };
  for (const slot of SLOTS) {
    const file = input.files?.[slot];
    if (!isFileChosen(file)) continue;
    try {
      result.images[slot] = await prepareUploadedImage(file, CATEGORY_IMAGE_SLOTS[slot].maxSide);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.fieldErrors[slot] = error.message;
    }
  }
  return result;
}

/** Writes the prepared images; returns the column values to save and a way to undo the writes. */
export async function storeCategoryImages(
  prepared: PreparedCategoryImages["images"],
  remove: CategoryImageInput["remove"] = {},
): Promise<{ columns: Partial<Record<Column, string | null>>; undo: () => Promise<void> }> {
  const columns: Partial<Record<Column, string | null>> = {};
  const keys: string[] = [];
  const undo = async () => {
    await Promise.all(keys.map((key) => deleteStoredImage(key).catch(() => undefined)));
  };
  try {
    for (const slot of SLOTS) {
      const { column, bucket } = CATEGORY_IMAGE_SLOTS[slot];
      const image = prepared[slot];
      if (image) {
        const stored = await storePreparedImage(bucket, image);
        keys.push(stored.key);
        columns[column] = stored.url;
      } else if (remove[slot]) {
        columns[column] = null;
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { columns, undo };
}
