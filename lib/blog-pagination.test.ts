import { describe, expect, it } from "vitest";
import { blogPageItems } from "./blog-pagination";

describe("blog page buttons", () => {
  it("shows every page when there are few", () => {
    expect(blogPageItems(1, 1)).toEqual([1]);
    expect(blogPageItems(2, 3)).toEqual([1, 2, 3]);
    expect(blogPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the first page, the last page and two either side of the current one", () => {
    expect(blogPageItems(1, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(blogPageItems(10, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
    expect(blogPageItems(6, 12)).toEqual([1, "ellipsis", 4, 5, 6, 7, 8, "ellipsis", 12]);
  });

  it("puts an ellipsis only where a page is exactly 3 away", () => {
    expect(blogPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "ellipsis", 10]);
    expect(blogPageItems(5, 10)).toEqual([1, "ellipsis", 3, 4, 5, 6, 7, "ellipsis", 10]);
    expect(blogPageItems(7, 10)).toEqual([1, "ellipsis", 5, 6, 7, 8, 9, 10]);
  });

  it("keeps an out-of-range current page inside the range", () => {
    expect(blogPageItems(-4, 10)).toEqual(blogPageItems(1, 10));
    expect(blogPageItems(99, 10)).toEqual(blogPageItems(10, 10));
    expect(blogPageItems(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(blogPageItems(1, 0)).toEqual([]);
  });
});
