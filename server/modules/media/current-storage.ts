import path from "node:path";
import { getEnv } from "../../config/env";
import { singleton } from "../../singleton";
import { type FileStorage, localStorage, s3Storage } from "./storage";

const state = singleton("storage", () => ({ storage: undefined as FileStorage | undefined }));

/** S3-compatible storage when S3_BUCKET is configured, otherwise DATA_DIR/uploads served at /uploads. */
export function getStorage(): FileStorage {
  if (!state.storage) {
    const env = getEnv();
    state.storage =
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? s3Storage({
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL,
          })
        : localStorage(localUploadsDir());
  }
  return state.storage;
}

export function localUploadsDir(): string {
  return path.join(getEnv().dataDir, "uploads");
}

export function setStorage(storage: FileStorage | undefined): void {
  state.storage = storage;
}
