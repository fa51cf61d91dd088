import { eq } from "drizzle-orm";
import { createElement } from "react";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import Dashboard, { loader } from "./dashboard";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";

beforeAll(async () => {
  cookie = (await registeredAccount("floor@divinethreads.example", "staff", "Kiran Das")).cookie;
  const category = await createCategory("Kurtas");
  await createProduct({
    name: "Sold Out Kurta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [[null, 0]],
  });
  await createProduct({
    name: "Last Few Kurta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [[null, 4]],
  });
  await createProduct({
    name: "Plenty Kurta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [[null, 40]],
  });
  const retired = await createProduct({
    name: "Retired Kurta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [[null, 0]],
  });
  await getDb().update(t.products).set({ isActive: false }).where(eq(t.products.id, retired.product.id));
});

describe("/admin/dashboard stock alerts", () => {
  it("counts critical and warning stock alerts, each linking to the inventory list filtered to it", async () => {
    const data = await loader({
      request: new Request("http://localhost:3000/admin/dashboard", { headers: { cookie } }),
      params: {},
      context: {},
    } as unknown as LoaderArgs);
    expect(data.stockLinks).toBe(true);
    expect((await data.summary).attention.stockAlerts).toEqual({ critical: 1, warning: 1 });
    const Page = Dashboard as unknown as React.ComponentType<Record<string, unknown>>;
    const Stub = createRoutesStub([{ path: "/admin/dashboard", Component: Page }]);
    const { prelude } = await prerender(
      createElement(Stub, {
        initialEntries: ["/admin/dashboard"],
        hydrationData: { loaderData: { "0": data } },
      }),
    );
    const html = await new Response(prelude).text();
    expect(html).toContain("Stock alerts");
    expect(html).toContain('href="/admin/inventory?stock=out_of_stock&amp;active=true"');
    expect(html).toContain('href="/admin/inventory?stock=low_stock&amp;active=true"');
    expect(html).toMatch(/Critical.*?>1<.*?product.*?out of stock/s);
    expect(html).toMatch(/Warning.*?>1<.*?product.*?low on stock/s);
  });
});
