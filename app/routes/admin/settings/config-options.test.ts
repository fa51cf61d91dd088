import { and, desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { takeFlash } from "../../../../server/http/flash";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import ConfigOptions, { action, loader } from "./config-options";

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

async function post(fields: Record<string, string>, query = "") {
  const request = new Request(`${BASE}${query}`, {
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
  (await getDb().select().from(t.activityLog).orderBy(desc(t.activityLog.seq)).limit(1))[0];

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

/** The page as the server renders it. */
async function render(query = "") {
  const Page = ConfigOptions as unknown as React.ComponentType<Record<string, unknown>>;
  const Stub = createRoutesStub([{ path: "/admin/settings/options", Component: Page }]);
  const html = renderToString(
    createElement(Stub, {
      initialEntries: [`/admin/settings/options${query}`],
      hydrationData: { loaderData: { "0": await load(query) } },
    }),
  );
  return html.replaceAll("<!-- -->", "");
}

describe("/admin/settings/options, a page at a time", () => {
  const CATEGORY = "paged_options";
  const pad = (i: number) => String(i).padStart(2, "0");
  // Pairs share a sort order, so the label decides between them; inserted backwards.
  const keys = Array.from({ length: 62 }, (_, i) => `paged-${pad(i)}`);
  const inCategory = () =>
    getDb().select().from(t.configOptions).where(eq(t.configOptions.category, CATEGORY));

  beforeAll(async () => {
    await getDb()
      .insert(t.configOptions)
      .values(
        keys
          .map((key, i) => ({
            category: CATEGORY,
            key,
            label: `Paged option ${pad(i)}`,
            value: key,
            sortOrder: Math.floor(i / 2),
          }))
          .reverse(),
      );
  });

  afterAll(async () => {
    await getDb().delete(t.configOptions).where(eq(t.configOptions.category, CATEGORY));
  });

  it("lists a category 50 options at a time in its order; past the end the last page, nonsense the first", async () => {
    const page2 = await load(`?category=${CATEGORY}&page=2`);
    expect(page2).toMatchObject({ current: CATEGORY, page: 2, pageCount: 2, total: 62, pageSize: 50 });
    expect(page2.options.map((o) => o.key)).toEqual(keys.slice(50));
    expect((await load(`?category=${CATEGORY}`)).options.map((o) => o.key)).toEqual(keys.slice(0, 50));
    expect(page2.categories.find((c) => c.category === CATEGORY)).toEqual({
      category: CATEGORY,
      total: 62,
      active: 62,
    });
    const far = await load(`?category=${CATEGORY}&page=999`);
    expect(far).toMatchObject({ page: 2, pageCount: 2 });
    expect(far.options.map((o) => o.key)).toEqual(keys.slice(50));
    for (const nonsense of ["0", "-2", "two"])
      expect(await load(`?category=${CATEGORY}&page=${nonsense}`)).toMatchObject({ page: 1, pageCount: 2 });
    // A short category has one page, whatever page is asked.
    expect(await load("?category=sort_options&page=2")).toMatchObject({
      current: "sort_options",
      page: 1,
      pageCount: 1,
      total: 6,
    });
  });

  it("renders the pages' links and numbers, and only the very first and last option cannot move further", async () => {
    const button = (html: string, label: string) =>
      new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? "";
    const second = await render(`?category=${CATEGORY}&page=2`);
    expect(second).toContain(`href="/admin/settings/options?category=${CATEGORY}"`);
    expect(second).toContain("Showing 51-62 of 62");
    expect(second).toContain(`start="51"`);
    expect(button(second, "Move Paged option 50 up")).toMatch(/^<button/);
    expect(button(second, "Move Paged option 50 up")).not.toContain(`disabled=""`);
    expect(button(second, "Move Paged option 61 down")).toContain(`disabled=""`);

    const first = await render(`?category=${CATEGORY}`);
    expect(first).toContain(`href="/admin/settings/options?category=${CATEGORY}&amp;page=2"`);
    expect(first).toContain("Showing 1-50 of 62");
    expect(button(first, "Move Paged option 00 up")).toContain(`disabled=""`);
    expect(button(first, "Move Paged option 49 down")).toMatch(/^<button/);
    expect(button(first, "Move Paged option 49 down")).not.toContain(`disabled=""`);
  });

  it("returns to the page the change was made on, or to the first page of another category", async () => {
    const onPage2 = `?category=${CATEGORY}&page=2`;
    const options = (await load(onPage2)).options;
    const moved = await post({ intent: "move", id: options[0].id, direction: "up" }, onPage2);
    expect(moved.status).toBe(302);
    expect(moved.response!.headers.get("location")).toBe(`/admin/settings/options${onPage2}`);
    // The first of page 2 went up onto page 1, the last of page 1 down onto page 2.
    expect((await load(`?category=${CATEGORY}`)).options.at(-1)!.key).toBe("paged-50");
    expect((await load(onPage2)).options[0].key).toBe("paged-49");

    const option = (await load(onPage2)).options[5];
    const saved = await post(
      {
        intent: "update",
        id: option.id,
        version: option.version,
        key: option.key,
        label: "Paged option renamed",
        value: option.value,
        isActive: "on",
      },
      onPage2,
    );
    expect(saved.status).toBe(302);
    expect(saved.response!.headers.get("location")).toBe(`/admin/settings/options${onPage2}`);
    expect((await inCategory()).find((o) => o.id === option.id)).toMatchObject({
      label: "Paged option renamed",
    });

    // An option of another category, sent with this address, goes to its own category's first page.
    const other = (await load("?category=sort_options")).options[1];
    const elsewhere = await post({ intent: "move", id: other.id, direction: "up" }, onPage2);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.response!.headers.get("location")).toBe("/admin/settings/options?category=sort_options");
    const added = await post(
      { intent: "create", category: "sort_options", key: "paged", label: "Paged", value: "paged" },
      onPage2,
    );
    expect(added.response!.headers.get("location")).toBe("/admin/settings/options?category=sort_options");
    const addedId = (await load("?category=sort_options")).options.find((o) => o.key === "paged")!.id;
    const removed = await post({ intent: "delete", id: addedId }, "?category=sort_options&page=2");
    expect(removed.response!.headers.get("location")).toBe(
      "/admin/settings/options?category=sort_options&page=2",
    );
  });
});
