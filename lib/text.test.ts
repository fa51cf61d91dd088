import { describe, expect, it } from "vitest";
import { readingTimeMinutes, slugify, truncate } from "./text";

describe("slugify", () => {
  it("follows the spec's slug rule", () => {
    expect(slugify("  Dressing Your Little Krishna: A Janmashtami Guide! ")).toBe(
      "dressing-your-little-krishna-a-janmashtami-guide",
    );
    expect(slugify("Silk -- & __ Zari")).toBe("silk-zari");
    expect(slugify("---Hello---")).toBe("hello");
  });
});

describe("readingTimeMinutes", () => {
  it("counts words after stripping tags at 200 a minute, rounded up, minimum 1", () => {
    expect(readingTimeMinutes("")).toBe(1);
    expect(readingTimeMinutes(`<p>${"word ".repeat(200)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${"word ".repeat(201)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<h2>a</h2><p>${"w ".repeat(399)}</p>`)).toBe(2);
  });
});

describe("truncate", () => {
  it("keeps short text and cuts long text at a word with an ellipsis", () => {
    expect(truncate("short", 10)).toBe("short");
    const cut = truncate("The quick brown fox jumps over the lazy dog", 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut.endsWith("…")).toBe(true);
  });
});
