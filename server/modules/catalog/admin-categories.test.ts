import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_MESSAGES, categorySlug } from "../../../lib/category-form-schema";
import { createCategory as insertCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import { getStorage } from "../media/service";
import { UPLOAD_MESSAGES } from "../media/uploads";
import {
  CATEGORY_ERRORS,
  createCategory,
  deleteCategory,
  getAdminCategory,
  listAdminCategoryTree,
  moveCategoryStep,
  moveCategoryToParent,
  reorderCategorySiblings,
  setCategoryFlag,
  updateCategory,
} from "./service";
import { categories } from "./schema";

withTestDatabase();

let actor = { id: "", email: "" };

// A small part of the shop's fixed list (spec section 3); the test database starts empty.
const TREE: [string, string[]][] = [
  ["Traditional Wear", ["Sarees", "Kurtas"]],
  ["Casual Wear", ["T-Shirts"]],
  ["Formal Wear", ["Suits"]],
  ["Accessories", ["Scarves", "Belts"]],
  ["Footwear", ["Sandals", "Shoes", "Boots"]],
  ["Home Decor", ["Lamps"]],
  ["Gifts", ["Gift Sets", "Hampers", "Gift Cards"]],
];

beforeAll(async () => {
  actor = { id: randomUUID(), email: "owner@example.com" };
  await getDb().insert(user).values({ id: actor.id, name: "Owner", email: actor.email, role: "admin" });
  for (const [order, [top, subs]] of TREE.entries()) {
    const [parent] = await getDb()
      .insert(categories)
      .values({ name: top, slug: categorySlug(top), sortOrder: order })
      .returning();
    await getDb()
      .insert(categories)
      .values(subs.map((name, i) => ({ name, slug: categorySlug(name), parentId: parent.id, sortOrder: i })));
  }
});

async function bySlug(slug: string) {
  const [row] = await getDb().select().from(categories).where(eq(categories.slug, slug));
  return row;
}

async function logFor(entityId: string, action: string) {
  return getDb()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, entityId), eq(activityLog.action, action)));
}

/** The AppError a call is refused with (and fails the test when it is accepted). */
async function refusal(run: Promise<unknown>): Promise<AppError> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the call was accepted");
}

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: "#d4a017" } })
          .png()
          .toBuffer(),
      ),
    ],
    "banner.png",
  );

describe("creating a category", () => {
  it("makes the slug from the name, files it last among its siblings, logs it and renews the shop's pages", async () => {
    const parent = await bySlug("traditional-wear");
    const generation = publicPagesGeneration();
    const created = await createCategory(actor, {
      fields: { name: "Pattu Pavadai & Blouse", parentId: parent.id, isActive: "on", colorHex: "#A0522D" },
    });
    const row = await bySlug("pattu-pavadai-blouse");
    expect(row).toMatchObject({ id: created.id, parentId: parent.id, isActive: true, colorHex: "#a0522d" });
    const siblings = await getDb().select().from(categories).where(eq(categories.parentId, parent.id));
    expect(row.sortOrder).toBe(Math.max(...siblings.map((s) => s.sortOrder)));
    const [log] = await logFor(created.id, "category.create");
    expect(log).toMatchObject({
      actorId: actor.id,
      entityType: "category",
      entityLabel: "Pattu Pavadai & Blouse",
    });
    expect(log.changes).toMatchObject({
      slug: { before: null, after: "pattu-pavadai-blouse" },
      parent: { before: null, after: "Traditional Wear" },
    });
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
  });

  it("refuses a slug another category uses, naming that category, and writes nothing", async () => {
    const error = await refusal(createCategory(actor, { fields: { name: "Sarees Again", slug: "Sarees" } }));
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe('The slug "sarees" is already used by category "Sarees".');
    expect(error.fieldErrors).toEqual({ slug: error.message });
    expect(await bySlug("sarees-again")).toBeUndefined();
  });

  it("gives every field's message at once for bad input, including an upload that is not an image", async () => {
    const before = await getDb().select().from(categories);
    const error = await refusal(
      createCategory(actor, {
        fields: { name: "A", colorHex: "maroon", metaTitle: "m".repeat(61) },
        files: { icon: new File(["just text"], "icon.jpg", { type: "image/jpeg" }) },
      }),
    );
    expect(error.code).toBe("INVALID");
    expect(error.fieldErrors).toEqual({
      name: CATEGORY_MESSAGES.nameShort,
      colorHex: CATEGORY_MESSAGES.colorHex,
      metaTitle: CATEGORY_MESSAGES.metaTitleLong,
      icon: UPLOAD_MESSAGES.type,
    });
    expect(await getDb().select().from(categories)).toHaveLength(before.length);
  });

  it("stores an uploaded image re-encoded in the category images folder", async () => {
    const created = await createCategory(actor, {
      fields: { name: "Temple Jewellery", isActive: "on" },
      files: { image: await png(), bannerImage: new File([], ""), icon: await png() },
    });
    const row = (await getAdminCategory(created.id))!;
    expect(row.imageUrl).toMatch(/^\/uploads\/category-images\/\d+-[0-9a-f]+\.png$/);
    expect(row.iconUrl).toMatch(/^\/uploads\/category-icons\/\d+-[0-9a-f]+\.png$/);
    expect(row.bannerImageUrl).toBeNull();
    const stored = await getStorage().get(row.imageUrl!.replace("/uploads/", ""));
    expect((await sharp(stored!).metadata()).width).toBe(64);
  });
});

describe("updating a category", () => {
  it("saves the changes, sets updated_at and logs only the changed fields", async () => {
    const { id } = await createCategory(actor, { fields: { name: "Dupattas", isActive: "on" } });
    const seen = (await getAdminCategory(id))!;
    await updateCategory(actor, id, {
      version: seen.updatedAt,
      fields: {
        name: "Dupattas & Stoles",
        slug: "",
        isActive: "on",
        isFeatured: "on",
        featuredSortOrder: "2",
        collectionType: "new_arrivals",
        metaDescription: "Soft dupattas",
      },
    });
    const after = (await getAdminCategory(id))!;
    expect(after).toMatchObject({
      name: "Dupattas & Stoles",
      slug: "dupattas-stoles",
      isFeatured: true,
      featuredSortOrder: 2,
      collectionType: "new_arrivals",
    });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(seen.updatedAt).getTime() - 1);
    const [log] = await logFor(id, "category.update");
    expect(Object.keys(log.changes).sort()).toEqual(
      ["collectionType", "featuredSortOrder", "isFeatured", "metaDescription", "name", "slug"].sort(),
    );
  });

  it("refuses a save made on a stale copy, so another person's change is never overwritten", async () => {
    const { id } = await createCategory(actor, { fields: { name: "Potlis", isActive: "on" } });
    const seen = (await getAdminCategory(id))!;
    await updateCategory(actor, id, {
      version: seen.updatedAt,
      fields: { name: "Potli Bags", isActive: "on" },
    });
    const error = await refusal(
      updateCategory(actor, id, { version: seen.updatedAt, fields: { name: "Potlis 2", isActive: "on" } }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: CATEGORY_ERRORS.stale });
    expect((await getAdminCategory(id))!.name).toBe("Potli Bags");
  });

  it("never lets a category become its own descendant", async () => {
    const top = await bySlug("traditional-wear");
    const sarees = await bySlug("sarees");
    const seen = (await getAdminCategory(top.id))!;
    const viaForm = await refusal(
      updateCategory(actor, top.id, {
        version: seen.updatedAt,
        fields: { name: top.name, parentId: sarees.id },
      }),
    );
    expect(viaForm.fieldErrors).toEqual({ parentId: CATEGORY_ERRORS.cycle });
    const underItself = await refusal(
      updateCategory(actor, top.id, {
        version: seen.updatedAt,
        fields: { name: top.name, parentId: top.id },
      }),
    );
    expect(underItself.message).toBe(CATEGORY_ERRORS.cycle);
    const viaMove = await refusal(moveCategoryToParent(actor, top.id, sarees.id));
    expect(viaMove.message).toBe(CATEGORY_ERRORS.cycle);
    expect((await bySlug("traditional-wear")).parentId).toBeNull();
  });
});

describe("deleting a category", () => {
  it("is refused with the spec's words while it has subcategories", async () => {
    const top = await bySlug("casual-wear");
    const error = await refusal(deleteCategory(actor, top.id));
    expect(error.message).toBe(
      "Cannot delete category with subcategories. Please delete or move subcategories first.",
    );
    expect(await bySlug("casual-wear")).toBeDefined();
  });

  it("is refused with the spec's words while products use it", async () => {
    const category = await insertCategory("Ghagras");
    await createProduct({ name: "Mirror-work Ghagra", categoryId: category.id, priceRupees: 1499 });
    const error = await refusal(deleteCategory(actor, category.id));
    expect(error.message).toBe(
      "Cannot delete category that is used by products. Please update or delete products first.",
    );
  });

  it("removes an unused category and logs what it was", async () => {
    const { id } = await createCategory(actor, { fields: { name: "Toe Rings", isActive: "on" } });
    const generation = publicPagesGeneration();
    await deleteCategory(actor, id);
    expect(await getAdminCategory(id)).toBeNull();
    const [log] = await logFor(id, "category.delete");
    expect(log.changes).toMatchObject({ name: { before: "Toe Rings", after: null } });
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
    expect((await refusal(deleteCategory(actor, id))).code).toBe("NOT_FOUND");
    expect((await refusal(deleteCategory(actor, "not-a-uuid"))).code).toBe("NOT_FOUND");
  });
});

describe("arranging the tree", () => {
  const childNames = async (parentSlug: string) => {
    const tree = await listAdminCategoryTree();
    return tree.find((c) => c.slug === parentSlug)!.children.map((c) => c.name);
  };

  it("lists every category with its children and product counts", async () => {
    const tree = await listAdminCategoryTree();
    const tops = TREE.map(([top]) => top);
    expect(tree.map((c) => c.name).filter((name) => tops.includes(name))).toEqual(tops);
    const footwear = tree.find((c) => c.slug === "footwear")!;
    expect(footwear.children.map((c) => c.depth)).toEqual(footwear.children.map(() => 1));
    const parent = await insertCategory("Bangles");
    const child = await insertCategory("Glass Bangles", parent.id);
    await createProduct({ name: "Green Glass Bangles", categoryId: child.id, priceRupees: 199 });
    await createProduct({ name: "Red Glass Bangles", categoryId: child.id, priceRupees: 199 });
    const bangles = (await listAdminCategoryTree()).find((c) => c.id === parent.id)!;
    expect(bangles).toMatchObject({
      productCount: 0,
      children: [{ name: "Glass Bangles", productCount: 2 }],
    });
  });

  it("moves a category up and down among its siblings and logs the new order", async () => {
    const footwear = await bySlug("footwear");
    const [first, second] = await childNames("footwear");
    const secondRow = (await getDb().select().from(categories).where(eq(categories.name, second)))[0];
    await moveCategoryStep(actor, secondRow.id, "up");
    expect((await childNames("footwear")).slice(0, 2)).toEqual([second, first]);
    const [log] = await logFor(footwear.id, "category.reorder");
    expect(log.entityLabel).toBe("Subcategories of Footwear");
    expect((log.changes.order.after as string[]).slice(0, 2)).toEqual([second, first]);
    // At the top already: nothing changes.
    expect(await moveCategoryStep(actor, secondRow.id, "up")).toMatchObject({ moved: false });
    await moveCategoryStep(actor, secondRow.id, "down");
    expect((await childNames("footwear")).slice(0, 2)).toEqual([first, second]);
  });

  it("reorders a whole list of siblings, and refuses a list that does not match", async () => {
    const gifts = await bySlug("gifts");
    const children = await getDb().select().from(categories).where(eq(categories.parentId, gifts.id));
    const reversed = (await childNames("gifts")).reverse();
    const idOf = (name: string) => children.find((c) => c.name === name)!.id;
    await reorderCategorySiblings(actor, gifts.id, reversed.map(idOf));
    expect(await childNames("gifts")).toEqual(reversed);
    const error = await refusal(reorderCategorySiblings(actor, gifts.id, reversed.slice(1).map(idOf)));
    expect(error.message).toBe(CATEGORY_ERRORS.siblingsChanged);
  });

  it("moves a category under another parent, last among its new siblings", async () => {
    const scarves = await bySlug("scarves");
    const formal = await bySlug("formal-wear");
    await moveCategoryToParent(actor, scarves.id, formal.id);
    expect((await childNames("formal-wear")).at(-1)).toBe("Scarves");
    const [log] = await logFor(scarves.id, "category.move");
    expect(log.changes.parent).toEqual({ before: "Accessories", after: "Formal Wear" });
    await moveCategoryToParent(actor, scarves.id, null);
    expect((await bySlug("scarves")).parentId).toBeNull();
  });

  it("sets the active and featured flags and logs each change once", async () => {
    const lamps = await bySlug("lamps");
    await setCategoryFlag(actor, lamps.id, "isFeatured", true);
    expect(await setCategoryFlag(actor, lamps.id, "isFeatured", true)).toMatchObject({ changed: false });
    await setCategoryFlag(actor, lamps.id, "isActive", false);
    expect(await bySlug("lamps")).toMatchObject({ isFeatured: true, isActive: false });
    expect(await logFor(lamps.id, "category.feature")).toHaveLength(1);
    expect(await logFor(lamps.id, "category.deactivate")).toHaveLength(1);
  });
});
