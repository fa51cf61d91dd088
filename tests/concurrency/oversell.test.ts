// 100 buyers in two separate processes race for the last 10 units of one variant: exactly 10 orders
// may hold stock, the 90 others must be refused with the stock message, and nothing may go negative.
// PostgreSQL only (TEST_DATABASE_URL): PGlite is one process and runs one statement at a time.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, queryRows } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { createCategory, createProduct } from "../fixtures/catalog";
import { createBuyer, fillCart, variantLevels } from "../fixtures/orders";
import { withTestDatabase } from "../setup/test-database";
import { databaseUrl } from "../setup/template";
import { type BuyerConfig, spawnBuyers } from "./buyer-process";

const STOCK = 10;
const BUYERS_PER_PROCESS = 50;
const NAME = "Last Ten Banarasi Saree";

interface BurstResult {
  ok: number;
  placed: { userId: string; orderId: string }[];
  errors: { userId: string; message: string }[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("two processes racing for the last units", () => {
  withTestDatabase();

  it("holds exactly the stock there is and refuses everyone else", { timeout: 60_000 }, async () => {
    const db = getDb();
    const [{ name: dbName }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    const url = databaseUrl(process.env.TEST_DATABASE_URL!, dbName);

    const category = await createCategory("Oversell");
    const { variants } = await createProduct({
      name: NAME,
      categoryId: category.id,
      priceRupees: 2499,
      variants: [["Free", STOCK]],
    });
    const variantId = variants[0].id;
    const buyers: string[] = [];
    for (let i = 0; i < 2 * BUYERS_PER_PROCESS; i += 5) {
      const batch = await Promise.all(Array.from({ length: 5 }, () => createBuyer()));
      await Promise.all(batch.map((buyer) => fillCart(buyer, [[variantId, 1]])));
      buyers.push(...batch);
    }

    const config = (part: string[]): BuyerConfig => ({
      url,
      mode: "burst",
      poolSize: 15,
      buyers: part.map((userId) => ({ userId, paymentMethod: "razorpay" })),
    });
    const processes = [
      spawnBuyers(config(buyers.slice(0, BUYERS_PER_PROCESS))),
      spawnBuyers(config(buyers.slice(BUYERS_PER_PROCESS))),
    ];
    try {
      // Both pools connected before either starts, so the two bursts really overlap.
      await Promise.all(processes.map((p) => p.next("READY")));
      for (const p of processes) p.child.stdin.write("GO\n");
      const results = (await Promise.all(processes.map((p) => p.next("RESULT")))).map(
        (e) => e.data as unknown as BurstResult,
      );
      for (const p of processes) expect(await p.exited, p.stderr()).toEqual({ code: 0, signal: null });

      const placed = results.flatMap((r) => r.placed);
      const errors = results.flatMap((r) => r.errors);
      expect(placed).toHaveLength(STOCK);
      expect(errors).toHaveLength(2 * BUYERS_PER_PROCESS - STOCK);
      // A loser either sees nothing left when it validates its bag ("Stock validation failed: ..."),
      // or saw a unit, waited on the row lock and found it gone when the guarded UPDATE ran.
      const refusal = `Insufficient stock: 0 available, 1 requested for "${NAME}"`;
      for (const { message } of errors) {
        expect([refusal, `Stock validation failed: ${refusal}`]).toContain(message);
      }
      // Each process answered for every one of its buyers (who wins in which process is up to the race).
      expect(results.map((r) => r.placed.length + r.errors.length)).toEqual([
        BUYERS_PER_PROCESS,
        BUYERS_PER_PROCESS,
      ]);

      const orders = await db.select().from(t.orders);
      expect(orders).toHaveLength(STOCK);
      expect(orders.every((o) => o.status === "pending" && o.paymentStatus === "pending")).toBe(true);
      expect(new Set(orders.map((o) => o.id))).toEqual(new Set(placed.map((p) => p.orderId)));
      expect(new Set(orders.map((o) => o.userId)).size).toBe(STOCK);
      const winners = new Set(placed.map((p) => p.userId));
      expect(orders.every((o) => winners.has(o.userId!))).toBe(true);

      const items = await db
        .select()
        .from(t.orderItems)
        .where(
          inArray(
            t.orderItems.orderId,
            orders.map((o) => o.id),
          ),
        );
      expect(items).toHaveLength(STOCK);
      expect(new Set(items.map((i) => i.orderId)).size).toBe(STOCK);
      expect(
        items.every((i) => i.variantId === variantId && i.quantity === 1 && i.productName === NAME),
      ).toBe(true);
      expect(await db.select().from(t.orderItems)).toHaveLength(STOCK);

      expect(await variantLevels(variantId)).toEqual({ onHand: STOCK, reserved: STOCK });
      const movements = await db
        .select()
        .from(t.stockMovements)
        .where(eq(t.stockMovements.variantId, variantId));
      expect(movements.every((m) => m.movementType === "reservation" && m.quantity === 1)).toBe(true);
      expect(movements.reduce((n, m) => n + m.quantity, 0)).toBe(STOCK);
      expect(new Set(movements.map((m) => m.orderId))).toEqual(new Set(orders.map((o) => o.id)));
      // Every hold saw the one before it: reserved went 0→1→…→10, never past on hand, never below 0.
      expect(movements.map((m) => m.newReserved).sort((a, b) => a - b)).toEqual(
        Array.from({ length: STOCK }, (_, i) => i + 1),
      );
      for (const m of movements) {
        expect(m.previousReserved).toBe(m.newReserved - 1);
        expect(m.newOnHand).toBe(STOCK);
        expect(m.newReserved).toBeLessThanOrEqual(m.newOnHand);
      }
      // The losers still have their bag; every hold has its expiry job.
      const lines = await db.select().from(t.cartLines).where(eq(t.cartLines.variantId, variantId));
      expect(lines).toHaveLength(2 * BUYERS_PER_PROCESS);
      const holds = await db.select().from(t.jobs).where(eq(t.jobs.type, "orders.expire-hold"));
      expect(new Set(holds.map((j) => j.uniqueKey))).toEqual(
        new Set(orders.map((o) => `expire-hold:${o.id}`)),
      );
    } finally {
      for (const p of processes) if (p.child.exitCode === null) p.child.kill("SIGKILL");
    }
  });
});
