import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageDetailsSchema, parseTags } from "../../../lib/image-library";
import { cleanOriginalName, storageKeyOf } from "./library-files";
import { compressLibraryImage, libraryImageFormat } from "./library-image";
import { imageUsageMessage } from "./library-usage";
import { localStorage, s3Storage } from "./storage";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#80000080" } });

describe("the library's image checks", () => {
  it("know JPEG, PNG and WebP by their content", async () => {
    expect(await libraryImageFormat(await picture(20, 10).jpeg().toBuffer())).toBe("jpeg");
    expect(await libraryImageFormat(await picture(20, 10).png().toBuffer())).toBe("png");
    expect(await libraryImageFormat(await picture(20, 10).webp().toBuffer())).toBe("webp");
  });

  it("refuse text, SVG (which can carry script), GIF, TIFF and a PNG header on other bytes", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>';
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const bytes of [
      Buffer.from("just some text, named photo.jpg"),
      Buffer.from(svg),
      await picture(20, 10).gif().toBuffer(),
      await picture(20, 10).tiff().toBuffer(),
      Buffer.concat([pngHeader, Buffer.from("<?php system($_GET['c']); ?>")]),
      Buffer.alloc(0),
    ]) {
      expect(await libraryImageFormat(bytes)).toBeNull();
    }
  });

  it("compress to WebP inside 1920x1080 without enlarging, with a 300x300 JPEG thumbnail", async () => {
    const big = await compressLibraryImage(await picture(4000, 3000).png().toBuffer());
    expect([big.width, big.height]).toEqual([1440, 1080]);
    const meta = await sharp(big.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1440, 1080]);
    const thumb = await sharp(big.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["jpeg", 300, 300]);

    const wide = await compressLibraryImage(await picture(3840, 1000).jpeg().toBuffer());
    expect([wide.width, wide.height]).toEqual([1920, 500]);
    const small = await compressLibraryImage(await picture(640, 480).jpeg().toBuffer());
    expect([small.width, small.height]).toEqual([640, 480]);
  });

  it("fail with sharp's reason on a cut-off file", async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    await expect(compressLibraryImage(jpeg.subarray(0, 200))).rejects.toThrow(/JPEG/i);
  });
});

describe("the library's names and URLs", () => {
  it("keep only the file name people gave, without folders or control characters", () => {
    expect(cleanOriginalName("C:\\photos\\red\u0000 lehenga.png")).toBe("red lehenga.png");
    expect(cleanOriginalName("../../etc/passwd")).toBe("passwd");
    expect(cleanOriginalName("  ")).toBe("image");
  });

  it("find the storage key behind the storage's own URLs only", () => {
    const local = localStorage("/tmp/nowhere");
    expect(storageKeyOf(local, "/uploads/seed/products/a-1.webp")).toBe("seed/products/a-1.webp");
    expect(storageKeyOf(local, "/uploads/../secret.webp")).toBeNull();
    expect(storageKeyOf(local, "https://cdn.example.com/a.webp")).toBeNull();
    expect(storageKeyOf(local, "data:image/png;base64,AAAA")).toBeNull();
    const s3 = s3Storage({
      bucket: "shop",
      publicUrl: "https://cdn.shop.in",
      accessKeyId: "a",
      secretAccessKey: "b",
    });
    expect(storageKeyOf(s3, "https://cdn.shop.in/library/x.webp")).toBe("library/x.webp");
    expect(storageKeyOf(s3, "/uploads/library/x.webp")).toBeNull();
  });
});

describe("the image details form", () => {
  it("reads tags from commas, trimmed, without empty ones or repeats in another case", () => {
    expect(parseTags(" Silk, bridal ,,SILK, red  lehenga ")).toEqual(["Silk", "bridal", "red lehenga"]);
    expect(parseTags(["a", 3, "b"])).toEqual(["a", "b"]);
    expect(parseTags(undefined)).toEqual([]);
  });

  it("gives clear messages for too many or too long tags, long alt text and unknown purposes", () => {
    const issue = (input: object) => {
      const parsed = imageDetailsSchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    expect(issue({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") })).toBe(
      "Add at most 20 tags.",
    );
    expect(issue({ tags: "x".repeat(41) })).toBe("Each tag can be at most 40 characters.");
    expect(issue({ altText: "a".repeat(251) })).toBe("Alt text can be at most 250 characters.");
    expect(issue({ purpose: "Robert'); drop table" })).toBe("Choose what the image is for.");
    expect(imageDetailsSchema.parse({ altText: "  ", purpose: "" })).toEqual({
      altText: null,
      tags: [],
      purpose: "product",
    });
  });
});

describe("the message when an image is still used", () => {
  it("names the records, and counts the rest when there are many", () => {
    expect(
      imageUsageMessage([
        { kind: "product", name: "Red Silk Lehenga" },
        { kind: "category", name: "Festive" },
      ]),
    ).toBe('This image is used by product "Red Silk Lehenga" and category "Festive". Remove it there first.');
    expect(imageUsageMessage([{ kind: "banner", name: "Diwali" }])).toBe(
      'This image is used by banner "Diwali". Remove it there first.',
    );
    const many = Array.from({ length: 7 }, (_, i) => ({ kind: "product", name: `Saree ${i + 1}` }));
    expect(imageUsageMessage(many)).toBe(
      'This image is used by product "Saree 1", product "Saree 2", product "Saree 3", product "Saree 4" and 3 more. Remove it there first.',
    );
  });
});
