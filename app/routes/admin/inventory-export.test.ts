import { beforeAll, describe, expect, it } from "vitest";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { loader } from "./inventory-export";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";

beforeAll(async () => {
  cookie = (await registeredAccount("export@divinethreads.example", "staff")).cookie;
  const category = await createCategory("Sarees");
  await createProduct({
    name: "Paithani Saree",
    categoryId: category.id,
    priceRupees: 15000,
    variants: [[null, 2]],
  });
  // A name a spreadsheet would run as a formula.
  await createProduct({
    name: '=HYPERLINK("x")',
    categoryId: category.id,
    priceRupees: 100,
    variants: [[null, 1]],
  });
});

const download = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/inventory/export${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Response;

describe("/admin/inventory/export", () => {
  it("streams the filtered stock as a CSV download, safe to open in a spreadsheet", async () => {
    const response = await download("?q=paithani");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark first, so Excel reads the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Product,SKU,Size,Colour,Category")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Paithani Saree,T-\d+-0,,,Sarees,yes,,2,0,2,low_stock,10,,,,15000\.00,,30000\.00,$/,
    );
    const all = await (await download()).text();
    expect(all).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
