import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getResizedImage } from "./resize";
import { getStorage } from "./service";

withTestDatabase();

describe("resized images", () => {
  it("are made at an allowed width, as WebP, and served again from the cache", async () => {
    const png = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#800000" } })
      .png()
      .toBuffer();
    await getStorage().put("products/kurta.png", png, "image/png");
    const first = await getResizedImage(480, "products/kurta.png");
    expect(first?.contentType).toBe("image/webp");
    const meta = await sharp(first!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 480, 600]);
    await getStorage().delete("products/kurta.png");
    expect((await getResizedImage(480, "products/kurta.png"))?.body).toEqual(first!.body);
  });

  it("refuse other widths, unsafe keys, non-images and missing files", async () => {
    expect(await getResizedImage(481, "products/kurta.png")).toBeNull();
    expect(await getResizedImage(480, "../../etc/passwd.png")).toBeNull();
    expect(await getResizedImage(480, "notes.txt")).toBeNull();
    expect(await getResizedImage(480, "missing.webp")).toBeNull();
  });
});
