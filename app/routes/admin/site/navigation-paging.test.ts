import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import {
  getAdminNavigationLink,
  NAVIGATION_PAGE_SIZE,
} from "../../../../server/modules/content/admin-navigation";
import { navigationLinks } from "../../../../server/modules/content/schema";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { navigationTestPage } from "./navigation-test-page";

withTestDatabase();

const { open, post, render, byName } = navigationTestPage();

describe("/admin/cms/navigation, a page of each list at a time", () => {
  const pad = (i: number) => String(i).padStart(2, "0");
  // Inserted after the links navigationTestPage seeds (their orders are below 100), in the shop's order.
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
