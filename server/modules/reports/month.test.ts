import { describe, expect, it } from "vitest";
import { MONTH_MESSAGES, parseReportMonth, previousMonth } from "./month";

describe("the month asked for", () => {
  const newYear = new Date("2027-01-01T00:10:00+05:30");

  it("is the previous month in Indian time by default, across the year's end", () => {
    // 18:40 on 31 December in UTC is already 1 January in India.
    expect(previousMonth(newYear)).toBe("2026-12");
    expect(parseReportMonth(null, newYear)).toEqual({ ok: true, month: "2026-12" });
    expect(parseReportMonth("", newYear)).toEqual({ ok: true, month: "2026-12" });
    expect(previousMonth(new Date("2026-12-31T23:50:00+05:30"))).toBe("2026-11");
  });

  it("takes YYYY-MM of a month that has started, the current one included", () => {
    expect(parseReportMonth("2026-10", newYear)).toEqual({ ok: true, month: "2026-10" });
    expect(parseReportMonth("2027-01", newYear)).toEqual({ ok: true, month: "2027-01" });
    expect(parseReportMonth("2027-02", newYear)).toEqual({ ok: false, message: MONTH_MESSAGES.future });
    for (const bad of ["2026-13", "2026-00", "2026-1", "October", "2026-10-01", "0000-01"])
      expect(parseReportMonth(bad, newYear)).toEqual({
        ok: false,
        message: "Choose a month as YYYY-MM, e.g. 2026-10",
      });
    expect(MONTH_MESSAGES.future).toBe("GSTR-1 can only be prepared for a month that has started");
  });
});
