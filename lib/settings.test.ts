import { describe, expect, it } from "vitest";
import { isExplicitlyOn, isOn, stripQuotes, text, wholeNumber } from "./settings";

describe("settings parsing (storefront spec section 5)", () => {
  it("treats a section as on unless it is the text 'false'", () => {
    expect(isOn({}, "testimonials_section_enabled")).toBe(true);
    expect(isOn({ k: "true" }, "k")).toBe(true);
    expect(isOn({ k: "" }, "k")).toBe(true);
    expect(isOn({ k: "false" }, "k")).toBe(false);
    expect(isOn({ k: '"false"' }, "k")).toBe(false);
    expect(isOn({ k: "FALSE" }, "k")).toBe(false);
  });

  it("enables the brand story only when true", () => {
    expect(isExplicitlyOn({}, "brand_story_enabled")).toBe(false);
    expect(isExplicitlyOn({ k: "yes" }, "k")).toBe(false);
    expect(isExplicitlyOn({ k: "true" }, "k")).toBe(true);
    expect(isExplicitlyOn({ k: '"true"' }, "k")).toBe(true);
  });

  it("reads whole numbers with defaults", () => {
    expect(wholeNumber({}, "testimonials_display_count", 6)).toBe(6);
    expect(wholeNumber({ k: "4" }, "k", 6)).toBe(4);
    expect(wholeNumber({ k: '"8"' }, "k", 6)).toBe(8);
    expect(wholeNumber({ k: "4.5" }, "k", 6)).toBe(6);
    expect(wholeNumber({ k: "-3" }, "k", 6)).toBe(6);
    expect(wholeNumber({ k: "abc" }, "k", 5000)).toBe(5000);
    expect(wholeNumber({ k: "999999999" }, "k", 5000, 1000, 60000)).toBe(5000);
  });

  it("strips quotes wrapping a title", () => {
    expect(stripQuotes('"What Parents Say"')).toBe("What Parents Say");
    expect(stripQuotes("'Our Craft'")).toBe("Our Craft");
    expect(stripQuotes('Say "hello"')).toBe('Say "hello"');
    expect(text({ k: '""' }, "k", "Fallback")).toBe("Fallback");
  });
});
