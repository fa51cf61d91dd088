import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { followsInApp, hrefOf, isActiveFor, Link, LinkNavigation, NavLink } from "./link";

/** Renders `node` as the page at `path` inside a router, with or without the shared navigate function. */
function render(node: ReactNode, path = "/shop", shared = true) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (shared ? <LinkNavigation>{node}</LinkNavigation> : <>{node}</>),
      children: [{ path: "*", Component: () => null }],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

/** Each anchor's attributes, in a fixed order: the order they are written in does not matter. */
const anchors = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(
    ([, attributes, text]) => `${[...attributes.matchAll(/[\w-]+="[^"]*"/g)].sort().join(" ")} | ${text}`,
  );

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe("Link", () => {
  it("draws the same anchor as React Router's Link for an address from the site's root", () => {
    for (const to of ["/", "/shop?category=Sarees&page=2", "/products/abc#reviews"]) {
      const attributes = {
        className: "card",
        "aria-label": "Open",
        "aria-current": "page",
        "aria-hidden": true,
        "aria-disabled": true,
        rel: "next",
        tabIndex: -1,
        target: "_self",
      } as const;
      const ours = render(
        <Link to={to} {...attributes} replace state={{ from: "test" }} preventScrollReset>
          Open
        </Link>,
      );
      const theirs = render(
        <RouterLink to={to} {...attributes}>
          Open
        </RouterLink>,
      );
      expect(anchors(ours)).toHaveLength(1);
      expect(anchors(ours)).toEqual(anchors(theirs));
      expect(ours).toContain(`href="${to.replace("&", "&amp;")}"`);
      expect(ours).toContain('data-discover="true"');
    }
  });

  it("keeps every other attribute, through React Router's Link", () => {
    const html = render(
      <Link to="/cart" title="Your bag" id="bag">
        Bag
      </Link>,
    );
    expect(html).toContain('title="Your bag"');
    expect(html).toContain('id="bag"');
    expect(html).toContain('href="/cart"');
  });

  it("draws the same anchor as React Router's Link for a query on the page shown", () => {
    for (const [to, page] of [
      ["?page=3", "/admin/orders"],
      ["?headerPage=2&edit=7c1f#form", "/admin/cms/navigation"],
      ["?", "/admin/cms/faqs"],
      ["?#reviews", "/products/abc"],
      ["?page=2#", "/admin/orders"],
      ["?page=2", "/"],
    ]) {
      const ours = render(<Link to={to}>Next</Link>, page);
      expect(anchors(ours)).toHaveLength(1);
      expect(anchors(ours), `${to} on ${page}`).toEqual(
        anchors(render(<RouterLink to={to}>Next</RouterLink>, page)),
      );
    }
    expect(render(<Link to="?page=3">Next</Link>, "/admin/orders/list")).toContain(
      'href="/admin/orders/list?page=3"',
    );
  });

  it("draws a query on the page shown itself, and leaves every other relative address to React Router", () => {
    expect(hrefOf("?page=2", "/admin/orders")).toBe("/admin/orders?page=2");
    expect(hrefOf("?page=2#list", "/admin/orders")).toBe("/admin/orders?page=2#list");
    expect(hrefOf("?", "/admin/orders")).toBe("/admin/orders");
    expect(hrefOf("?#top", "/admin/orders")).toBe("/admin/orders#top");
    expect(hrefOf("/shop?page=2", "/admin/orders")).toBe("/shop?page=2");
    for (const to of ["edit", "../orders", ".", "#top", "//example.com/x", "https://example.com/x"])
      expect(hrefOf(to, "/admin/orders")).toBeNull();
  });

  it("resolves a query from the page shown, as React Router does, even when a layout draws the link", () => {
    const nested = (LinkKind: typeof Link | typeof RouterLink) => {
      const Stub = createRoutesStub([
        {
          path: "/",
          Component: () => (
            <LinkNavigation>
              <LinkKind to="?page=2">Next</LinkKind>
              <Outlet />
            </LinkNavigation>
          ),
          children: [{ path: "admin/orders", Component: () => null }],
        },
      ]);
      return anchors(renderToString(<Stub initialEntries={["/admin/orders"]} />));
    };
    expect(nested(Link)).toEqual(nested(RouterLink));
    expect(nested(Link)[0]).toContain('href="/admin/orders?page=2"');
  });

  it("leaves other relative addresses and other sites to React Router, which resolves them", () => {
    for (const to of ["edit", "../orders", "."])
      expect(anchors(render(<Link to={to}>Edit</Link>, "/admin/orders/list"))).toEqual(
        anchors(render(<RouterLink to={to}>Edit</RouterLink>, "/admin/orders/list")),
      );
    expect(render(<Link to="https://example.com/x">Out</Link>)).toContain('href="https://example.com/x"');
    expect(render(<Link to={{ pathname: "/shop", search: "?page=2" }}>Shop</Link>)).toContain(
      'href="/shop?page=2"',
    );
  });

  it("draws the same markup where no page shares its navigate function", () => {
    expect(anchors(render(<Link to="/cart">Cart</Link>, "/shop", false))).toEqual(
      anchors(render(<Link to="/cart">Cart</Link>)),
    );
  });
});

describe("NavLink", () => {
  const cases: [page: string, to: string, end: boolean][] = [
    ["/admin/orders", "/admin/orders", false],
    ["/admin/orders/DT-1001", "/admin/orders", false],
    ["/admin/orders/DT-1001", "/admin/orders", true],
    ["/admin/ordersheet", "/admin/orders", false],
    ["/Admin/Orders", "/admin/orders", true],
    ["/shop", "/shop/", true],
    ["/shop/sarees", "/shop/", false],
    ["/about", "/", true],
    ["/about", "/", false],
    ["/admin/inventory", "/admin/inventory?tab=alerts", true],
    ["/admin/inventory/history", "/admin/inventory#top", true],
    ["/collections/café", "/collections/café", true],
    ["/collections/café/sarees", "/collections/café", false],
  ];

  it("marks the current page as React Router's NavLink does", () => {
    const classes = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
    for (const [page, to, end] of cases) {
      const ours = render(
        <NavLink to={to} end={end} className={classes}>
          Orders
        </NavLink>,
        page,
      );
      const theirs = render(
        <RouterNavLink to={to} end={end} className={classes}>
          Orders
        </RouterNavLink>,
        page,
      );
      expect(anchors(ours), `${to} on ${page}${end ? ", end" : ""}`).toEqual(anchors(theirs));
    }
  });

  it("says which pages are a link's own", () => {
    expect(cases.map(([page, to, end]) => isActiveFor(page, to, end))).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      true,
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
    // In a browser the address shown is encoded; the link's is written as the shop owner typed it.
    expect(isActiveFor("/collections/caf%C3%A9", "/collections/café", true)).toBe(true);
    expect(isActiveFor("/collections/caf%C3%A9/sarees", "/collections/café")).toBe(true);
    expect(isActiveFor("/collections/cafe", "/collections/café")).toBe(false);
  });
});

describe("followsInApp", () => {
  it("follows a plain left click on a link opening in this tab", () => {
    expect(followsInApp(click, undefined)).toBe(true);
    expect(followsInApp(click, "_self")).toBe(true);
  });

  it("leaves new tabs, other buttons, modified clicks and handled clicks to the browser", () => {
    expect(followsInApp(click, "_blank")).toBe(false);
    expect(followsInApp({ ...click, button: 1 }, undefined)).toBe(false);
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(followsInApp({ ...click, [key]: true }, undefined)).toBe(false);
    expect(followsInApp({ ...click, defaultPrevented: true }, undefined)).toBe(false);
  });
});
