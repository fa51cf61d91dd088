import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { takeFlash } from "../../../server/http/flash";
import { placeOrder } from "../../../server/modules/orders/service";
import { checkoutDetails, createBuyer, fillCart } from "../../../tests/fixtures/orders";
import { action, ARCHIVED_MESSAGE, DELETED_MESSAGE, loader } from "./product-edit";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";
let categoryId = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("lalitha@example.com", "admin", "Lalitha Menon"));
  categoryId = (await createCategory("Lehengas")).id;
});

const url = (id?: string) => `http://localhost:3000/admin/products/${id ?? "new"}`;

function post(fields: [string, string][], id?: string) {
  const body = new URLSearchParams(fields);
  return action({
    request: new Request(url(id), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
    params: id ? { id } : {},
    context: {},
  } as unknown as ActionArgs);
}

async function open(id?: string) {
  return (await loader({
    request: new Request(url(id), { headers: { cookie } }),
    params: id ? { id } : {},
    context: {},
  } as unknown as LoaderArgs)) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
}

/** The action's answer as status and body (a thrown or returned Response, or React Router's data()). */
async function answer(result: unknown) {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), result };
  const d = result as {
    data: { ok: false; error: string; fieldErrors: Record<string, string> };
    init?: { status?: number };
  };
  return { status: d.init?.status ?? 200, body: d.data };
}

/** The one-time message a redirect carries in its Set-Cookie header. */
async function flashOf(response: Response) {
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  return (await takeFlash(new Request("http://localhost:3000/", { headers: { cookie } }))).message;
}

const productCount = async () => (await getDb().select({ id: t.products.id }).from(t.products)).length;

const validFields = (name: string, sku: string): [string, string][] => [
  ["name", name],
  ["price", "2499"],
  ["category_id", categoryId],
  ["gst_rate", "5"],
  ["low_stock_threshold", "3"],
  ["is_active", "on"],
  ["variant_id", ""],
  ["variant_size", ""],
  ["variant_color", ""],
  ["variant_color_hex", ""],
  ["variant_sku", sku],
  ["variant_price", ""],
  ["variant_stock", "6"],
  ["variant_seen_stock", ""],
];

describe("/admin/products/new and /admin/products/:id", () => {
  it("refuses an empty POST with the form's messages and creates nothing", async () => {
    const before = await productCount();
    const reply = await answer(await post([]));
    expect(reply.status).toBe(400);
    expect(reply.body?.fieldErrors).toMatchObject({
      name: "Product name is required",
      price: "Valid price is required",
      category_id: "Category is required",
      "variants.0.sku": "SKU is required",
      "variants.0.stock": "Stock quantity must be 0 or greater",
    });
    expect(reply.body?.error).toMatch(
      /^Validation failed: Product name is required, Valid price is required, /,
    );
    expect(await productCount()).toBe(before);
  });

  it("answers a crafted POST with the same messages as the form, changing nothing", async () => {
    const before = await productCount();
    const crafted = validFields("x".repeat(300), "LEH-1")
      .map(([k, v]): [string, string] => (k === "price" ? [k, "1000000"] : [k, v]))
      .concat([
        ["is_featured", "on"],
        ["original_price", "10"],
      ])
      .filter(([k]) => k !== "is_active");
    const reply = await answer(await post(crafted));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      ok: false,
      error:
        "Validation failed: Product name must be 255 characters or less, Price must be less than 1,000,000, Featured products must be active",
      fieldErrors: {
        name: "Product name must be 255 characters or less",
        price: "Price must be less than 1,000,000",
        is_featured: "Featured products must be active",
      },
    });
    expect(await productCount()).toBe(before);
  });

  it("creates a product and goes to its page with 'Product saved'", async () => {
    const reply = await answer(await post(validFields("Bandhani Lehenga", "LEH-BAN-1")));
    expect(reply.status).toBe(302);
    const id = reply.location!.split("/").pop()!;
    expect(reply.location).toBe(`/admin/products/${id}`);
    expect(await flashOf(reply.result!)).toEqual({ type: "success", text: "Product saved" });
    const page = await open(id);
    expect(page.product).toMatchObject({ name: "Bandhani Lehenga", isActive: true });
    expect(page.product?.state.variants[0]).toMatchObject({ sku: "LEH-BAN-1", stock: "6", seen_stock: "6" });
    expect(page.storeBrand).toBe("Divine Threads");
    expect(page.categories.some((c) => c.id === categoryId)).toBe(true);
  });

  it("saves an edit with the version it was opened with, and refuses a stale one", async () => {
    const created = await answer(await post(validFields("Gota Patti Lehenga", "LEH-GOTA-1")));
    const id = created.location!.split("/").pop()!;
    const page = await open(id);
    const variant = page.product!.state.variants[0];
    const edit = (name: string, version: string): [string, string][] => [
      ...validFields(name, "LEH-GOTA-1").filter(([k]) => !k.startsWith("variant_")),
      ["version", version],
      ["variant_id", variant.id],
      ["variant_size", ""],
      ["variant_color", ""],
      ["variant_color_hex", ""],
      ["variant_sku", variant.sku],
      ["variant_price", ""],
      ["variant_stock", "9"],
      ["variant_seen_stock", variant.seen_stock],
    ];
    const saved = await answer(await post(edit("Gota Patti Lehenga Set", page.product!.version), id));
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/products/${id}`);
    const stale = await answer(await post(edit("Someone else's name", page.product!.version), id));
    expect(stale.status).toBe(409);
    expect(stale.body?.error).toBe(
      "This product was changed by someone else after you opened it. Reload to see their changes; your edits were not saved.",
    );
    const [row] = await getDb().select().from(t.products).where(eq(t.products.id, id));
    expect(row.name).toBe("Gota Patti Lehenga Set");
    const [stock] = await getDb()
      .select()
      .from(t.productVariants)
      .where(eq(t.productVariants.id, variant.id));
    expect(stock.onHand).toBe(9);
  });

  it("answers an unknown product with 404", async () => {
    const missing = crypto.randomUUID();
    await expect(open(missing)).rejects.toMatchObject({ init: { status: 404 } });
    expect((await answer(await post(validFields("Ghost", "GHOST-1"), missing))).status).toBe(404);
    expect((await answer(await post([["intent", "delete"]]))).status).toBe(404);
  });

  it("deletes a product that is on no order", async () => {
    const created = await answer(await post(validFields("Plain Lehenga", "LEH-PLAIN-1")));
    const id = created.location!.split("/").pop()!;
    const reply = await answer(await post([["intent", "delete"]], id));
    expect(reply.status).toBe(302);
    expect(reply.location).toBe("/admin/products");
    expect(await getDb().select().from(t.products).where(eq(t.products.id, id))).toEqual([]);
    expect(await flashOf(reply.result!)).toEqual({ type: "success", text: DELETED_MESSAGE });
  });

  it("archives a product that is on an order instead of deleting it", async () => {
    const created = await answer(await post(validFields("Ordered Lehenga", "LEH-ORD-1")));
    const id = created.location!.split("/").pop()!;
    const [variant] = await getDb()
      .select()
      .from(t.productVariants)
      .where(eq(t.productVariants.productId, id));
    const buyer = await createBuyer();
    await fillCart(buyer, [[variant.id, 1]]);
    await placeOrder({
      userId: buyer,
      idempotencyKey: crypto.randomUUID(),
      details: checkoutDetails(),
      paymentMethod: "razorpay",
    });
    const reply = await answer(await post([["intent", "delete"]], id));
    expect(reply.location).toBe(`/admin/products/${id}`);
    expect(await flashOf(reply.result!)).toEqual({ type: "success", text: ARCHIVED_MESSAGE });
    const [row] = await getDb().select().from(t.products).where(eq(t.products.id, id));
    expect(row.isActive).toBe(false);
  });
});
