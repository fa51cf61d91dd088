/** The media module's door: file storage (local folder or S3) and resized images. */
export { getStorage, localUploadsDir, setStorage } from "./current-storage";
export { getResizedImage, type ResizedImage } from "./resize";
export type { FileStorage } from "./storage";
