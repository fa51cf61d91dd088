import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { AppError } from "../../errors";
import { getStorage } from "./current-storage";
import { isFileChosen, MAX_UPLOAD_BYTES, storeUploadedImage, UPLOAD_MESSAGES } from "./uploads";

withTestDatabase();

const pixels = (format: "png" | "jpeg" | "webp") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#a0522d" } })
    .toFormat(format)
    .toBuffer();

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error("the upload was accepted");
}

describe("storeUploadedImage", () => {
  it("refuses a file named .jpg whose content is text, whatever the browser said", async () => {
    const fake = new File(["<?php system($_GET['c']); ?>"], "photo.jpg", { type: "image/jpeg" });
    expect(await refusal(storeUploadedImage("category-images", fake))).toBe(UPLOAD_MESSAGES.type);
  });

  it("refuses an SVG (script-capable) even when it is named .png", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
    const file = new File([svg], "icon.png", { type: "image/png" });
    expect(await refusal(storeUploadedImage("category-icons", file))).toBe(UPLOAD_MESSAGES.type);
  });

  it("refuses a file of 5 MB or more", async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES)], "big.png", { type: "image/png" });
    expect(await refusal(storeUploadedImage("category-images", big))).toBe(UPLOAD_MESSAGES.size);
  });

  it("stores a real PNG re-encoded, under a unique timestamp-random name with the checked extension", async () => {
    // A PNG carrying a text chunk (where a payload could hide); only the pixels may survive.
    const original = await sharp(await pixels("png"))
      .withMetadata({ exif: { IFD0: { ImageDescription: "<script>alert(1)</script>" } } })
      .png()
      .toBuffer();
    expect(original.includes("<script>")).toBe(true);
    const file = new File([new Uint8Array(original)], "Mandala Icon.JPEG", { type: "image/jpeg" });
    const stored = await storeUploadedImage("category-icons", file);
    expect(stored.key).toMatch(/^category-icons\/\d{13}-[0-9a-f]{12}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(stored).toMatchObject({ contentType: "image/png", width: 40, height: 30 });
    const body = (await getStorage().get(stored.key))!;
    expect(body.includes("<script>")).toBe(false);
    expect((await sharp(body).metadata()).format).toBe("png");

    const again = await storeUploadedImage("category-icons", file);
    expect(again.key).not.toBe(stored.key);
  });

  it("keeps JPEG and WebP in their own format, shrunk to the longest side allowed", async () => {
    const jpeg = await storeUploadedImage(
      "category-images",
      new File([new Uint8Array(await pixels("jpeg"))], "a.png"),
    );
    expect(jpeg.key).toMatch(/\.jpg$/);
    const webp = await storeUploadedImage(
      "category-images",
      new File([new Uint8Array(await pixels("webp"))], "b"),
      {
        maxSide: 20,
      },
    );
    expect(webp).toMatchObject({ contentType: "image/webp", width: 20, height: 15 });
  });

  it("treats an empty file input as no file", () => {
    expect(isFileChosen(new File([], ""))).toBe(false);
    expect(isFileChosen("")).toBe(false);
    expect(isFileChosen(null)).toBe(false);
    expect(isFileChosen(new File(["x"], "x.png"))).toBe(true);
  });
});
