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
import { Toaster } from "../../components/ui/toaster";
import Products, { action, loader } from "./products";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

let cookie = "";
let kurtaId = "";
let dupattaId = "";
let dupattaVariantId = "";
let categorySlug = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("manager@divinethreads.example", "staff", "Anil Kapoor"));
  const category = await createCategory("Kurtas");
  categorySlug = category.slug;
  const other = await createCategory("Dupattas");
  kurtaId = (await createProduct({ name: "Chanderi Kurta", categoryId: category.id, priceRupees: 1499 }))
    .product.id;
  const dupatta = await createProduct({
    name: "Phulkari Dupatta",
    categoryId: other.id,
    priceRupees: 799,
    isActive: false,
  });
  dupattaId = dupatta.product.id;
  dupattaVariantId = dupatta.variants[0].id;
});

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/products${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Page;

function post(body: URLSearchParams | string, query = "", type = "application/x-www-form-urlencoded") {
  const request = new Request(`http://localhost:3000/admin/products${query}`, {
    method: "POST",
    body,
    headers: { cookie, "content-type": type },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
}

const refused = (result: unknown) =>
  result as { data: { error: string; fieldErrors?: Record<string, string> }; init: { status: number } };

describe("/admin/products loader", () => {
  it("reads search, filters, sort, page size and page from the address", async () => {
    const page = await open(`?q=kurta&category=${categorySlug}&active=true&sort=price-high&limit=25`);
    expect(page.params).toMatchObject({
      q: "kurta",
      category: categorySlug,
      active: true,
      sort: "price-high",
      limit: 25,
    });
    expect(page.list.products.map((p) => p.name)).toEqual(["Chanderi Kurta"]);
    expect(page.list).toMatchObject({ total: 1, limit: 25, page: 1 });
    expect(typeof page.list.products[0].updatedAt).toBe("string");
    expect(page.categories.map((c) => c.label)).toEqual(expect.arrayContaining(["Kurtas", "Dupattas"]));
    expect(page.variants).toEqual([]);
  });

  it("falls back to the defaults for values it cannot use, without failing", async () => {
    const page = await open(
      "?q=%00" +
        "x".repeat(500) +
        "&category=%3Cscript%3E&active=maybe&featured=1&stock=plenty&min_price=-5&max_price=abc" +
        "&sort=cheapest&limit=7&page=-3&edit=yes",
    );
    expect(page.params).toMatchObject({
      q: "x".repeat(100),
      category: "",
      active: undefined,
      featured: undefined,
      stock: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: "newest",
      limit: 10,
      page: 1,
      edit: false,
    });
    const plain = await open("?page=abc&limit=1000");
    expect(plain.params).toMatchObject({ page: 1, limit: 10 });
    expect(plain.list.total).toBe(2);
  });

  it("reads a price range the wrong way round as the range meant, and loads variants in edit mode", async () => {
    const page = await open("?min_price=1000&max_price=500&edit=1&active=false");
    expect(page.params).toMatchObject({ minPrice: 500, maxPrice: 1000, edit: true });
    expect(page.list.products.map((p) => p.name)).toEqual(["Phulkari Dupatta"]);
    expect(page.variants.map((v) => v.id)).toEqual([dupattaVariantId]);
  });
});

describe("/admin/products actions", () => {
  it("answers an empty post, an unknown intent or a body that is not a form with a 400 and a message", async () => {
    const empty = refused(await post(new URLSearchParams()));
    expect(empty.init.status).toBe(400);
    expect(empty.data.error).toBe("Choose an action for the selected products.");
    expect(refused(await post(new URLSearchParams({ intent: "explode" }))).init.status).toBe(400);
    const json = refused(await post('{"intent":"delete"}', "", "application/json"));
    expect(json.init.status).toBe(400);
    const none = refused(await post(new URLSearchParams({ intent: "activate" })));
    expect(none.data.error).toBe("Select at least one product.");
    const category = refused(await post(new URLSearchParams({ intent: "set-category", ids: kurtaId })));
    expect(category.data.error).toBe("Choose the category to move the selected products to.");
  });

  it("refuses to feature an inactive product with the spec's message", async () => {
    const body = new URLSearchParams([
      ["intent", "feature"],
      ["ids", kurtaId],
      ["ids", dupattaId],
    ]);
    const result = refused(await post(body));
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe("Featured products must be active");
    const [kurta] = await getDb().select().from(t.products).where(eq(t.products.id, kurtaId));
    expect(kurta.isFeatured).toBe(false);
  });

  it("applies a bulk action and returns to the same list with the result as a toast", async () => {
    const response = (await post(
      new URLSearchParams([
        ["intent", "activate"],
        ["ids", dupattaId],
      ]),
      "?q=dupatta&page=2&sort=name-asc",
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/products?q=dupatta&sort=name-asc&page=2");
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain("flash=");
    const [dupatta] = await getDb().select().from(t.products).where(eq(t.products.id, dupattaId));
    expect(dupatta.isActive).toBe(true);
  });

  it("returns the spec's messages for wrong prices and stock, next to their inputs", async () => {
    const body = new URLSearchParams({
      intent: "save-edits",
      [`price.${kurtaId}`]: "0",
      [`seen.price.${kurtaId}`]: "1499",
      [`originalPrice.${kurtaId}`]: "",
      [`seen.originalPrice.${kurtaId}`]: "",
      [`stock.${dupattaVariantId}`]: "-2",
      [`seen.stock.${dupattaVariantId}`]: "20",
      [`variantPrice.${dupattaVariantId}`]: "abc",
      [`seen.variantPrice.${dupattaVariantId}`]: "",
    });
    const result = refused(await post(body, "?edit=1"));
    expect(result.init.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      [`price.${kurtaId}`]: "Price must be greater than 0",
      [`stock.${dupattaVariantId}`]: "Stock quantity must be 0 or greater",
      [`variantPrice.${dupattaVariantId}`]: "Price must be a valid number",
    });
  });

  it("saves prices and stock typed into the list and leaves the editor", async () => {
    const body = new URLSearchParams({
      intent: "save-edits",
      [`price.${kurtaId}`]: "1,299.50",
      [`seen.price.${kurtaId}`]: "1499",
      [`originalPrice.${kurtaId}`]: "1499",
      [`seen.originalPrice.${kurtaId}`]: "",
      [`stock.${dupattaVariantId}`]: "25",
      [`seen.stock.${dupattaVariantId}`]: "20",
      [`variantPrice.${dupattaVariantId}`]: "",
      [`seen.variantPrice.${dupattaVariantId}`]: "",
    });
    const response = (await post(body, "?edit=1&limit=25")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/products?limit=25");
    const [kurta] = await getDb().select().from(t.products).where(eq(t.products.id, kurtaId));
    expect(kurta).toMatchObject({ price: 129_950, originalPrice: 149_900 });
    const [variant] = await getDb()
      .select()
      .from(t.productVariants)
      .where(eq(t.productVariants.id, dupattaVariantId));
    expect(variant.onHand).toBe(25);
  });
});

/** The page as the server renders it for the given address. */
async function render(query = "") {
  const data = await open(query);
  const Page = Products as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([
    {
      path: "/admin/products",
      Component: (props: Record<string, unknown>) => createElement(Toaster, null, createElement(Page, props)),
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/products${query}`],
      hydrationData: { loaderData: { "0": data } },
    }),
  );
}

describe("/admin/products page", () => {
  it("shows the title, the add button, rows linking to their product and the count shown", async () => {
    const html = await render();
    expect(html).toContain(">Products</h1>");
    expect(html).toContain('href="/admin/products/new"');
    expect(html).toContain(`href="/admin/products/${kurtaId}"`);
    expect(html).toMatch(/Showing <!-- -->1<!-- -->-<!-- -->2<!-- --> of <!-- -->2/);
    expect(html).toContain('data-label="Price"');
    expect(html).toContain("Edit prices and stock");
  });

  it("says when nothing matches, and offers to clear the filters", async () => {
    const html = await render("?q=no-such-product");
    expect(html).toContain("No products match");
    expect(html).toContain("Clear search and filters");
  });

  it("shows inputs for prices and each variant's stock in edit mode", async () => {
    const html = await render("?edit=1");
    expect(html).toContain(`name="price.${kurtaId}"`);
    expect(html).toContain(`name="stock.${dupattaVariantId}"`);
    expect(html).toContain(`name="seen.stock.${dupattaVariantId}"`);
  });
});
