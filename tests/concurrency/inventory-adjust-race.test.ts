// Staff adjust stock in the back office while buyers in another process check out the same variants:
// neither side's change may be lost (every unit bought and every unit an admin added or took away is
// in the final count), the stock ledger must add up to the final levels, nothing may go negative and
// no one may be turned away by a deadlock. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process
// and runs one statement at a time.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, queryRows } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { adminAdjustStock, bulkUpdateStock } from "../../server/modules/inventory/service";
import { createCategory, createProduct } from "../fixtures/catalog";
import { createBuyer, fillCart } from "../fixtures/orders";
import { withTestDatabase } from "../setup/test-database";
import { databaseUrl } from "../setup/template";
import { type BuyerConfig, spawnBuyers } from "./buyer-process";

const BUYERS = 40;
// More than the buyers want: every admin change must go through, so none may meet a full hold.
const STOCK = 60;
const ADJUSTMENTS = 24;
const BULK_UPDATES = 4;

interface BurstResult {
  placed: { userId: string; orderId: string }[];
  errors: { userId: string; message: string }[];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("stock adjustments racing checkouts", () => {
  withTestDatabase();

  it(
    "loses neither the admins' changes nor the buyers' and keeps the ledger equal to the stock",
    { timeout: 90_000 },
    async () => {
      const db = getDb();
      const [{ name: dbName }] = await queryRows<{ name: string }>(
        db,
        sql`select current_database() as name`,
      );
      const url = databaseUrl(process.env.TEST_DATABASE_URL!, dbName);
      const staffId = randomUUID();
      const actor = { id: staffId, email: `stock-${staffId.slice(0, 8)}@divinethreads.example` };
      await db
        .insert(t.user)
        .values({ id: staffId, name: "Stock Keeper", email: actor.email, role: "staff" });

      const category = await createCategory("Race Kurtas");
      // Two products, so checkouts and admins also meet on the product rows the stock triggers update.
      const kurta = await createProduct({
        name: "Race Kurta",
        categoryId: category.id,
        priceRupees: 499,
        variants: [
          ["M", STOCK],
          ["L", STOCK],
        ],
      });
      const stole = await createProduct({
        name: "Race Stole",
        categoryId: category.id,
        priceRupees: 299,
        variants: [[null, STOCK]],
      });
      const [m, l] = kurta.variants;
      const s = stole.variants[0];
      const variantIds = [m.id, l.id, s.id];

      const buyers: BuyerConfig["buyers"] = [];
      for (let i = 0; i < BUYERS; i++) {
        const userId = await createBuyer();
        await fillCart(userId, [
          [i % 2 === 0 ? m.id : l.id, 1],
          [s.id, 1],
        ]);
        buyers.push({ userId, paymentMethod: i % 3 === 0 ? "cod" : "razorpay" });
      }
      const child = spawnBuyers({ url, mode: "burst", poolSize: 10, buyers });

      // +3 and -2 in turn on the three variants, and bulk updates that change all three at once.
      const adjustments = Array.from({ length: ADJUSTMENTS }, (_, i) => ({
        variantId: variantIds[i % 3],
        change: i % 2 === 0 ? 3 : -2,
      }));
      const bulk = `sku,change\n${m.sku},+1\n${l.sku},+1\n${s.sku},+1\n`;
      try {
        await child.next("READY");
        child.child.stdin.write("GO\n");
        const [adminResults, bulkResults, buyerEvent] = await Promise.all([
          Promise.allSettled(
            adjustments.map((a) =>
              adminAdjustStock(actor, {
                variantId: a.variantId,
                mode: "change",
                quantity: String(a.change),
                reason: "count",
              }),
            ),
          ),
          Promise.all(Array.from({ length: BULK_UPDATES }, () => bulkUpdateStock(actor, bulk))),
          child.next("RESULT"),
        ]);
        expect(await child.exited, child.stderr()).toEqual({ code: 0, signal: null });
        const result = buyerEvent.data as unknown as BurstResult;

        // Every admin change went through: nothing was refused, least of all by a deadlock.
        expect(adminResults.filter((r) => r.status === "rejected")).toEqual([]);
        expect(bulkResults.every((r) => r.ok)).toBe(true);
        // Buyers are only ever turned away for want of stock.
        for (const { message } of result.errors) expect(message).toMatch(/Insufficient stock|Stock changed/);

        const variants = await db
          .select()
          .from(t.productVariants)
          .where(inArray(t.productVariants.id, variantIds));
        const movements = await db
          .select()
          .from(t.stockMovements)
          .where(inArray(t.stockMovements.variantId, variantIds));
        const orders = await db.select().from(t.orders);
        const items = await db.select().from(t.orderItems);
        const codOrders = new Set(orders.filter((o) => o.paymentMethod === "cod").map((o) => o.id));
        const onlineOrders = new Set(orders.filter((o) => o.paymentMethod !== "cod").map((o) => o.id));
        expect(orders.map((o) => o.id).sort()).toEqual(result.placed.map((p) => p.orderId).sort());

        for (const variant of variants) {
          const own = movements.filter((mv) => mv.variantId === variant.id);
          const added = adjustments
            .filter((a) => a.variantId === variant.id)
            .reduce((n, a) => n + a.change, 0);
          const sold = items
            .filter((i) => i.variantId === variant.id && codOrders.has(i.orderId))
            .reduce((n, i) => n + i.quantity, 0);
          const held = items
            .filter((i) => i.variantId === variant.id && onlineOrders.has(i.orderId))
            .reduce((n, i) => n + i.quantity, 0);
          // Neither side's change is lost.
          expect(variant.onHand, variant.sku).toBe(STOCK + added + BULK_UPDATES - sold);
          expect(variant.reserved, variant.sku).toBe(held);
          // The ledger adds up to the stock, and no movement ever saw a negative level.
          const ledgerOnHand = own.reduce((n, mv) => n + mv.newOnHand - mv.previousOnHand, 0);
          const ledgerReserved = own.reduce((n, mv) => n + mv.newReserved - mv.previousReserved, 0);
          expect(STOCK + ledgerOnHand, variant.sku).toBe(variant.onHand);
          expect(ledgerReserved, variant.sku).toBe(variant.reserved);
          for (const mv of own) {
            expect(mv.newOnHand).toBeGreaterThanOrEqual(mv.newReserved);
            expect(mv.newReserved).toBeGreaterThanOrEqual(0);
          }
          const byAdmin = own.filter((mv) => mv.createdBy === staffId);
          expect(byAdmin).toHaveLength(
            adjustments.filter((a) => a.variantId === variant.id).length + BULK_UPDATES,
          );
          // Each admin movement records the level it found under the row lock.
          for (const mv of byAdmin) expect(mv.newOnHand - mv.previousOnHand).toBe(mv.quantity);
        }
        // The products' stored sellable stock agrees with their variants.
        for (const product of [kurta.product, stole.product]) {
          const [row] = await db.select().from(t.products).where(eq(t.products.id, product.id));
          const available = variants
            .filter((v) => v.productId === product.id)
            .reduce((n, v) => n + v.onHand - v.reserved, 0);
          expect(row.stockAvailable, product.name).toBe(available);
        }
        const logged = await db.select().from(t.activityLog).where(eq(t.activityLog.actorId, staffId));
        expect(logged).toHaveLength(ADJUSTMENTS + BULK_UPDATES);
      } finally {
        if (child.child.exitCode === null) child.child.kill("SIGKILL");
      }
    },
  );
});
