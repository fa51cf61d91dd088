import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type DbHandle, getDbHandle, setDbHandle } from "../../../server/db/client";
import { adminAdjustStock } from "../../../server/modules/inventory/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import InventoryHistory, { HISTORY_FAILED, loader } from "./inventory-history";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type Page = Awaited<ReturnType<typeof loader>>;

let cookie = "";
let productId = "";

beforeAll(async () => {
  const staff = await registeredAccount("history@divinethreads.example", "staff", "Meena Joshi");
  cookie = staff.cookie;
  const category = await createCategory("Sarees");
  const saree = await createProduct({
    name: "Kanjivaram Saree",
    categoryId: category.id,
    priceRupees: 12999,
  });
  productId = saree.product.id;
  const actor = { id: staff.userId, email: "history@divinethreads.example" };
  await adminAdjustStock(actor, {
    variantId: saree.variants[0].id,
    mode: "change",
    quantity: "+5",
    reason: "restock",
  });
  await adminAdjustStock(actor, {
    variantId: saree.variants[0].id,
    mode: "change",
    quantity: "-1",
    reason: "damaged",
  });
});

afterEach(() => vi.restoreAllMocks());

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/inventory/history${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

async function render(query = "") {
  const data = await open(query);
  const Page = InventoryHistory as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "/admin/inventory/history", Component: Page }]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/inventory/history${query}`],
      hydrationData: { loaderData: { "0": data } },
    }),
  );
}

describe("/admin/inventory/history", () => {
  it("lists the movements newest first, naming the staff member who made each", async () => {
    const page = await open(`?product=${productId}`);
    expect(page.error).toBeNull();
    expect(page.history.rows.map((r) => [r.movementType, r.previousOnHand, r.newOnHand, r.by])).toEqual([
      ["adjustment", 25, 24, "Meena Joshi"],
      ["restock", 20, 25, "Meena Joshi"],
    ]);
    expect(typeof page.history.rows[0].createdAt).toBe("string");
  });

  it("reads the filters from the address and ignores values it cannot use", async () => {
    expect((await open("?type=restock")).history.total).toBe(1);
    const odd = await open("?type=stolen&from=yesterday&to=2026-13-45&page=-2");
    expect(odd.params).toMatchObject({ type: undefined, from: undefined, to: undefined, page: 1 });
    expect(odd.history.total).toBe(2);
    expect((await open("?from=2026-02-01&to=2026-01-01")).params).toMatchObject({
      from: "2026-01-01",
      to: "2026-02-01",
    });
  });

  it("shows the ledger with its filters, and an empty state when nothing matches", async () => {
    const html = await render();
    expect(html).toContain(">Stock history</h1>");
    expect(html).toContain("Kanjivaram Saree");
    expect(html).toContain("Restocked");
    expect(html).toContain("Stock received");
    expect(html).toContain('name="order"');
    expect(await render("?order=DT000000NOSUCH")).toContain("No stock movements match");
  });

  it("says 'Failed to fetch stock history: ...' when the ledger cannot be read, and logs why", async () => {
    const real = getDbHandle()!;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The session is read as usual; reading the ledger fails.
    const failing = new Proxy(real.db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return (query: { queryChunks?: unknown[] }) =>
          JSON.stringify(query.queryChunks ?? "").includes("stock_movements")
            ? Promise.reject(new Error("connection reset"))
            : target.execute(query as Parameters<typeof target.execute>[0]);
      },
    });
    setDbHandle({ ...real, db: failing } as DbHandle);
    try {
      const page = await open();
      expect(page.error).toBe(HISTORY_FAILED);
      expect(HISTORY_FAILED.startsWith("Failed to fetch stock history: ")).toBe(true);
      expect(page.history.rows).toEqual([]);
      expect(String(errors.mock.calls[0]?.[0])).toContain("stock history could not be read");
    } finally {
      setDbHandle(real);
    }
  });
});
