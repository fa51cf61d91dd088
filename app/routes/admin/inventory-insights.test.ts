import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import InventoryInsights, { loader } from "./inventory-insights";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;

let cookie = "";

beforeAll(async () => {
  cookie = (await registeredAccount("insights@divinethreads.example", "staff")).cookie;
  const category = await createCategory("Dupattas");
  const low = await createProduct({
    name: "Bandhani Dupatta",
    categoryId: category.id,
    priceRupees: 899,
    variants: [[null, 3]],
  });
  const big = await createProduct({
    name: "Cotton Stole",
    categoryId: category.id,
    priceRupees: 299,
    variants: [[null, 240]],
  });
  await getDb()
    .update(t.products)
    .set({ costPrice: 40_000, warehouseLocation: "JPR-A1" })
    .where(eq(t.products.id, low.product.id));
  await getDb().update(t.products).set({ costPrice: 10_000 }).where(eq(t.products.id, big.product.id));
});

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/inventory/insights${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

async function render(query = "") {
  const data = await open(query);
  const Page = InventoryInsights as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "/admin/inventory/insights", Component: Page }]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/inventory/insights${query}`],
      hydrationData: { loaderData: { "0": data } },
    }),
  );
  // React marks where adjacent pieces of text meet; a reader sees one text.
  return html.replaceAll("<!-- -->", "");
}

describe("/admin/inventory/insights", () => {
  it("works out only the insight asked for, reorder suggestions by default", async () => {
    const first = await open();
    expect(first.data.view).toBe("reorder");
    expect(first.data.reorder?.counts).toEqual({ urgent: 0, high: 1, medium: 0 });
    expect(first.data.valuation).toBeUndefined();
    expect((await open("?view=nonsense")).data.view).toBe("reorder");
    expect((await open("?view=valuation")).data.valuation?.total.atRetail).toBe(3 * 89_900 + 240 * 29_900);
    expect((await open("?view=aging")).data.aging?.undated).toBe(2);
    expect((await open("?view=turnover")).data.turnover?.classes.dead_stock.products).toBe(2);
    expect((await open("?view=distribution")).data.distribution?.overstock.count).toBe(1);
  });

  it("shows each insight with the spec's figures explained", async () => {
    const reorder = await render();
    expect(reorder).toContain(">Stock insights</h1>");
    expect(reorder).toContain("Bandhani Dupatta");
    expect(reorder).toContain("or 50.");
    expect(await render("?view=valuation")).toContain("At retail");
    const aging = await render("?view=aging");
    expect(aging).toContain("180+ days");
    expect(aging).toContain("365");
    expect(await render("?view=turnover")).toContain("999");
    const distribution = await render("?view=distribution");
    expect(distribution).toContain("JPR-A1");
    expect(distribution).toContain("Cotton Stole");
  });

  it("shares a whole-catalogue report for up to a minute and says when it was worked out", async () => {
    const before = await open("?view=valuation");
    const shawls = await createCategory("Shawls");
    await createProduct({
      name: "Silk Shawl",
      categoryId: shawls.id,
      priceRupees: 1_000,
      variants: [[null, 1]],
    });
    const again = await open("?view=valuation");
    expect(again.data.valuation?.total.atRetail).toBe(before.data.valuation?.total.atRetail);
    expect(again.data.at).toEqual(before.data.at);
    expect(await render("?view=valuation")).toContain("Figures as of");
    // The reorder list is what staff act on: always worked out now, with no "as of" line.
    expect((await open()).data.at).toBeUndefined();
    expect(await render()).not.toContain("Figures as of");
  });
});
