import { describe, expect, it } from "vitest";
import { bannerSchedule, clickThroughRate, parseBannerForm } from "./banner-form-schema";
import { isSafeUrl, parseShopDateTime } from "./cms-form-fields";

describe("banner figures and schedule", () => {
  it("gives the click-through rate of the views, or a dash before any view", () => {
    expect(clickThroughRate(0, 0)).toBe("\u2013");
    expect(clickThroughRate(400, 10)).toBe("2.5%");
    expect(clickThroughRate(3, 1)).toBe("33.3%");
    expect(clickThroughRate(50, 0)).toBe("0.0%");
  });

  it("says whether a banner is live, scheduled, ended or off at a moment", () => {
    const now = new Date("2026-10-22T12:00:00Z");
    const window = { startDate: "2026-10-20T00:00:00Z", endDate: "2026-10-25T00:00:00Z" };
    expect(bannerSchedule({ isActive: true, ...window }, now)).toBe("live");
    expect(bannerSchedule({ isActive: false, ...window }, now)).toBe("inactive");
    expect(bannerSchedule({ isActive: true, ...window }, new Date("2026-10-19T00:00:00Z"))).toBe("scheduled");
    expect(bannerSchedule({ isActive: true, ...window }, new Date("2026-10-25T00:00:00Z"))).toBe("ended");
    expect(bannerSchedule({ isActive: true, startDate: null, endDate: null }, now)).toBe("live");
  });
});

describe("banner form fields", () => {
  it("reads typed dates as India time: empty is no limit, impossible dates are refused", () => {
    expect(parseShopDateTime("")).toBeNull();
    expect(parseShopDateTime("2026-10-20T09:30")?.toISOString()).toBe("2026-10-20T04:00:00.000Z");
    expect(parseShopDateTime("2026-02-30T09:30")).toBeUndefined();
    expect(parseShopDateTime("20/10/2026")).toBeUndefined();
  });

  it("accepts site paths and web addresses only", () => {
    expect(isSafeUrl("/shop?category=sarees")).toBe(true);
    expect(isSafeUrl("https://cdn.example.com/a.webp")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example",
      "data:image/png;base64,AA",
      "shop",
      "https://",
    ])
      expect(isSafeUrl(bad)).toBe(false);
  });

  it("needs both the button's text and its link, or neither", () => {
    const base = { imageUrl: "/uploads/a.webp" };
    expect(parseBannerForm({ ...base, ctaText: "Shop Now" })).toMatchObject({
      ok: false,
      fieldErrors: { ctaLink: "Enter where the button leads, e.g. /shop" },
    });
    expect(parseBannerForm({ ...base, ctaLink: "/shop" })).toMatchObject({
      ok: false,
      fieldErrors: { ctaText: "Enter the button's text, e.g. Shop Now" },
    });
    expect(parseBannerForm({ ...base, ctaText: "Shop Now", ctaLink: "/shop" })).toMatchObject({
      ok: true,
      data: { position: "hero", targetAudience: "all", isActive: false, startDate: null, endDate: null },
    });
  });
});
