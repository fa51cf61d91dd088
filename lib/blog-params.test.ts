import { describe, expect, it } from "vitest";
import { blogHref, parseBlogParams } from "./blog-params";

const parse = (query: string) => parseBlogParams(new URLSearchParams(query));

describe("blog query string", () => {
  it("reads search, category and page", () => {
    expect(parse("search=%20Silk%20&category=Care-Tips&page=3")).toEqual({
      search: "Silk",
      category: "care-tips",
      page: 3,
    });
  });

  it("turns nonsense into the first page of everything", () => {
    for (const query of ["page=-2", "page=abc", "page=1.5", "page=0", "page="]) {
      expect(parse(query).page).toBe(1);
    }
    expect(parse("search=%00%00").search).toBe("");
    expect(parse(`search=${"x".repeat(500)}`).search).toHaveLength(100);
  });

  it("builds links that keep the filters and omit page 1", () => {
    expect(blogHref({})).toBe("/blog");
    expect(blogHref({ search: "saree & silk", page: 1 })).toBe("/blog?search=saree+%26+silk");
    expect(blogHref({ category: "festivals", page: 2 })).toBe("/blog?category=festivals&page=2");
  });
});
