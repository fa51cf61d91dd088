import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BANNER_MESSAGES } from "../../../../lib/banner-form-schema";
import { getDb } from "../../../../server/db/client";
import { activityLog } from "../../../../server/modules/audit/schema";
import { banners } from "../../../../server/modules/content/schema";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import * as edit from "./banner-edit";
import * as list from "./banners";
import { callRoute, renderPage } from "./route-calls.test-helper";

withTestDatabase();

let staff = "";
let admin = "";

beforeAll(async () => {
  ({ cookie: staff } = await registeredAccount("helper@example.com", "staff", "Kavya Iyer"));
  ({ cookie: admin } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
});

const everything = () => getDb().select().from(banners).orderBy(banners.id);
const banner = {
  imageUrl: "/uploads/library/diwali.webp",
  altText: "Diyas",
  title: "Diwali Collection",
  position: "hero",
  targetAudience: "all",
  isActive: "on",
  startDate: "2024-10-20T00:00",
  endDate: "2024-10-27T00:00",
};

describe("/admin/cms/banners/new and /admin/cms/banners/:id", () => {
  it("refuses an end before the start with the message on the End field, saving nothing", async () => {
    const answer = await callRoute(edit.action, "/admin/cms/banners/new", {
      cookie: staff,
      form: { ...banner, endDate: "2024-10-19T00:00" },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { endDate: "End date must be after start date" } },
    });
    expect(await everything()).toEqual([]);
  });

  it("lets staff create and admins edit, back to the list with a message", async () => {
    const created = await callRoute(edit.action, "/admin/cms/banners/new", { cookie: staff, form: banner });
    expect(created).toMatchObject({ status: 302, location: "/admin/cms/banners" });
    expect(created.setCookie).toContain("flash=");
    const [row] = await everything();
    const page = await callRoute(edit.loader, `/admin/cms/banners/${row.id}`, {
      cookie: admin,
      params: { id: row.id },
    });
    const loaded = page.body as { banner: { updatedAt: string; startDate: string }; schedule: string };
    expect(loaded.banner.startDate).toBe("2024-10-19T18:30:00.000Z");
    const saved = await callRoute(edit.action, `/admin/cms/banners/${row.id}`, {
      cookie: admin,
      params: { id: row.id },
      form: { ...banner, title: "Diwali Lights", version: loaded.banner.updatedAt },
    });
    expect(saved.status).toBe(302);
    const stale = await callRoute(edit.action, `/admin/cms/banners/${row.id}`, {
      cookie: admin,
      params: { id: row.id },
      form: { ...banner, title: "Old tab", version: loaded.banner.updatedAt },
    });
    expect(stale.status).toBe(409);
    const [after] = await everything();
    expect(after.title).toBe("Diwali Lights");
    const actions = (await getDb().select().from(activityLog).where(eq(activityLog.entityId, row.id))).map(
      (r) => r.action,
    );
    expect(actions.sort()).toEqual(["banner.create", "banner.update"]);
  });

  it("answers 404 for a banner that is not there, and 400 for bad input", async () => {
    const missing = await callRoute(edit.loader, "/admin/cms/banners/nope", {
      cookie: staff,
      params: { id: "nope" },
    });
    expect(missing.status).toBe(404);
    const bad = await callRoute(edit.action, "/admin/cms/banners/new", {
      cookie: staff,
      form: { imageUrl: "", ctaLink: "javascript:alert(1)", ctaText: "Go" },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { imageUrl: BANNER_MESSAGES.imageRequired, ctaLink: BANNER_MESSAGES.ctaLinkInvalid },
      },
    });
  });
});

describe("/admin/cms/banners", () => {
  it("lists banners with their schedule, views, clicks and position filter", async () => {
    await getDb().insert(banners).values({
      title: "Sidebar offer",
      imageUrl: "/s.webp",
      position: "sidebar",
      viewCount: 200,
      clickCount: 5,
    });
    const all = await callRoute(list.loader, "/admin/cms/banners", { cookie: staff });
    const body = all.body as {
      list: { total: number; rows: { title: string; schedule: string }[] };
      counts: Record<string, number>;
    };
    expect(body.list.total).toBe(2);
    expect(body.counts).toEqual({ hero: 1, sidebar: 1 });
    expect(body.list.rows.map((r) => [r.title, r.schedule])).toEqual([
      ["Diwali Lights", "ended"],
      ["Sidebar offer", "live"],
    ]);
    const side = await callRoute(list.loader, "/admin/cms/banners?position=sidebar&page=x", {
      cookie: admin,
    });
    expect((side.body as { list: { rows: { viewCount: number }[] } }).list.rows).toMatchObject([
      { viewCount: 200 },
    ]);
    const unknown = await callRoute(list.loader, "/admin/cms/banners?position=popup", { cookie: admin });
    expect(unknown.body as { position: string; list: { total: number } }).toMatchObject({
      position: "",
      list: { total: 2 },
    });
  });

  it("switches, moves and deletes from the list, and refuses what it does not know", async () => {
    const [hero] = await getDb().select().from(banners).where(eq(banners.position, "hero"));
    const off = await callRoute(list.action, "/admin/cms/banners", {
      cookie: staff,
      form: { intent: "active", id: hero.id, value: "false" },
    });
    expect(off.body).toEqual({ ok: true, message: "Diwali Lights is switched off" });
    const up = await callRoute(list.action, "/admin/cms/banners", {
      cookie: staff,
      form: { intent: "up", id: hero.id },
    });
    expect(up.body).toEqual({ ok: true, message: "Diwali Lights is already at the top" });
    expect(await callRoute(list.action, "/admin/cms/banners", { cookie: staff, form: {} })).toMatchObject({
      status: 400,
    });
    expect(
      await callRoute(list.action, "/admin/cms/banners", {
        cookie: staff,
        form: { intent: "delete", id: "\0".repeat(5000) },
      }),
    ).toMatchObject({ status: 404 });
    const gone = await callRoute(list.action, "/admin/cms/banners", {
      cookie: admin,
      form: { intent: "delete", id: hero.id },
    });
    expect(gone.body).toEqual({ ok: true, message: "Diwali Lights deleted" });
    expect((await everything()).map((b) => b.title)).toEqual(["Sidebar offer"]);
  });
});

describe("banner pages as rendered", () => {
  it("show the list with views, clicks and click rate, and the form with its preview at both widths", async () => {
    await getDb().update(banners).set({ viewCount: 400, clickCount: 10 });
    const data = await callRoute(list.loader, "/admin/cms/banners", { cookie: staff });
    const html = renderPage(list.default, "/admin/cms/banners", "/admin/cms/banners", data.body);
    expect(html).toContain(">Banners</h1>");
    expect(html).toContain('href="/admin/cms/banners/new"');
    expect(html).toContain('data-label="Click rate"');
    expect(html).toContain("2.5%");
    expect(html).toContain("Sidebar offer");

    const form = await callRoute(edit.loader, "/admin/cms/banners/new", { cookie: staff });
    const page = renderPage(edit.default, "/admin/cms/banners/new", "/admin/cms/banners/new", form.body);
    expect(page).toContain(">Add banner</h1>");
    expect(page).toContain("Phone (390 px wide)");
    expect(page).toContain("Desktop (1280 px wide)");
    expect(page).toContain("Choose from library");
    expect(page).toContain('type="datetime-local"');
    for (const label of ["Hero (home page carousel)", "Primary", "Secondary", "Sidebar", "Footer"])
      expect(page).toContain(`>${label}</option>`);
    for (const label of ["All visitors", "New visitors", "Returning customers", "VIP customers"])
      expect(page).toContain(`>${label}</option>`);

    const [side] = await everything();
    const saved = await callRoute(edit.loader, `/admin/cms/banners/${side.id}`, {
      cookie: admin,
      params: { id: side.id },
    });
    const editing = renderPage(
      edit.default,
      "/admin/cms/banners/:id",
      `/admin/cms/banners/${side.id}`,
      saved.body,
    );
    expect(editing).toContain(">Sidebar offer</h1>");
    expect(editing).toContain("Performance");
    expect(editing).toContain("2.5%");
    expect(editing).toContain('name="version"');
  });
});
