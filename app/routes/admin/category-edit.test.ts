import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES } from "../../../lib/category-form-schema";
import { getDb } from "../../../server/db/client";
import { categories } from "../../../server/modules/catalog/schema";
import { CATEGORY_ERRORS, getAdminCategory } from "../../../server/modules/catalog/service";
import { getStorage, UPLOAD_MESSAGES } from "../../../server/modules/media/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { action, loader, NOT_FOUND_MESSAGE } from "./category-edit";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";
let parent: { id: string };
let used: { id: string; slug: string };

beforeAll(async () => {
  ({ cookie } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
  parent = await createCategory("Traditional Wear");
  used = await createCategory("Lehengas", parent.id);
  await createProduct({ name: "Bandhani Lehenga", categoryId: used.id, priceRupees: 4999 });
});

type Answer = {
  status: number;
  body: { error?: string; fieldErrors?: Record<string, string> };
  response?: Response;
};

async function post(body: FormData | URLSearchParams, id?: string): Promise<Answer> {
  const url = `http://localhost:3000/admin/categories/${id ?? "new"}`;
  const request = new Request(url, { method: "POST", body, headers: { cookie } });
  try {
    const result = await action({ request, params: id ? { id } : {}, context: {} } as unknown as ActionArgs);
    if (result instanceof Response) return { status: result.status, body: {}, response: result };
    const answer = result as unknown as { data: Answer["body"]; init: { status: number } };
    return { status: answer.init.status, body: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {}, response: thrown };
    throw thrown;
  }
}

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 30, height: 20, channels: 3, background: "#800000" } })
          .png()
          .toBuffer(),
      ),
    ],
    "peacock.png",
    { type: "image/png" },
  );

const everything = () => getDb().select().from(categories).orderBy(categories.id);

describe("/admin/categories/new and /admin/categories/:id", () => {
  it("answers an empty POST with 400 and the name's message, creating nothing", async () => {
    const before = await everything();
    const empty = await post(new URLSearchParams());
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ name: CATEGORY_MESSAGES.nameRequired });
    expect(await everything()).toEqual(before);
  });

  it("answers crafted values with the form's own messages, creating nothing", async () => {
    const before = await everything();
    const crafted = await post(
      form({
        name: "L",
        colorHex: "javascript:alert(1)",
        collectionType: "hacked",
        parentId: "../../etc/passwd",
        featuredSortOrder: "1e9",
        metaTitle: "m".repeat(61),
        metaDescription: "d".repeat(161),
        description: "x".repeat(2001),
      }),
    );
    expect(crafted.status).toBe(400);
    expect(crafted.body.fieldErrors).toEqual({
      name: CATEGORY_MESSAGES.nameShort,
      colorHex: CATEGORY_MESSAGES.colorHex,
      collectionType: CATEGORY_MESSAGES.collectionType,
      parentId: CATEGORY_MESSAGES.parent,
      featuredSortOrder: CATEGORY_MESSAGES.featuredOrder,
      metaTitle: CATEGORY_MESSAGES.metaTitleLong,
      metaDescription: CATEGORY_MESSAGES.metaDescriptionLong,
      description: CATEGORY_MESSAGES.descriptionLong,
    });
    const clash = await post(form({ name: "Lehengas Again", slug: used.slug.toUpperCase() }));
    expect(clash).toMatchObject({
      status: 409,
      body: { fieldErrors: { slug: `The slug "${used.slug}" is already used by category "Lehengas".` } },
    });
    expect(await everything()).toEqual(before);
  });

  it("creates a category with an uploaded image and goes back to the list with a toast", async () => {
    const created = await post(
      form({ name: "Pattu Pavadai", slug: "", parentId: parent.id, isActive: "on", image: await png() }),
    );
    expect(created.status).toBe(302);
    expect(created.response!.headers.get("location")).toBe("/admin/categories");
    expect(created.response!.headers.get("set-cookie")).toMatch(/^flash=/);
    const [row] = await getDb().select().from(categories).where(eq(categories.slug, "pattu-pavadai"));
    expect(row).toMatchObject({ parentId: parent.id, isActive: true });
    expect(await getStorage().exists(row.imageUrl!.replace("/uploads/", ""))).toBe(true);
  });

  it("refuses a .jpg whose content is text, and keeps the category as it was", async () => {
    const category = (await getAdminCategory(used.id))!;
    const fake = new File(["GIF89a? no, just text"], "lehenga.jpg", { type: "image/jpeg" });
    const answer = await post(
      form({ name: "Lehengas (new)", version: category.updatedAt, isActive: "on", image: fake }),
      used.id,
    );
    expect(answer).toMatchObject({ status: 400, body: { fieldErrors: { image: UPLOAD_MESSAGES.type } } });
    expect(await getAdminCategory(used.id)).toEqual(category);
  });

  it("refuses a save made on an old copy, and a delete while products use the category", async () => {
    const category = (await getAdminCategory(used.id))!;
    const stale = await post(form({ name: "Lehengas", version: "2020-01-01T00:00:00.000Z" }), used.id);
    expect(stale).toMatchObject({ status: 409, body: { error: CATEGORY_ERRORS.stale } });
    const refused = await post(form({ intent: "delete" }), used.id);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: "Cannot delete category that is used by products. Please update or delete products first.",
      },
    });
    expect(await getAdminCategory(used.id)).toEqual(category);
  });

  it("answers an unknown or malformed id with 404", async () => {
    const open = (id: string) =>
      loader({
        request: new Request(`http://localhost:3000/admin/categories/${id}`, { headers: { cookie } }),
        params: { id },
        context: {},
      } as unknown as LoaderArgs).catch((thrown: unknown) => thrown);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const thrown = (await open(id)) as { init: { status: number }; data: { message: string } };
      expect(thrown.init.status).toBe(404);
      expect(thrown.data.message).toBe(NOT_FOUND_MESSAGE);
    }
    expect((await post(form({ name: "Ghost", version: "x" }), "not-a-uuid")).status).toBe(404);
  });
});
