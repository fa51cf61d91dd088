import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../../server/db/client";
import { imageLibrary } from "../../../server/modules/media/schema";
import { action, UPLOAD_ROUTE_MESSAGES } from "./images-upload";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
let staff = "";
let customer = "";

beforeAll(async () => {
  staff = (await registeredAccount("anil@example.com", "staff")).cookie;
  customer = (await registeredAccount("shopper@example.com", "customer")).cookie;
});

const call = (body: BodyInit | null, cookie = staff, headers: Record<string, string> = {}) =>
  action({
    request: new Request("http://localhost:3000/admin/images/upload", {
      method: "POST",
      headers: { cookie, ...headers },
      body,
    }),
    params: {},
    context: {},
  } as unknown as ActionArgs) as Promise<Response>;

const form = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};
const answer = async (response: Response) => [response.status, await response.json()];
const rows = async () => (await getDb().select().from(imageLibrary)).length;

describe("POST /admin/images/upload", () => {
  it("stores a JPEG and answers 201 with the image", async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#b45309" } })
      .jpeg()
      .toBuffer();
    const response = await call(
      form({
        file: new File([new Uint8Array(jpeg)], "mustard kurta.jpg", { type: "image/jpeg" }),
        index: "1",
        purpose: "product",
        tags: "cotton, mustard",
        altText: "Mustard cotton kurta",
      }),
    );
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: Record<string, unknown> };
    expect(image).toEqual({
      id: expect.any(String),
      publicUrl: expect.stringMatching(/^\/uploads\/library\/.+\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/library\/thumbs\/.+\.jpg$/),
      width: 1620,
      height: 1080,
      altText: "Mustard cotton kurta",
      originalName: "mustard kurta.jpg",
    });
    const [row] = await getDb().select().from(imageLibrary);
    expect(row).toMatchObject({ tags: ["cotton", "mustard"], mimeType: "image/webp" });
  });

  it("refuses a text file named .jpg with the file's number, storing nothing", async () => {
    const before = await rows();
    const text = new File(["<script>alert(1)</script>"], "photo.jpg", { type: "image/jpeg" });
    expect(await answer(await call(form({ file: text, index: "2" })))).toEqual([
      400,
      { error: "File 2: Only JPEG, PNG, and WebP images are allowed" },
    ]);
    expect(await rows()).toBe(before);
  });

  it("refuses a file of 5 MB or more", async () => {
    const big = new File([new Uint8Array(5_242_880)], "huge.png", { type: "image/png" });
    expect(await answer(await call(form({ file: big, index: "7" })))).toEqual([
      400,
      { error: "File 7: File size must be less than 5MB" },
    ]);
  });

  it("answers an empty, non-multipart or file-less request with 400 and a clear message", async () => {
    expect(await answer(await call(null))).toEqual([400, { error: UPLOAD_ROUTE_MESSAGES.notMultipart }]);
    expect(
      await answer(await call("file=x", staff, { "content-type": "application/x-www-form-urlencoded" })),
    ).toEqual([400, { error: UPLOAD_ROUTE_MESSAGES.notMultipart }]);
    expect(await answer(await call(form({ purpose: "product" })))).toEqual([
      400,
      { error: "File 1: Choose an image to upload." },
    ]);
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(await answer(await call(form({ file: empty, index: "3" })))).toEqual([
      400,
      { error: "File 3: Choose an image to upload." },
    ]);
    expect(
      await answer(await call(form({ file: new File(["x"], "a.png"), purpose: "Not A Purpose" }))),
    ).toEqual([400, { error: "File 1: Choose what the image is for." }]);
  });

  it("is refused to customers and to visitors", async () => {
    const refused = await call(form({}), customer).catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    const visitor = await call(form({}), "").catch((thrown: unknown) => thrown);
    expect((visitor as Response).headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
