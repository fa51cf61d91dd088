import { describe, expect, it } from "vitest";
import { parseBlogPostForm, postStatusOf, slugFromTitle, splitTags } from "./blog-post-form";
import { emptyPostForm } from "./blog-post-form-fields";
import { fromShopDateTimeInput, toShopDateTimeInput } from "./shop-time";

const now = new Date("2026-08-10T06:30:00.000Z"); // 12:00 in India
const form = (fields: Record<string, unknown>) => ({
  ...emptyPostForm("Meera"),
  title: "Raksha Bandhan outfits",
  content: "<p>Matching sets for siblings</p>",
  ...fields,
});

describe("India time in the form's date and time field", () => {
  it("reads and writes India's time whatever the machine's zone", () => {
    expect(fromShopDateTimeInput("2026-08-15T09:30")?.toISOString()).toBe("2026-08-15T04:00:00.000Z");
    expect(toShopDateTimeInput(new Date("2026-08-15T04:00:00.000Z"))).toBe("2026-08-15T09:30");
    expect(toShopDateTimeInput(null)).toBe("");
  });

  it("refuses dates and times that do not exist", () => {
    for (const bad of ["2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:30", "tomorrow", ""])
      expect(fromShopDateTimeInput(bad)).toBeNull();
  });
});

describe("the slug and tags", () => {
  it("cuts a long title's slug after a whole word", () => {
    expect(slugFromTitle("Silk sarees for the festive season", 20)).toBe("silk-sarees-for-the");
    expect(slugFromTitle("Short title", 20)).toBe("short-title");
    expect(slugFromTitle("a".repeat(30), 20)).toBe("a".repeat(20));
  });

  it("splits tags at commas, trimmed, without empties or repeats", () => {
    expect(splitTags(" Diwali ,silk,, DIWALI , kids  wear ")).toEqual(["Diwali", "silk", "kids wear"]);
  });
});

describe("publishing", () => {
  const parse = (status: string, published_date = "") =>
    parseBlogPostForm(form({ status, published_date }), now);

  it("gives a published post the moment of saving when no date is typed", () => {
    expect(parse("published")).toMatchObject({ ok: true, data: { isPublished: true, publishedDate: now } });
  });

  it("schedules only in the future and publishes only up to now", () => {
    expect(parse("scheduled", "2026-08-10T12:01")).toMatchObject({ ok: true, data: { isPublished: true } });
    expect(parse("scheduled", "2026-08-10T12:00")).toMatchObject({
      ok: false,
      fieldErrors: { published_date: "A scheduled post needs a date and time in the future" },
    });
    expect(parse("published", "2026-08-10T12:00")).toMatchObject({ ok: true });
    expect(parse("published", "2026-08-10T12:01")).toMatchObject({ ok: false });
  });

  it("keeps a draft unpublished, with or without a date", () => {
    expect(parse("draft")).toMatchObject({ ok: true, data: { isPublished: false, publishedDate: null } });
    expect(parse("draft", "2030-01-01T00:00")).toMatchObject({ ok: true, data: { isPublished: false } });
  });

  it("names the status a stored post has at a moment", () => {
    const later = new Date(now.getTime() + 1);
    expect(postStatusOf(false, null, now)).toBe("draft");
    expect(postStatusOf(true, later, now)).toBe("scheduled");
    expect(postStatusOf(true, now, now)).toBe("published");
    expect(postStatusOf(true, null, now)).toBe("published");
  });
});
