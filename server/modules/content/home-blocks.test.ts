import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { banners, testimonials } from "./schema";
import { listApprovedTestimonials, listHeroBanners, recordBannerEvent } from "./service";

withTestDatabase();

const DAY = 86_400_000;

describe("hero banners", () => {
  it("are the active hero banners inside their schedule, in order", async () => {
    const now = Date.now();
    await getDb()
      .insert(banners)
      .values([
        { title: "Second", imageUrl: "/b.webp", sortOrder: 2 },
        { title: "First", imageUrl: "/a.webp", sortOrder: 1 },
        { title: "Sidebar", imageUrl: "/c.webp", position: "sidebar" },
        { title: "Hidden", imageUrl: "/d.webp", isActive: false },
        { title: "Later", imageUrl: "/e.webp", startDate: new Date(now + DAY) },
        {
          title: "Over",
          imageUrl: "/f.webp",
          startDate: new Date(now - 2 * DAY),
          endDate: new Date(now - DAY),
        },
      ]);
    expect((await listHeroBanners()).map((b) => b.title)).toEqual(["First", "Second"]);
  });

  it("count views and clicks; unknown ids change nothing", async () => {
    const [banner] = await listHeroBanners();
    expect(await recordBannerEvent(banner.id, "view")).toBe(true);
    expect(await recordBannerEvent(banner.id, "view")).toBe(true);
    expect(await recordBannerEvent(banner.id, "click")).toBe(true);
    expect(await recordBannerEvent("not-a-uuid", "click")).toBe(false);
    expect(await recordBannerEvent("00000000-0000-0000-0000-000000000000", "view")).toBe(false);
    const [row] = await getDb().select().from(banners).where(eq(banners.id, banner.id));
    expect(row).toMatchObject({ viewCount: 2, clickCount: 1 });
  });
});

describe("testimonials", () => {
  it("show approved ones only: featured first, then display order, then newest", async () => {
    const now = Date.now();
    await getDb()
      .insert(testimonials)
      .values([
        { customerName: "Order 2", quote: "q", isApproved: true, displayOrder: 2 },
        {
          customerName: "Order 1 older",
          quote: "q",
          isApproved: true,
          displayOrder: 1,
          createdAt: new Date(now - DAY),
        },
        {
          customerName: "Order 1 newer",
          quote: "q",
          isApproved: true,
          displayOrder: 1,
          createdAt: new Date(now),
        },
        { customerName: "Featured", quote: "q", isApproved: true, isFeatured: true, displayOrder: 9 },
        { customerName: "Waiting", quote: "q", isApproved: false, isFeatured: true },
      ]);
    expect((await listApprovedTestimonials(10)).map((t) => t.customerName)).toEqual([
      "Featured",
      "Order 1 newer",
      "Order 1 older",
      "Order 2",
    ]);
    expect(await listApprovedTestimonials(2)).toHaveLength(2);
  });
});
