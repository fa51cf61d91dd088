import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CRAFT_MESSAGES } from "../../../../lib/craftsmanship-form-schema";
import { getDb } from "../../../../server/db/client";
import { craftsmanshipContent } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import * as list from "./craftsmanship";
import * as edit from "./craftsmanship-edit";
import { callRoute, renderPage } from "./route-calls.test-helper";

withTestDatabase();

let staff = "";
let admin = "";

beforeAll(async () => {
  ({ cookie: staff } = await registeredAccount("helper@example.com", "staff", "Kavya Iyer"));
  ({ cookie: admin } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
});

const everything = () =>
  getDb().select().from(craftsmanshipContent).orderBy(craftsmanshipContent.sectionOrder);

describe("/admin/cms/craftsmanship", () => {
  it("creates a section with its gallery from the posted rows, and refuses a bad one", async () => {
    const bad = await callRoute(edit.action, "/admin/cms/craftsmanship/new", {
      cookie: staff,
      form: { title: "Weaving", gallery_url: ["/uploads/a.webp"], gallery_alt: [""], gallery_caption: [""] },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { fieldErrors: { "gallery.0.alt": CRAFT_MESSAGES.altRequired(1) } },
    });
    expect(await everything()).toEqual([]);
    for (const title of ["Weaving", "Embroidery"]) {
      const made = await callRoute(edit.action, "/admin/cms/craftsmanship/new", {
        cookie: staff,
        form: {
          title,
          isActive: "on",
          gallery_url: ["/uploads/a.webp", "/uploads/b.webp"],
          gallery_alt: ["Loom", "Threads"],
          gallery_caption: ["Warp", ""],
        },
      });
      expect(made).toMatchObject({ status: 302, location: "/admin/cms/craftsmanship" });
    }
    const [weaving] = await everything();
    expect(weaving.galleryImages).toEqual([
      { url: "/uploads/a.webp", alt: "Loom", caption: "Warp" },
      { url: "/uploads/b.webp", alt: "Threads" },
    ]);
  });

  it("lists, hides, moves and deletes for staff and admins", async () => {
    const page = await callRoute(list.loader, "/admin/cms/craftsmanship", { cookie: admin });
    const sections = (page.body as { sections: { id: string; title: string; galleryCount: number }[] })
      .sections;
    expect(sections.map((s) => [s.title, s.galleryCount])).toEqual([
      ["Weaving", 2],
      ["Embroidery", 2],
    ]);
    const hidden = await callRoute(list.action, "/admin/cms/craftsmanship", {
      cookie: staff,
      form: { intent: "active", id: sections[0].id, value: "false" },
    });
    expect(hidden.body).toEqual({ ok: true, message: "Weaving is now hidden from the home page" });
    const moved = await callRoute(list.action, "/admin/cms/craftsmanship", {
      cookie: staff,
      form: { intent: "down", id: sections[0].id },
    });
    expect(moved.body).toEqual({ ok: true, message: "Weaving moved down" });
    expect((await everything()).map((s) => [s.title, s.isActive])).toEqual([
      ["Embroidery", true],
      ["Weaving", false],
    ]);
    const gone = await callRoute(edit.action, `/admin/cms/craftsmanship/${sections[1].id}`, {
      cookie: admin,
      params: { id: sections[1].id },
      form: { intent: "delete" },
    });
    expect(gone).toMatchObject({ status: 302, location: "/admin/cms/craftsmanship" });
    expect((await everything()).map((s) => s.title)).toEqual(["Weaving"]);
    expect(
      await callRoute(list.action, "/admin/cms/craftsmanship", { cookie: admin, form: { intent: "x" } }),
    ).toMatchObject({
      status: 400,
    });
  });
});

describe("craftsmanship pages as rendered", () => {
  it("show the sections and the form with its gallery", async () => {
    const data = await callRoute(list.loader, "/admin/cms/craftsmanship", { cookie: staff });
    const html = renderPage(list.default, "/admin/cms/craftsmanship", "/admin/cms/craftsmanship", data.body);
    expect(html).toContain(">Craftsmanship</h1>");
    expect(html).toContain("Weaving");
    expect(html).toContain("2 images");
    const [weaving] = await everything();
    const form = await callRoute(edit.loader, `/admin/cms/craftsmanship/${weaving.id}`, {
      cookie: staff,
      params: { id: weaving.id },
    });
    const url = `/admin/cms/craftsmanship/${weaving.id}`;
    const page = renderPage(edit.default, "/admin/cms/craftsmanship/:id", url, form.body);
    expect(page).toContain(">Weaving</h1>");
    expect(page).toContain('name="gallery_url" value="/uploads/a.webp"');
    expect(page).toContain('value="Warp"');
    expect(page).toContain("2 of 12");
  });
});

describe("/admin/cms/craftsmanship a page at a time", () => {
  type ListPage = {
    sections: { id: string; title: string }[];
    total: number;
    page: number;
    pageCount: number;
    pageSize: number;
  };
  const open = async (query = "") =>
    (await callRoute(list.loader, `/admin/cms/craftsmanship${query}`, { cookie: staff })).body as ListPage;
  /** The opening tag of the button a screen reader names `label`. */
  const button = (html: string, label: string) => {
    const tag = html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`));
    expect(tag, label).not.toBeNull();
    return tag![0];
  };
  const disabled = (html: string, label: string) => / disabled=""/.test(button(html, label));
  const render = (query: string, data: unknown) =>
    renderPage(list.default, "/admin/cms/craftsmanship", `/admin/cms/craftsmanship${query}`, data);

  const extra = Array.from({ length: 25 }, (_, i) => `Motif ${String(i + 1).padStart(2, "0")}`);
  let order: string[] = [];

  beforeAll(async () => {
    const earlier = (await everything()).map((s) => s.title);
    const base = Date.parse("2026-01-01T00:00:00Z");
    // All at one section_order, inserted backwards: the creation time alone puts them in order.
    await getDb()
      .insert(craftsmanshipContent)
      .values(
        extra
          .map((title, i) => ({
            title,
            sectionOrder: 1000,
            createdAt: new Date(base + i * 60_000),
            galleryImages: [{ url: `/uploads/m${i}.webp`, alt: title }],
          }))
          .reverse(),
      );
    order = [...earlier, ...extra];
    return async () => {
      await getDb().delete(craftsmanshipContent).where(inArray(craftsmanshipContent.title, extra));
    };
  });

  it("shows 20 sections a page in the home page's order; past the end the last page, nonsense the first", async () => {
    expect(order).toHaveLength(26);
    const first = await open();
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2, pageSize: 20 });
    expect(first.sections.map((s) => s.title)).toEqual(order.slice(0, 20));
    const second = await open("?page=2");
    expect(second).toMatchObject({ total: 26, page: 2, pageCount: 2, pageSize: 20 });
    expect(second.sections.map((s) => s.title)).toEqual(order.slice(20));
    expect(second.sections.map((s) => s.title)).toEqual(extra.slice(19));
    const past = await open("?page=999");
    expect(past.page).toBe(2);
    expect(past.sections.map((s) => s.title)).toEqual(order.slice(20));
    for (const nonsense of ["?page=abc", "?page=0", "?page=-3", "?page="]) {
      const page = await open(nonsense);
      expect(page.page, nonsense).toBe(1);
      expect(page.sections.map((s) => s.title)).toEqual(order.slice(0, 20));
    }
  });

  it("disables up only for the very first section and down only for the very last", async () => {
    const one = render("", await open());
    expect(disabled(one, `Move ${order[0]} up`)).toBe(true);
    expect(disabled(one, `Move ${order[1]} up`)).toBe(false);
    // Page 1's last section can still move down, onto page 2.
    expect(disabled(one, `Move ${order[19]} down`)).toBe(false);
    expect(one).toContain("Showing 1-20 of 26");
    expect(one).toMatch(/href="[^"]*\?page=2"/);

    const two = render("?page=2", await open("?page=2"));
    // Page 2's first section can still move up, onto page 1.
    expect(disabled(two, `Move ${order[20]} up`)).toBe(false);
    expect(disabled(two, `Move ${order[20]} down`)).toBe(false);
    expect(disabled(two, `Move ${order[25]} down`)).toBe(true);
    expect(two).toContain("Showing 21-26 of 26");
    expect(two).not.toContain(`Move ${order[0]} up`);
  });

  it("goes back to the page an edit was opened from after a delete", async () => {
    const last = (await open("?page=2")).sections.at(-1)!;
    expect(render("?page=2", await open("?page=2"))).toContain(
      `href="/admin/cms/craftsmanship/${last.id}?page=2"`,
    );
    expect(render("", await open())).not.toContain("?page=1");
    const gone = await callRoute(edit.action, `/admin/cms/craftsmanship/${last.id}?page=2`, {
      cookie: admin,
      params: { id: last.id },
      form: { intent: "delete" },
    });
    expect(gone).toMatchObject({ status: 302, location: "/admin/cms/craftsmanship?page=2" });
    order = order.filter((title) => title !== last.title);
  });
});
