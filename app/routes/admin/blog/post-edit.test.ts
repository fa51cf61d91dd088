import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { takeFlash } from "../../../../server/http/flash";
import { blogCategories, blogPosts } from "../../../../server/modules/blog/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import PostEdit, { action, DELETED_MESSAGE, loader, SAVED_MESSAGE } from "./post-edit";
import { renderPage } from "./render-page";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";
let categoryId = "";

beforeAll(async () => {
  // Staff have the content permission: the blog is theirs as much as the admin's.
  ({ cookie } = await registeredAccount("anjali@example.com", "staff", "Anjali Desai"));
  [{ id: categoryId }] = await getDb()
    .insert(blogCategories)
    .values({ name: "Care Tips", slug: "care-tips" })
    .returning();
});

const url = (id?: string) => `http://localhost:3000/admin/blog/${id ?? "new"}`;

function post(fields: [string, string][], id?: string) {
  return action({
    request: new Request(url(id), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    params: id ? { id } : {},
    context: {},
  } as unknown as ActionArgs);
}

async function open(id?: string) {
  return (await loader({
    request: new Request(url(id), { headers: { cookie } }),
    params: id ? { id } : {},
    context: {},
  } as unknown as LoaderArgs)) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
}

/** The action's answer as status and body (a Response, or React Router's data()). */
function answer(result: unknown) {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), result };
  const d = result as {
    data: { error: string; fieldErrors: Record<string, string> };
    init?: { status?: number };
  };
  return { status: d.init?.status ?? 200, body: d.data };
}

async function flashOf(response: Response) {
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  return (await takeFlash(new Request("http://localhost:3000/", { headers: { cookie } }))).message;
}

const count = async () => (await getDb().select({ id: blogPosts.id }).from(blogPosts)).length;

/** A complete form; `change` replaces fields by name (a form keeps the first of repeated names). */
const valid = (title: string, change: [string, string][] = []): [string, string][] => {
  const fields = new Map<string, string>([
    ["title", title],
    ["slug", ""],
    ["summary", "How to keep silk bright"],
    ["content", "<h2>Washing</h2><p>Dry clean the first time.</p>"],
    ["author", "Anjali Desai"],
    ["category_id", categoryId],
    ["status", "published"],
    ["published_date", "2026-01-15T09:30"],
    ["tags", "silk, care"],
    ["is_featured", "on"],
  ]);
  for (const [name, value] of change) fields.set(name, value);
  return [...fields];
};

describe("/admin/blog/new and /admin/blog/:id", () => {
  it("opens a blank form with the signed-in author and the categories", async () => {
    const page = await open();
    expect(page.post).toBeNull();
    expect(page.blank).toMatchObject({ author: "Anjali Desai", status: "draft", title: "" });
    expect(page.categories.choices.map((c) => c.slug)).toEqual(["care-tips"]);
    expect(page.categories.more).toBe(false);
    const html = renderPage(PostEdit, "/admin/blog/new", "/admin/blog/new", page);
    expect(html).toContain(">Write post</h1>");
    for (const name of ["title", "slug", "summary", "content", "author", "category_id", "tags", "seo_title"])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('type="datetime-local"');
    expect(html).toContain('value="Anjali Desai"');
    expect(html).toContain("Choose from library");
  });

  it("refuses an empty POST with the form's messages and saves nothing", async () => {
    const before = await count();
    const reply = answer(await post([]));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      ok: false,
      error: "Please correct the fields marked below.",
      fieldErrors: {
        title: "Title is required",
        content: "Content is required",
        author: "Author is required",
        status: "Choose Draft, Published or Scheduled",
      },
    });
    expect(await count()).toBe(before);
  });

  it("saves a post, sanitising what was sent, and opens it again as it was saved", async () => {
    const reply = answer(
      await post(
        valid("Caring for Silk Sarees", [
          [
            "content",
            '<p onmouseover="x()">Dry clean <img src=x onerror=alert(1)>first.</p><script>steal()</script>',
          ],
        ]),
      ),
    );
    expect(reply.status).toBe(302);
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "caring-for-silk-sarees"));
    expect(reply.location).toBe(`/admin/blog/${row.id}`);
    expect(await flashOf(reply.result!)).toMatchObject({ type: "success", text: SAVED_MESSAGE });
    expect(row.content).toBe("<p>Dry clean first.</p>");
    expect(row.publishedDate?.toISOString()).toBe("2026-01-15T04:00:00.000Z");

    const page = await open(row.id);
    expect(page.post).toMatchObject({
      title: "Caring for Silk Sarees",
      status: "published",
      isFeatured: true,
    });
    expect(page.post?.form).toMatchObject({
      slug: "caring-for-silk-sarees",
      content: "<p>Dry clean first.</p>",
      category_id: categoryId,
      status: "published",
      published_date: "2026-01-15T09:30",
      tags: "silk, care",
      is_featured: true,
    });
    const html = renderPage(PostEdit, "/admin/blog/:id", `/admin/blog/${row.id}`, page);
    expect(html).toContain(">Caring for Silk Sarees</h1>");
    expect(html).toContain('value="2026-01-15T09:30"');
    expect(html).toContain(`href="/blog/caring-for-silk-sarees"`);
    // Its delete button (the confirmation dialog is drawn on the first click).
    expect(html).toMatch(
      /<form id="delete-post"[^>]*method="post"><button type="button"[^>]*>Delete<\/button>/,
    );
  });

  it("refuses a taken slug with a clear message, keeping the other post as it was", async () => {
    const before = await count();
    const reply = answer(await post(valid("Caring for silk sarees!")));
    const message =
      'The slug "caring-for-silk-sarees" is already used by the post "Caring for Silk Sarees". Choose another slug.';
    expect(reply).toMatchObject({ status: 409, body: { error: message, fieldErrors: { slug: message } } });
    expect(await count()).toBe(before);
  });

  it("updates with the version it was opened with, and refuses a stale one", async () => {
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "caring-for-silk-sarees"));
    const opened = (await open(row.id)).post!;
    const saved = answer(
      await post(
        [...valid("Caring for Silk Sarees", [["status", "draft"]]), ["version", opened.version]],
        row.id,
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: `/admin/blog/${row.id}` });
    expect((await open(row.id)).post?.status).toBe("draft");
    const stale = answer(
      await post([...valid("Caring for Silk Sarees"), ["version", opened.version]], row.id),
    );
    expect(stale.status).toBe(409);
    expect((await open(row.id)).post?.status).toBe("draft");
  });

  it("deletes a post and says so; an unknown post is a 404", async () => {
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, "caring-for-silk-sarees"));
    const reply = answer(await post([["intent", "delete"]], row.id));
    expect(reply).toMatchObject({ status: 302, location: "/admin/blog" });
    expect(await flashOf(reply.result!)).toMatchObject({ text: DELETED_MESSAGE });
    const missing = await open(row.id).catch((e: unknown) => e);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
    expect(answer(await post([["intent", "delete"]], row.id)).status).toBe(404);
  });
});

describe("/admin/blog/:id with more than 100 categories", () => {
  it("keeps the post's own category among the choices, after the first 100, and says why", async () => {
    const many = await getDb()
      .insert(blogCategories)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          name: `Region ${String(i + 1).padStart(3, "0")}`,
          slug: `region-${String(i + 1).padStart(3, "0")}`,
          sortOrder: 10 + i,
        })),
      )
      .returning();
    const far = many[100];
    const [row] = await getDb()
      .insert(blogPosts)
      .values({
        title: "Far away",
        slug: "far-away",
        content: "<p>Text</p>",
        author: "Anjali",
        categoryId: far.id,
      })
      .returning();
    const page = await open(row.id);
    expect(page.categories.more).toBe(true);
    expect(page.categories.choices).toHaveLength(101);
    expect(page.categories.choices.at(-1)).toMatchObject({ id: far.id, slug: "region-101" });
    const html = renderPage(PostEdit, "/admin/blog/:id", `/admin/blog/${row.id}`, page).replaceAll(
      "<!-- -->",
      "",
    );
    expect(html).toContain(
      "The first 100 categories in the blog&#x27;s order. To offer another, move it up in Blog categories.",
    );
    expect(html).toContain(`<option value="${far.id}" selected="">Region 101`);
    expect(html).not.toContain(`value="${many[99].id}"`);
  });
});
