import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { listActivity } from "../audit/service";
import { products } from "../catalog/schema";
import { listProductImageUrls } from "../catalog/service";
import { imageLibrary } from "./schema";
import { getStorage, MIGRATION_MESSAGES, migrateProductImages } from "./service";

const context = withTestDatabase();

let actor = { id: "", email: "ravi@example.com" };
const EXTERNAL = "https://images.example.com/saree.jpg";
const url = (name: string) => `/uploads/test/${name}`;
const ids: string[] = [];

beforeAll(async () => {
  actor = { ...actor, id: (await registeredAccount(actor.email, "admin")).userId };
  const category = await createCategory("Sarees");
  const images = [
    [url("a.webp"), EXTERNAL],
    [url("shared.webp"), url("b.png")],
    [url("shared.webp")],
    [url("missing.webp")],
    [url("notes.webp"), url("already.webp")],
  ];
  for (const [i, imageUrls] of images.entries()) {
    const { product } = await createProduct({
      name: `Saree ${i + 1}`,
      categoryId: category.id,
      priceRupees: 999,
    });
    await getDb().update(products).set({ imageUrls }).where(eq(products.id, product.id));
    ids.push(product.id);
  }
  const storage = getStorage();
  const art = sharp({ create: { width: 960, height: 1200, channels: 3, background: "#7f1d1d" } });
  await storage.put("test/a.webp", await art.clone().webp().toBuffer(), "image/webp");
  await storage.put("test/shared.webp", await art.clone().webp().toBuffer(), "image/webp");
  await storage.put("test/b.png", await art.clone().resize(500, 400).png().toBuffer(), "image/png");
  await storage.put("test/notes.webp", Buffer.from("not a picture at all"), "image/webp");
  await storage.put("test/already.webp", await art.clone().webp().toBuffer(), "image/webp");
  // Already in the library (uploaded earlier): left as it is.
  await getDb()
    .insert(imageLibrary)
    .values({
      filename: "already.webp",
      originalName: "already.webp",
      filePath: "test/already.webp",
      publicUrl: url("already.webp"),
      fileSize: 1,
      mimeType: "image/webp",
    });
});

describe("adding product images to the library", () => {
  it("adds each stored product image once, measured from its file, and reports the rest", async () => {
    const result = await migrateProductImages(actor, await listProductImageUrls());
    expect(result.migrated).toBe(3);
    const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);
    expect([...result.errors].sort(byUrl)).toEqual([
      { productId: ids[3], url: url("missing.webp"), message: MIGRATION_MESSAGES.missing },
      { productId: ids[4], url: url("notes.webp"), message: MIGRATION_MESSAGES.type },
      { productId: ids[0], url: EXTERNAL, message: MIGRATION_MESSAGES.external },
    ]);

    const rows = await getDb().select().from(imageLibrary);
    expect(rows.map((r) => r.publicUrl).sort()).toEqual(
      ["a.webp", "already.webp", "b.png", "shared.webp"].map(url),
    );
    const png = rows.find((r) => r.publicUrl === url("b.png"))!;
    const file = fs.readFileSync(path.join(context.dataDir, "uploads", "test/b.png"));
    expect(png).toMatchObject({
      filename: "b.png",
      originalName: "b.png",
      filePath: "test/b.png",
      mimeType: "image/png",
      width: 500,
      height: 400,
      fileSize: file.length,
      purpose: "product",
      uploadedBy: actor.id,
    });
    const thumbKey = png.thumbnailUrl!.slice("/uploads/".length);
    const thumb = await sharp(fs.readFileSync(path.join(context.dataDir, "uploads", thumbKey))).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["jpeg", 300, 300]);
    expect(rows.find((r) => r.publicUrl === url("already.webp"))).toMatchObject({
      fileSize: 1,
      thumbnailUrl: null,
    });

    const [activity] = (await listActivity({ entityType: "image" })).rows;
    expect(activity).toMatchObject({ action: "image.migrate", actorEmail: actor.email });
    expect(activity.changes.migrated?.after).toBe(3);
  });

  it("adds nothing the second time", async () => {
    const again = await migrateProductImages(actor, await listProductImageUrls());
    expect(again.migrated).toBe(0);
    expect(again.errors.map((e) => e.url).sort()).toEqual([url("missing.webp"), url("notes.webp"), EXTERNAL]);
    expect(await getDb().select().from(imageLibrary)).toHaveLength(4);
    expect((await listActivity({ entityType: "image" })).total).toBe(1);
  });
});
