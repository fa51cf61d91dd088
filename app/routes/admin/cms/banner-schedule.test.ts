import type { AddressInfo } from "node:net";
import express from "express";
import { toShopDateTimeInput } from "../../../../lib/shop-time";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "../../../../server/db/client";
import { pageCache } from "../../../../server/http/page-cache";
import { user } from "../../../../server/modules/customers/auth-schema";
import { createBanner, getAdminBanner, updateBanner } from "../../../../server/modules/content/service";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader } from "../../home";

withTestDatabase();

const actor = { id: "00000000-0000-4000-8000-000000000001", email: "owner@example.com" };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// A festival banner from tomorrow for five days, typed in India time as the form sends it. Near the real
// clock, so timers elsewhere in the process never see a date weeks away.
const START = new Date(Math.ceil((Date.now() + DAY) / MINUTE) * MINUTE);
const END = new Date(START.getTime() + 5 * DAY);

let base = "";
let close = () => {};
let bannerId = "";

const heroTitles = async () => (await loader()).banners.map((b) => b.title);

beforeAll(async () => {
  // Only the clock is faked: the database and the HTTP server keep their real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(START.getTime() - 12 * 60 * MINUTE));
  await getDb().insert(user).values({ id: actor.id, name: "Owner", email: actor.email, role: "admin" });
  ({ id: bannerId } = await createBanner(actor, {
    imageUrl: "/uploads/library/diwali.webp",
    altText: "Diyas",
    title: "Diwali Festival",
    position: "hero",
    isActive: "on",
    startDate: toShopDateTimeInput(START),
    endDate: toShopDateTimeInput(END),
  }));
  await createBanner(actor, { imageUrl: "/uploads/library/always.webp", title: "Always On", isActive: "on" });

  // The storefront's page cache in front of the home page's own loader, cached for an hour.
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "nonce123";
    next();
  });
  app.use(pageCache({ ttlMs: 60 * MINUTE }));
  app.get("/", async (_req, res) => {
    const titles = (await loader()).banners.map((b) => `<li>${b.title}</li>`).join("");
    res.type("html").send(`<ul nonce="nonce123">${titles}</ul>`);
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  vi.useRealTimers();
});

async function home() {
  const response = await fetch(`${base}/`);
  return { cache: response.headers.get("x-page-cache"), body: await response.text() };
}

describe("a scheduled hero banner", () => {
  it("is on the home page only inside its window, ending exactly at its end", async () => {
    vi.setSystemTime(START.getTime() - 1);
    expect(await heroTitles()).toEqual(["Always On"]);
    vi.setSystemTime(START);
    expect(await heroTitles()).toEqual(["Diwali Festival", "Always On"]);
    vi.setSystemTime(END.getTime() - 1);
    expect(await heroTitles()).toEqual(["Diwali Festival", "Always On"]);
    vi.setSystemTime(END);
    expect(await heroTitles()).toEqual(["Always On"]);
  });

  it("goes live and ends on time through the page cache, without an admin write or a restart", async () => {
    vi.setSystemTime(START.getTime() - 30 * MINUTE);
    const before = await home();
    expect(before.body).not.toContain("Diwali Festival");
    expect((await home()).cache).toBe("HIT");

    // Well inside the cached page's hour: the banner's start ends that page's life.
    vi.setSystemTime(START.getTime() + MINUTE);
    const live = await home();
    expect(live).toMatchObject({ cache: "MISS" });
    expect(live.body).toContain("Diwali Festival");
    expect(await home()).toMatchObject({ cache: "HIT", body: live.body });

    vi.setSystemTime(END.getTime() + MINUTE);
    const over = await home();
    expect(over.cache).toBe("MISS");
    expect(over.body).not.toContain("Diwali Festival");
    expect(over.body).toContain("Always On");
  });

  it("shows an admin's edit on the next request", async () => {
    vi.setSystemTime(END.getTime() + 2 * 60 * MINUTE);
    expect((await home()).body).not.toContain("Diwali Festival");
    expect((await home()).cache).toBe("HIT");
    // The festival is extended by a week.
    const banner = (await getAdminBanner(bannerId))!;
    await updateBanner(
      actor,
      bannerId,
      {
        imageUrl: banner.imageUrl,
        title: "Diwali Festival",
        isActive: "on",
        startDate: toShopDateTimeInput(START),
        endDate: toShopDateTimeInput(new Date(END.getTime() + 7 * DAY)),
      },
      banner.updatedAt,
    );
    const after = await home();
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain("Diwali Festival");
  });
});
