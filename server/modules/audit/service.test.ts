import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { publicPagesGeneration } from "../../cache/public-pages";
import { getDb } from "../../db/client";
import { user } from "../customers/auth-schema";
import { activityLog } from "./schema";
import { adminTransaction, MASK, MAX_VALUE_LENGTH, recordActivity } from "./service";
import { userRow } from "../../../tests/fixtures/accounts";
import { refused } from "../../../tests/fixtures/refused";

withTestDatabase();

async function logOf(entityId: string) {
  return getDb().select().from(activityLog).where(eq(activityLog.entityId, entityId));
}

describe("recordActivity", () => {
  it("stores who did what to which record, with only the changed fields and secrets masked", async () => {
    const admin = await userRow("Asha");
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
    const admin = await userRow("Meera");
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
    const admin = await userRow("Kiran");
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
    const admin = await userRow("Dev");
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
    const admin = await userRow("Lata");
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
    const admin = await userRow("Nisha");
    const customer = await userRow("Rahul", "customer");
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
    const admin = await userRow("Gone");
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
    const staff = await userRow("Sita", "staff");
    const [row] = await getDb().select().from(user).where(eq(user.id, staff.id));
    expect(row.role).toBe("staff");
    await userRow("Cust", "customer");
    await userRow("Boss", "admin");
    expect(await refused(() => userRow("Mallik", "manager"))).toBe("user_role_ck");
  });
});

describe("adminTransaction", () => {
  it("keeps a write and its activity row together: both or neither", async () => {
    const admin = await userRow("Kiran");
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
    const admin = await userRow("Devi");
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
