import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { listOutbox } from "../mail/service";
import { nextDigestTime, readLowStockDigest, sendLowStockDigest } from "./low-stock-digest";

withTestDatabase();

async function account(role: "admin" | "staff", isActive = true) {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@shop.example`;
  await getDb().insert(t.user).values({ id, name: role, email, emailVerified: true, role, isActive });
  return email;
}

describe("the daily low-stock e-mail", () => {
  it("is due at the next 09:00 in India", () => {
    expect(nextDigestTime(new Date("2026-11-24T03:00:00Z"))).toEqual({
      at: new Date("2026-11-24T03:30:00Z"),
      day: "2026-11-24",
    });
    // At 09:00 IST exactly the day's run is due now, so the next is tomorrow's.
    expect(nextDigestTime(new Date("2026-11-24T03:30:00Z")).day).toBe("2026-11-25");
    // 01:30 IST on the 25th is still before that day's 09:00.
    expect(nextDigestTime(new Date("2026-11-24T20:00:00Z"))).toEqual({
      at: new Date("2026-11-25T03:30:00Z"),
      day: "2026-11-25",
    });
  });

  it("lists active products out of stock and low, mails each active admin once a day, and queues tomorrow's", async () => {
    const category = await createCategory("Digest");
    await createProduct({
      name: "Sold Out Sherwani",
      categoryId: category.id,
      priceRupees: 4999,
      variants: [["M", 0]],
    });
    await createProduct({
      name: "Nearly Gone Kurta",
      categoryId: category.id,
      priceRupees: 999,
      variants: [["M", 3]],
    });
    await createProduct({
      name: "Plenty Dupatta",
      categoryId: category.id,
      priceRupees: 499,
      variants: [["M", 40]],
    });
    await createProduct({
      name: "Retired Lehenga",
      categoryId: category.id,
      priceRupees: 2999,
      isActive: false,
      variants: [["M", 0]],
    });
    const admin = await account("admin");
    const staff = await account("staff");
    const former = await account("admin", false);

    const digest = await readLowStockDigest();
    expect(digest.outOfStock.products.map((p) => p.name)).toContain("Sold Out Sherwani");
    expect(digest.lowStock.products.map((p) => p.name)).toContain("Nearly Gone Kurta");
    const listed = [...digest.outOfStock.products, ...digest.lowStock.products].map((p) => p.name);
    expect(listed).not.toContain("Plenty Dupatta");
    expect(listed).not.toContain("Retired Lehenga");

    expect(await sendLowStockDigest("2026-11-24")).toBeGreaterThanOrEqual(1);
    await sendLowStockDigest("2026-11-24");
    const [mail, ...again] = await listOutbox({ to: admin });
    expect(again).toHaveLength(0);
    expect(mail.subject).toMatch(/^Stock alert: \d+ out of stock, \d+ low \(2026-11-24\)$/);
    expect(mail.text).toContain("Sold Out Sherwani: 0 left (alert at 10)");
    expect(mail.text).toContain("Nearly Gone Kurta: 3 left (alert at 10)");
    expect(mail.html).toContain("/admin/inventory?stock=out_of_stock");
    expect(await listOutbox({ to: staff })).toHaveLength(0);
    expect(await listOutbox({ to: former })).toHaveLength(0);

    const next = await getDb().select().from(t.jobs).where(like(t.jobs.uniqueKey, "low-stock-digest:%"));
    expect(next).toHaveLength(1);
    expect(next[0].runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("sends nothing when switched off in the settings", async () => {
    const admin = await account("admin");
    await getDb()
      .insert(t.adminSettings)
      .values({ settingKey: "low_stock_digest_enabled", settingValue: "false" });
    try {
      expect(await sendLowStockDigest("2026-11-25")).toBe(0);
      expect(await listOutbox({ to: admin })).toHaveLength(0);
    } finally {
      await getDb().delete(t.adminSettings).where(eq(t.adminSettings.settingKey, "low_stock_digest_enabled"));
    }
  });
});
