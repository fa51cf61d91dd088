import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../../tests/fakes/s3-server";
import { type FileStorage, localStorage, s3Storage } from "./storage";

function behavesAsStorage(
  name: string,
  make: () => Promise<{ storage: FileStorage; done: () => Promise<void> }>,
) {
  describe(name, () => {
    let storage: FileStorage;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, done } = await make());
    });
    afterAll(() => done());

    it("stores, reads back and deletes a file", async () => {
      const body = Buffer.from("webp bytes");
      await storage.put("products/kurta-1.webp", body, "image/webp");
      expect(await storage.exists("products/kurta-1.webp")).toBe(true);
      expect(await storage.get("products/kurta-1.webp")).toEqual(body);
      await storage.delete("products/kurta-1.webp");
      expect(await storage.exists("products/kurta-1.webp")).toBe(false);
      expect(await storage.get("products/kurta-1.webp")).toBeNull();
    });

    it("refuses keys that would escape the storage root", async () => {
      for (const key of ["../secret", "/etc/passwd", "a/../../b"]) {
        await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
      }
    });
  });
}

behavesAsStorage("local folder storage", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-storage-"));
  const storage = localStorage(root);
  return { storage, done: async () => fs.rmSync(root, { recursive: true, force: true }) };
});

behavesAsStorage("S3-compatible storage", async () => {
  const s3 = await startFakeS3();
  const storage = s3Storage({
    bucket: "shop",
    endpoint: s3.endpoint,
    region: "ap-south-1",
    accessKeyId: "test",
    secretAccessKey: "test",
  });
  return { storage, done: s3.close };
});

describe("public URLs", () => {
  it("are under /uploads for the local folder and under the bucket for S3", () => {
    expect(localStorage("/tmp/x").publicUrl("seed/logo.webp")).toBe("/uploads/seed/logo.webp");
    const s3 = s3Storage({
      bucket: "shop",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "a",
      secretAccessKey: "b",
    });
    expect(s3.publicUrl("seed/logo.webp")).toBe("http://127.0.0.1:9000/shop/seed/logo.webp");
    const cdn = s3Storage({
      bucket: "shop",
      accessKeyId: "a",
      secretAccessKey: "b",
      publicUrl: "https://cdn.shop.in/",
    });
    expect(cdn.publicUrl("x.webp")).toBe("https://cdn.shop.in/x.webp");
  });
});
