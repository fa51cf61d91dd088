import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { blogCategories, blogPosts } from "./schema";
import { ADMIN_POSTS_PAGE_SIZE, getAdminPost, getBlogPostPage, listAdminPosts } from "./service";

withTestDatabase();

const DAY = 86_400_000;
const now = Date.now();
let festivals = "";

beforeAll(async () => {
  const db = getDb();
  const [cat] = await db.insert(blogCategories).values({ name: "Festivals", slug: "festivals" }).returning();
  festivals = cat.id;
  const base = { content: "<p>Text</p>", author: "Meera Iyer" };
  // 23 published posts (post-1 newest), a draft, a scheduled one and a post with SEO fields.
  await db.insert(blogPosts).values([
    ...Array.from({ length: 23 }, (_, i) => ({
      ...base,
      title: `Post ${i + 1}`,
      slug: `post-${i + 1}`,
      isPublished: true,
      publishedDate: new Date(now - (i + 2) * DAY),
      viewCount: i * 10,
      categoryId: i < 3 ? festivals : null,
    })),
    { ...base, title: "Unfinished draft", slug: "draft", author: "Arjun Rao", tags: ["Zari", "silk"] },
    {
      ...base,
      title: "Coming soon",
      slug: "soon",
      isPublished: true,
      publishedDate: new Date(now + DAY),
      categoryId: festivals,
    },
    {
      ...base,
      title: "With SEO",
      slug: "with-seo",
      summary: "The summary",
      isPublished: true,
      publishedDate: new Date(now - DAY),
      seoTitle: "A better title for search",
      seoDescription: "A better description for search",
    },
  ]);
});

const list = (filters: Partial<Parameters<typeof listAdminPosts>[0]> = {}) =>
  listAdminPosts({ q: "", category: "", page: 1, ...filters });

describe("the admin list of posts", () => {
  it("shows every post, newest first, a page at a time, with status and view count", async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2, pageSize: ADMIN_POSTS_PAGE_SIZE });
    expect(first.posts.slice(0, 4).map((p) => [p.slug, p.status])).toEqual([
      ["soon", "scheduled"],
      ["draft", "draft"],
      ["with-seo", "published"],
      ["post-1", "published"],
    ]);
    expect(first.posts.find((p) => p.slug === "post-3")).toMatchObject({
      viewCount: 20,
      categoryName: "Festivals",
    });
    const second = await list({ page: 9 });
    expect(second.page).toBe(2);
    expect(second.posts.map((p) => p.slug)).toEqual([
      "post-18",
      "post-19",
      "post-20",
      "post-21",
      "post-22",
      "post-23",
    ]);
  });

  it("filters by status and category and searches title, author and tags", async () => {
    expect((await list({ status: "draft" })).posts.map((p) => p.slug)).toEqual(["draft"]);
    expect((await list({ status: "scheduled" })).posts.map((p) => p.slug)).toEqual(["soon"]);
    expect((await list({ status: "published" })).total).toBe(24);
    expect((await list({ category: "festivals" })).posts.map((p) => p.slug)).toEqual([
      "soon",
      "post-1",
      "post-2",
      "post-3",
    ]);
    expect((await list({ category: "festivals", status: "published", q: "post 2" })).posts).toHaveLength(1);
    expect((await list({ q: "arjun" })).posts.map((p) => p.slug)).toEqual(["draft"]);
    expect((await list({ q: "ZARI" })).posts.map((p) => p.slug)).toEqual(["draft"]);
    expect((await list({ q: "100%_" })).total).toBe(0);
    expect((await list({ category: "no-such" })).total).toBe(0);
  });

  it("opens one post for editing, and nothing for an unknown id", async () => {
    const page = await list({ q: "with seo" });
    expect(await getAdminPost(page.posts[0].id)).toMatchObject({
      title: "With SEO",
      status: "published",
      version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    });
    expect(await getAdminPost("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getAdminPost("not-an-id")).toBeNull();
  });
});

describe("the storefront's post page", () => {
  it("carries the SEO title and description when set, and null otherwise", async () => {
    expect((await getBlogPostPage("with-seo", { countView: false }))?.post).toMatchObject({
      seoTitle: "A better title for search",
      seoDescription: "A better description for search",
    });
    expect((await getBlogPostPage("post-1", { countView: false }))?.post).toMatchObject({
      seoTitle: null,
      seoDescription: null,
    });
  });
});
