import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { user } from "../customers/auth-schema";
import { activityLog } from "./schema";
import {
  adminTransaction,
  listActivity,
  listActivityActors,
  listActivityEntityTypes,
  MASK,
  MAX_VALUE_LENGTH,
  recentActivity,
  recordActivity,
} from "./service";
import { refused } from "../../../tests/fixtures/refused";

withTestDatabase();

async function makeUser(name: string, role = "admin") {
  const id = randomUUID();
  const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.com`;
  await getDb().insert(user).values({ id, name, email, role });
  return { id, email, name };
}

async function logOf(entityId: string) {
  return getDb().select().from(activityLog).where(eq(activityLog.entityId, entityId));
}

describe("recordActivity", () => {
  it("stores who did what to which record, with only the changed fields and secrets masked", async () => {
    const admin = await makeUser("Asha");
    const entityId = randomUUID();
    await recordActivity(getDb(), {
      actor: admin,
      action: "product.update",
      entityType: "product",
      entityId,
      entityLabel: "Banarasi Silk Saree",
      before: { name: "Banarasi Silk Saree", price: 899900, stock: 3, sizes: ["S", "M"] },
      after: { name: "Banarasi Silk Saree", price: 799900, stock: 3, sizes: ["S", "M", "L"] },
    });
    const [row] = await logOf(entityId);
    expect(row).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "product.update",
      entityType: "product",
      entityLabel: "Banarasi Silk Saree",
      changes: {
        price: { before: 899900, after: 799900 },
        sizes: { before: ["S", "M"], after: ["S", "M", "L"] },
      },
    });
    expect(Object.keys(row.changes)).toEqual(["price", "sizes"]);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it("never stores a secret, yet records that it changed", async () => {
    const admin = await makeUser("Meera");
    const entityId = `settings-${randomUUID()}`;
    await recordActivity(getDb(), {
      actor: admin,
      action: "setting.update",
      entityType: "setting",
      entityId,
      before: {
        shop_name: "Divine Threads",
        razorpay_key_secret: "rzp_secret_old",
        smtp_password: "smtp-old",
        apiKey: "AIza-old",
        password: "same-pass",
        price: 100,
      },
      after: {
        shop_name: "Divine Threads India",
        razorpay_key_secret: "rzp_secret_new",
        smtp_password: "smtp-new",
        apiKey: "AIza-new",
        password: "same-pass",
        price: 100,
      },
    });
    const [row] = await logOf(entityId);
    expect(row.changes).toEqual({
      shop_name: { before: "Divine Threads", after: "Divine Threads India" },
      razorpay_key_secret: { before: MASK, after: MASK },
      smtp_password: { before: MASK, after: MASK },
      apiKey: { before: MASK, after: MASK },
    });
    expect(JSON.stringify(row)).not.toMatch(/rzp_secret|smtp-old|smtp-new|AIza|same-pass/);
  });

  it("records a create as every field after and a delete as every field before", async () => {
    const admin = await makeUser("Kiran");
    const entityId = randomUUID();
    await recordActivity(getDb(), {
      actor: admin,
      action: "category.create",
      entityType: "category",
      entityId,
      entityLabel: "Lehengas",
      after: { name: "Lehengas", slug: "lehengas", parentId: null },
    });
    await recordActivity(getDb(), {
      actor: admin,
      action: "category.delete",
      entityType: "category",
      entityId,
      entityLabel: "Lehengas",
      before: { name: "Lehengas", slug: "lehengas" },
      after: null,
    });
    const rows = await logOf(entityId);
    expect(rows.find((r) => r.action === "category.create")?.changes).toEqual({
      name: { before: null, after: "Lehengas" },
      slug: { before: null, after: "lehengas" },
      parentId: { before: null, after: null },
    });
    expect(rows.find((r) => r.action === "category.delete")?.changes).toEqual({
      name: { before: "Lehengas", after: null },
      slug: { before: "lehengas", after: null },
    });
  });

  it("stores an action without fields with empty changes", async () => {
    const admin = await makeUser("Dev");
    const entityId = randomUUID();
    await recordActivity(getDb(), {
      actor: admin,
      action: "order.invoice_resend",
      entityType: "order",
      entityId,
    });
    const [row] = await logOf(entityId);
    expect(row).toMatchObject({ changes: {}, entityLabel: null });
  });

  it("cuts a long rich-text description", async () => {
    const admin = await makeUser("Lata");
    const entityId = randomUUID();
    const description = `<p>${"Zari work on pure silk, woven in Varanasi. ".repeat(200)}</p>`;
    await recordActivity(getDb(), {
      actor: admin,
      action: "product.update",
      entityType: "product",
      entityId,
      before: { description: "<p>Old</p>" },
      after: { description },
    });
    const [row] = await logOf(entityId);
    const after = row.changes.description.after as string;
    expect(after).toHaveLength(MAX_VALUE_LENGTH);
    expect(after.endsWith("…")).toBe(true);
    expect(description.startsWith(after.slice(0, -1))).toBe(true);
  });

  it("is written in the caller's transaction: a rolled-back write leaves no log row", async () => {
    const admin = await makeUser("Nisha");
    const customer = await makeUser("Rahul", "customer");
    const changeRole = (fail: boolean) =>
      getDb().transaction(async (tx) => {
        await tx.update(user).set({ role: "staff" }).where(eq(user.id, customer.id));
        await recordActivity(tx, {
          actor: admin,
          action: "user.role_change",
          entityType: "user",
          entityId: customer.id,
          entityLabel: customer.name,
          before: { role: "customer" },
          after: { role: "staff" },
        });
        if (fail) throw new Error("a later step of the write failed");
      });

    await expect(changeRole(true)).rejects.toThrow("a later step of the write failed");
    expect(await logOf(customer.id)).toEqual([]);
    const [unchanged] = await getDb().select().from(user).where(eq(user.id, customer.id));
    expect(unchanged.role).toBe("customer");

    await changeRole(false);
    const rows = await logOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].changes).toEqual({ role: { before: "customer", after: "staff" } });
  });

  it("keeps the row, with the e-mail snapshot, after the actor's account is deleted", async () => {
    const admin = await makeUser("Gone");
    const entityId = randomUUID();
    await recordActivity(getDb(), {
      actor: admin,
      action: "product.delete",
      entityType: "product",
      entityId,
    });
    await getDb().delete(user).where(eq(user.id, admin.id));
    const [row] = await logOf(entityId);
    expect(row).toMatchObject({ actorId: null, actorEmail: admin.email });
  });
});

describe("the user table's roles", () => {
  it("accepts staff as well as customer and admin, and refuses anything else", async () => {
    const staff = await makeUser("Sita", "staff");
    const [row] = await getDb().select().from(user).where(eq(user.id, staff.id));
    expect(row.role).toBe("staff");
    await makeUser("Cust", "customer");
    await makeUser("Boss", "admin");
    expect(await refused(() => makeUser("Mallik", "manager"))).toBe("user_role_ck");
  });
});

describe("reading the log", () => {
  const base = Date.parse("2025-03-01T10:00:00.000Z");
  const minutes = (n: number) => new Date(base + n * 60_000);
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;

  // 200 product rows by Asha at minutes 0..199, then 60 order rows by Ravi at minutes 200..259.
  beforeAll(async () => {
    const db = getDb();
    await db.delete(activityLog);
    asha = await makeUser("Asha", "admin");
    ravi = await makeUser("Ravi", "staff");
    await makeUser("Quiet", "admin");
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

describe("adminTransaction", () => {
  it("keeps a write and its activity row together: both or neither", async () => {
    const admin = await makeUser("Kiran");
    const kept = randomUUID();
    await adminTransaction(
      (tx) =>
        recordActivity(tx, { actor: admin, action: "product.update", entityType: "product", entityId: kept }),
      { storefront: false },
    );
    const lost = randomUUID();
    await expect(
      adminTransaction(
        async (tx) => {
          await recordActivity(tx, {
            actor: admin,
            action: "product.update",
            entityType: "product",
            entityId: lost,
          });
          throw new Error("the write failed");
        },
        { storefront: true },
      ),
    ).rejects.toThrow("the write failed");
    expect(await logOf(kept)).toHaveLength(1);
    expect(await logOf(lost)).toHaveLength(0);
  });

  it("renews the storefront's cached pages only after a committed write shoppers can see", async () => {
    const admin = await makeUser("Devi");
    const write = (storefront: boolean) =>
      adminTransaction(
        (tx) => recordActivity(tx, { actor: admin, action: "category.update", entityType: "category" }),
        { storefront },
      );
    const start = publicPagesGeneration();
    await write(false);
    expect(publicPagesGeneration()).toBe(start);
    await write(true);
    expect(publicPagesGeneration()).toBe(start + 1);
  });
});
