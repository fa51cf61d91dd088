import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NAV_LINK_MESSAGES, schemeRefused } from "../../../lib/navigation-link-form";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import {
  createNavigationLink,
  deleteNavigationLink,
  listAdminNavigation,
  moveNavigationLink,
  NAVIGATION_REASONS,
  navigationFailure,
  setNavigationLinkActive,
  updateNavigationLink,
} from "./admin-navigation";
import { getNavigationLinks } from "./navigation";
import { navigationLinks } from "./schema";

withTestDatabase();

let actor = { id: "", email: "" };

beforeAll(async () => {
  actor = { id: randomUUID(), email: "owner@example.com" };
  await getDb().insert(user).values({ id: actor.id, name: "Owner", email: actor.email, role: "admin" });
});

const allLinks = () => getDb().select().from(navigationLinks).orderBy(asc(navigationLinks.id));
const rowOf = async (id: string) =>
  (await getDb().select().from(navigationLinks).where(eq(navigationLinks.id, id)))[0];
const logsOf = (entityId: string) =>
  getDb()
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(asc(activityLog.seq));

/** What a refused call threw: its code, message and field messages. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, fieldErrors } = error as AppError;
  return { code, message, fieldErrors };
}

describe("navigation links in the back office", () => {
  it("creates a link with the spec's defaults: order 0 and active, shown in the shop at once", async () => {
    const generation = publicPagesGeneration();
    const { id } = await createNavigationLink(actor, { location: "header", name: " Blog ", path: "/blog" });
    expect(await rowOf(id)).toMatchObject({ name: "Blog", path: "/blog", orderNum: 0, isActive: true });
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
    expect(await getNavigationLinks("header")).toContainEqual({ name: "Blog", path: "/blog" });
    const [log] = await logsOf(id);
    expect(log).toMatchObject({
      action: "navigation_link.create",
      entityType: "navigation_link",
      actorEmail: actor.email,
      entityLabel: "Blog",
    });
    expect(log.changes).toMatchObject({ path: { before: null, after: "/blog" }, orderNum: { after: 0 } });
  });

  it("accepts site paths and http(s) addresses", async () => {
    for (const path of [
      "/shop?sort=newest",
      "/about#team",
      "https://instagram.com/divinethreads",
      "http://example.com",
    ]) {
      const { id } = await createNavigationLink(actor, { location: "footer", name: "Ok", path });
      expect((await rowOf(id)).path).toBe(path);
      await deleteNavigationLink(actor, id);
    }
  });

  it("refuses a bad path with a clear message and saves nothing", async () => {
    const before = await allLinks();
    const logs = (await getDb().select().from(activityLog)).length;
    const cases: [string, string][] = [
      ["javascript:alert(1)", schemeRefused("javascript")],
      ["JavaScript:alert(1)", schemeRefused("javascript")],
      ["data:text/html,<script>x</script>", schemeRefused("data")],
      ["mailto:shop@example.com", schemeRefused("mailto")],
      ["java\tscript:alert(1)", NAV_LINK_MESSAGES.pathSpaces],
      ["//evil.example/shop", NAV_LINK_MESSAGES.pathShape],
      ["/\\evil.example", NAV_LINK_MESSAGES.pathShape],
      ["shop", NAV_LINK_MESSAGES.pathShape],
      ["https://", NAV_LINK_MESSAGES.pathShape],
      ["", NAV_LINK_MESSAGES.pathRequired],
      [`/${"a".repeat(500)}`, NAV_LINK_MESSAGES.pathLong],
    ];
    for (const [path, message] of cases) {
      expect(await refusal(createNavigationLink(actor, { location: "header", name: "Bad", path }))).toEqual({
        code: "INVALID",
        message: navigationFailure("create", NAVIGATION_REASONS.invalidForm),
        fieldErrors: { path: message },
      });
    }
    expect(schemeRefused("javascript")).toBe(
      'Links starting with "javascript:" are not allowed. Use a page of this shop like /shop or a web address starting with https://',
    );
    expect(await allLinks()).toEqual(before);
    expect((await getDb().select().from(activityLog)).length).toBe(logs);
  });

  it("refuses a missing name, a bad order and the back office's own menu", async () => {
    expect(
      await refusal(createNavigationLink(actor, { location: "admin", name: "", path: "/x", orderNum: "-1" })),
    ).toMatchObject({
      fieldErrors: {
        name: NAV_LINK_MESSAGES.nameRequired,
        location: NAV_LINK_MESSAGES.location,
        orderNum: NAV_LINK_MESSAGES.order,
      },
    });
    const [adminLink] = await getDb()
      .insert(navigationLinks)
      .values({ location: "admin", name: "Dashboard", path: "/admin/dashboard" })
      .returning();
    expect(await refusal(setNavigationLinkActive(actor, adminLink.id, false))).toEqual({
      code: "FORBIDDEN",
      message: "Failed to update navigation link: the back office's own menu links cannot be changed here.",
      fieldErrors: undefined,
    });
    expect(await refusal(deleteNavigationLink(actor, adminLink.id))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(moveNavigationLink(actor, adminLink.id, "up"))).toMatchObject({ code: "FORBIDDEN" });
    expect((await listAdminNavigation()).header.links.map((l) => l.name)).not.toContain("Dashboard");
    expect(await rowOf(adminLink.id)).toMatchObject({ isActive: true });
  });

  it("toggles a link: hidden links leave the shop's menu and come back", async () => {
    const { id } = await createNavigationLink(actor, {
      location: "footer",
      name: "Sale",
      path: "/shop?sale=1",
    });
    expect(await setNavigationLinkActive(actor, id, false)).toEqual({ name: "Sale", changed: true });
    expect(await getNavigationLinks("footer")).not.toContainEqual({ name: "Sale", path: "/shop?sale=1" });
    // Setting, not flipping: a second identical request changes nothing and logs nothing.
    expect(await setNavigationLinkActive(actor, id, false)).toEqual({ name: "Sale", changed: false });
    await setNavigationLinkActive(actor, id, true);
    expect(await getNavigationLinks("footer")).toContainEqual({ name: "Sale", path: "/shop?sale=1" });
    expect((await logsOf(id)).map((l) => l.action)).toEqual([
      "navigation_link.create",
      "navigation_link.deactivate",
      "navigation_link.activate",
    ]);
  });

  it("reorders: links sharing order 0 get places of their own, and the shop follows", async () => {
    await getDb().delete(navigationLinks).where(eq(navigationLinks.location, "header"));
    const ids: Record<string, string> = {};
    for (const name of ["Shop", "Home", "Contact"])
      ids[name] = (
        await createNavigationLink(actor, { location: "header", name, path: `/${name.toLowerCase()}` })
      ).id;
    // All at order 0: name order.
    expect((await getNavigationLinks("header")).map((l) => l.name)).toEqual(["Contact", "Home", "Shop"]);
    expect(await moveNavigationLink(actor, ids.Shop, "up")).toEqual({ name: "Shop", moved: true });
    expect((await getNavigationLinks("header")).map((l) => l.name)).toEqual(["Contact", "Shop", "Home"]);
    expect((await listAdminNavigation()).header.links.map((l) => [l.name, l.orderNum])).toEqual([
      ["Contact", 0],
      ["Shop", 1],
      ["Home", 2],
    ]);
    expect(await moveNavigationLink(actor, ids.Contact, "up")).toEqual({ name: "Contact", moved: false });
    const reorder = (await logsOf(ids.Shop)).find((l) => l.action === "navigation_link.reorder");
    expect(reorder).toMatchObject({ entityLabel: "Header links" });
    expect(reorder?.changes).toEqual({
      order: { before: ["Contact", "Home", "Shop"], after: ["Contact", "Shop", "Home"] },
    });
  });

  it("edits a link, refusing a stale version and changing nothing then", async () => {
    const { id } = await createNavigationLink(actor, { location: "header", name: "Blog", path: "/blog" });
    const [seen] = (await listAdminNavigation()).header.links.filter((l) => l.id === id);
    const fields = { location: "footer", name: "Our Blog", path: "/blog?tab=new", orderNum: "3" };
    expect(await updateNavigationLink(actor, id, { ...fields, isActive: false }, seen.updatedAt)).toEqual({
      name: "Our Blog",
    });
    expect(await rowOf(id)).toMatchObject({
      location: "footer",
      name: "Our Blog",
      path: "/blog?tab=new",
      orderNum: 3,
      isActive: false,
    });
    const saved = await rowOf(id);
    expect(
      await refusal(updateNavigationLink(actor, id, { ...fields, name: "Again" }, seen.updatedAt)),
    ).toEqual({
      code: "CONFLICT",
      message: navigationFailure("update", NAVIGATION_REASONS.stale),
      fieldErrors: undefined,
    });
    expect(
      await refusal(updateNavigationLink(actor, id, { ...fields, path: "javascript:x" }, "x")),
    ).toMatchObject({
      code: "INVALID",
    });
    expect(await rowOf(id)).toEqual(saved);
    const update = (await logsOf(id)).find((l) => l.action === "navigation_link.update");
    expect(update?.changes).toMatchObject({
      name: { before: "Blog", after: "Our Blog" },
      location: { before: "header", after: "footer" },
    });
  });

  it("deletes a link, and refuses an unknown or made-up id", async () => {
    const { id } = await createNavigationLink(actor, { location: "footer", name: "Old", path: "/old" });
    expect(await deleteNavigationLink(actor, id)).toEqual({ name: "Old" });
    expect(await rowOf(id)).toBeUndefined();
    expect((await logsOf(id)).at(-1)).toMatchObject({ action: "navigation_link.delete", entityLabel: "Old" });
    expect(await refusal(deleteNavigationLink(actor, id))).toEqual({
      code: "NOT_FOUND",
      message:
        "Failed to delete navigation link: this link no longer exists. It may have been deleted by someone else.",
      fieldErrors: undefined,
    });
    expect(
      await refusal(setNavigationLinkActive(actor, "x'; drop table navigation_links; --", true)),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});
