import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { listActivity } from "../audit/service";
import { categories, products } from "../catalog/schema";
import { findCatalogImageUsage } from "../catalog/service";
import { banners } from "../content/schema";
import { findContentImageUsage } from "../content/service";
import {
  deleteLibraryImage,
  getLibraryImage,
  libraryStats,
  listLibraryImages,
  updateLibraryImage,
  uploadLibraryImage,
} from "./service";
import { imageLibrary } from "./schema";

const context = withTestDatabase();

let actor = { id: "", email: "meera@example.com" };
beforeAll(async () => {
  actor = { ...actor, id: (await registeredAccount(actor.email, "staff")).userId };
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a0522d" } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1e3a8a" } })
    .jpeg()
    .toBuffer();
const stored = (url: string) => path.join(context.dataDir, "uploads", url.replace(/^\/uploads\//, ""));
const libraryFiles = () => {
  const dir = path.join(context.dataDir, "uploads", "library");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
};
const rowCount = async () => (await getDb().select().from(imageLibrary)).length;
const findUses = async (urls: string[]) =>
  (await Promise.all([findCatalogImageUsage(urls), findContentImageUsage(urls)])).flat();
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, message: error.message } : error),
  );

describe("uploading to the image library", () => {
  it("stores a PNG as WebP inside 1920x1080, with a 300x300 JPEG thumbnail and its real size", async () => {
    const image = await uploadLibraryImage(
      actor,
      { name: "C:\\fakepath\\Red Silk Lehenga.png", bytes: await png(3000, 2000) },
      { purpose: "product", tags: "silk, bridal", altText: "Red silk lehenga with zari border" },
    );
    expect(image).toMatchObject({
      originalName: "Red Silk Lehenga.png",
      mimeType: "image/webp",
      width: 1620,
      height: 1080,
      purpose: "product",
      tags: ["silk", "bridal"],
      altText: "Red silk lehenga with zari border",
      uploadedBy: actor.id,
    });
    expect(image.publicUrl).toMatch(/^\/uploads\/library\/\d+-[0-9a-f]{12}\.webp$/);
    const body = fs.readFileSync(stored(image.publicUrl));
    expect(image.fileSize).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1620, 1080]);
    const thumb = await sharp(fs.readFileSync(stored(image.thumbnailUrl!))).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["jpeg", 300, 300]);

    const { rows } = await listActivity({ entityType: "image" });
    expect(rows[0]).toMatchObject({
      action: "image.upload",
      actorEmail: actor.email,
      entityId: image.id,
      entityLabel: "Red Silk Lehenga.png",
    });
    expect(rows[0].changes.publicUrl?.after).toBe(image.publicUrl);
  });

  it("keeps a small JPEG at its own size", async () => {
    const image = await uploadLibraryImage(actor, { name: "kurta.jpg", bytes: await jpeg(800, 600) });
    expect([image.width, image.height, image.purpose, image.tags, image.altText]).toEqual([
      800,
      600,
      "product",
      [],
      null,
    ]);
  });

  it("refuses a file named .jpg whose content is text, and stores nothing", async () => {
    const [rows, files] = [await rowCount(), libraryFiles()];
    const text = new TextEncoder().encode("#!/bin/sh\necho this is not a photo\n");
    expect(
      await failure(uploadLibraryImage(actor, { name: "saree.jpg", bytes: text }, { index: 3 })),
    ).toEqual({
      code: "INVALID",
      message: "File 3: Only JPEG, PNG, and WebP images are allowed",
    });
    expect([await rowCount(), libraryFiles()]).toEqual([rows, files]);
  });

  it("refuses a file of 5 MB or more, and stores nothing", async () => {
    const [rows, files] = [await rowCount(), libraryFiles()];
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5_242_880)]);
    expect(await failure(uploadLibraryImage(actor, { name: "big.png", bytes: big }, { index: 2 }))).toEqual({
      code: "INVALID",
      message: "File 2: File size must be less than 5MB",
    });
    expect([await rowCount(), libraryFiles()]).toEqual([rows, files]);
  });

  it("refuses a cut-off image with the compression message, and bad details with theirs", async () => {
    const cut = (await jpeg(400, 300)).subarray(0, 300);
    const refused = await failure(uploadLibraryImage(actor, { name: "cut.jpg", bytes: cut }, { index: 4 }));
    expect(refused).toMatchObject({ code: "INVALID" });
    expect((refused as { message: string }).message).toMatch(/^File 4: Failed to compress image: .+/);
    expect(
      await failure(
        uploadLibraryImage(actor, { name: "a.png", bytes: await png(5, 5) }, { tags: "x".repeat(41) }),
      ),
    ).toEqual({ code: "INVALID", message: "File 1: Each tag can be at most 40 characters." });
  });
});

describe("listing the library", () => {
  beforeAll(async () => {
    // Older entries for paging: real rows as a migration would leave them.
    await getDb()
      .insert(imageLibrary)
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          filename: `old-${i}.webp`,
          originalName: `Banner art ${i}.webp`,
          filePath: `old/old-${i}.webp`,
          publicUrl: `/uploads/old/old-${i}.webp`,
          fileSize: 1000,
          mimeType: i % 3 === 0 ? "image/jpeg" : "image/webp",
          purpose: "banner",
          tags: i === 5 ? ["Diwali"] : [],
          createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
        })),
      );
  });

  it("shows 20 a page, newest first, with the total", async () => {
    const first = await listLibraryImages({});
    expect([first.total, first.page, first.pageCount, first.images.length]).toEqual([23, 1, 2, 20]);
    expect(first.images[0].originalName).toBe("kurta.jpg");
    const second = await listLibraryImages({ page: 2 });
    expect(second.images.map((i) => i.originalName)).toEqual([
      "Banner art 2.webp",
      "Banner art 1.webp",
      "Banner art 0.webp",
    ]);
    expect((await listLibraryImages({ page: 99 })).page).toBe(2);
    expect((await listLibraryImages({ page: -1 })).page).toBe(1);
  });

  it("searches names, alt text and tags, and filters by purpose and tag", async () => {
    expect((await listLibraryImages({ q: "lehenga" })).images.map((i) => i.originalName)).toEqual([
      "Red Silk Lehenga.png",
    ]);
    expect((await listLibraryImages({ q: "BRIDAL" })).total).toBe(1);
    expect((await listLibraryImages({ q: "zari border" })).total).toBe(1);
    expect((await listLibraryImages({ q: "old-1" })).total).toBe(11);
    expect((await listLibraryImages({ q: "100%_" })).total).toBe(0);
    expect((await listLibraryImages({ purpose: "banner" })).total).toBe(21);
    expect((await listLibraryImages({ purpose: "banner", q: "lehenga" })).total).toBe(0);
    expect((await listLibraryImages({ tag: "diwali" })).images.map((i) => i.filename)).toEqual([
      "old-5.webp",
    ]);
  });

  it("counts images, their size, by type and by purpose", async () => {
    const stats = await libraryStats();
    const rows = await getDb().select().from(imageLibrary);
    expect(stats.count).toBe(23);
    expect(stats.totalSize).toBe(rows.reduce((n, r) => n + r.fileSize, 0));
    expect(stats.byType).toEqual([
      { mimeType: "image/webp", count: 16, size: expect.any(Number) },
      { mimeType: "image/jpeg", count: 7, size: 7000 },
    ]);
    expect(stats.byPurpose).toEqual([
      { purpose: "banner", count: 21 },
      { purpose: "product", count: 2 },
    ]);
  });
});

describe("editing and deleting library images", () => {
  it("updates alt text, tags and purpose with an activity row of what changed", async () => {
    const [image] = (await listLibraryImages({ q: "kurta" })).images;
    const updated = await updateLibraryImage(actor, image.id, {
      altText: "Blue cotton kurta",
      tags: "cotton, blue",
      purpose: "category",
    });
    expect([updated.altText, updated.tags, updated.purpose]).toEqual([
      "Blue cotton kurta",
      ["cotton", "blue"],
      "category",
    ]);
    const [row] = (await listActivity({ entityType: "image" })).rows;
    expect(row).toMatchObject({ action: "image.update", entityId: image.id, entityLabel: "kurta.jpg" });
    expect(row.changes).toEqual({
      altText: { before: null, after: "Blue cotton kurta" },
      tags: { before: [], after: ["cotton", "blue"] },
      purpose: { before: "product", after: "category" },
    });
  });

  it("answers unknown images and bad details with clear messages", async () => {
    expect(await failure(updateLibraryImage(actor, "not-a-uuid", {}))).toEqual({
      code: "NOT_FOUND",
      message: "This image is no longer in the library.",
    });
    const [image] = (await listLibraryImages({ q: "kurta" })).images;
    expect(await failure(updateLibraryImage(actor, image.id, { purpose: "Bad Purpose" }))).toEqual({
      code: "INVALID",
      message: "Choose what the image is for.",
    });
    expect(await failure(deleteLibraryImage(actor, crypto.randomUUID(), findUses))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("refuses to delete an image a product, a category or a banner shows, naming them", async () => {
    const image = await uploadLibraryImage(actor, { name: "festive.png", bytes: await png(600, 600) });
    const category = await createCategory("Festive");
    const { product } = await createProduct({
      name: "Red Silk Lehenga",
      categoryId: category.id,
      priceRupees: 4999,
    });
    await getDb()
      .update(products)
      .set({ imageUrls: [...product.imageUrls, image.publicUrl] })
      .where(eq(products.id, product.id));
    await getDb().update(categories).set({ iconUrl: image.publicUrl }).where(eq(categories.id, category.id));
    expect(await failure(deleteLibraryImage(actor, image.id, findUses))).toEqual({
      code: "CONFLICT",
      message:
        'This image is used by product "Red Silk Lehenga" and category "Festive". Remove it there first.',
    });

    await getDb().update(products).set({ imageUrls: product.imageUrls }).where(eq(products.id, product.id));
    await getDb().update(categories).set({ iconUrl: null }).where(eq(categories.id, category.id));
    await getDb().insert(banners).values({ imageUrl: image.publicUrl, title: "Diwali Sale" });
    expect(await failure(deleteLibraryImage(actor, image.id, findUses))).toEqual({
      code: "CONFLICT",
      message: 'This image is used by banner "Diwali Sale". Remove it there first.',
    });
    expect(await getLibraryImage(image.id)).not.toBeNull();
    expect(fs.existsSync(stored(image.publicUrl))).toBe(true);

    await getDb().delete(banners).where(eq(banners.imageUrl, image.publicUrl));
    await deleteLibraryImage(actor, image.id, findUses);
    expect(await getLibraryImage(image.id)).toBeNull();
    expect(fs.existsSync(stored(image.publicUrl))).toBe(false);
    expect(fs.existsSync(stored(image.thumbnailUrl!))).toBe(false);
    const [row] = (await listActivity({ entityType: "image" })).rows;
    expect(row).toMatchObject({ action: "image.delete", entityId: image.id, entityLabel: "festive.png" });
  });
});
