import { describe, expect, it } from "vitest";
import { activeFilterCount, pageWindow, parseShopParams, shopQueryString } from "./shop-params";

const parse = (query: string) => parseShopParams(new URLSearchParams(query));

describe("shop query string", () => {
  it("reads filters and falls back to sensible values for anything odd", () => {
    expect(parse("")).toEqual({
      search: "",
      category: "",
      minPrice: null,
      maxPrice: null,
      sort: "newest",
      page: 1,
    });
    expect(parse("page=-3&sort=cheapest&minPrice=abc&maxPrice=-5")).toMatchObject({
      page: 1,
      sort: "newest",
      minPrice: null,
      maxPrice: null,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999999").page).toBe(100000);
    expect(parse("maxPrice=1e308").maxPrice).toBe(999999);
    expect(parse(`search=${"x".repeat(300)}`).search).toHaveLength(100);
  });

  it("swaps a minimum above the maximum", () => {
    expect(parse("minPrice=2000&maxPrice=500")).toMatchObject({ minPrice: 500, maxPrice: 2000 });
  });

  it("omits sort when newest and page when 1", () => {
    expect(shopQueryString({ sort: "newest", page: 1 })).toBe("");
    expect(shopQueryString({ search: "kurta", sort: "price-low", page: 2 })).toBe(
      "?search=kurta&sort=price-low&page=2",
    );
    expect(shopQueryString({ category: "Festival Wear", minPrice: 0 })).toBe(
      "?category=Festival+Wear&minPrice=0",
    );
  });

  it("counts active filters", () => {
    expect(activeFilterCount(parse(""))).toBe(0);
    expect(activeFilterCount(parse("search=silk&category=Sarees&minPrice=100&sort=name-asc&page=3"))).toBe(4);
  });
});

describe("page window", () => {
  it("shows up to 5 buttons starting 2 before the current page", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
