import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../../server/db/client";
import { recordActivity } from "../../../server/modules/audit/service";
import { registeredAccount } from "../../../tests/fixtures/accounts";
import { DATE_MESSAGE, loader } from "./activity";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
let cookie = "";
let ownerId = "";

beforeAll(async () => {
  ({ cookie, userId: ownerId } = await registeredAccount("lalitha@example.com", "admin", "Lalitha Menon"));
  const actor = { id: ownerId, email: "lalitha@example.com" };
  await recordActivity(getDb(), {
    actor,
    action: "product.update",
    entityType: "product",
    entityId: "p-1",
    entityLabel: "Silk Pavadai",
    before: { price: 149900, apiKey: "old" },
    after: { price: 129900, apiKey: "new" },
  });
  await recordActivity(getDb(), {
    actor,
    action: "category.create",
    entityType: "category",
    entityLabel: "Lehengas",
    after: { name: "Lehengas" },
  });
});

const open = async (query = "") =>
  (await loader({
    request: new Request(`http://localhost:3000/admin/activity${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs)) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;

describe("/admin/activity", () => {
  it("lists every admin write, newest first, with who, what and the changed fields (secrets masked)", async () => {
    const page = await open();
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.action)).toEqual(["category.create", "product.update"]);
    const update = page.rows[1];
    expect(update).toMatchObject({ who: "Lalitha Menon", record: "Silk Pavadai" });
    expect(update.changes).toEqual([
      { field: "price", before: "149900", after: "129900" },
      { field: "apiKey", before: "••••••", after: "••••••" },
    ]);
    expect(page.actors).toEqual([{ id: ownerId, label: "Lalitha Menon (lalitha@example.com)" }]);
    expect(page.types).toEqual(["category", "product"]);
  });

  it("filters by kind of record, person and day", async () => {
    expect((await open("?type=product")).rows.map((r) => r.record)).toEqual(["Silk Pavadai"]);
    expect((await open(`?actor=${ownerId}`)).total).toBe(2);
    expect((await open("?actor=someone-else")).total).toBe(0);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect((await open(`?from=${today}&to=${today}`)).total).toBe(2);
    expect((await open("?to=2020-01-01")).total).toBe(0);
  });

  it("answers odd addresses with a message, never an error", async () => {
    const odd = await open("?from=yesterday&to=2024-13-45&page=-3&actor=%00x&type=" + "z".repeat(5000));
    expect(odd.dateProblem).toBe(DATE_MESSAGE);
    expect(odd.page).toBe(1);
    expect(odd.total).toBe(0);
  });
});
