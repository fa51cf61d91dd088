import { describe, expect, it } from "vitest";
import {
  NAV_LINK_MESSAGES,
  parseNavigationLinkForm,
  pathProblem,
  schemeRefused,
} from "./navigation-link-form";

describe("a navigation link's path", () => {
  it.each([
    "/",
    "/shop",
    "/shop?sort=price-low&category=Sarees",
    "/about#story",
    "https://www.instagram.com/divinethreads",
    "HTTP://example.com",
  ])("accepts %s", (path) => {
    expect(pathProblem(path)).toBeNull();
  });

  it.each([
    ["javascript:alert(1)", schemeRefused("javascript")],
    ["vbscript:msgbox(1)", schemeRefused("vbscript")],
    ["data:text/html;base64,PHNjcmlwdD4=", schemeRefused("data")],
    ["ftp://files.example.com", schemeRefused("ftp")],
    ["jav\nascript:alert(1)", NAV_LINK_MESSAGES.pathSpaces],
    ["/sh op", NAV_LINK_MESSAGES.pathSpaces],
    ["//evil.example", NAV_LINK_MESSAGES.pathShape],
    ["/\\evil.example", NAV_LINK_MESSAGES.pathShape],
    ["http:/shop", NAV_LINK_MESSAGES.pathShape],
    ["https://", NAV_LINK_MESSAGES.pathShape],
    ["https://exa\\mple.com", NAV_LINK_MESSAGES.pathShape],
    ["shop", NAV_LINK_MESSAGES.pathShape],
    ["www.example.com", NAV_LINK_MESSAGES.pathShape],
    ["ｊavascript:alert(1)", NAV_LINK_MESSAGES.pathShape],
  ])("refuses %j", (path, message) => {
    expect(pathProblem(path)).toBe(message);
  });
});

describe("the navigation link form", () => {
  it("trims, drops null characters and gives a new link order 0 and active (spec section 5)", () => {
    expect(parseNavigationLinkForm({ name: " Sale\0 ", path: " /shop ", location: "footer" })).toEqual({
      ok: true,
      data: { name: "Sale", path: "/shop", location: "footer", orderNum: 0, isActive: true },
    });
  });

  it("reads a ticked or unticked checkbox and a typed order", () => {
    const base = { name: "Sale", path: "/shop", location: "header" };
    expect(parseNavigationLinkForm({ ...base, isActive: false, orderNum: "12" })).toMatchObject({
      data: { isActive: false, orderNum: 12 },
    });
    expect(parseNavigationLinkForm({ ...base, isActive: "on", orderNum: "1.5" })).toEqual({
      ok: false,
      fieldErrors: { orderNum: NAV_LINK_MESSAGES.order },
    });
  });

  it("names every problem at once", () => {
    expect(parseNavigationLinkForm({ name: "x".repeat(51), path: "", location: "admin" })).toEqual({
      ok: false,
      fieldErrors: {
        name: NAV_LINK_MESSAGES.nameLong,
        path: NAV_LINK_MESSAGES.pathRequired,
        location: NAV_LINK_MESSAGES.location,
      },
    });
    expect(parseNavigationLinkForm(null)).toMatchObject({ ok: false });
  });
});
