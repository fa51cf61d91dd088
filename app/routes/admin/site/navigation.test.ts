import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NAV_LINK_MESSAGES, schemeRefused } from "../../../../lib/navigation-link-form";
import { getDb } from "../../../../server/db/client";
import { activityLog } from "../../../../server/modules/audit/schema";
import { navigationLinks } from "../../../../server/modules/content/schema";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader as rootLoader } from "../../../root";
import { NAVIGATION_PAGE_MESSAGES } from "./navigation";
import { navigationTestPage } from "./navigation-test-page";

withTestDatabase();

const { open, post, render, byName } = navigationTestPage();
type RootArgs = Parameters<typeof rootLoader>[0];

/** The storefront's header and footer, as the shop's root loader gives them to every page. */
async function storefront() {
  const result = (await rootLoader({
    request: new Request("http://localhost:3000/"),
    params: {},
    context: { cspNonce: "" },
  } as unknown as RootArgs)) as unknown as { data: { headerLinks: unknown[]; footerLinks: unknown[] } };
  return result.data;
}

const all = () => getDb().select().from(navigationLinks).orderBy(asc(navigationLinks.id));

describe("/admin/cms/navigation", () => {
  it("lists header and footer links in the shop's order, never the back office's own", async () => {
    const page = await open();
    expect(page.lists.header.links.map((l) => l.name)).toEqual(["Home", "Shop"]);
    expect(page.lists.footer.links.map((l) => l.name)).toEqual(["Returns"]);
    expect(JSON.stringify(page)).not.toContain("Dashboard");
    expect(page.editing).toBeNull();
    const shop = page.lists.header.links[1];
    expect((await open(`?edit=${shop.id}`)).editing).toMatchObject({ name: "Shop", path: "/shop" });
    const admin = await byName("Dashboard");
    expect((await open(`?edit=${admin.id}`)).editing).toBeNull();
    expect((await open("?edit=not-an-id")).editing).toBeNull();
  });

  it("adds a link with the defaults (order 0, shown) and the storefront shows it on the next request", async () => {
    const answer = await post({
      form: "add-header",
      intent: "create",
      location: "header",
      name: "Blog",
      path: "/blog",
      isActive: "on",
    });
    expect(answer).toEqual({ status: 302, location: "/admin/cms/navigation", flash: "Blog added" });
    expect(await byName("Blog")).toMatchObject({ location: "header", orderNum: 0, isActive: true });
    expect((await storefront()).headerLinks).toContainEqual({ name: "Blog", path: "/blog" });
  });

  it("refuses a javascript: path with the message on its field, and saves nothing", async () => {
    const before = await all();
    const logs = (await getDb().select().from(activityLog)).length;
    expect(
      await post({
        form: "add-footer",
        intent: "create",
        location: "footer",
        name: "Hi",
        path: "javascript:alert(1)",
      }),
    ).toEqual({
      status: 400,
      body: {
        ok: false,
        form: "add-footer",
        id: "",
        error: "Failed to create navigation link: please correct the fields marked below.",
        fieldErrors: { path: schemeRefused("javascript") },
      },
    });
    expect(
      await post({ form: "add-footer", intent: "create", location: "footer", name: "", path: "" }),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: NAV_LINK_MESSAGES.nameRequired, path: NAV_LINK_MESSAGES.pathRequired } },
    });
    expect(await all()).toEqual(before);
    expect((await getDb().select().from(activityLog)).length).toBe(logs);
  });

  it("toggles, moves and edits a link, each answered with its own message", async () => {
    const blog = await byName("Blog");
    expect(await post({ intent: "active", id: blog.id, value: "false" })).toEqual({
      status: 200,
      body: { ok: true, id: blog.id, message: "Blog is now hidden from the shop" },
    });
    expect((await storefront()).headerLinks).not.toContainEqual({ name: "Blog", path: "/blog" });
    // Blog (order 0) sorts first: moving Shop up puts it between Blog and Home.
    const shop = await byName("Shop");
    expect(await post({ intent: "up", id: shop.id })).toMatchObject({ body: { message: "Shop moved up" } });
    expect((await open()).lists.header.links.map((l) => l.name)).toEqual(["Blog", "Shop", "Home"]);
    expect(await post({ intent: "up", id: (await byName("Blog")).id })).toMatchObject({
      body: { message: "Blog is already at the top" },
    });

    const version = (await open()).lists.header.links.find((l) => l.name === "Shop")!.updatedAt;
    const edit = {
      form: "edit-link",
      intent: "update",
      id: shop.id,
      version,
      location: "footer",
      name: "All products",
      path: "https://example.com/catalogue",
      orderNum: "5",
      isActive: "on",
    };
    expect(await post(edit)).toEqual({
      status: 302,
      location: "/admin/cms/navigation",
      flash: "All products saved",
    });
    expect((await storefront()).footerLinks).toContainEqual({
      name: "All products",
      path: "https://example.com/catalogue",
    });
    // The same form sent again carries a version that is no longer current.
    expect(await post({ ...edit, name: "Stale" })).toMatchObject({
      status: 409,
      body: { form: "edit-link", error: expect.stringContaining("someone else changed this link") },
    });
    expect(await byName("Stale")).toBeUndefined();
  });

  it("deletes a link, and refuses the back office's links, unknown ids and unknown intents", async () => {
    const returns = await byName("Returns");
    expect(await post({ intent: "delete", id: returns.id })).toEqual({
      status: 302,
      location: "/admin/cms/navigation",
      flash: "Returns deleted",
    });
    expect(await byName("Returns")).toBeUndefined();
    const before = await all();
    const admin = await byName("Dashboard");
    expect(await post({ intent: "delete", id: admin.id })).toMatchObject({ status: 403 });
    expect(await post({ intent: "active", id: admin.id, value: "false" })).toMatchObject({ status: 403 });
    expect(await post({ intent: "delete", id: returns.id })).toMatchObject({ status: 404 });
    expect(await post({})).toMatchObject({ status: 400, body: { error: NAVIGATION_PAGE_MESSAGES.noAction } });
    expect(await post({ intent: "drop", id: admin.id })).toMatchObject({ status: 400 });
    expect(await all()).toEqual(before);
  });
});

describe("/admin/cms/navigation page", () => {
  it("shows both lists with switches, order buttons and an add form each", async () => {
    const html = await render();
    expect(html).toContain(">Navigation</h1>");
    expect(html).toContain(">Header links</h2>");
    expect(html).toContain(">Footer links</h2>");
    expect(html).toContain('aria-label="Shown in the shop: Home"');
    expect(html).toContain('aria-label="Move Home down"');
    expect(html).toContain('aria-label="Add a header link"');
    expect(html).toContain('aria-label="Add a footer link"');
    expect(html).not.toContain("Dashboard</p>");
  });

  it("opens a link's edit form from the address, and shows a refusal on the form it is about", async () => {
    const home = await byName("Home");
    const html = await render(`?edit=${home.id}`, {
      ok: false,
      form: "edit-link",
      error: "Failed to update navigation link: please correct the fields marked below.",
      fieldErrors: { path: schemeRefused("javascript") },
    });
    expect(html).toContain(">Edit link: Home</h2>");
    expect(html).toContain('name="version"');
    expect(html).toContain("Failed to update navigation link: please correct the fields marked below.");
    expect(html).toContain("Links starting with &quot;javascript:&quot; are not allowed.");
    expect(html).toContain('aria-invalid="true"');
  });
});
