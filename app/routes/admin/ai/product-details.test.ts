import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnv } from "../../../../server/config/env";
import { AI_NOT_CONFIGURED, forgetGenerationUsage } from "../../../../server/modules/ai/service";
import { recentActivity } from "../../../../server/modules/audit/service";
import { getStorage } from "../../../../server/modules/media/service";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createCategory } from "../../../../tests/fixtures/catalog";
import { seedSettings } from "../../../../tests/fixtures/settings";
import { type FakeGemini, SAMPLE_DETAILS, startFakeGemini } from "../../../../tests/fakes/gemini-server";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { action, AI_ROUTE_MESSAGES, loader } from "./product-details";

withTestDatabase();

const SETTING_KEY = "AIza-from-admin-settings";
const ENV_KEY = "AIza-from-environment";
const PRODUCT_ID = "0b0c4f2e-8a51-4c1e-9d0f-2f4d8f7b9a11";
let fake: FakeGemini;
let admin = "";
let staff = "";
let customer = "";
let sareesId = "";

const setEnv = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  resetEnv();
};

beforeAll(async () => {
  fake = await startFakeGemini();
  setEnv({ GEMINI_BASE_URL: fake.url, GEMINI_API_KEY: undefined });
  admin = (await registeredAccount("owner@example.com", "admin")).cookie;
  staff = (await registeredAccount("helper@example.com", "staff")).cookie;
  customer = (await registeredAccount("shopper@example.com", "customer")).cookie;
  const traditional = await createCategory("Traditional Wear");
  sareesId = (await createCategory("Sarees", traditional.id)).id;
});
afterAll(async () => {
  setEnv({ GEMINI_BASE_URL: undefined, GEMINI_API_KEY: undefined });
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  forgetGenerationUsage();
});

type Args = Parameters<typeof action>[0];
const URL_PATH = "http://localhost:3000/admin/products/ai-details";

const post = (fields: Record<string, string | File>, cookie = admin) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return action({
    request: new Request(URL_PATH, { method: "POST", headers: { cookie }, body }),
    params: {},
    context: {},
  } as unknown as Args) as Promise<Response>;
};

const status = async (cookie = admin) => {
  const response = (await loader({
    request: new Request(URL_PATH, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as Args)) as Response;
  return (await response.json()) as { configured: boolean };
};

const answer = async (response: Response) => [response.status, await response.json()] as const;

const jpegFile = async (name = "saree.jpg") =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 80, height: 60, channels: 3, background: "#7b1e2b" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    name,
    { type: "image/jpeg" },
  );

describe("without a key", () => {
  it("says AI details are not configured, and asks nothing of the AI service", async () => {
    expect(await status()).toEqual({ configured: false });
    expect(await answer(await post({ file: await jpegFile() }))).toEqual([
      503,
      { ok: false, type: "UNAVAILABLE", error: AI_NOT_CONFIGURED },
    ]);
    expect(AI_NOT_CONFIGURED).toContain("gemini_api_key");
    expect(AI_NOT_CONFIGURED).toContain("GEMINI_API_KEY");
    expect(fake.requests).toHaveLength(0);
  });
});

describe("with GEMINI_API_KEY in the environment", () => {
  beforeAll(() => setEnv({ GEMINI_API_KEY: ENV_KEY }));
  afterAll(() => setEnv({ GEMINI_API_KEY: undefined }));

  it("uses the environment's key when Admin Settings has none", async () => {
    expect(await status()).toEqual({ configured: true });
    const response = await post({ file: await jpegFile() });
    expect(response.status).toBe(200);
    expect(fake.requests.map((r) => r.apiKey)).toEqual([ENV_KEY]);
  });

  it("prefers the encrypted admin setting gemini_api_key", async () => {
    await seedSettings({ gemini_api_key: SETTING_KEY });
    await post({ file: await jpegFile() });
    expect(fake.requests.map((r) => r.apiKey)).toEqual([SETTING_KEY]);
  });
});

describe("POST /admin/products/ai-details", () => {
  it("suggests details from an upload, with the shop's own category, and logs the call without the image", async () => {
    const [code, body] = await answer(
      await post({ file: await jpegFile(), productId: PRODUCT_ID, productName: "New saree" }),
    );
    expect(code).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      shopCategoryId: sareesId,
      details: {
        name: SAMPLE_DETAILS.name,
        category: "Traditional Wear",
        subcategory: "Sarees",
        confidence_score: 1,
      },
    });
    const [row] = await recentActivity(1);
    expect(row).toMatchObject({
      action: "product.ai_details",
      actorEmail: "owner@example.com",
      entityType: "product",
      entityId: PRODUCT_ID,
      entityLabel: "New saree",
      changes: {
        image: { before: null, after: "upload" },
        outcome: { before: null, after: "success" },
        category: { before: null, after: "Traditional Wear" },
        confidence_score: { before: null, after: 1 },
      },
    });
    const sent = fake.requests[0].body.contents?.[0].parts?.[1].inlineData?.data ?? "";
    expect(sent.length).toBeGreaterThan(100);
    expect(JSON.stringify(row)).not.toContain(sent.slice(0, 40));
  });

  it("reads one of the product's stored images", async () => {
    const jpeg = Buffer.from(await (await jpegFile()).arrayBuffer());
    await getStorage().put("library/saree-photo.webp", await sharp(jpeg).webp().toBuffer(), "image/webp");
    const response = await post({ imageUrl: "/uploads/library/saree-photo.webp", productId: PRODUCT_ID });
    expect(response.status).toBe(200);
    const inline = fake.requests[0].body.contents?.[0].parts?.[1].inlineData;
    expect(inline?.mimeType).toBe("image/jpeg");
    expect((await sharp(Buffer.from(inline?.data ?? "", "base64")).metadata()).format).toBe("jpeg");
    expect((await recentActivity(1))[0].changes.image).toEqual({ before: null, after: "product image" });
  });

  it("fetches nothing from other addresses", async () => {
    expect(await answer(await post({ imageUrl: "http://169.254.169.254/latest/meta-data" }))).toEqual([
      400,
      { ok: false, type: "INVALID_IMAGE", error: AI_ROUTE_MESSAGES.notStored },
    ]);
    expect(await answer(await post({ imageUrl: "/uploads/../secrets.png" }))).toEqual([
      400,
      { ok: false, type: "INVALID_IMAGE", error: AI_ROUTE_MESSAGES.notStored },
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it("reads none of the shop's private files and answers a folder's address with a message, not a crash", async () => {
    const jpeg = Buffer.from(await (await jpegFile()).arrayBuffer());
    await getStorage().put("private/mail/attachment.jpg", jpeg, "image/jpeg");
    await getStorage().put("library/kurta.jpg", jpeg, "image/jpeg");
    for (const imageUrl of ["/uploads/private/mail/attachment.jpg", "/uploads/library/", "/uploads/library"])
      expect(await answer(await post({ imageUrl }))).toEqual([
        400,
        { ok: false, type: "INVALID_IMAGE", error: AI_ROUTE_MESSAGES.notStored },
      ]);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a file that is not an image before calling the AI service, and logs it", async () => {
    const fakePhoto = new File(["just some text"], "photo.jpg", { type: "image/jpeg" });
    expect(await answer(await post({ file: fakePhoto, productName: "Kurta" }))).toEqual([
      400,
      { ok: false, type: "INVALID_IMAGE", error: "Unsupported image format: not an image" },
    ]);
    expect(fake.requests).toHaveLength(0);
    expect((await recentActivity(1))[0].changes.outcome).toEqual({ before: null, after: "INVALID_IMAGE" });
  });

  it("passes on the AI service's refusal of the key and logs its type", async () => {
    fake.reply({ kind: "unauthorized" });
    expect(await answer(await post({ file: await jpegFile() }))).toEqual([
      502,
      { ok: false, type: "AUTHENTICATION_ERROR", error: "Invalid API key" },
    ]);
    const [row] = await recentActivity(1);
    expect(row.entityId).toBeNull();
    expect(row.changes.outcome).toEqual({ before: null, after: "AUTHENTICATION_ERROR" });
  });

  it("refuses a body far over 4 MB before reading it", async () => {
    const big = new File([new Uint8Array(4_194_304 + 100_000)], "huge.jpg", { type: "image/jpeg" });
    const body = new FormData();
    body.set("file", big);
    const request = new Request(URL_PATH, { method: "POST", headers: { cookie: admin }, body });
    const length = (await request.clone().arrayBuffer()).byteLength;
    const sized = new Request(URL_PATH, {
      method: "POST",
      headers: {
        cookie: admin,
        "content-length": String(length),
        "content-type": request.headers.get("content-type")!,
      },
      body: await request.arrayBuffer(),
    });
    const response = (await action({
      request: sized,
      params: {},
      context: {},
    } as unknown as Args)) as Response;
    expect(await answer(response)).toEqual([
      413,
      { ok: false, type: "INVALID_IMAGE", error: "Image size exceeds maximum allowed size (4MB)" },
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it("asks for a photo when none is sent", async () => {
    expect(await answer(await post({ productId: PRODUCT_ID }))).toEqual([
      400,
      { ok: false, type: "INVALID_IMAGE", error: AI_ROUTE_MESSAGES.noImage },
    ]);
    const urlEncoded = await action({
      request: new Request(URL_PATH, {
        method: "POST",
        headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded" },
        body: "file=x",
      }),
      params: {},
      context: {},
    } as unknown as Args);
    expect((urlEncoded as Response).status).toBe(400);
  });

  it("lets staff with the catalogue permission use it, and refuses customers", async () => {
    expect((await post({ file: await jpegFile() }, staff)).status).toBe(200);
    await expect(post({ file: await jpegFile() }, customer)).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("limits each admin to 10 generations in 10 minutes", async () => {
    const file = await jpegFile();
    for (let i = 0; i < 10; i++) expect((await post({ file })).status).toBe(200);
    const [code, body] = await answer(await post({ file }));
    expect(code).toBe(429);
    expect(body).toMatchObject({ ok: false, type: "RATE_LIMITED" });
    expect(body.error).toMatch(
      /^You have asked for AI details many times in a short while\. Please try again in \d+ seconds\.$/,
    );
    expect(fake.requests).toHaveLength(10);
    // Another admin is not held back.
    expect((await post({ file }, staff)).status).toBe(200);
  });
});
