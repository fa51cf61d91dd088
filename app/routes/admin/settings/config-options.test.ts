import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { takeFlash } from "../../../../server/http/flash";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { action, loader } from "./config-options";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
const BASE = "http://localhost:3000/admin/settings/options";
let cookie = "";

beforeAll(async () => {
  ({ cookie } = await registeredAccount("owner@example.com", "admin", "Lalitha Menon"));
});

const load = (query = "") =>
  loader({
    request: new Request(`${BASE}${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

async function post(fields: Record<string, string>) {
  const request = new Request(BASE, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  const result = await action({ request, params: {}, context: {} } as unknown as ActionArgs);
  if (result instanceof Response)
    return { status: result.status, body: {} as Record<string, unknown>, response: result };
  const answer = result as unknown as { data: Record<string, unknown>; init: { status: number } };
  return { status: answer.init.status, body: answer.data, response: undefined };
}

const everything = () => getDb().select().from(t.configOptions).orderBy(t.configOptions.id);
const keysOf = async (category: string) => (await load(`?category=${category}`)).options.map((o) => o.key);
const lastActivity = async () =>
  (await getDb().select().from(t.activityLog).orderBy(desc(t.activityLog.createdAt)).limit(1))[0];

describe("/admin/settings/options", () => {
  it("seeds the defaults into an empty table when opened, and lists the categories", async () => {
    expect(await everything()).toEqual([]);
    const page = await load();
    expect(page.categories.map((c) => c.category)).toEqual([
      "admin_quick_actions",
      "color_presets",
      "order_statuses",
      "payment_statuses",
      "sort_options",
    ]);
    expect(page.categories.find((c) => c.category === "color_presets")).toEqual({
      category: "color_presets",
      total: 10,
      active: 10,
    });
    expect(page.current).toBe("admin_quick_actions");
    expect(await keysOf("sort_options")).toEqual([
      "newest",
      "oldest",
      "price-low",
      "price-high",
      "name-asc",
      "name-desc",
    ]);
    expect(await lastActivity()).toMatchObject({
      action: "config_option.seed_defaults",
      actorEmail: "owner@example.com",
    });
    // Opened again, nothing is added.
    const count = (await everything()).length;
    await load();
    expect((await everything()).length).toBe(count);
  });

  it("adds an option first (order 0) and active, refusing bad fields and a duplicate key", async () => {
    const before = await everything();
    expect(
      await post({ intent: "create", category: "Sort Options", key: "", label: "", value: "x" }),
    ).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          category: "Category must be lower-case letters, digits and underscores, e.g. order_statuses",
          key: "Key is required",
          label: "Label is required",
        },
      },
    });
    expect(
      await post({ intent: "create", category: "color_presets", key: "teal", label: "Teal", value: "teal" }),
    ).toMatchObject({
      status: 400,
      body: { fieldErrors: { value: "Value of a colour preset must be a hex colour such as #800000" } },
    });
    expect(
      await post({
        intent: "create",
        category: "sort_options",
        key: "newest",
        label: "Again",
        value: "newest",
      }),
    ).toMatchObject({
      status: 409,
      body: { fieldErrors: { key: 'An option with the key "newest" already exists in sort_options' } },
    });
    expect(await everything()).toEqual(before);

    const added = await post({
      intent: "create",
      category: "sort_options",
      key: "popular",
      label: "Most Popular",
      value: "popular",
    });
    expect(added.status).toBe(302);
    expect(added.response!.headers.get("location")).toBe("/admin/settings/options?category=sort_options");
    const flash = new Request(BASE, {
      headers: { cookie: added.response!.headers.get("set-cookie")!.split(";")[0] },
    });
    expect((await takeFlash(flash)).message).toEqual({ type: "success", text: "Option added" });
    const [row] = await getDb()
      .select()
      .from(t.configOptions)
      .where(and(eq(t.configOptions.category, "sort_options"), eq(t.configOptions.key, "popular")));
    expect(row).toMatchObject({ sortOrder: 0, isActive: true, label: "Most Popular" });
    expect(await lastActivity()).toMatchObject({ action: "config_option.create", entityId: row.id });
  });

  it("edits an option, refusing an edit made on an old copy", async () => {
    const option = (await load("?category=sort_options")).options.find((o) => o.key === "popular")!;
    const stale = await post({
      intent: "update",
      id: option.id,
      version: "2020-01-01T00:00:00.000Z",
      key: "popular",
      label: "X",
      value: "",
    });
    expect(stale.status).toBe(409);
    const saved = await post({
      intent: "update",
      id: option.id,
      version: option.version,
      key: "popular",
      label: "Bestsellers",
      value: "popular",
    });
    expect(saved.status).toBe(302);
    const edited = (await load("?category=sort_options")).options.find((o) => o.key === "popular")!;
    expect(edited).toMatchObject({ label: "Bestsellers", isActive: false });
    expect((await lastActivity()).changes).toMatchObject({
      label: { before: "Most Popular", after: "Bestsellers" },
      is_active: { before: true, after: false },
    });
  });

  it("moves options up and down, numbering the category again", async () => {
    const keys = await keysOf("payment_statuses");
    const options = (await load("?category=payment_statuses")).options;
    expect((await post({ intent: "move", id: options[2].id, direction: "up" })).status).toBe(302);
    expect(await keysOf("payment_statuses")).toEqual([keys[0], keys[2], keys[1], keys[3], keys[4]]);
    // The first cannot go higher: nothing changes.
    expect((await post({ intent: "move", id: options[0].id, direction: "up" })).status).toBe(302);
    expect(await keysOf("payment_statuses")).toEqual([keys[0], keys[2], keys[1], keys[3], keys[4]]);
    const orders = (
      await getDb().select().from(t.configOptions).where(eq(t.configOptions.category, "payment_statuses"))
    )
      .map((o) => o.sortOrder)
      .sort();
    expect(orders).toEqual([0, 1, 2, 3, 4]);
    expect(await lastActivity()).toMatchObject({ action: "config_option.reorder" });
  });

  it("deletes an option, answers 404 for one that is gone, and reseeds once everything is deleted", async () => {
    const option = (await load("?category=sort_options")).options.find((o) => o.key === "popular")!;
    expect((await post({ intent: "delete", id: option.id })).status).toBe(302);
    expect(await keysOf("sort_options")).not.toContain("popular");
    expect(await lastActivity()).toMatchObject({
      action: "config_option.delete",
      entityLabel: "sort_options: Bestsellers",
    });
    expect(await post({ intent: "delete", id: option.id })).toMatchObject({
      status: 404,
      body: { error: "Config option not found" },
    });
    expect(await post({ intent: "delete", id: "not-a-uuid" })).toMatchObject({ status: 404 });
    expect(await post({})).toMatchObject({ status: 400 });

    await getDb().delete(t.configOptions);
    expect(await keysOf("order_statuses")).toContain("delivered");
  });
});
