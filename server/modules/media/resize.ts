import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "../../../lib/images";
import { getEnv } from "../../config/env";
import { getStorage } from "./current-storage";
import { assertSafeKey } from "./storage";

export interface ResizedImage {
  body: Buffer;
  contentType: string;
}

/**
 * A WebP copy of a stored image at one of the allowed widths, made once and cached on disk.
 * Null when the width is not allowed, the key is unsafe or the image does not exist.
 */
export async function getResizedImage(width: number, key: string): Promise<ResizedImage | null> {
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  let safeKey: string;
  try {
    safeKey = assertSafeKey(key);
  } catch {
    return null;
  }
  if (!/\.(webp|png|jpe?g|gif)$/i.test(safeKey)) return null;
  const cacheFile = path.join(getEnv().dataDir, "cache", "images", String(width), `${safeKey}.webp`);
  try {
    return { body: await fs.readFile(cacheFile), contentType: "image/webp" };
  } catch {
    // Not cached yet.
  }
  const original = await getStorage().get(safeKey);
  if (!original) return null;
  const body = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  await fs.mkdir(path.dirname(cacheFile), { recursive: true });
  const temp = `${cacheFile}.${process.pid}.tmp`;
  await fs.writeFile(temp, body);
  await fs.rename(temp, cacheFile);
  return { body, contentType: "image/webp" };
}
