import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parseOrderListParams } from "./list-params";
import { OrderTabs } from "./order-tabs";

const counts = {
  all: 12,
  pending: 2,
  confirmed: 3,
  processing: 0,
  shipped: 4,
  delivered: 3,
  cancelled: 0,
  refunded: 0,
};

/** Each tab's link text, spaces collapsed: "Pending 2". */
const tabs = (status: string, capped?: Parameters<typeof OrderTabs>[0]["capped"]) => {
  const params = parseOrderListParams(new URLSearchParams({ status, q: "asha" }));
  const element = <OrderTabs params={params} counts={counts} capped={capped} />;
  const html = renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
  return [...html.matchAll(/<a[^>]*>(.*?)<\/a>/g)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
};

describe("the orders list's status tabs", () => {
  it("show every tab's count", () => {
    expect(tabs("all")).toEqual([
      "All 12",
      "Pending 2",
      "Confirmed 3",
      "Processing 0",
      "Shipped 4",
      "Delivered 3",
      "Cancelled 0",
      "Refunded 0",
    ]);
  });

  it("under a search counted only to its cap, say 1,000+ where capped and no number where not counted", () => {
    const uncounted = ["pending", "confirmed", "processing", "delivered", "cancelled", "refunded"] as const;
    expect(tabs("shipped", { more: ["all", "shipped"], uncounted: [...uncounted] })).toEqual([
      "All 12+",
      "Pending (not counted)",
      "Confirmed (not counted)",
      "Processing (not counted)",
      "Shipped 4+",
      "Delivered (not counted)",
      "Cancelled (not counted)",
      "Refunded (not counted)",
    ]);
  });
});
