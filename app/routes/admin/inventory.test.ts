import { desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { takeFlash } from "../../../server/http/flash";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { Toaster } from "../../components/ui/toaster";
import Inventory, { action, loader } from "./inventory";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

const cookies = { staff: "", admin: "", customer: "" };
let staffId = "";
let kurta = { productId: "", variantId: "", sku: "" };
let categorySlug = "";

beforeAll(async () => {
  const staff = await registeredAccount("stockkeeper@divinethreads.example", "staff", "Ravi Kumar");
  cookies.staff = staff.cookie;
  staffId = staff.userId;
  cookies.admin = (await registeredAccount("owner@divinethreads.example", "admin", "Asha Rao")).cookie;
  cookies.customer = (await registeredAccount("shopper@example.com", "customer")).cookie;
  const category = await createCategory("Kurtas");
  categorySlug = category.slug;
  const created = await createProduct({
    name: "Chanderi Kurta",
    categoryId: category.id,
    priceRupees: 1499,
    variants: [
      ["M", 8],
      ["L", 0],
    ],
  });
  kurta = { productId: created.product.id, variantId: created.variants[0].id, sku: created.variants[0].sku };
  await createProduct({
    name: "Banarasi Saree",
    categoryId: category.id,
    priceRupees: 8999,
    variants: [[null, 40]],
  });
});

const open = async (query = "", cookie = cookies.staff) =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/inventory${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

function post(fields: Record<string, string>, cookie = cookies.staff, query = "") {
  const request = new Request(`http://localhost:3000/admin/inventory${query}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
}

const adjustment = (fields: Record<string, string> = {}) => ({
  intent: "adjust",
  variantId: kurta.variantId,
  mode: "change",
  quantity: "+2",
  reason: "restock",
  ...fields,
});

const onHand = async () =>
  (await getDb().select().from(t.productVariants).where(eq(t.productVariants.id, kurta.variantId)))[0].onHand;

const refused = (result: unknown) =>
  result as { data: { error: string; variantId?: string }; init: { status: number } };

/** What the guard made of a call: sent to sign in, refused (403), or let through. */
async function outcome(call: () => Promise<unknown>) {
  try {
    const result = await call();
    return result instanceof Response && result.headers.get("location")?.startsWith("/admin/login")
      ? "sign-in"
      : "allowed";
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.get("location")?.startsWith("/admin/login"))
      return "sign-in";
    if ((thrown as { init?: { status?: number } }).init?.status === 403) return "refused";
    throw thrown;
  }
}

describe("/admin/inventory adjust action: who may adjust", () => {
  it("lets staff and admins adjust, refuses customers and sends visitors to sign in", async () => {
    const before = await onHand();
    expect(await outcome(() => post(adjustment(), ""))).toBe("sign-in");
    expect(await outcome(() => post(adjustment(), cookies.customer))).toBe("refused");
    expect(await onHand()).toBe(before);
    expect(await outcome(() => post(adjustment(), cookies.staff))).toBe("allowed");
    expect(await outcome(() => post(adjustment(), cookies.admin))).toBe("allowed");
    expect(await onHand()).toBe(before + 4);
  });
});

describe("/admin/inventory adjust action", () => {
  it("adjusts as the signed-in staff member and returns to the same list with a toast", async () => {
    const before = await onHand();
    const response = (await post(
      adjustment({ mode: "set", quantity: String(before + 5), seenOnHand: String(before) }),
      cookies.staff,
      "?q=kurta&page=1&stock=low_stock",
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/inventory?q=kurta&stock=low_stock");
    const flash = new Request("http://localhost:3000/", {
      headers: { cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] },
    });
    expect((await takeFlash(flash)).message).toEqual({
      type: "success",
      text: `Stock for ${kurta.sku} changed from ${before} to ${before + 5}.`,
    });
    const [movement] = await getDb()
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.variantId, kurta.variantId))
      .orderBy(desc(t.stockMovements.createdAt))
      .limit(1);
    expect(movement).toMatchObject({ createdBy: staffId, movementType: "restock", quantity: 5 });
  });

  it("answers bad input with a 400 and the spec's message, changing nothing", async () => {
    const before = await onHand();
    const fraction = refused(await post(adjustment({ quantity: "1.5" })));
    expect(fraction.init.status).toBe(400);
    expect(fraction.data).toEqual({
      error: "Stock adjustment failed: the quantity must be a whole number.",
      variantId: kurta.variantId,
    });
    const negative = refused(await post(adjustment({ mode: "set", quantity: "-4" })));
    expect(negative.data.error).toBe("Stock adjustment failed: the new quantity cannot be negative.");
    const unknown = refused(await post(adjustment({ variantId: "6f1c1a52-3b7e-4c55-9d0e-8a4f2b1c9e10" })));
    expect(unknown.init.status).toBe(404);
    const empty = refused(await post({}));
    expect(empty.init.status).toBe(400);
    expect(empty.data.error).toBe("Stock adjustment failed: choose a variant and a quantity.");
    expect(await onHand()).toBe(before);
  });
});

describe("/admin/inventory loader", () => {
  it("reads search, filters, sort and page from the address and counts the alerts", async () => {
    const page = await open(
      `?q=chanderi&category=${categorySlug}&stock=in_stock&active=true&sort=name&limit=50`,
    );
    expect(page.params).toMatchObject({
      q: "chanderi",
      category: categorySlug,
      stock: "in_stock",
      active: true,
      sort: "name",
      limit: 50,
    });
    expect(page.list.products.map((p) => p.name)).toEqual(["Chanderi Kurta"]);
    expect(page.alerts).toEqual({ critical: 0, warning: 0 });
    expect(page.reasons.map(([key]) => key)).toEqual(["restock", "count", "damaged", "returned", "other"]);
  });

  it("falls back to the defaults for values it cannot use", async () => {
    const page = await open("?stock=plenty&sort=cheapest&limit=7&page=-1&active=maybe&category=%3Cx%3E");
    expect(page.params).toMatchObject({
      stock: undefined,
      sort: "newest",
      limit: 10,
      page: 1,
      active: undefined,
      category: "",
    });
    expect(page.list.total).toBe(2);
  });
});

async function render(query = "", actionData?: unknown) {
  const data = await open(query);
  const Page = Inventory as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: "/admin/inventory",
      Component: (props: Record<string, unknown>) =>
        createElement(Toaster, null, createElement(Page, { ...props, actionData })),
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/inventory${query}`],
      hydrationData: { loaderData: { "0": data } },
    }),
  );
}

describe("/admin/inventory page", () => {
  it("shows the alerts and each variant's stock, its adjust form folded and not yet drawn", async () => {
    const html = await render("?q=kurta");
    expect(html).toContain(">Inventory</h1>");
    expect(html).toContain("Critical");
    expect(html).toContain('href="/admin/inventory?stock=out_of_stock&amp;active=true"');
    expect(html).toContain(kurta.sku);
    expect(html).toContain('data-label="Available"');
    expect(html).not.toContain(`value="${kurta.variantId}"`);
    expect(html).not.toContain('<form class="mt-2');
    // Without JavaScript, opening the row leads to the same list with this variant's form drawn.
    expect(html).toContain(
      `href="/admin/inventory?q=kurta&amp;adjust=${kurta.variantId}#adjust-${kurta.variantId}"`,
    );
    expect(html).toContain('href="/admin/inventory/export?q=kurta"');
    expect(html).toContain(`href="/admin/inventory/history?product=${kurta.productId}"`);
  });

  it("draws the variant's form the address asks for, posting back to the same list", async () => {
    const html = await render(`?q=kurta&adjust=${kurta.variantId}`);
    expect(html).toMatch(new RegExp(`<details id="adjust-${kurta.variantId}" open=""`));
    expect(html).toContain(`value="${kurta.variantId}"`);
    expect(html).toContain('action="/admin/inventory?q=kurta"');
    expect(html.match(/<form class="mt-2/g)).toHaveLength(1);
  });

  it("opens the refused variant's form with its message", async () => {
    const html = await render("", {
      error: "Stock adjustment failed: choose a reason.",
      variantId: kurta.variantId,
    });
    expect(html).toMatch(new RegExp(`<details id="adjust-${kurta.variantId}" open=""`));
    expect(html).toContain("Stock adjustment failed: choose a reason.");
  });

  it("says when nothing matches", async () => {
    expect(await render("?q=no-such-thing")).toContain("No stock matches");
  });
});
