import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { settings } from "../settings/schema";
import { blogCategories, blogPosts } from "./schema";
import { getBlogPostPage, listBlogCategories, listBlogPosts } from "./service";

withTestDatabase();

const DAY = 86_400_000;
const now = Date.now();
const ids: Record<string, string> = {};

async function setPageSize(value: string | null) {
  await getDb().delete(settings).where(eq(settings.key, "blog_posts_per_page"));
  if (value !== null) await getDb().insert(settings).values({ key: "blog_posts_per_page", value });
}

beforeAll(async () => {
  const db = getDb();
  const cats = await db
    .insert(blogCategories)
    .values([
      { name: "Festivals", slug: "festivals", color: "#E65100", sortOrder: 2 },
      { name: "Care Tips", slug: "care-tips", color: "#00796B", sortOrder: 1 },
      { name: "Hidden", slug: "hidden", isActive: false, sortOrder: 0 },
    ])
    .returning();
  for (const c of cats) ids[c.slug] = c.id;
  // post-1 is the newest; post-9 the oldest.
  const posts = Array.from({ length: 9 }, (_, i) => ({
    title: `Post ${i + 1}`,
    slug: `post-${i + 1}`,
    summary: `Summary of post ${i + 1}`,
    content: `<p>Body of post ${i + 1}</p>`,
    author: "Meera Iyer",
    categoryId: i < 5 ? ids.festivals : i < 7 ? ids["care-tips"] : i === 7 ? ids.hidden : null,
    isPublished: true,
    publishedDate: new Date(now - (i + 1) * DAY),
    tags: ["festive"],
  }));
  posts[1].title = "Caring for ZARI silk";
  posts[2].summary = "Keep your sarees bright with these tips";
  posts[3].content = "<p>Fold the <strong>pashmina</strong> loosely</p><script>alert(1)</script>";
  posts[4].title = "100% cotton_kurtas";
  const inserted = await db
    .insert(blogPosts)
    .values([
      ...posts,
      {
        title: "Draft about zari",
        slug: "draft",
        content: "<p>zari pashmina</p>",
        author: "Draft Writer",
        categoryId: ids.festivals,
        isPublished: false,
        publishedDate: new Date(now),
      },
    ])
    .returning();
  for (const p of inserted) ids[p.slug] = p.id;
});

const list = (filters: Partial<{ search: string; category: string; page: number }> = {}) =>
  listBlogPosts({ search: "", category: "", page: 1, ...filters });

describe("blog list", () => {
  it("shows published posts only, newest published first, six to a page by default", async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 9, page: 1, pageCount: 2, pageSize: 6 });
    expect(first.posts.map((p) => p.slug)).toEqual([
      "post-1",
      "post-2",
      "post-3",
      "post-4",
      "post-5",
      "post-6",
    ]);
    const second = await list({ page: 2 });
    expect(second.posts.map((p) => p.slug)).toEqual(["post-7", "post-8", "post-9"]);
    expect(first.posts[0]).toMatchObject({
      title: "Post 1",
      author: "Meera Iyer",
      summary: "Summary of post 1",
      tags: ["festive"],
      category: { slug: "festivals", name: "Festivals", color: "#E65100" },
    });
    expect(second.posts.at(-1)?.category).toBeNull();
  });

  it("searches title, summary and content case-insensitively", async () => {
    expect((await list({ search: "zari" })).posts.map((p) => p.slug)).toEqual(["post-2"]);
    expect((await list({ search: "SAREES BRIGHT" })).posts.map((p) => p.slug)).toEqual(["post-3"]);
    expect((await list({ search: "Pashmina" })).posts.map((p) => p.slug)).toEqual(["post-4"]);
  });

  it("treats % and _ in a search as plain characters, and survives SQL and HTML", async () => {
    expect((await list({ search: "100%" })).posts.map((p) => p.slug)).toEqual(["post-5"]);
    expect((await list({ search: "o_t" })).total).toBe(0);
    expect((await list({ search: "n_k" })).posts.map((p) => p.slug)).toEqual(["post-5"]);
    expect((await list({ search: "'; drop table blog_posts; --" })).total).toBe(0);
    expect((await list({ search: "<img src=x onerror=alert(1)>" })).total).toBe(0);
    expect((await list()).total).toBe(9);
  });

  it("filters by an active category's slug; an unknown or inactive one matches nothing", async () => {
    const festivals = await list({ category: "festivals" });
    expect(festivals.posts.map((p) => p.slug)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"]);
    expect((await list({ category: "care-tips", search: "sarees" })).total).toBe(0);
    expect((await list({ category: "hidden" })).total).toBe(0);
    expect((await list({ category: "no-such-category" })).posts).toEqual([]);
  });

  it("lists active categories in their sort order", async () => {
    expect((await listBlogCategories()).map((c) => c.slug)).toEqual(["care-tips", "festivals"]);
  });

  it("keeps out-of-range pages inside the range", async () => {
    expect(await list({ page: 99 })).toMatchObject({ page: 2, pageCount: 2 });
    expect(await list({ page: -3 })).toMatchObject({ page: 1 });
    expect(await list({ search: "nothing matches this" })).toMatchObject({ page: 1, pageCount: 1, total: 0 });
  });

  it("takes the page size from blog_posts_per_page, falling back to 6", async () => {
    await setPageSize("4");
    expect(await list({ page: 3 })).toMatchObject({ pageSize: 4, pageCount: 3, page: 3 });
    expect((await list({ page: 3 })).posts.map((p) => p.slug)).toEqual(["post-9"]);
    await setPageSize('"abc"');
    expect((await list()).pageSize).toBe(6);
    await setPageSize("0");
    expect((await list()).pageSize).toBe(6);
    await setPageSize(null);
  });
});

describe("blog post", () => {
  const views = async (slug: string) =>
    (await getDb().select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0].viewCount;

  it("is null for an unknown or unpublished slug", async () => {
    expect(await getBlogPostPage("no-such-post", { countView: true })).toBeNull();
    expect(await getBlogPostPage("draft", { countView: true })).toBeNull();
    expect(await views("draft")).toBe(0);
  });

  it("shows sanitised content and counts one view per counted request", async () => {
    const page = await getBlogPostPage("post-4", { countView: true });
    expect(page?.post.contentHtml).toBe("<p>Fold the <strong>pashmina</strong> loosely</p>");
    expect(await views("post-4")).toBe(1);
    await getBlogPostPage("post-4", { countView: true });
    await getBlogPostPage("post-4", { countView: false });
    expect(await views("post-4")).toBe(2);
  });

  it("relates up to 3 published posts of the same category, newest first", async () => {
    const page = await getBlogPostPage("post-2", { countView: false });
    expect(page?.related.map((p) => p.slug)).toEqual(["post-1", "post-3", "post-4"]);
    const care = await getBlogPostPage("post-7", { countView: false });
    expect(care?.related.map((p) => p.slug)).toEqual(["post-6"]);
  });

  it("relates any published posts when the post has no category", async () => {
    const page = await getBlogPostPage("post-9", { countView: false });
    expect(page?.related.map((p) => p.slug)).toEqual(["post-1", "post-2", "post-3"]);
  });
});
