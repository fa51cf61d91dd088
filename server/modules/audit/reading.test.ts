import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userRow } from "../../../tests/fixtures/accounts";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { activityLog } from "./schema";
import { listActivity, listActivityActors, listActivityEntityTypes, recentActivity } from "./service";

withTestDatabase();

describe("reading the log", () => {
  const base = Date.parse("2025-03-01T10:00:00.000Z");
  const minutes = (n: number) => new Date(base + n * 60_000);
  let asha: Awaited<ReturnType<typeof userRow>>;
  let ravi: Awaited<ReturnType<typeof userRow>>;

  // 200 product rows by Asha at minutes 0..199, then 60 order rows by Ravi at minutes 200..259.
  beforeAll(async () => {
    const db = getDb();
    await db.delete(activityLog);
    asha = await userRow("Asha", "admin");
    ravi = await userRow("Ravi", "staff");
    await userRow("Quiet", "admin");
    await db.insert(activityLog).values(
      Array.from({ length: 260 }, (_, i) => {
        const actor = i < 200 ? asha : ravi;
        return {
          actorId: actor.id,
          actorEmail: actor.email,
          action: i < 200 ? "product.update" : "order.status_change",
          entityType: i < 200 ? "product" : "order",
          entityId: `record-${i}`,
          entityLabel: `Record ${i}`,
          changes: { n: { before: i - 1, after: i } },
          createdAt: minutes(i),
        };
      }),
    );
  });

  it("pages newest first, 250 to a page", async () => {
    const first = await listActivity({});
    expect(first).toMatchObject({ total: 260, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(250);
    expect(first.rows[0].entityId).toBe("record-259");
    expect(first.rows[249].entityId).toBe("record-10");
    const times = first.rows.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await listActivity({ page: 2 });
    expect(second).toMatchObject({ total: 260, page: 2, pageCount: 2 });
    expect(second.rows.map((r) => r.entityId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `record-${9 - i}`),
    );
  });

  it("clamps the page to the pages there are", async () => {
    expect((await listActivity({ page: 0 })).page).toBe(1);
    expect((await listActivity({ page: -3 })).page).toBe(1);
    expect((await listActivity({ page: Number.NaN })).page).toBe(1);
    const past = await listActivity({ page: 99 });
    expect(past.page).toBe(2);
    expect(past.rows).toHaveLength(10);
    const nothing = await listActivity({ entityType: "no-such-type", page: 5 });
    expect(nothing).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("takes another page size", async () => {
    const page = await listActivity({ page: 3 }, 100);
    expect(page).toMatchObject({ total: 260, page: 3, pageCount: 3 });
    expect(page.rows).toHaveLength(60);
  });

  it("filters by actor", async () => {
    const page = await listActivity({ actorId: ravi.id });
    expect(page.total).toBe(60);
    expect(page.rows.every((r) => r.actorId === ravi.id)).toBe(true);
    expect(page.rows[0]).toMatchObject({
      actorEmail: ravi.email,
      action: "order.status_change",
      entityType: "order",
      entityLabel: "Record 259",
      changes: { n: { before: 258, after: 259 } },
    });
  });

  it("filters by entity type", async () => {
    const page = await listActivity({ entityType: "product" });
    expect(page).toMatchObject({ total: 200, pageCount: 1 });
    expect(page.rows.every((r) => r.entityType === "product")).toBe(true);
  });

  it("filters by a time window, both ends included", async () => {
    const page = await listActivity({ from: minutes(195), to: minutes(204) });
    expect(page.total).toBe(10);
    expect(page.rows.map((r) => r.entityId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `record-${204 - i}`),
    );
    expect((await listActivity({ from: minutes(250) })).total).toBe(10);
    expect((await listActivity({ to: minutes(9) })).total).toBe(10);
    expect((await listActivity({ from: new Date("not a date") })).total).toBe(260);
  });

  it("combines filters", async () => {
    const page = await listActivity({
      actorId: asha.id,
      entityType: "product",
      from: minutes(190),
      to: minutes(230),
    });
    expect(page.total).toBe(10);
    expect(await listActivity({ actorId: asha.id, entityType: "order" })).toMatchObject({
      total: 0,
      rows: [],
    });
  });

  it("orders rows of the same instant newest written first, so pages never overlap", async () => {
    const db = getDb();
    const at = minutes(1000);
    await db.insert(activityLog).values(
      Array.from({ length: 5 }, (_, i) => ({
        actorId: asha.id,
        actorEmail: asha.email,
        action: "product.update",
        entityType: "tie",
        entityId: `tie-${i}`,
        createdAt: at,
      })),
    );
    try {
      const written: (string | null)[] = [];
      for (let page = 1; page <= 3; page++) {
        written.push(...(await listActivity({ entityType: "tie", page }, 2)).rows.map((r) => r.entityId));
      }
      expect(written).toEqual(["tie-4", "tie-3", "tie-2", "tie-1", "tie-0"]);
    } finally {
      await db.delete(activityLog).where(eq(activityLog.entityType, "tie"));
    }
  });

  it("shows the newest rows on the dashboard", async () => {
    const recent = await recentActivity();
    expect(recent.map((r) => r.entityId)).toEqual(Array.from({ length: 10 }, (_, i) => `record-${259 - i}`));
    expect(recent[0].actorEmail).toBe(ravi.email);
    expect(await recentActivity(3)).toHaveLength(3);
  });

  it("lists the actors who appear in the log", async () => {
    expect(await listActivityActors()).toEqual(
      [
        { id: asha.id, email: asha.email },
        { id: ravi.id, email: ravi.email },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it("lists the entity types in use", async () => {
    expect(await listActivityEntityTypes()).toEqual(["order", "product"]);
  });
});
