import sharp from "sharp";
import type { FileStorage } from "../../server/modules/media/service";

export interface ImageJob {
  key: string;
  svg: () => string;
  width: number;
}

/** Renders SVG art to WebP in storage, two at a time (sharp already uses the other cores). */
export async function renderImages(storage: FileStorage, jobs: ImageJob[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const webp = await sharp(Buffer.from(job.svg()))
        .resize({ width: job.width })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(job.key, webp, "image/webp");
    }
  };
  await Promise.all([worker(), worker()]);
}
