import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import * as t from "../../../server/db/schema";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { action, BULK_PAGE_MESSAGES } from "./inventory-bulk";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type Outcome = { data: Record<string, unknown>; init: { status: number } | null };

const cookies = { staff: "", customer: "" };
let sku = "";
let variantId = "";

beforeAll(async () => {
  cookies.staff = (await registeredAccount("bulk@divinethreads.example", "staff")).cookie;
  cookies.customer = (await registeredAccount("buyer@example.com", "customer")).cookie;
  const category = await createCategory("Kurtas");
  const kurta = await createProduct({
    name: "Mulmul Kurta",
    categoryId: category.id,
    priceRupees: 999,
    variants: [[null, 6]],
  });
  sku = kurta.variants[0].sku;
  variantId = kurta.variants[0].id;
});

function post(form: FormData, cookie = cookies.staff) {
  const request = new Request("http://localhost:3000/admin/inventory/bulk", {
    method: "POST",
    body: form,
    headers: { cookie },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs) as Promise<Outcome>;
}

const rows = (text: string) => {
  const form = new FormData();
  form.set("rows", text);
  return form;
};

const onHand = async () =>
  (await getDb().select().from(t.productVariants).where(eq(t.productVariants.id, variantId)))[0].onHand;

describe("/admin/inventory/bulk", () => {
  it("applies pasted rows and lists what changed", async () => {
    const result = await post(rows(`${sku},14`));
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data).toMatchObject({
      ok: true,
      unchanged: 0,
      changed: [{ sku, previousOnHand: 6, newOnHand: 14 }],
    });
    expect(await onHand()).toBe(14);
  });

  it("reads an uploaded CSV file", async () => {
    const form = new FormData();
    form.set("file", new File([`sku,change\n${sku},-4\n`], "stock.csv", { type: "text/csv" }));
    const result = await post(form);
    expect(result.data).toMatchObject({ ok: true, changed: [{ newOnHand: 10 }] });
  });

  it("refuses rows it cannot use with a 400 listing each, keeps the text, and changes nothing", async () => {
    const text = `sku,quantity\nNO-SUCH-SKU,3\n${sku},-1\n${sku},1.5\n,4`;
    const result = await post(rows(text));
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      // A browser sends a textarea's lines ending in CRLF.
      text: text.replace(/\n/g, "\r\n"),
      errors: [
        { line: 2, message: "Unknown SKU: NO-SUCH-SKU" },
        { line: 3, message: "Quantity cannot be negative: -1" },
        { line: 4, message: "Quantity must be a whole number: 1.5" },
        { line: 5, message: "Must provide either product_id or sku" },
      ],
    });
    expect(await onHand()).toBe(10);
  });

  it("answers an empty form, a too large file or a customer without changing anything", async () => {
    const empty = await post(new FormData());
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors).toEqual([
      { line: 0, message: "Paste or upload at least one row: a SKU or product_id and the new quantity." },
    ]);
    const big = new FormData();
    big.set("file", new File(["x".repeat(1024 * 1024 + 1)], "big.csv"));
    expect((await post(big)).data.errors).toEqual([{ line: 0, message: BULK_PAGE_MESSAGES.tooLarge }]);
    const thrown = await post(rows(`${sku},99`), cookies.customer).catch((e: unknown) => e);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(403);
    expect(await onHand()).toBe(10);
  });
});
