// 50 orders invoiced at once over many PostgreSQL connections, 10 of them asked for twice: every
// order gets exactly one invoice, the year's numbers run 1 to 50 with no gap and none twice, and the
// numbers taken by the losing duplicate requests are given back. Then 50 refunds at once, 10 of them
// clicked twice: 50 credit notes numbered 1 to 50 in their own series. PostgreSQL only (TEST_DATABASE_URL):
// PGlite is one connection and runs one statement at a time (server/modules/invoices/issue.test.ts
// runs the same burst there).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type DbHandle,
  getDb,
  getDbHandle,
  openDatabase,
  queryRows,
  setDbHandle,
} from "../../server/db/client";
import * as t from "../../server/db/schema";
import {
  ensureInvoice,
  financialYearCode,
  financialYearOf,
  type InvoiceRecord,
} from "../../server/modules/invoices/service";
import { getOrderById, type OrderView, placeOrder, refundOrder } from "../../server/modules/orders/service";
import { createCategory, createProduct } from "../fixtures/catalog";
import { checkoutDetails, createBuyer, fillCart } from "../fixtures/orders";
import { withTestDatabase } from "../setup/test-database";
import { databaseUrl } from "../setup/template";

const ORDERS = 50;
const ASKED_TWICE = 10;

describe.skipIf(!process.env.TEST_DATABASE_URL)("invoices issued at once", () => {
  withTestDatabase();

  it("number every order once, consecutively, with no gap", { timeout: 120_000 }, async () => {
    const [{ name }] = await queryRows<{ name: string }>(getDb(), sql`select current_database() as name`);
    const category = await createCategory("Invoice Race");
    const { variants } = await createProduct({
      name: "Race Kurta",
      categoryId: category.id,
      priceRupees: 999,
      variants: [["M", ORDERS]],
    });
    const orders: OrderView[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const buyer = await createBuyer();
      await fillCart(buyer, [[variants[0].id, 1]]);
      const placed = await placeOrder({
        userId: buyer,
        idempotencyKey: randomUUID(),
        details: checkoutDetails(),
        paymentMethod: "cod",
      });
      orders.push((await getOrderById(placed.orderId))!);
    }

    // Many connections at once (not one per request: the server's connection limit is shared), so the
    // requests really meet on the counter row.
    const test = getDbHandle();
    const wide: DbHandle = await openDatabase({
      url: databaseUrl(process.env.TEST_DATABASE_URL!, name),
      poolSize: 25,
    });
    const now = new Date("2026-09-01T10:00:00+05:30");
    let results: { invoice: InvoiceRecord; created: boolean }[];
    let refunds: { created: boolean }[];
    const owner = { id: await createBuyer("Shop Owner"), email: "owner@divinethreads.example" };
    const refundKeys = orders.map(() => randomUUID());
    try {
      setDbHandle(wide);
      results = await Promise.all(
        [...orders, ...orders.slice(0, ASKED_TWICE)].map((order) => ensureInvoice(order, now)),
      );
      // The cash was collected: each order is refunded ₹100 by hand, 10 of them clicked twice.
      await getDb().update(t.orders).set({ paymentStatus: "paid" });
      refunds = await Promise.all(
        [...orders, ...orders.slice(0, ASKED_TWICE)].map((order, i) =>
          refundOrder(owner, order.orderNumber, {
            key: refundKeys[i % ORDERS],
            mode: "amount",
            quantities: {},
            amount: "100",
            reason: "Goodwill",
          }),
        ),
      );
    } finally {
      setDbHandle(test);
      await wide.close();
    }

    expect(results.filter((r) => r.created)).toHaveLength(ORDERS);
    const stored = await getDb().select().from(t.invoices);
    expect(stored).toHaveLength(ORDERS);
    expect(new Set(stored.map((row) => row.orderId))).toEqual(new Set(orders.map((order) => order.id)));
    const numbers = stored.map((row) => row.invoiceNumber).sort();
    expect(numbers).toEqual(
      Array.from({ length: ORDERS }, (_, i) => `INV-2627-${String(i + 1).padStart(6, "0")}`),
    );
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(16);
    // Both requests for the same order answered with the same invoice.
    for (const order of orders.slice(0, ASKED_TWICE)) {
      const answers = results.filter((r) => r.invoice.orderId === order.id);
      expect(new Set(answers.map((r) => r.invoice.invoiceNumber)).size).toBe(1);
    }
    const [counter] = await getDb()
      .select()
      .from(t.documentCounters)
      .where(sql`${t.documentCounters.series} = 'invoice'`);
    expect(counter).toMatchObject({ series: "invoice", financialYear: 2026, lastNumber: ORDERS });
    expect(stored.every((row) => row.fileSize !== null && row.fileSize > 0)).toBe(true);

    expect(refunds.filter((r) => r.created)).toHaveLength(ORDERS);
    const notes = await getDb().select().from(t.creditNotes);
    expect(new Set(notes.map((note) => note.orderId))).toEqual(new Set(orders.map((order) => order.id)));
    const year = financialYearCode(financialYearOf(new Date()));
    expect(notes.map((note) => note.creditNoteNumber).sort()).toEqual(
      Array.from({ length: ORDERS }, (_, i) => `CN-${year}-${String(i + 1).padStart(6, "0")}`),
    );
    expect(notes.every((note) => note.totalAmount === 10_000)).toBe(true);
  });
});
