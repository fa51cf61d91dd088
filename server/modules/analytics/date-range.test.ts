import { describe, expect, it } from "vitest";
import { parseDateRange, RANGE_MESSAGES } from "./date-range";
import { periodPieces } from "./periods";
import { pageTypeOf } from "./vitals-report";

// 15 March 2026, 00:10 in India: still 14 March in UTC.
const NOW = new Date("2026-03-14T18:40:00Z");
const parse = (query: string) => parseDateRange(new URLSearchParams(query), NOW);

describe("the analytics date range", () => {
  it("ends presets on today in India and compares with the period of equal length before", () => {
    expect(parse("")).toEqual({
      ok: true,
      range: {
        preset: "30d",
        from: "2026-02-14",
        to: "2026-03-15",
        days: 30,
        previous: { from: "2026-01-15", to: "2026-02-13" },
      },
    });
    expect(parse("range=7d")).toMatchObject({
      range: { from: "2026-03-09", previous: { from: "2026-03-02" } },
    });
    expect(parse("range=month")).toMatchObject({
      range: { from: "2026-03-01", days: 15, previous: { from: "2026-02-14", to: "2026-02-28" } },
    });
    expect(parse("range=year")).toMatchObject({ range: { from: "2026-01-01", days: 74 } });
  });

  it("takes a custom range and refuses a bad one with a message", () => {
    expect(parse("range=custom&from=2026-02-01&to=2026-02-28")).toMatchObject({
      ok: true,
      range: { days: 28, previous: { from: "2026-01-04", to: "2026-01-31" } },
    });
    expect(parse("from=2026-02-30&to=2026-03-01")).toEqual({ ok: false, message: RANGE_MESSAGES.format });
    expect(parse("range=custom&from=&to=")).toEqual({ ok: false, message: RANGE_MESSAGES.format });
    expect(parse("range=custom&from=2026-03-10&to=2026-03-01")).toEqual({
      ok: false,
      message: RANGE_MESSAGES.order,
    });
    expect(parse("range=custom&from=2026-03-10&to=2026-03-16")).toEqual({
      ok: false,
      message: RANGE_MESSAGES.future,
    });
    expect(parse("range=custom&from=2020-01-01&to=2026-03-01")).toEqual({
      ok: false,
      message: RANGE_MESSAGES.tooLong,
    });
  });
});

describe("rollup periods of a range", () => {
  it("reads whole years and months as one period each, and the rest day by day", () => {
    expect(periodPieces("2026-01-01", "2026-03-15", "2026-03-15")).toEqual({
      days: [],
      months: [],
      years: ["2026-01-01"],
    });
    expect(periodPieces("2026-03-01", "2026-03-15", "2026-03-15")).toEqual({
      days: [],
      months: ["2026-03-01"],
      years: [],
    });
    expect(periodPieces("2026-01-30", "2026-03-02", "2026-03-15")).toEqual({
      days: ["2026-01-30", "2026-01-31", "2026-03-01", "2026-03-02"],
      months: ["2026-02-01"],
      years: [],
    });
    expect(periodPieces("2025-12-31", "2026-01-01", "2026-03-15").days).toEqual(["2025-12-31", "2026-01-01"]);
  });
});

describe("page types of web vitals", () => {
  it("groups storefront paths as CrUX groups pages", () => {
    expect(
      ["/", "/shop", "/search", "/products/silk-saree", "/blog", "/blog/weaves", "/about", "/products"].map(
        pageTypeOf,
      ),
    ).toEqual(["home", "listing", "listing", "product", "blog", "blog", "other", "other"]);
  });
});
