import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../../server/db/client";
import { blogPosts } from "../../../server/modules/blog/schema";
import { products } from "../../../server/modules/catalog/schema";
import { settings } from "../../../server/modules/settings/schema";
import { getStorage, uploadLibraryImage } from "../../../server/modules/media/service";
import { action, loader } from "./images";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
let cookie = "";
let actor = { id: "", email: "sunita@example.com" };
let productName = "";

beforeAll(async () => {
  const account = await registeredAccount(actor.email, "staff");
  cookie = account.cookie;
  actor = { ...actor, id: account.userId };
  const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#166534" } })
    .png()
    .toBuffer();
  for (const [i, name] of ["Green saree.png", "Peacock banner.png", "Zari detail.png"].entries())
    await uploadLibraryImage(
      actor,
      { name, bytes: png },
      { purpose: i === 1 ? "banner" : "product", tags: i === 2 ? "zari" : "" },
    );
  const category = await createCategory("Sarees");
  const { product } = await createProduct({
    name: "Banarasi Silk Saree",
    categoryId: category.id,
    priceRupees: 7999,
  });
  productName = product.name;
  await getStorage().put("products/banarasi.webp", await sharp(png).webp().toBuffer(), "image/webp");
  await getDb()
    .update(products)
    .set({ imageUrls: ["/uploads/products/banarasi.webp", "https://elsewhere.example/x.jpg"] })
    .where(eq(products.id, product.id));
});

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/images${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Awaited<ReturnType<typeof loader>>;

const post = async (fields: Record<string, string>) => {
  const result = (await action({
    request: new Request("http://localhost:3000/admin/images", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  } as unknown as ActionArgs)) as unknown as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
};

describe("/admin/images", () => {
  it("sends the page of images in the shape the product form's picker reads", async () => {
    const page = await open();
    expect([page.total, page.page, page.pageCount]).toEqual([3, 1, 1]);
    expect(page.images[0]).toEqual({
      id: expect.any(String),
      publicUrl: expect.stringMatching(/^\/uploads\/library\//),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/library\/thumbs\//),
      altText: null,
      originalName: "Zari detail.png",
      width: 400,
      height: 500,
      fileSize: expect.any(Number),
      mimeType: "image/webp",
      purpose: "product",
      tags: ["zari"],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(page.stats).toMatchObject({
      count: 3,
      byType: [{ mimeType: "image/webp", count: 3 }],
      byPurpose: [
        { purpose: "product", count: 2 },
        { purpose: "banner", count: 1 },
      ],
    });
    expect(page.filters).toEqual({ q: "", purpose: "", tag: "" });
  });

  it("searches by name and tag and filters by purpose, keeping odd addresses harmless", async () => {
    expect((await open("?q=peacock")).images.map((i) => i.originalName)).toEqual(["Peacock banner.png"]);
    expect((await open("?q=zari")).total).toBe(1);
    expect((await open("?purpose=banner")).total).toBe(1);
    expect((await open("?tag=ZARI")).images.map((i) => i.originalName)).toEqual(["Zari detail.png"]);
    const odd = await open(`?q=%00${"x".repeat(500)}&page=abc&purpose=%27;drop`);
    expect([odd.total, odd.page, odd.filters.q.length]).toEqual([0, 1, 100]);
  });

  it("saves alt text, tags and purpose, and says what is wrong", async () => {
    const [image] = (await open("?q=green")).images;
    expect(
      await post({
        intent: "update",
        id: image.id,
        altText: "Green silk saree",
        tags: "silk",
        purpose: "product",
      }),
    ).toEqual({
      status: 200,
      intent: "update",
      ok: true,
      message: "Image saved",
    });
    expect((await open("?q=green")).images[0]).toMatchObject({ altText: "Green silk saree", tags: ["silk"] });
    expect(await post({ intent: "update", id: image.id, tags: "y".repeat(60) })).toMatchObject({
      status: 400,
      error: "Each tag can be at most 40 characters.",
    });
    expect(await post({ intent: "update", id: "nope" })).toMatchObject({
      status: 404,
      error: "This image is no longer in the library.",
    });
    expect(await post({})).toMatchObject({ status: 400 });
  });

  it("adds product images with their product's name in the errors, then refuses to delete one in use", async () => {
    expect(await post({ intent: "migrate" })).toEqual({
      status: 200,
      intent: "migrate",
      ok: true,
      migrated: 1,
      errorCount: 1,
      errors: [
        {
          productName,
          url: "https://elsewhere.example/x.jpg",
          message: expect.stringContaining("not stored by the shop"),
        },
      ],
    });
    const migrated = (await open("?q=banarasi")).images[0];
    expect(migrated).toMatchObject({ publicUrl: "/uploads/products/banarasi.webp", purpose: "product" });
    expect(await post({ intent: "delete", id: migrated.id })).toEqual({
      status: 409,
      intent: "delete",
      error: `This image is used by product "${productName}". Remove it there first.`,
    });
    const unused = (await open("?q=peacock")).images[0];
    expect(await post({ intent: "delete", id: unused.id })).toMatchObject({ status: 200, ok: true });
    expect((await open()).total).toBe(3);
  });

  it("refuses to delete an image that a blog post or a shop setting shows, naming them", async () => {
    const [zari] = (await open("?q=zari")).images;
    await getDb()
      .insert(settings)
      .values({ key: "site_logo_url", value: zari.publicUrl, isPublic: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: zari.publicUrl } });
    await getDb().insert(blogPosts).values({
      title: "Caring for zari",
      slug: "caring-for-zari",
      content: "<p>Fold gently.</p>",
      author: "Divine Threads",
      thumbnailImageUrl: zari.publicUrl,
    });
    expect(await post({ intent: "delete", id: zari.id })).toMatchObject({
      status: 409,
      error:
        'This image is used by blog post "Caring for zari" and setting "site_logo_url". Remove it there first.',
    });
    expect((await open("?q=zari")).total).toBe(1);
  });
});
