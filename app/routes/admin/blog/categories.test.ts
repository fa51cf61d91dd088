import { eq } from "drizzle-orm";
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
