import { randomUUID } from "node:crypto";
import { asc, eq, like } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAV_LINK_MESSAGES, schemeRefused } from "../../../../lib/navigation-link-form";
import { getDb } from "../../../../server/db/client";
import { takeFlash } from "../../../../server/http/flash";
import { activityLog } from "../../../../server/modules/audit/schema";
import {
  getAdminNavigationLink,
  NAVIGATION_PAGE_SIZE,
} from "../../../../server/modules/content/admin-navigation";
import { navigationLinks } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { Toaster } from "../../../components/ui/toaster";
import { loader as rootLoader } from "../../../root";
import Navigation, { action, loader, NAVIGATION_PAGE_MESSAGES } from "./navigation";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
type RootArgs = Parameters<typeof rootLoader>[0];
const URL_ = "http://localhost:3000/admin/cms/navigation";
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("kavya@example.com", "staff", "Kavya Iyer"));
  await getDb()
    .insert(navigationLinks)
    .values([
      { location: "header", name: "Home", path: "/", orderNum: 0 },
      { location: "header", name: "Shop", path: "/shop", orderNum: 1 },
      { location: "footer", name: "Returns", path: "/returns", orderNum: 0 },
      { location: "admin", name: "Dashboard", path: "/admin/dashboard", orderNum: 0 },
    ]);
});

async function open(search = "") {
  return (await loader({
    request: new Request(`${URL_}${search}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Awaited<ReturnType<typeof loader>>;
}

/** The action's answer: a redirect (with its one-time message) or a status and body. */
async function post(fields: Record<string, string>, search = "") {
  const result: unknown = await action({
    request: new Request(`${URL_}${search}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    }),
    params: {},
    context: {},
  } as unknown as ActionArgs);
  if (result instanceof Response) {
    const flashCookie = (result.headers.get("set-cookie") ?? "").split(";")[0];
    const flash = await takeFlash(new Request(URL_, { headers: { cookie: flashCookie } }));
    return { status: result.status, location: result.headers.get("location"), flash: flash.message?.text };
  }
  const answer = result as { data?: unknown; init?: { status?: number } };
  return "init" in answer
    ? { status: answer.init?.status ?? 200, body: answer.data as Record<string, unknown> }
    : { status: 200, body: result as Record<string, unknown> };
}

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
const byName = async (name: string) =>
  (await getDb().select().from(navigationLinks).where(eq(navigationLinks.name, name)))[0];

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

/** The page as the server renders it, with an optional action answer (a form posted without JavaScript). */
async function render(search = "", actionData?: unknown) {
  const Page = Navigation as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: "/admin/cms/navigation",
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/cms/navigation${search}`],
      hydrationData: {
        loaderData: { "0": await open(search) },
        actionData: actionData ? { "0": actionData } : undefined,
      },
    }),
  );
  return html.replaceAll("<!-- -->", "");
}

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

describe("/admin/cms/navigation, a page of each list at a time", () => {
  const pad = (i: number) => String(i).padStart(2, "0");
  // Inserted after the links above (their orders are below 100), in the shop's order.
  const headerNames = Array.from({ length: 30 }, (_, i) => `Paged header ${pad(i)}`);
  const footerNames = Array.from({ length: 27 }, (_, i) => `Paged footer ${pad(i)}`);
  let headerBefore = 0;
  let footerBefore = 0;
  const countOf = async (location: string) =>
    (await getDb().select().from(navigationLinks).where(eq(navigationLinks.location, location))).length;

  beforeAll(async () => {
    headerBefore = await countOf("header");
    footerBefore = await countOf("footer");
    // Inserted out of order, so the list's order is not the insertion's.
    await getDb()
      .insert(navigationLinks)
      .values(
        [
          ...headerNames.map((name, i) => ({ location: "header", name, path: `/h/${i}`, orderNum: 100 + i })),
          ...footerNames.map((name, i) => ({ location: "footer", name, path: `/f/${i}`, orderNum: 100 + i })),
        ].reverse(),
      );
  });

  afterAll(async () => {
    await getDb().delete(navigationLinks).where(like(navigationLinks.name, "Paged %"));
  });

  const names = (list: { links: { name: string }[] }) => list.links.map((l) => l.name);
  /** The rest of a location's list after its first page: the last of the inserted links. */
  const secondPage = (inserted: string[], before: number) => inserted.slice(NAVIGATION_PAGE_SIZE - before);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const button = (html: string, label: string) =>
    new RegExp(`<button[^>]*aria-label="${escape(label)}"[^>]*>`).exec(html)?.[0];
  const nav = (html: string, label: string) =>
    new RegExp(`<nav aria-label="${escape(label)}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? "";

  it("pages the header and the footer a page of links at a time, each at its own page", async () => {
    const headerTotal = headerBefore + 30;
    const footerTotal = footerBefore + 27;
    expect(headerTotal).toBeLessThanOrEqual(2 * NAVIGATION_PAGE_SIZE);
    expect(footerTotal).toBeLessThanOrEqual(2 * NAVIGATION_PAGE_SIZE);

    const header2 = await open("?headerPage=2");
    expect(header2.lists.header).toMatchObject({
      page: 2,
      pageCount: 2,
      total: headerTotal,
      pageSize: NAVIGATION_PAGE_SIZE,
    });
    expect(names(header2.lists.header)).toEqual(secondPage(headerNames, headerBefore));
    expect(header2.lists.footer).toMatchObject({
      page: 1,
      pageCount: 2,
      total: footerTotal,
      pageSize: NAVIGATION_PAGE_SIZE,
    });
    expect(header2.lists.footer.links).toHaveLength(NAVIGATION_PAGE_SIZE);
    expect(names(header2.lists.footer).slice(footerBefore)).toEqual(
      footerNames.slice(0, NAVIGATION_PAGE_SIZE - footerBefore),
    );

    const footer2 = await open("?footerPage=2");
    expect(footer2.lists.header).toMatchObject({ page: 1, total: headerTotal });
    expect(names(footer2.lists.header).slice(headerBefore)).toEqual(
      headerNames.slice(0, NAVIGATION_PAGE_SIZE - headerBefore),
    );
    expect(footer2.lists.footer).toMatchObject({ page: 2, total: footerTotal });
    expect(names(footer2.lists.footer)).toEqual(secondPage(footerNames, footerBefore));

    const both = await open("?headerPage=2&footerPage=2");
    expect([both.lists.header.page, both.lists.footer.page]).toEqual([2, 2]);

    // Past the end: the last page; nonsense: the first.
    const far = await open("?headerPage=999");
    expect([far.lists.header.page, far.lists.footer.page]).toEqual([2, 1]);
    expect(names(far.lists.header)).toEqual(secondPage(headerNames, headerBefore));
    expect((await open("?footerPage=999")).lists.footer.page).toBe(2);
    for (const nonsense of ["?headerPage=nonsense&footerPage=0", "?headerPage=-3&footerPage=abc"]) {
      const page = await open(nonsense);
      expect([page.lists.header.page, page.lists.footer.page]).toEqual([1, 1]);
    }
  });

  it("opens the edit form of a link on any page, whichever pages the lists are at", async () => {
    const onPage2 = (await open("?headerPage=2")).lists.header.links[3];
    const page1 = await open(`?edit=${onPage2.id}`);
    expect(page1.lists.header.page).toBe(1);
    expect(page1.lists.header.links.map((l) => l.id)).not.toContain(onPage2.id);
    expect(page1.editing).toMatchObject({ id: onPage2.id, name: onPage2.name, location: "header" });
    expect((await open(`?footerPage=2&edit=${onPage2.id}`)).editing).toMatchObject({ id: onPage2.id });
  });

  it("finds one header or footer link by id, never a back office link, an unknown id or a non-id", async () => {
    const footerLink = (await open("?footerPage=2")).lists.footer.links[0];
    expect(await getAdminNavigationLink(footerLink.id)).toEqual(footerLink);
    const admin = await byName("Dashboard");
    expect(admin.location).toBe("admin");
    expect(await getAdminNavigationLink(admin.id)).toBeNull();
    expect(await getAdminNavigationLink("not-a-uuid")).toBeNull();
    expect(await getAdminNavigationLink(randomUUID())).toBeNull();
  });

  it("renders edit and page links that keep both pages; only the ends of a list cannot move further", async () => {
    const headerTotal = headerBefore + 30;
    const page2 = (await open("?headerPage=2")).lists.header.links;
    const html = await render("?headerPage=2");
    expect(html).toContain(`href="/admin/cms/navigation?headerPage=2&amp;edit=${page2[0].id}"`);
    // The first of page 2 can move up onto page 1; the last of the last page cannot move down.
    expect(button(html, `Move ${page2[0].name} up`)).toMatch(/^<button/);
    expect(button(html, `Move ${page2[0].name} up`)).not.toContain(`disabled=""`);
    expect(button(html, `Move ${page2.at(-1)!.name} down`)).toContain(`disabled=""`);
    expect(nav(html, "Header links pages")).toContain(
      `Showing ${NAVIGATION_PAGE_SIZE + 1}-${headerTotal} of ${headerTotal}`,
    );
    expect(nav(html, "Header links pages")).toContain(`href="/admin/cms/navigation"`);
    // The footer's pages keep the header's.
    expect(nav(html, "Footer links pages")).toContain(
      `href="/admin/cms/navigation?headerPage=2&amp;footerPage=2"`,
    );

    const page1 = (await open()).lists.header.links;
    const first = await render();
    expect(button(first, `Move ${page1[0].name} up`)).toContain(`disabled=""`);
    // The last of page 1 can still move down onto page 2.
    expect(button(first, `Move ${page1.at(-1)!.name} down`)).toMatch(/^<button/);
    expect(button(first, `Move ${page1.at(-1)!.name} down`)).not.toContain(`disabled=""`);
    expect(nav(first, "Header links pages")).toContain(`href="/admin/cms/navigation?headerPage=2"`);

    const both = await render(`?headerPage=2&footerPage=2&edit=${page2[1].id}`);
    expect(both).toContain(`>Edit link: ${page2[1].name}</h2>`);
    expect(both).toContain(
      `href="/admin/cms/navigation?headerPage=2&amp;footerPage=2&amp;edit=${page2[0].id}"`,
    );
    expect(nav(both, "Header links pages")).toContain(`href="/admin/cms/navigation?footerPage=2"`);
    expect(nav(both, "Footer links pages")).toContain(`href="/admin/cms/navigation?headerPage=2"`);
    // Cancel goes back to the pages, without the edit form.
    expect(both).toMatch(
      /<a [^>]*href="\/admin\/cms\/navigation\?headerPage=2&amp;footerPage=2"[^>]*>Cancel<\/a>/,
    );
  });

  it("returns to the pages the form was posted from after saving, adding and deleting", async () => {
    const link = (await open("?headerPage=2")).lists.header.links[2];
    const saved = await post(
      {
        form: "edit-link",
        intent: "update",
        id: link.id,
        version: link.updatedAt,
        location: "header",
        name: "Paged renamed",
        path: link.path,
        orderNum: String(link.orderNum),
        isActive: "on",
      },
      `?headerPage=2&edit=${link.id}`,
    );
    expect(saved).toEqual({
      status: 302,
      location: "/admin/cms/navigation?headerPage=2",
      flash: "Paged renamed saved",
    });
    expect(await getAdminNavigationLink(link.id)).toMatchObject({ name: "Paged renamed" });

    const added = await post(
      { form: "add-footer", intent: "create", location: "footer", name: "Paged added", path: "/added" },
      "?headerPage=2&footerPage=2",
    );
    expect(added).toMatchObject({ status: 302, location: "/admin/cms/navigation?headerPage=2&footerPage=2" });

    const deleted = await post(
      { intent: "delete", id: (await byName("Paged added")).id },
      `?footerPage=2&edit=${link.id}`,
    );
    expect(deleted).toEqual({
      status: 302,
      location: "/admin/cms/navigation?footerPage=2",
      flash: "Paged added deleted",
    });
    // Posted from the first pages, the answer is the plain address.
    const again = await post({ intent: "delete", id: link.id }, `?edit=${link.id}`);
    expect(again).toMatchObject({ status: 302, location: "/admin/cms/navigation" });
  });
});
