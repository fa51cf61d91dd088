import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { blogCategories, blogPosts } from "../../../../server/modules/blog/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import Posts, { loader } from "./posts";
import { renderPage } from "./render-page";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("owner@example.com", "admin", "Shop Owner"));
  const [kids] = await getDb()
    .insert(blogCategories)
    .values({ name: "Kids Corner", slug: "kids-corner" })
    .returning();
  const day = 86_400_000;
  await getDb()
    .insert(blogPosts)
    .values([
      ...Array.from({ length: 21 }, (_, i) => ({
        title: `Krishna costume idea ${i + 1}`,
        slug: `idea-${i + 1}`,
        content: "<p>Text</p>",
        author: "Meera",
        isPublished: true,
        publishedDate: new Date(Date.now() - (i + 1) * day),
        viewCount: 1000 + i,
        categoryId: i === 0 ? kids.id : null,
      })),
      { title: "Unpublished thoughts", slug: "thoughts", content: "<p>Text</p>", author: "Meera" },
    ]);
});

async function list(query = "") {
  return (await loader({
    request: new Request(`http://localhost:3000/admin/blog${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
}

describe("/admin/blog", () => {
  it("lists the posts 20 to a page with status and view count", async () => {
    const page = await list();
    expect(page.list).toMatchObject({ total: 22, page: 1, pageCount: 2, pageSize: 20 });
    expect(page.list.posts[0]).toMatchObject({ slug: "thoughts", status: "draft", publishedDate: null });
    expect(page.list.posts[1]).toMatchObject({
      slug: "idea-1",
      status: "published",
      viewCount: 1000,
      categoryName: "Kids Corner",
    });
    expect((await list("?page=2")).list.posts.map((p) => p.slug)).toEqual(["idea-20", "idea-21"]);
  });

  it("keeps the filters in the address and reads them back", async () => {
    const drafts = await list("?status=draft");
    expect(drafts.params).toMatchObject({ status: "draft", q: "", category: "", page: 1 });
    expect(drafts.list.posts.map((p) => p.slug)).toEqual(["thoughts"]);
    expect((await list("?category=kids-corner")).list.posts.map((p) => p.slug)).toEqual(["idea-1"]);
    expect((await list("?q=COSTUME+IDEA+2&status=published")).list.posts.map((p) => p.slug)).toEqual([
      "idea-2",
      "idea-20",
      "idea-21",
    ]);
    expect(page(await list("?status=scheduled"))).toEqual([]);
  });

  it("reads unusable values as their defaults instead of failing", async () => {
    const odd = await list("?status=gone&category=%27%3B+drop&page=-4&q=%00");
    expect(odd.params).toEqual({ q: "", status: undefined, category: "", page: 1 });
    expect(odd.list.total).toBe(22);
    expect((await list("?page=999")).params.page).toBe(2);
  });
});

const page = (result: Awaited<ReturnType<typeof list>>) => result.list.posts.map((p) => p.slug);

describe("/admin/blog page", () => {
  it("shows the posts with their status, views and links, and the count shown", async () => {
    const html = renderPage(Posts, "/admin/blog", "/admin/blog", await list());
    expect(html).toContain(">Blog</h1>");
    expect(html).toContain('href="/admin/blog/new"');
    expect(html).toContain('href="/admin/blog/categories"');
    expect(html).toContain(">Unpublished thoughts</a>");
    expect(html).toContain(">Draft</span>");
    expect(html).toContain(">1,000</td>");
    expect(html).toMatch(/Showing <!-- -->1<!-- -->-<!-- -->20<!-- --> of <!-- -->22/);
    expect(html).toContain('href="/admin/blog?page=2"');
  });

  it("says when nothing matches, and offers to clear the filters", async () => {
    const html = renderPage(Posts, "/admin/blog", "/admin/blog?q=zzz", await list("?q=zzz"));
    expect(html).toContain("No posts match");
    expect(html).toContain("Remove filter Search: zzz");
  });
});

describe("/admin/blog category filter with more than 100 categories", () => {
  const zones = Array.from({ length: 101 }, (_, i) => ({
    name: `Zone ${String(i + 1).padStart(3, "0")}`,
    slug: `zone-${String(i + 1).padStart(3, "0")}`,
    sortOrder: 10 + i,
  }));
  const hint = "The first 100 categories. For any other, open its post count in";
  const render = (query: string, data: unknown) =>
    renderPage(Posts, "/admin/blog", `/admin/blog${query}`, data).replaceAll("<!-- -->", "");

  it("offers the first 100 and the chosen one after them, and says where the others are", async () => {
    expect(render("", await list())).not.toContain(hint);
    await getDb().insert(blogCategories).values(zones);
    try {
      // Kids Corner, then zone-001 to zone-099 are the first 100; zone-100 and zone-101 come after.
      const html = render("?category=zone-101", await list("?category=zone-101"));
      expect(html).toMatch(
        new RegExp(`${hint} <a [^>]*href="/admin/blog/categories"[^>]*>Categories</a>\\.`),
      );
      expect(html).toContain('<option value="zone-101" selected="">Zone 101');
      expect(html).toContain('<option value="zone-099">');
      expect(html).not.toContain('value="zone-100"');
      expect(html.match(/<option value="zone-/g)).toHaveLength(100);
    } finally {
      await getDb()
        .delete(blogCategories)
        .where(
          inArray(
            blogCategories.slug,
            zones.map((z) => z.slug),
          ),
        );
    }
  });
});
