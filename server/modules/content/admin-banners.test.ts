import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { BANNER_MESSAGES } from "../../../lib/banner-form-schema";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { activityLog } from "../audit/schema";
import { user } from "../customers/auth-schema";
import { banners } from "./schema";
import {
  CONTENT_ERRORS,
  createBanner,
  deleteBanner,
  getAdminBanner,
  listAdminBanners,
  listBannerCounters,
  listHeroBanners,
  moveBanner,
  recordBannerEvent,
  setBannerActive,
  updateBanner,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "" };

beforeAll(async () => {
  actor = { id: randomUUID(), email: "owner@example.com" };
  await getDb().insert(user).values({ id: actor.id, name: "Owner", email: actor.email, role: "admin" });
});

const fields = (extra: Record<string, string> = {}) => ({
  imageUrl: "/uploads/library/diwali.webp",
  altText: "Diyas on a brass plate",
  title: "Diwali Collection",
  subtitle: "Festival of lights",
  ctaText: "Shop Now",
  ctaLink: "/shop?category=festival-wear",
  position: "hero",
  targetAudience: "all",
  isActive: "on",
  ...extra,
});

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

const everything = () => getDb().select().from(banners).orderBy(banners.id);
const logsOf = (action: string) => getDb().select().from(activityLog).where(eq(activityLog.action, action));

describe("banner schedule", () => {
  it("refuses an end before (or at) the start with the spec's message, saving nothing", async () => {
    const before = await everything();
    const logs = (await getDb().select().from(activityLog)).length;
    for (const endDate of ["2026-10-20T08:00", "2026-10-20T09:00"]) {
      const error = await refusal(createBanner(actor, fields({ startDate: "2026-10-20T09:00", endDate })));
      expect(error.code).toBe("INVALID");
      expect(error.fieldErrors).toEqual({ endDate: "End date must be after start date" });
    }
    expect(await everything()).toEqual(before);
    expect((await getDb().select().from(activityLog)).length).toBe(logs);
  });

  it("reads the dates typed in the back office as India time and refuses dates that do not exist", async () => {
    const { id } = await createBanner(
      actor,
      fields({ title: "Navratri", startDate: "2026-10-11T00:00", endDate: "2026-10-20T23:59" }),
    );
    const saved = await getAdminBanner(id);
    expect(saved?.startDate?.toISOString()).toBe("2026-10-10T18:30:00.000Z");
    expect(saved?.endDate?.toISOString()).toBe("2026-10-20T18:29:00.000Z");
    const error = await refusal(
      createBanner(actor, fields({ startDate: "2026-02-30T10:00", endDate: "tomorrow" })),
    );
    expect(error.fieldErrors).toEqual({
      startDate: BANNER_MESSAGES.startInvalid,
      endDate: BANNER_MESSAGES.endInvalid,
    });
  });
});

describe("banner form rules", () => {
  it("refuses crafted values with clear messages: no image, script links, unknown position or audience", async () => {
    const before = await everything();
    const error = await refusal(
      createBanner(actor, {
        imageUrl: "javascript:alert(1)",
        ctaText: "Go",
        ctaLink: "javascript:alert(1)",
        position: "popup",
        targetAudience: "everyone",
      }),
    );
    expect(error.fieldErrors).toEqual({
      imageUrl: BANNER_MESSAGES.imageInvalid,
      ctaLink: BANNER_MESSAGES.ctaLinkInvalid,
      position: BANNER_MESSAGES.position,
      targetAudience: BANNER_MESSAGES.audience,
    });
    expect((await refusal(createBanner(actor, {}))).fieldErrors).toEqual({
      imageUrl: BANNER_MESSAGES.imageRequired,
    });
    expect((await refusal(createBanner(actor, fields({ ctaLink: "" })))).fieldErrors).toEqual({
      ctaLink: BANNER_MESSAGES.ctaLinkMissing,
    });
    expect(await everything()).toEqual(before);
  });

  it("stores every position and audience the spec names", async () => {
    for (const [position, targetAudience] of [
      ["primary", "new"],
      ["secondary", "returning"],
      ["sidebar", "vip"],
      ["footer", "all"],
    ]) {
      const { id } = await createBanner(
        actor,
        fields({ title: `${position} banner`, position, targetAudience }),
      );
      expect(await getAdminBanner(id)).toMatchObject({ position, targetAudience });
    }
  });
});

describe("banner writes", () => {
  it("creates, edits and deletes with an activity row each, renewing the shop's cached pages", async () => {
    const generation = publicPagesGeneration();
    const { id } = await createBanner(actor, fields({ title: "Holi Sale" }));
    expect(publicPagesGeneration()).toBeGreaterThan(generation);
    const banner = (await getAdminBanner(id))!;
    await updateBanner(actor, id, fields({ title: "Holi Colours Sale" }), banner.updatedAt);
    expect((await getAdminBanner(id))?.title).toBe("Holi Colours Sale");
    const [update] = (await logsOf("banner.update")).filter((row) => row.entityId === id);
    expect(update).toMatchObject({
      actorEmail: actor.email,
      entityType: "banner",
      entityLabel: "Holi Colours Sale",
      changes: { title: { before: "Holi Sale", after: "Holi Colours Sale" } },
    });
    expect((await logsOf("banner.create")).some((row) => row.entityId === id)).toBe(true);
    await deleteBanner(actor, id);
    expect(await getAdminBanner(id)).toBeNull();
    expect((await logsOf("banner.delete")).some((row) => row.entityId === id)).toBe(true);
    expect((await refusal(deleteBanner(actor, id))).message).toBe(CONTENT_ERRORS.bannerNotFound);
  });

  it("refuses to overwrite someone else's change, but not because shoppers viewed or clicked it", async () => {
    const { id } = await createBanner(actor, fields({ title: "Pongal" }));
    const opened = (await getAdminBanner(id))!;
    expect(await recordBannerEvent(id, "view")).toBe(true);
    expect(await recordBannerEvent(id, "click")).toBe(true);
    await updateBanner(actor, id, fields({ title: "Pongal Specials" }), opened.updatedAt);
    const error = await refusal(
      updateBanner(actor, id, fields({ title: "Pongal Offers" }), opened.updatedAt),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: CONTENT_ERRORS.stale("banner") });
    expect(await getAdminBanner(id)).toMatchObject({ title: "Pongal Specials", viewCount: 1, clickCount: 1 });
  });

  it("switches a banner off and on; the shop's hero follows", async () => {
    const { id } = await createBanner(actor, fields({ title: "Onam" }));
    expect((await listHeroBanners()).map((b) => b.title)).toContain("Onam");
    expect(await setBannerActive(actor, id, false)).toEqual({ label: "Onam", changed: true });
    expect(await setBannerActive(actor, id, false)).toEqual({ label: "Onam", changed: false });
    expect((await listHeroBanners()).map((b) => b.title)).not.toContain("Onam");
    const logs = (await logsOf("banner.deactivate")).filter((row) => row.entityId === id);
    expect(logs).toHaveLength(1);
    await deleteBanner(actor, id);
  });
});

describe("banner list and order", () => {
  it("pages by 20 and filters by position, in ascending order within each position", async () => {
    await getDb().delete(banners);
    await getDb()
      .insert(banners)
      .values([
        ...Array.from({ length: 23 }, (_, i) => ({
          title: `Hero ${i + 1}`,
          imageUrl: "/h.webp",
          sortOrder: i,
        })),
        { title: "Side B", imageUrl: "/s.webp", position: "sidebar", sortOrder: 1 },
        { title: "Side A", imageUrl: "/s.webp", position: "sidebar", sortOrder: 0 },
      ]);
    const first = await listAdminBanners();
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2, pageSize: 20 });
    expect(first.rows[0]).toMatchObject({ title: "Hero 1", first: true, last: false });
    const second = await listAdminBanners({ page: 2 });
    expect(second.rows.map((r) => r.title)).toEqual(["Hero 21", "Hero 22", "Hero 23", "Side A", "Side B"]);
    expect(second.rows[2]).toMatchObject({ last: true });
    const side = await listAdminBanners({ position: "sidebar", page: 9 });
    expect(side).toMatchObject({ total: 2, page: 1 });
    expect(side.rows.map((r) => [r.title, r.first, r.last])).toEqual([
      ["Side A", true, false],
      ["Side B", false, true],
    ]);
  });

  it("lists a position the form does not know after the others, and counts every position", async () => {
    await getDb().insert(banners).values({ title: "Popup", imageUrl: "/p.webp", position: "popup" });
    onTestFinished(() =>
      getDb()
        .delete(banners)
        .where(eq(banners.position, "popup"))
        .then(() => undefined),
    );
    const last = await listAdminBanners({ page: 2 });
    expect(last.rows.map((r) => r.title)).toEqual([
      "Hero 21",
      "Hero 22",
      "Hero 23",
      "Side A",
      "Side B",
      "Popup",
    ]);
    expect(last.rows.at(-1)).toMatchObject({ first: true, last: true });
    expect(last.counts).toEqual({ hero: 23, sidebar: 2, popup: 1 });
  });

  it("moves a banner up or down among its own position's banners, logged by name", async () => {
    const side = (await listAdminBanners({ position: "sidebar" })).rows;
    const sideB = side.find((r) => r.title === "Side B")!;
    expect(await moveBanner(actor, sideB.id, "down")).toEqual({ label: "Side B", moved: false });
    expect(await moveBanner(actor, sideB.id, "up")).toEqual({ label: "Side B", moved: true });
    expect((await listAdminBanners({ position: "sidebar" })).rows.map((r) => r.title)).toEqual([
      "Side B",
      "Side A",
    ]);
    const [log] = await logsOf("banner.reorder");
    expect(log.changes).toEqual({ order: { before: ["Side A", "Side B"], after: ["Side B", "Side A"] } });
    const hero = (await listAdminBanners({ position: "hero" })).rows;
    await moveBanner(actor, hero[1].id, "up");
    expect((await listHeroBanners()).slice(0, 3).map((b) => b.title)).toEqual(["Hero 2", "Hero 1", "Hero 3"]);
  });

  it("treats unknown and malformed ids as not found", async () => {
    for (const id of ["nope", randomUUID(), "x'); drop table banners; --"]) {
      expect((await refusal(moveBanner(actor, id, "up"))).code).toBe("NOT_FOUND");
      expect((await refusal(setBannerActive(actor, id, true))).code).toBe("NOT_FOUND");
    }
    expect(await getAdminBanner("nope")).toBeNull();
  });
});

describe("banner counters", () => {
  it("lists banners most viewed first in one read, the first few or all of them", async () => {
    await getDb().delete(banners);
    await getDb()
      .insert(banners)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          imageUrl: `/uploads/library/b${i}.webp`,
          altText: `Banner ${i}`,
          title: i === 3 ? "" : `Festive ${i}`,
          viewCount: (i * 7) % 25,
          clickCount: i,
        })),
      );
    const top = await listBannerCounters(20);
    expect(top).toHaveLength(20);
    expect(top.map((b) => b.viewCount)).toEqual([...top.map((b) => b.viewCount)].sort((a, b) => b - a));
    expect(top[0]).toMatchObject({ viewCount: 24, title: "Festive 7" });
    expect(await listBannerCounters()).toHaveLength(25);
    // A banner without a title is named by its alternative text.
    expect((await listBannerCounters()).find((b) => b.viewCount === 21)?.title).toBe("Banner 3");
  });
});
