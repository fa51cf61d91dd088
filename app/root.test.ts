import { afterEach, describe, expect, it, vi } from "vitest";
import * as cart from "../server/modules/cart/service";
import * as content from "../server/modules/content/service";
import * as customers from "../server/modules/customers/service";
import { withTestDatabase } from "../tests/setup/test-database";
import { loader, type RootData, shouldRevalidate } from "./root";

withTestDatabase();

afterEach(() => vi.restoreAllMocks());

type RootArgs = Parameters<typeof loader>[0];

async function rootData(path: string): Promise<RootData> {
  const answer = (await loader({
    request: new Request(`http://shop.test${path}`),
    params: {},
    context: { cspNonce: "n", requestId: "r" },
  } as unknown as RootArgs)) as unknown as { data: RootData };
  return answer.data;
}

describe("the root loader", () => {
  it("gives a storefront page the shop's header, footer and cart count", async () => {
    const links = vi.spyOn(content, "keptNavigationLinks");
    const count = vi.spyOn(cart, "getCartCount");
    const data = await rootData("/shop");
    expect(links.mock.calls.map(([place]) => place).sort()).toEqual(["footer", "header"]);
    expect(count).toHaveBeenCalledTimes(1);
    expect(data.headerLinks.length).toBeGreaterThan(0);
    expect(data.currencySymbol).toBe("₹");
  });

  it("reads and sends none of the shop's header, footer, settings, cart or user for a back-office page", async () => {
    const links = vi.spyOn(content, "keptNavigationLinks");
    const count = vi.spyOn(cart, "getCartCount");
    const session = vi.spyOn(customers, "getSessionUser");
    for (const path of ["/admin", "/admin/dashboard", "/admin/cms/banners?page=2", "/Admin/Orders"]) {
      const data = await rootData(path);
      expect(data.settings).toEqual({});
      expect(data).toMatchObject({
        headerLinks: [],
        footerLinks: [],
        footerCategories: [],
        cartCount: 0,
        user: null,
        currencySymbol: "₹",
        nonce: "n",
      });
    }
    expect(links).not.toHaveBeenCalled();
    expect(count).not.toHaveBeenCalled();
    expect(session).not.toHaveBeenCalled();
    // A storefront path that merely starts with the same letters is the shop's.
    await rootData("/administration-of-silk");
    expect(count).toHaveBeenCalledTimes(1);
  });
});

describe("revalidating the root data", () => {
  const args = (from: string, to: string, defaultShouldRevalidate = false) =>
    ({
      currentUrl: new URL(`http://shop.test${from}`),
      nextUrl: new URL(`http://shop.test${to}`),
      defaultShouldRevalidate,
    }) as Parameters<typeof shouldRevalidate>[0];

  it("reads again when a navigation crosses between the shop and the back office", () => {
    expect(shouldRevalidate(args("/admin/products", "/products/abc"))).toBe(true);
    expect(shouldRevalidate(args("/shop", "/admin/dashboard"))).toBe(true);
  });

  it("otherwise follows React Router's default", () => {
    expect(shouldRevalidate(args("/admin/products", "/admin/orders"))).toBe(false);
    expect(shouldRevalidate(args("/shop", "/cart"))).toBe(false);
    expect(shouldRevalidate(args("/shop", "/cart", true))).toBe(true);
  });
});
