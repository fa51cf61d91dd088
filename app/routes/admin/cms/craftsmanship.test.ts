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
