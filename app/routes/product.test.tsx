import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as catalog from "../../server/modules/catalog/service";
import * as content from "../../server/modules/content/service";
import ProductPage, { ErrorBoundary, loader } from "./product";

type LoaderArgs = Parameters<typeof loader>[0];
type Thrown = { data: unknown; init: { status: number } };

const ID = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";

afterEach(() => vi.restoreAllMocks());

const open = (id: string) =>
  loader({
    request: new Request(`http://shop.test/products/${id}`),
    params: { id },
    context: {},
  } as unknown as LoaderArgs);

function render(loaderData: unknown, error?: unknown) {
  const Stub = createRoutesStub([
    { path: "/products/:id", Component: ProductPage as never, ErrorBoundary: ErrorBoundary as never },
  ]);
  return renderToString(
    <Stub
      initialEntries={[`/products/${ID}`]}
      hydrationData={error ? { errors: { "0": error } } : { loaderData: { "0": loaderData } }}
    />,
  );
}

describe("/products/:id when the catalogue cannot be read", () => {
  it("answers 503 and shows 'Failed to load product details' with a retry link, and logs the cause", async () => {
    vi.spyOn(catalog, "getProductPage").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = (await open(ID)) as unknown as Thrown;
    expect(result.init.status).toBe(503);
    expect(String(logged.mock.calls[0][0])).toContain(`product ${ID} could not be loaded`);

    const html = render(result.data);
    expect(html).toContain("Failed to load product details");
    expect(html).toContain(`href="/products/${ID}"`);
    expect(html).toContain("Try again");
    expect(html).not.toContain("Product Not Found");
  });

  it("answers 404 for an unknown product even when the page's other reads fail", async () => {
    vi.spyOn(catalog, "getProductPage").mockResolvedValueOnce(null);
    vi.spyOn(content, "keptFaqs").mockRejectedValueOnce(new Error("db down"));
    const thrown = (await open(ID).catch((e: unknown) => e)) as Thrown;
    expect(thrown.init.status).toBe(404);
  });

  it("keeps a missing product on the 404 'Product Not Found' page", async () => {
    const thrown = (await open("no-such-product").catch((e: unknown) => e)) as Thrown;
    expect(thrown.init.status).toBe(404);
    const html = render(null, { status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("Product Not Found");
    expect(html).not.toContain("Failed to load product details");
  });
});
