import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import { blogCategories } from "../../../../server/modules/blog/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import BlogCategories, { action as listAction, loader as listLoader, NO_ACTION_MESSAGE } from "./categories";
import { renderPage } from "./render-page";
import BlogCategoryEdit, { action as editAction, loader as editLoader } from "./category-edit";

withTestDatabase();

type Handler = (args: never) => unknown;
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("editor@example.com", "staff", "Editor"));
});

const call = (
  handler: Handler,
  path: string,
  fields?: [string, string][],
  params: Record<string, string> = {},
) =>
  (handler as (args: unknown) => unknown)({
    request: new Request(`http://localhost:3000${path}`, {
      method: fields ? "POST" : "GET",
      headers: { cookie, ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: fields ? new URLSearchParams(fields) : undefined,
    }),
    params,
    context: {},
  });

function answer(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  const d = result as {
    data?: { error: string; fieldErrors: Record<string, string> };
    init?: { status?: number };
  };
  return d.data ? { status: d.init?.status ?? 200, body: d.data } : { status: 200, body: result };
}

const names = async () =>
  ((await call(listLoader, "/admin/blog/categories")) as { categories: { name: string }[] }).categories.map(
    (c) => c.name,
  );
const idOf = async (slug: string) =>
  (await getDb().select().from(blogCategories).where(eq(blogCategories.slug, slug)))[0].id;

describe("/admin/blog/categories", () => {
  it("creates categories from the form, each at the end of the list", async () => {
    for (const name of ["Festivals", "Styling Guides", "Care Tips"]) {
      const reply = answer(
        await call(editAction, "/admin/blog/categories/new", [
          ["name", name],
          ["is_active", "on"],
        ]),
      );
      expect(reply).toEqual({ status: 302, location: "/admin/blog/categories" });
    }
    expect(await names()).toEqual(["Festivals", "Styling Guides", "Care Tips"]);
    const html = renderPage(
      BlogCategories,
      "/admin/blog/categories",
      "/admin/blog/categories",
      await call(listLoader, "/admin/blog/categories"),
    );
    expect(html).toContain(">Blog categories</h1>");
    expect(html).toContain("Move Styling Guides up");
    // The confirmation dialog is drawn on the first click; the button names the category.
    expect(html).toMatch(/Delete<span class="sr-only"> (<!-- -->)?Festivals<\/span>/);
  });

  it("refuses a taken slug and bad fields with their messages", async () => {
    const clash = answer(await call(editAction, "/admin/blog/categories/new", [["name", "FESTIVALS"]]));
    expect(clash).toMatchObject({
      status: 409,
      body: {
        fieldErrors: {
          slug: 'The slug "festivals" is already used by the blog category "Festivals". Choose another slug.',
        },
      },
    });
    const bad = answer(
      await call(editAction, "/admin/blog/categories/new", [
        ["name", ""],
        ["color", "red"],
      ]),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: "Name is required", color: "Colour must be a hex code like #E65100" } },
    });
    expect(await names()).toEqual(["Festivals", "Styling Guides", "Care Tips"]);
  });

  it("edits a category with the version it was opened with", async () => {
    const id = await idOf("care-tips");
    const opened = (await call(editLoader, `/admin/blog/categories/${id}`, undefined, { id })) as {
      category: { version: string; name: string };
    };
    expect(opened.category.name).toBe("Care Tips");
    const html = renderPage(
      BlogCategoryEdit,
      "/admin/blog/categories/:id",
      `/admin/blog/categories/${id}`,
      opened,
    );
    expect(html).toContain(">Care Tips</h1>");
    expect(html).toContain('value="care-tips"');
    expect(html).toContain('name="version"');
    const fields: [string, string][] = [
      ["name", "Saree Care"],
      ["slug", "saree-care"],
      ["color", "#00796b"],
    ];
    const saved = answer(
      await call(
        editAction,
        `/admin/blog/categories/${id}`,
        [...fields, ["version", opened.category.version]],
        { id },
      ),
    );
    expect(saved).toEqual({ status: 302, location: "/admin/blog/categories" });
    const [row] = await getDb().select().from(blogCategories).where(eq(blogCategories.id, id));
    expect(row).toMatchObject({ name: "Saree Care", slug: "saree-care", color: "#00796B", isActive: false });
    const stale = answer(
      await call(
        editAction,
        `/admin/blog/categories/${id}`,
        [...fields, ["version", opened.category.version]],
        { id },
      ),
    );
    expect(stale.status).toBe(409);
  });

  it("moves categories up and down from the list, and deletes after the confirmation", async () => {
    const care = await idOf("saree-care");
    expect(
      answer(
        await call(listAction, "/admin/blog/categories", [
          ["intent", "up"],
          ["id", care],
        ]),
      ),
    ).toEqual({
      status: 200,
      body: { ok: true, message: "Saree Care moved up" },
    });
    expect(await names()).toEqual(["Festivals", "Saree Care", "Styling Guides"]);
    const top = answer(
      await call(listAction, "/admin/blog/categories", [
        ["intent", "up"],
        ["id", await idOf("festivals")],
      ]),
    );
    expect(top.body).toEqual({ ok: true, message: "Festivals is already at the top" });
    const deleted = answer(
      await call(listAction, "/admin/blog/categories", [
        ["intent", "delete"],
        ["id", care],
      ]),
    );
    expect(deleted.body).toEqual({ ok: true, message: "Saree Care deleted" });
    expect(await names()).toEqual(["Festivals", "Styling Guides"]);
  });

  it("answers an unknown action or category with a message, never a crash", async () => {
    const unknown = answer(await call(listAction, "/admin/blog/categories", [["intent", "rename"]]));
    expect(unknown).toMatchObject({ status: 400, body: { error: NO_ACTION_MESSAGE } });
    const gone = answer(
      await call(listAction, "/admin/blog/categories", [
        ["intent", "delete"],
        ["id", "nope"],
      ]),
    );
    expect(gone).toMatchObject({
      status: 404,
      body: { error: "This blog category no longer exists. It may have been deleted by someone else." },
    });
    const missing = await Promise.resolve(
      call(editLoader, "/admin/blog/categories/x", undefined, { id: "00000000-0000-4000-8000-000000000000" }),
    ).catch((e: unknown) => e);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
  });
});

describe("/admin/blog/categories a page at a time", () => {
  type ListPage = {
    categories: { name: string; slug: string }[];
    total: number;
    page: number;
    pageCount: number;
    pageSize: number;
  };
  const open = async (query = "") => (await call(listLoader, `/admin/blog/categories${query}`)) as ListPage;
  const render = (query: string, data: unknown) =>
    renderPage(BlogCategories, "/admin/blog/categories", `/admin/blog/categories${query}`, data).replaceAll(
      "<!-- -->",
      "",
    );
  /** The opening tag of the button a screen reader names `label`. */
  const button = (html: string, label: string) => {
    const tag = html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`));
    expect(tag, label).not.toBeNull();
    return tag![0];
  };
  const disabled = (html: string, label: string) => / disabled=""/.test(button(html, label));

  // 62 in all with the two left above; their names run backwards so only sort_order puts them in order.
  const extra = Array.from({ length: 60 }, (_, i) => ({
    name: `Topic ${String(60 - i).padStart(2, "0")}`,
    slug: `bulk-topic-${i + 1}`,
    sortOrder: 100 + i,
  }));
  let order: string[] = [];

  beforeAll(async () => {
    const earlier = await names();
    await getDb().insert(blogCategories).values(extra);
    order = [...earlier, ...extra.map((c) => c.name)];
    return async () => {
      await getDb()
        .delete(blogCategories)
        .where(
          inArray(
            blogCategories.slug,
            extra.map((c) => c.slug),
          ),
        );
    };
  });

  it("shows 50 categories a page in the blog's order; past the end the last page, nonsense the first", async () => {
    expect(order).toHaveLength(62);
    const first = await open();
    expect(first).toMatchObject({ total: 62, page: 1, pageCount: 2, pageSize: 50 });
    expect(first.categories.map((c) => c.name)).toEqual(order.slice(0, 50));
    const second = await open("?page=2");
    expect(second).toMatchObject({ total: 62, page: 2, pageCount: 2, pageSize: 50 });
    expect(second.categories.map((c) => c.name)).toEqual(order.slice(50));
    expect(second.categories[0]).toMatchObject({ name: "Topic 12", slug: "bulk-topic-49" });
    expect((await open("?page=999")).page).toBe(2);
    for (const nonsense of ["?page=abc", "?page=0", "?page=-2"]) {
      const page = await open(nonsense);
      expect(page.page, nonsense).toBe(1);
      expect(page.categories.map((c) => c.name)).toEqual(order.slice(0, 50));
    }
  });

  it("disables Up only for the very first category and Down only for the very last", async () => {
    const one = render("", await open());
    expect(disabled(one, `Move ${order[0]} up`)).toBe(true);
    expect(disabled(one, `Move ${order[1]} up`)).toBe(false);
    // Page 1's last category can still move down, onto page 2.
    expect(disabled(one, `Move ${order[49]} down`)).toBe(false);
    expect(one).toContain("Showing 1-50 of 62");
    expect(one).toMatch(/href="[^"]*\?page=2"/);

    const two = render("?page=2", await open("?page=2"));
    // Page 2's first category can still move up, onto page 1.
    expect(disabled(two, `Move ${order[50]} up`)).toBe(false);
    expect(disabled(two, `Move ${order[50]} down`)).toBe(false);
    expect(disabled(two, `Move ${order[61]} down`)).toBe(true);
    expect(two).toContain("Showing 51-62 of 62");
    expect(two).not.toContain(`Move ${order[0]} up`);
  });

  it("goes back to the page an edit was opened from after a save", async () => {
    const two = await open("?page=2");
    const id = await idOf(two.categories[0].slug);
    expect(render("?page=2", two)).toContain(`href="/admin/blog/categories/${id}?page=2"`);
    expect(render("", await open())).not.toContain("?page=1");
    const save = async (query: string) => {
      const opened = (await call(editLoader, `/admin/blog/categories/${id}`, undefined, { id })) as {
        category: { name: string; slug: string; version: string };
      };
      const fields: [string, string][] = [
        ["name", opened.category.name],
        ["slug", opened.category.slug],
        ["is_active", "on"],
        ["version", opened.category.version],
      ];
      return answer(await call(editAction, `/admin/blog/categories/${id}${query}`, fields, { id }));
    };
    expect(await save("?page=2")).toEqual({ status: 302, location: "/admin/blog/categories?page=2" });
    for (const query of ["", "?page=1", "?page=abc", "?page=2.5"])
      expect(await save(query), query).toEqual({ status: 302, location: "/admin/blog/categories" });
  });
});
