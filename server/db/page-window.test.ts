import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window";

describe("pageWindow", () => {
  it("skips the rows of the pages before the one asked", () => {
    expect(pageWindow(120, 2, 50)).toEqual({ page: 2, pageCount: 3, pageSize: 50, total: 120, offset: 50 });
    expect(pageWindow(120, 3, 50).offset).toBe(100);
  });

  it("shows the last page for a page past the end", () => {
    expect(pageWindow(120, 99, 50)).toMatchObject({ page: 3, offset: 100 });
    expect(pageWindow(100, 3, 50)).toMatchObject({ page: 2, pageCount: 2, offset: 50 });
  });

  it("shows the first page for anything that is not a page number", () => {
    for (const asked of [0, -3, Number.NaN, undefined, 1.7])
      expect(pageWindow(120, asked, 50)).toMatchObject({ page: 1, offset: 0 });
  });

  it("has one empty page when there is nothing to list", () => {
    expect(pageWindow(0, 5, 50)).toEqual({ page: 1, pageCount: 1, pageSize: 50, total: 0, offset: 0 });
  });
});
