import { describe, expect, it } from "vitest";
import { BLOG_CATEGORY_CHOICES } from "../../../lib/blog-category-form";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { blogCategories, blogPosts } from "./schema";
import {
  BLOG_CATEGORIES_PAGE_SIZE,
  getAdminBlogCategory,
  listAdminBlogCategories,
  listBlogCategoryChoices,
} from "./service";

withTestDatabase();

const pad = (n: number) => String(n).padStart(3, "0");
/** The nth category of the blog's order (1-based): sort_order puts it there, its name runs backwards. */
const nth = (n: number) => ({ name: `Theme ${pad(1000 - n)}`, slug: `cat-${pad(n)}`, sortOrder: n });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => nth(from + i));
const slugs = (choices: { slug: string }[]) => choices.map((c) => c.slug);
const idOf = async (slug: string) =>
  (await getDb().select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)).find(
    (c) => c.slug === slug,
  )!.id;

describe("listBlogCategoryChoices", () => {
  it("offers every category, and no more, while there are few", async () => {
    expect(BLOG_CATEGORY_CHOICES).toBe(100);
    expect(await listBlogCategoryChoices()).toEqual({ choices: [], more: false });
    await getDb().insert(blogCategories).values(range(1, 3));
    const few = await listBlogCategoryChoices();
    expect(few.more).toBe(false);
    expect(slugs(few.choices)).toEqual(["cat-001", "cat-002", "cat-003"]);
    expect(few.choices[0]).toEqual({
      id: await idOf("cat-001"),
      name: "Theme 999",
      slug: "cat-001",
      isActive: true,
    });
    const chosen = await listBlogCategoryChoices({ slug: "cat-003", id: await idOf("cat-002") });
    expect(slugs(chosen.choices)).toEqual(["cat-001", "cat-002", "cat-003"]);
  });

  it("offers all of exactly 100 without saying there are more", async () => {
    await getDb().insert(blogCategories).values(range(4, 100));
    const hundred = await listBlogCategoryChoices();
    expect(hundred.more).toBe(false);
    expect(slugs(hundred.choices)).toEqual(range(1, 100).map((c) => c.slug));
  });

  it("offers the first 100 in the blog's order, and says there are more", async () => {
    await getDb().insert(blogCategories).values(range(101, 105));
    const first = await listBlogCategoryChoices();
    expect(first.more).toBe(true);
    expect(first.choices).toHaveLength(100);
    expect(slugs(first.choices)).toEqual(range(1, 100).map((c) => c.slug));
    expect(await listBlogCategoryChoices({})).toEqual(first);
    expect(await listBlogCategoryChoices({ id: null, slug: null })).toEqual(first);
    expect(await listBlogCategoryChoices({ slug: "" })).toEqual(first);
  });

  it("adds the chosen category at the end when it comes after the first 100, by slug or by id", async () => {
    const first = slugs((await listBlogCategoryChoices()).choices);
    const bySlug = await listBlogCategoryChoices({ slug: "cat-103" });
    expect(bySlug.more).toBe(true);
    expect(slugs(bySlug.choices)).toEqual([...first, "cat-103"]);
    expect(bySlug.choices[100]).toEqual({
      id: await idOf("cat-103"),
      name: "Theme 897",
      slug: "cat-103",
      isActive: true,
    });
    const byId = await listBlogCategoryChoices({ id: await idOf("cat-103") });
    expect(byId).toEqual(bySlug);
    // The very last of the order too.
    expect(slugs((await listBlogCategoryChoices({ id: await idOf("cat-105") })).choices)).toEqual([
      ...first,
      "cat-105",
    ]);
  });

  it("never repeats a chosen category that is among the first 100", async () => {
    const first = await listBlogCategoryChoices();
    for (const slug of ["cat-001", "cat-050", "cat-100"]) {
      expect(await listBlogCategoryChoices({ slug }), slug).toEqual(first);
      expect(await listBlogCategoryChoices({ id: await idOf(slug) }), slug).toEqual(first);
    }
  });

  it("ignores a chosen category that does not exist", async () => {
    const first = await listBlogCategoryChoices();
    expect(await listBlogCategoryChoices({ slug: "no-such-category" })).toEqual(first);
    expect(await listBlogCategoryChoices({ id: "not-a-uuid" })).toEqual(first);
    expect(await listBlogCategoryChoices({ id: "00000000-0000-4000-8000-000000000000" })).toEqual(first);
    expect(await listBlogCategoryChoices({ slug: "cat-103'; drop table blog_categories; --" })).toEqual(
      first,
    );
  });
});

describe("listAdminBlogCategories, a page at a time", () => {
  it("shows 50 categories a page in the blog's order; past the end the last page", async () => {
    expect(BLOG_CATEGORIES_PAGE_SIZE).toBe(50);
    const two = await listAdminBlogCategories(2);
    expect(two).toMatchObject({ total: 105, page: 2, pageCount: 3, pageSize: 50 });
    expect(two.categories.map((c) => c.slug)).toEqual(range(51, 100).map((c) => c.slug));
    const three = await listAdminBlogCategories(3);
    expect(three).toMatchObject({ total: 105, page: 3, pageCount: 3, pageSize: 50 });
    expect(three.categories.map((c) => c.slug)).toEqual(range(101, 105).map((c) => c.slug));
    expect(await listAdminBlogCategories(99)).toEqual(three);
    expect((await listAdminBlogCategories(Number.NaN)).page).toBe(1);
  });

  it("counts each category's posts on later pages too", async () => {
    const [c060, c101] = [await idOf("cat-060"), await idOf("cat-101")];
    await getDb()
      .insert(blogPosts)
      .values([
        {
          title: "Rangoli colours",
          slug: "rangoli",
          content: "<p>Text</p>",
          author: "Meera",
          categoryId: c060,
        },
        { title: "Diya care", slug: "diya", content: "<p>Text</p>", author: "Meera", categoryId: c060 },
        { title: "Holi stains", slug: "holi", content: "<p>Text</p>", author: "Meera", categoryId: c101 },
        { title: "No category", slug: "none", content: "<p>Text</p>", author: "Meera" },
      ]);
    // The posts are there: one category's own page counts them.
    expect((await getAdminBlogCategory(c060))?.postCount).toBe(2);
    const counted = (page: { categories: { slug: string; postCount: number }[] }) =>
      page.categories.filter((c) => c.postCount !== 0).map((c) => [c.slug, c.postCount]);
    expect(counted(await listAdminBlogCategories(1))).toEqual([]);
    expect(counted(await listAdminBlogCategories(2))).toEqual([["cat-060", 2]]);
    expect(counted(await listAdminBlogCategories(3))).toEqual([["cat-101", 1]]);
  });
});
