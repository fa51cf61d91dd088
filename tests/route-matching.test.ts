// A server matches each request against the same ranked routes (twice: the request handler and the
// static handler); patches/react-router keeps the result per path. Each caller must still get its own
// matches, right for its own path, however many paths come by. Both patched builds are checked: the
// server loads the ES module one, tests and CommonJS code the other.
import * as esm from "../node_modules/react-router/dist/development/index.mjs";
// Vitest hands tests React Router's CommonJS build.
import * as cjs from "react-router";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

type Build = typeof esm;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => "root",
    children: [
      { id: "home", index: true, loader: () => "home" },
      { id: "shop", path: "shop", loader: () => "shop" },
      { id: "product", path: "products/:id", loader: ({ params }) => `product ${params.id}` },
      { id: "missing", path: "*", loader: () => "missing" },
    ],
  },
];

async function matched(handler: ReturnType<Build["createStaticHandler"]>, path: string) {
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return context;
}

describe.each([
  ["ES module", esm],
  ["CommonJS", cjs],
])("route matching kept per path (%s build)", (_name, build: Build) => {
  const handler = build.createStaticHandler(routes);

  it("gives each request its own matches and params", async () => {
    const first = await matched(handler, "/products/1");
    expect(first.matches.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(first.matches[1].params).toEqual({ id: "1" });
    (first.matches[1].params as Record<string, string>).id = "changed";
    first.matches[0].pathname = "/changed";

    const again = await matched(handler, "/products/1");
    expect(again.matches.map((match) => [match.route.id, match.pathname, match.params])).toEqual([
      ["root", "/", { id: "1" }],
      ["product", "/products/1", { id: "1" }],
    ]);
    expect(again.loaderData).toEqual({ root: "root", product: "product 1" });
  });

  it("matches each path on its own, decoded, index and catch-all included", async () => {
    expect((await matched(handler, "/products/2")).loaderData.product).toBe("product 2");
    expect((await matched(handler, "/products/silk%20saree")).matches[1].params.id).toBe("silk saree");
    expect((await matched(handler, "/")).matches.map((match) => match.route.id)).toEqual(["root", "home"]);
    expect((await matched(handler, "/shop")).matches.map((match) => match.route.id)).toEqual([
      "root",
      "shop",
    ]);
    const missing = await matched(handler, "/no/such/page");
    expect(missing.matches[1].route.id).toBe("missing");
    expect(missing.matches[1].params["*"]).toBe("no/such/page");
  });

  it("stays right past the number of paths it keeps", async () => {
    for (let i = 0; i < 2500; i += 1) {
      const context = await matched(handler, `/products/${i}`);
      expect(context.matches[1].params.id).toBe(String(i));
    }
    expect((await matched(handler, "/products/7")).loaderData.product).toBe("product 7");
  });

  it("matches a path too long to keep, every time", async () => {
    const long = `/products/${"k".repeat(600)}`;
    for (let i = 0; i < 2; i += 1) {
      const context = await matched(handler, long);
      expect(context.matches[1].params.id).toHaveLength(600);
      (context.matches[1].params as Record<string, string>).id = "changed";
    }
  });
});
