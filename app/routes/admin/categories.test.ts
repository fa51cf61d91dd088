import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../server/db/client";
import { activityLog } from "../../../server/modules/audit/schema";
import { categories } from "../../../server/modules/catalog/schema";
import { CATEGORY_ERRORS } from "../../../server/modules/catalog/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { action, LIST_MESSAGES, loader } from "./categories";

withTestDatabase();

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";
let top: { id: string };
let child: { id: string };
let leaf: { id: string };

beforeAll(async () => {
  ({ cookie } = await registeredAccount("helper@example.com", "staff", "Kavya Iyer"));
  top = await createCategory("Traditional Wear");
  child = await createCategory("Sarees", top.id);
  leaf = await createCategory("Kanjivaram", child.id);
  await createProduct({ name: "Kanjivaram Silk Saree", categoryId: leaf.id, priceRupees: 8999 });
});

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/admin/categories", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  });
  const result = await action({ request, params: {}, context: {} } as unknown as ActionArgs);
  if (result && typeof result === "object" && "init" in result)
    return { status: result.init?.status ?? 200, body: result.data };
  return { status: 200, body: result };
}

const everything = () => getDb().select().from(categories).orderBy(categories.id);
const logCount = async () => (await getDb().select().from(activityLog)).length;

describe("/admin/categories", () => {
  it("lists the tree, parents before children, with product counts and sibling places", async () => {
    const page = (await loader({
      request: new Request("http://localhost:3000/admin/categories", { headers: { cookie } }),
      params: {},
      context: {},
    } as unknown as LoaderArgs)) as { rows: { name: string; depth: number; productCount: number }[] };
    expect(page.rows.map((r) => [r.name, r.depth, r.productCount])).toEqual([
      ["Traditional Wear", 0, 0],
      ["Sarees", 1, 0],
      ["Kanjivaram", 2, 1],
    ]);
  });

  it("answers an empty or unknown request with 400 and changes nothing", async () => {
    const before = await everything();
    expect(await post({})).toMatchObject({ status: 400, body: { error: LIST_MESSAGES.noAction } });
    expect(await post({ intent: "drop", id: top.id })).toMatchObject({ status: 400 });
    expect(await everything()).toEqual(before);
  });

  it("refuses crafted values with the service's messages, changing nothing", async () => {
    const before = await everything();
    const logs = await logCount();
    expect(await post({ intent: "delete", id: top.id })).toMatchObject({
      status: 409,
      body: {
        error: "Cannot delete category with subcategories. Please delete or move subcategories first.",
      },
    });
    expect(await post({ intent: "delete", id: leaf.id })).toMatchObject({
      status: 409,
      body: {
        error: "Cannot delete category that is used by products. Please update or delete products first.",
      },
    });
    expect(await post({ intent: "move", id: top.id, parentId: leaf.id })).toMatchObject({
      status: 400,
      body: { error: CATEGORY_ERRORS.cycle },
    });
    expect(await post({ intent: "move", id: child.id, parentId: "../../etc" })).toMatchObject({
      status: 400,
    });
    expect(await post({ intent: "up", id: "x'); drop table categories; --" })).toMatchObject({
      status: 404,
      body: { error: CATEGORY_ERRORS.notFound },
    });
    expect(await post({ intent: "active", id: "\0".repeat(10_000), value: "false" })).toMatchObject({
      status: 404,
    });
    expect(await everything()).toEqual(before);
    expect(await logCount()).toBe(logs);
  });

  it("hides a category from the shop and files it elsewhere", async () => {
    expect(await post({ intent: "active", id: child.id, value: "false" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Sarees is now hidden from the shop" },
    });
    expect(await post({ intent: "move", id: leaf.id, parentId: top.id })).toMatchObject({
      body: { ok: true },
    });
    const [row] = await getDb().select().from(categories).where(eq(categories.id, leaf.id));
    expect(row.parentId).toBe(top.id);
    const [sarees] = await getDb().select().from(categories).where(eq(categories.id, child.id));
    expect(sarees.isActive).toBe(false);
  });
});
