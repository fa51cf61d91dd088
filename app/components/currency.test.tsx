import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../server/db/client";
import { settings } from "../../server/modules/settings/schema";
import * as settingsService from "../../server/modules/settings/service";
import { withTestDatabase } from "../../tests/setup/test-database";
import { Layout, loader as rootLoader } from "../root";
import { OrderTotals } from "./checkout/order-totals";
import { ProductCard } from "./product-card";
import { invalidatePublicPages } from "../../server/cache/public-pages";

withTestDatabase();

type RootArgs = Parameters<typeof rootLoader>[0];

const card = {
  id: "3b8f7f0e-5d1c-4e0a-9a51-0f1d6a1b2c3d",
  name: "Peacock Krishna Dress",
  price: 149_900,
  originalPrice: 199_950,
  imageUrl: null,
  category: "Krishna Dresses",
  available: 5,
  rating: null,
  reviewCount: 0,
  quickAddVariantId: null,
};

const totals = {
  subtotal: 149_900,
  taxAmount: 7_138,
  cgstAmount: 3_569,
  sgstAmount: 3_569,
  igstAmount: 0,
  taxMode: "inclusive",
  shippingCost: 0,
  discountAmount: 0,
  totalAmount: 149_900,
};

async function rootData() {
  const answer = (await rootLoader({
    request: new Request("http://shop.test/"),
    params: {},
    context: { cspNonce: "n", requestId: "r" },
  } as unknown as RootArgs)) as unknown as { data: { currencySymbol: string } };
  return answer.data;
}

/** A storefront page as the server renders it: the shop's layout around a product card and totals. */
function renderPage(data: unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: [
        {
          index: true,
          Component: () => (
            <>
              <ProductCard product={card} />
              <OrderTotals totals={totals} />
            </>
          ),
        },
      ],
    },
  ]);
  // React's markers between adjacent text pieces are left out so the tests read the text as shown.
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: data } }} />,
  ).replaceAll("<!-- -->", "");
}

/** As the admin's settings form does: the write, then the storefront renewed. */
async function setSymbol(value: string) {
  await getDb()
    .insert(settings)
    .values({ key: "currency_symbol", value, category: "site", isPublic: true })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  invalidatePublicPages();
}

describe("the currency_symbol setting", () => {
  it("shows prices with ₹ by default", async () => {
    const data = await rootData();
    expect(data.currencySymbol).toBe("₹");
    const html = renderPage(data);
    expect(html).toContain("₹1,499");
    expect(html).toContain("₹1,999.50");
    expect(html).toContain("Prices in ₹ include GST");
  });

  it("changes every rendered price once the setting changes, read with the other public settings", async () => {
    await setSymbol("Rs. ");
    const reads = vi.spyOn(settingsService, "keptPublicSettings");
    const data = await rootData();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(data.currencySymbol).toBe("Rs.");
    const html = renderPage(data);
    expect(html).toContain("Rs.1,499");
    expect(html).toContain("Rs.1,999.50");
    expect(html).toContain("Prices in Rs. include GST");
    // The product card, the totals and the footer: no ₹ left anywhere.
    expect(html).not.toContain("₹");
    reads.mockRestore();
  });

  it("falls back to ₹ when the setting is emptied", async () => {
    await setSymbol("  ");
    expect((await rootData()).currencySymbol).toBe("₹");
  });
});
