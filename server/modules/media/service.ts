/** The media module's door: file storage (local folder or S3) and resized images. */
export { getStorage, localUploadsDir, setStorage } from "./current-storage";
export { getResizedImage, type ResizedImage } from "./resize";
export type { FileStorage } from "./storage";
export {
  deleteStoredImage,
  isFileChosen,
  MAX_UPLOAD_BYTES,
  prepareUploadedImage,
  type PreparedImage,
  storePreparedImage,
  type StoredImage,
  storeUploadedImage,
  UPLOAD_MESSAGES,
  type UploadedFile,
} from "./uploads";
export {
  getLibraryImage,
  type LibraryFilters,
  type LibraryImage,
  type LibraryPage,
  type LibraryStats,
  libraryStats,
  listLibraryImages,
} from "./library-list";
export { type LibraryActor, type LibraryUploadOptions, uploadLibraryImage } from "./library-upload";
export { deleteLibraryImage, updateLibraryImage } from "./library-edit";
export { type FindImageUses, type ImageUse, imageUsageMessage } from "./library-usage";
export {
  MIGRATION_MESSAGES,
  type MigrationError,
  type MigrationResult,
  migrateProductImages,
  type ProductImageRef,
} from "./library-migrate";
export { storageKeyOf } from "./library-files";
