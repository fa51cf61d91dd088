// A process placing orders is killed with SIGKILL in the middle of its work: PostgreSQL must roll
// back whatever it had in flight, leaving no half-placed order, no stray hold and no emptied bag;
// a retry with the same idempotency key must then find the order if, and only if, it committed.
// PostgreSQL only (TEST_DATABASE_URL).
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, queryRows } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { placeOrder } from "../../server/modules/orders/service";
import { createCategory, createProduct } from "../fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../fixtures/orders";
import { withTestDatabase } from "../setup/test-database";
import { databaseUrl } from "../setup/template";
import { type BuyerConfig, spawnBuyers } from "./buyer-process";

const STOCK = 1000;
const BUYERS = 200;
/** The child's connections carry this name, so the test can wait for PostgreSQL to drop them. */
const APP_NAME = "crash_test_buyers";
const KILL_AFTER_ORDERS = 5;
const KILL_DELAY_MS = 150;

type Method = "razorpay" | "cod";
interface Buyer {
  userId: string;
  paymentMethod: Method;
  idempotencyKey: string;
  /** The bag as filled, "variantId:quantity" sorted. */
  cart: string[];
}

const sorted = (values: string[]) => [...values].sort();

async function cartsByUser(): Promise<Map<string, string[]>> {
  const rows = await getDb()
    .select({ userId: t.carts.userId, variantId: t.cartLines.variantId, quantity: t.cartLines.quantity })
    .from(t.cartLines)
    .innerJoin(t.carts, eq(t.carts.id, t.cartLines.cartId));
  const byUser = new Map<string, string[]>();
  for (const r of rows)
    byUser.set(r.userId!, [...(byUser.get(r.userId!) ?? []), `${r.variantId}:${r.quantity}`]);
  return byUser;
}

/** Everything that must hold however the process died; returns the orders by buyer. */
async function expectConsistent(buyers: Buyer[], variantIds: string[]) {
  const db = getDb();
  const orders = await db.select().from(t.orders);
  const items = await db.select().from(t.orderItems);
  const movements = await db.select().from(t.stockMovements);
  const variants = await db.select().from(t.productVariants);
  const jobKeys = new Set((await db.select({ key: t.jobs.uniqueKey }).from(t.jobs)).map((j) => j.key));
  const history = await db.select().from(t.orderStatusHistory);
  const buyerById = new Map(buyers.map((b) => [b.userId, b]));
  const orderById = new Map(orders.map((o) => [o.id, o]));

  // One order per buyer at most (each buyer has one key), each made of exactly the buyer's bag.
  const orderByUser = new Map(orders.map((o) => [o.userId!, o]));
  expect(orderByUser.size).toBe(orders.length);
  for (const order of orders) {
    const buyer = buyerById.get(order.userId!)!;
    expect(order.idempotencyKey).toBe(buyer.idempotencyKey);
    const own = items.filter((i) => i.orderId === order.id);
    expect(own.length, `order ${order.id} has no items`).toBeGreaterThan(0);
    expect(sorted(own.map((i) => `${i.variantId}:${i.quantity}`))).toEqual(buyer.cart);
    const holds = movements.filter((m) => m.orderId === order.id && m.movementType === "reservation");
    expect(sorted(holds.map((m) => `${m.variantId}:${m.quantity}`))).toEqual(buyer.cart);
    const deductions = movements.filter((m) => m.orderId === order.id && m.movementType === "deduction");
    if (buyer.paymentMethod === "cod") {
      expect(order.status).toBe("confirmed");
      expect(sorted(deductions.map((m) => `${m.variantId}:${m.quantity}`))).toEqual(buyer.cart);
      expect(jobKeys.has(`confirmed:${order.id}`)).toBe(true);
      expect(history.filter((h) => h.orderId === order.id).map((h) => h.toValue)).toEqual(["confirmed"]);
    } else {
      expect(order.status).toBe("pending");
      expect(deductions).toHaveLength(0);
      expect(jobKeys.has(`expire-hold:${order.id}`)).toBe(true);
    }
  }
  // No item, movement or job belongs to an order that does not exist (a half-written order).
  expect(items.every((i) => orderById.has(i.orderId))).toBe(true);
  expect(movements.every((m) => m.orderId !== null && orderById.has(m.orderId))).toBe(true);
  expect(movements.every((m) => m.movementType === "reservation" || m.movementType === "deduction")).toBe(
    true,
  );

  // Per variant: the levels are exactly what the committed orders and their movements say.
  for (const variantId of variantIds) {
    const v = variants.find((row) => row.id === variantId)!;
    const sum = (type: string) =>
      movements
        .filter((m) => m.variantId === variantId && m.movementType === type)
        .reduce((n, m) => n + m.quantity, 0);
    const heldByPending = items
      .filter((i) => i.variantId === variantId && orderById.get(i.orderId)!.status === "pending")
      .reduce((n, i) => n + i.quantity, 0);
    expect(v.reserved, `reserved of ${variantId}`).toBe(heldByPending);
    expect(v.reserved).toBe(sum("reservation") - sum("release") - sum("deduction"));
    expect(v.onHand).toBe(STOCK - sum("deduction"));
    expect(v.onHand).toBeGreaterThanOrEqual(v.reserved);
    expect(v.reserved).toBeGreaterThanOrEqual(0);
  }

  // Bags: emptied only by a committed cash-on-delivery order, untouched otherwise.
  const carts = await cartsByUser();
  for (const buyer of buyers) {
    const emptied = buyer.paymentMethod === "cod" && orderByUser.has(buyer.userId);
    expect(sorted(carts.get(buyer.userId) ?? []), `bag of ${buyer.userId}`).toEqual(
      emptied ? [] : buyer.cart,
    );
  }
  return orderByUser;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("a buyer process killed while placing orders", () => {
  withTestDatabase();

  it("leaves only whole orders, consistent stock and untouched bags", { timeout: 60_000 }, async () => {
    const db = getDb();
    const [{ name: dbName }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    const url = new URL(databaseUrl(process.env.TEST_DATABASE_URL!, dbName));
    url.searchParams.set("application_name", APP_NAME);

    const category = await createCategory("Crash");
    const variantIds: string[] = [];
    for (const name of ["Crash Kurta", "Crash Dupatta"]) {
      const { variants } = await createProduct({
        name,
        categoryId: category.id,
        priceRupees: 999,
        variants: [
          ["S", STOCK],
          ["M", STOCK],
          ["L", STOCK],
        ],
      });
      variantIds.push(...variants.map((v) => v.id));
    }
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: 5 }, async (_, j): Promise<Buyer> => {
          const n = i + j;
          const userId = await createBuyer();
          // Two lines on two different variants, 1-3 units: at most ₹5,994, under the COD limit.
          const lines: [string, number][] = [
            [variantIds[n % 6], (n % 3) + 1],
            [variantIds[(n + 1 + (n % 4)) % 6], 1],
          ];
          await fillCart(userId, lines);
          return {
            userId,
            paymentMethod: n % 3 === 0 ? "cod" : "razorpay",
            idempotencyKey: `crash-${crypto.randomUUID()}`,
            cart: sorted(lines.map(([v, q]) => `${v}:${q}`)),
          };
        }),
      );
      buyers.push(...batch);
    }

    const config: BuyerConfig = {
      url: url.toString(),
      mode: "loop",
      poolSize: 8,
      concurrency: 8,
      buyers: buyers.map(({ userId, paymentMethod, idempotencyKey }) => ({
        userId,
        paymentMethod,
        idempotencyKey,
      })),
    };
    const buyerProcess = spawnBuyers(config);
    let placedCount = 0;
    const enoughPlaced = new Promise<void>((resolve) =>
      buyerProcess.onEvent((e) => e.tag === "PLACED" && ++placedCount >= KILL_AFTER_ORDERS && resolve()),
    );
    const ended = buyerProcess.exited.then(() => {
      throw new Error(`The buyer process ended before it was killed:\n${buyerProcess.stderr()}`);
    });
    try {
      await Promise.race([enoughPlaced, ended]);
      await new Promise((resolve) => setTimeout(resolve, KILL_DELAY_MS));
      buyerProcess.child.kill("SIGKILL");
      expect(await buyerProcess.exited).toEqual({ code: null, signal: "SIGKILL" });
    } finally {
      if (buyerProcess.child.exitCode === null && buyerProcess.child.signalCode === null)
        buyerProcess.child.kill("SIGKILL");
    }
    ended.catch(() => undefined);

    // PostgreSQL notices the dead client and rolls back its open transactions; wait until it has.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [{ n }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${APP_NAME}`,
      );
      if (n === 0) break;
      if (Date.now() > deadline) throw new Error(`${n} connections of the killed process are still open`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const events = buyerProcess.events;
    const started = new Set(events.filter((e) => e.tag === "START").map((e) => e.data.userId as string));
    const placed = new Map(
      events
        .filter((e) => e.tag === "PLACED")
        .map((e) => [e.data.userId as string, e.data.orderId as string]),
    );
    expect(events.filter((e) => e.tag === "FAILED").map((e) => e.data.message)).toEqual([]);
    expect(events.some((e) => e.tag === "DONE")).toBe(false);
    expect(placed.size).toBeGreaterThanOrEqual(KILL_AFTER_ORDERS);

    const afterCrash = await expectConsistent(buyers, variantIds);
    // Every order it reported exists; the others were committed, if at all, by calls still in flight.
    for (const [userId, orderId] of placed) expect(afterCrash.get(userId)?.id).toBe(orderId);
    for (const userId of afterCrash.keys()) expect(started.has(userId)).toBe(true);
    // It was killed mid-run: some buyers never got their turn and still have their whole bag.
    expect(afterCrash.size).toBeLessThan(BUYERS);
    const inFlight = [...started].filter((userId) => !placed.has(userId));

    // The shoppers whose answer was lost retry with the same key: a committed order is found
    // (not placed twice), one that was rolled back is placed now.
    for (const userId of inFlight) {
      const buyer = buyers.find((b) => b.userId === userId)!;
      const retried = await placeOrder({
        userId,
        idempotencyKey: buyer.idempotencyKey,
        details: checkoutDetails(),
        paymentMethod: buyer.paymentMethod,
      });
      const before = afterCrash.get(userId);
      expect(retried.created).toBe(!before);
      if (before) expect(retried.orderId).toBe(before.id);
    }
    const afterRetry = await expectConsistent(buyers, variantIds);
    expect(new Set(afterRetry.keys())).toEqual(started);
  });
});
