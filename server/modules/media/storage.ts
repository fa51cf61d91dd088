import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type * as S3 from "@aws-sdk/client-s3";

/** Where uploaded files, generated images and invoice PDFs live. Keys are relative paths like "products/x.webp". */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const CACHE_CONTROL = "public, max-age=3600";

export function assertSafeKey(key: string): string {
  const normalised = path.posix.normalize(key.replace(/\\/g, "/"));
  if (
    normalised.startsWith("/") ||
    normalised.startsWith("..") ||
    normalised.includes("\0") ||
    normalised === "."
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return normalised;
}

export function localStorage(root: string, urlPrefix = "/uploads"): FileStorage {
  const full = (key: string) => path.join(root, assertSafeKey(key));
  return {
    kind: "local",
    async put(key, body) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const temp = `${target}.${process.pid}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await fs.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    publicUrl: (key) => `${urlPrefix}/${assertSafeKey(key)}`,
  };
}

export interface S3Options {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the public reads files from (CDN or bucket website); defaults to the endpoint path. */
  publicUrl?: string;
}

export function s3Storage(options: S3Options): FileStorage {
  // The SDK is loaded on first use (about 25 MB in each serving process), then kept with its client.
  let loaded: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region ?? "auto",
        endpoint: options.endpoint,
        forcePathStyle: Boolean(options.endpoint),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    })));
  const Bucket = options.bucket;
  const base =
    options.publicUrl?.replace(/\/+$/, "") ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/+$/, "")}/${Bucket}`
      : `https://${Bucket}.s3.${options.region ?? "us-east-1"}.amazonaws.com`);
  const isMissing = (error: unknown, { NoSuchKey, NotFound }: typeof S3) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      const { sdk, client } = await s3();
      try {
        const result = await client.send(new sdk.GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return result.Body ? Buffer.from(await result.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error, sdk)) return null;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error, sdk)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    publicUrl: (key) => `${base}/${assertSafeKey(key)}`,
  };
}
