import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { blogCategories, blogPosts } from "./schema";
import {
  createBlogCategory,
  deleteBlogCategory,
  getAdminBlogCategory,
  listAdminBlogCategories,
  listBlogCategories,
  moveBlogCategory,
  updateBlogCategory,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "ravi@example.com" };

beforeAll(async () => {
  actor = { id: (await registeredAccount(actor.email, "staff", "Ravi")).userId, email: actor.email };
});

const category = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  slug: "",
  color: "",
  is_active: true,
  ...fields,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const names = async () => (await listAdminBlogCategories()).categories.map((c) => c.name);

describe("blog categories", () => {
  it("creates categories at the end of the list, with the slug made by the blog's rule", async () => {
    await createBlogCategory(actor, category("Festivals", { color: "#e65100" }));
    await createBlogCategory(actor, category("Care & Tips", { is_active: false }));
    await createBlogCategory(actor, category("Kids Corner", { slug: "Kids__Corner!" }));
    const list = (await listAdminBlogCategories()).categories;
    expect(
      list.map(({ name, slug, color, isActive, sortOrder, postCount }) => ({
        name,
        slug,
        color,
        isActive,
        sortOrder,
        postCount,
      })),
    ).toEqual([
      { name: "Festivals", slug: "festivals", color: "#E65100", isActive: true, sortOrder: 0, postCount: 0 },
      { name: "Care & Tips", slug: "care-tips", color: null, isActive: false, sortOrder: 1, postCount: 0 },
      { name: "Kids Corner", slug: "kids-corner", color: null, isActive: true, sortOrder: 2, postCount: 0 },
    ]);
    // The storefront lists the active ones in that order.
    expect((await listBlogCategories()).map((c) => c.slug)).toEqual(["festivals", "kids-corner"]);
  });

  it("refuses a taken slug with the owner's name, and bad fields with their messages, saving nothing", async () => {
    const before = await names();
    const message =
      'The slug "festivals" is already used by the blog category "Festivals". Choose another slug.';
    const clash = await refusal(createBlogCategory(actor, category("Festivals!")));
    expect(clash).toMatchObject({ code: "CONFLICT", message, fieldErrors: { slug: message } });
    const invalid = await refusal(createBlogCategory(actor, category("", { color: "orange" })));
    expect(invalid).toMatchObject({
      code: "INVALID",
      message: "Please correct the fields marked below.",
      fieldErrors: { name: "Name is required", color: "Colour must be a hex code like #E65100" },
    });
    const long = await refusal(createBlogCategory(actor, category("x".repeat(61))));
    expect(long.fieldErrors).toEqual({ name: "Name must be 60 characters or less" });
    expect(await names()).toEqual(before);
  });

  it("edits a category, refusing a taken slug and a save over someone else's", async () => {
    const kids = (await listAdminBlogCategories()).categories.find((c) => c.slug === "kids-corner")!;
    const clash = await refusal(
      updateBlogCategory(actor, kids.id, category("Kids Corner", { slug: "festivals" }), kids.version),
    );
    expect(clash.code).toBe("CONFLICT");
    await updateBlogCategory(actor, kids.id, category("Little Ones", { slug: "little-ones" }), kids.version);
    expect(await getAdminBlogCategory(kids.id)).toMatchObject({ name: "Little Ones", slug: "little-ones" });
    const stale = await refusal(updateBlogCategory(actor, kids.id, category("Kids again"), kids.version));
    expect(stale.message).toBe(
      "Someone else changed this blog category after you opened it. Reload the page to see their changes, then make yours again.",
    );
    expect((await getAdminBlogCategory(kids.id))?.name).toBe("Little Ones");
  });

  it("moves categories up and down, and the storefront follows the new order", async () => {
    const [festivals, care, little] = (await listAdminBlogCategories()).categories;
    expect(await moveBlogCategory(actor, little.id, "up")).toEqual({ name: "Little Ones", moved: true });
    expect(await names()).toEqual(["Festivals", "Little Ones", "Care & Tips"]);
    expect(await moveBlogCategory(actor, festivals.id, "up")).toEqual({ name: "Festivals", moved: false });
    await moveBlogCategory(actor, festivals.id, "down");
    expect(await names()).toEqual(["Little Ones", "Festivals", "Care & Tips"]);
    expect((await listAdminBlogCategories()).categories.map((c) => c.sortOrder)).toEqual([0, 1, 2]);
    expect(await moveBlogCategory(actor, care.id, "down")).toMatchObject({ moved: false });
    expect((await listBlogCategories()).map((c) => c.slug)).toEqual(["little-ones", "festivals"]);
  });

  it("deletes a category; its posts stay, without a category", async () => {
    const festivals = (await listAdminBlogCategories()).categories.find((c) => c.slug === "festivals")!;
    await getDb().insert(blogPosts).values({
      title: "Garba night",
      slug: "garba-night",
      content: "<p>Dance</p>",
      author: "Ravi",
      categoryId: festivals.id,
    });
    expect((await getAdminBlogCategory(festivals.id))?.postCount).toBe(1);
    expect(await deleteBlogCategory(actor, festivals.id)).toEqual({ name: "Festivals" });
    expect(await getAdminBlogCategory(festivals.id)).toBeNull();
    const [post] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "garba-night"));
    expect(post.categoryId).toBeNull();
    expect((await refusal(deleteBlogCategory(actor, festivals.id))).code).toBe("NOT_FOUND");
  });

  it("records every change in the activity log and renews the storefront's cached pages", async () => {
    const start = publicPagesGeneration();
    const { id } = await createBlogCategory(actor, category("Weddings"));
    const version = (await getAdminBlogCategory(id))!.version;
    await updateBlogCategory(actor, id, category("Wedding Season", { slug: "weddings" }), version);
    await moveBlogCategory(actor, id, "up");
    await deleteBlogCategory(actor, id);
    expect(publicPagesGeneration()).toBe(start + 4);
    const rows = await getDb()
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, id))
      .orderBy(activityLog.seq);
    expect(rows.map((r) => r.action)).toEqual([
      "blog_category.create",
      "blog_category.update",
      "blog_category.reorder",
      "blog_category.delete",
    ]);
    expect(rows[1].changes).toEqual({ name: { before: "Weddings", after: "Wedding Season" } });
    expect(rows[2].changes.position).toEqual({ before: 3, after: 2 });
    expect(rows.every((r) => r.actorEmail === actor.email && r.entityType === "blog_category")).toBe(true);
    expect(await getDb().select().from(blogCategories).where(eq(blogCategories.id, id))).toEqual([]);
  });
});
