import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { createBuyer, insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { orderTotals } from "./order-totals";
import { DASHBOARD_SOURCES, foldAnalytics, getDashboardSummary } from "./service";

withTestDatabase();

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
let orderCount = 0;

interface OrderInput {
  status: string;
  paymentStatus: string;
  total: number;
  paymentMethod?: string;
  createdAgo?: number;
  paidAgo?: number;
  holdExpiresIn?: number;
}

async function order(userId: string | null, input: OrderInput) {
  const n = ++orderCount;
  return insertOrder({
    orderNumber: `DT${String(n).padStart(6, "0")}TESTAB`,
    userId,
    status: input.status,
    paymentStatus: input.paymentStatus,
    paymentMethod: input.paymentMethod ?? "razorpay",
    paymentId: `pay_${n}`,
    totalAmount: input.total,
    shippingAddress: { fullName: `Shipping Name ${n}`, email: `ship${n}@example.com` },
    paidAt: input.paidAgo === undefined ? null : ago(input.paidAgo),
    holdExpiresAt: input.holdExpiresIn === undefined ? null : new Date(Date.now() + input.holdExpiresIn),
    createdAt: ago(input.createdAgo ?? n * 60_000),
  });
}

beforeAll(async () => {
  const db = getDb();
  const category = await createCategory("Sarees");
  // Out of stock: Cotton Kurta (12 on hand, all 12 held). Low: Linen Kurta (10, the threshold itself).
  // Not alerts: Silk Saree (a size sold out, 55 left in all), 11 or more, or a product that is not active.
  await createProduct({
    name: "Silk Saree",
    categoryId: category.id,
    priceRupees: 4999,
    variants: [
      ["S", 0],
      ["M", 5],
      ["L", 50],
    ],
  });
  const kurta = await createProduct({
    name: "Cotton Kurta",
    categoryId: category.id,
    priceRupees: 1299,
    variants: [[null, 12]],
  });
  await db
    .update(t.productVariants)
    .set({ reserved: 12 })
    .where(eq(t.productVariants.id, kurta.variants[0].id));
  await createProduct({
    name: "Linen Kurta",
    categoryId: category.id,
    priceRupees: 1599,
    variants: [[null, 10]],
  });
  await createProduct({
    name: "Banarasi Lehenga",
    categoryId: category.id,
    priceRupees: 25999,
    variants: [["M", 11]],
  });
  await createProduct({
    name: "Retired Dupatta",
    categoryId: category.id,
    priceRupees: 499,
    isActive: false,
    variants: [[null, 0]],
  });

  const asha = await createBuyer("Asha Rao");
  const vikram = await createBuyer("Vikram Singh");
  // Online order still inside its hold: pending, no sale.
  await order(asha, {
    status: "pending",
    paymentStatus: "pending",
    total: 100_000,
    holdExpiresIn: 20 * 60_000,
  });
  // Its hold ran out 5 minutes ago and the expiry has not run: needs attention.
  await order(asha, {
    status: "pending",
    paymentStatus: "failed",
    total: 45_000,
    holdExpiresIn: -5 * 60_000,
  });
  // Sales. Paid three days ago and still confirmed: not shipped for more than 2 days.
  await order(asha, { status: "confirmed", paymentStatus: "paid", total: 149_900, paidAgo: 3 * DAY });
  // Paid one day ago: not yet late.
  await order(vikram, { status: "processing", paymentStatus: "paid", total: 250_000, paidAgo: 1 * DAY });
  const shipped = await order(vikram, {
    status: "shipped",
    paymentStatus: "paid",
    total: 89_950,
    paidAgo: 4 * DAY,
  });
  // Cash on delivery, delivered before the payment was recorded: a sale all the same.
  await order(asha, { status: "delivered", paymentStatus: "pending", paymentMethod: "cod", total: 60_000 });
  // Partly refunded on the gateway: the refunded part is not recorded, so the total counts.
  await order(vikram, {
    status: "delivered",
    paymentStatus: "partially_refunded",
    total: 120_000,
    paidAgo: 9 * DAY,
  });
  // Refunded in full: 0.
  await order(asha, { status: "delivered", paymentStatus: "refunded", total: 300_000, paidAgo: 10 * DAY });
  // Not sales: cancelled after payment (and refunded), and refunded.
  await order(vikram, { status: "cancelled", paymentStatus: "paid", total: 500_000, paidAgo: 5 * DAY });
  await order(null, { status: "refunded", paymentStatus: "refunded", total: 70_000, paidAgo: 6 * DAY });
  // A duplicate second payment of the shipped order went back to the buyer: the sale stands.
  await db.insert(t.refunds).values({
    orderId: shipped.id,
    providerPaymentId: "pay_duplicate",
    idempotencyKey: "refund:pay_duplicate",
    amount: 89_950,
    status: "processed",
  });

  await db.insert(t.mailOutbox).values([
    { to: "a@example.com", subject: "Gave up", html: "<p>x</p>", text: "x", status: "failed", attempts: 5 },
    { to: "b@example.com", subject: "Retrying", html: "<p>x</p>", text: "x", status: "queued", attempts: 2 },
  ]);
  await db.insert(t.jobs).values([
    { type: "test.gave-up", status: "failed", attempts: 5, maxAttempts: 5 },
    {
      type: "test.retrying",
      status: "pending",
      attempts: 2,
      maxAttempts: 5,
      runAt: new Date(Date.now() + DAY),
    },
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the admin dashboard summary", () => {
  it("counts accounts, orders and products, and revenue of sales net of full refunds", async () => {
    const summary = await getDashboardSummary();
    expect(summary.failures).toEqual([]);
    // Confirmed 149,900 + processing 250,000 + shipped 89,950 + delivered COD 60,000
    // + delivered and partly refunded 120,000; the fully refunded, cancelled and pending ones count 0.
    expect(summary.totals).toEqual({ users: 2, orders: 10, revenuePaise: 669_850, products: 5 });
  });

  it("gives the same totals from the analytics rollups once folded, and sees a change before the next fold", async () => {
    await foldAnalytics();
    expect(await orderTotals()).toEqual({ orders: 10, revenuePaise: 669_850 });
    // The shipped order (89,950) is refunded in full after the fold: its day waits for the next one.
    const [shipped] = await getDb().select().from(t.orders).where(eq(t.orders.totalAmount, 89_950));
    await getDb().update(t.orders).set({ paymentStatus: "refunded" }).where(eq(t.orders.id, shipped.id));
    expect(await orderTotals()).toEqual({ orders: 10, revenuePaise: 669_850 - 89_950 });
    await foldAnalytics();
    expect(await orderTotals()).toEqual({ orders: 10, revenuePaise: 669_850 - 89_950 });
    await getDb()
      .update(t.orders)
      .set({ paymentStatus: shipped.paymentStatus })
      .where(eq(t.orders.id, shipped.id));
    expect(await orderTotals()).toEqual({ orders: 10, revenuePaise: 669_850 });
  });

  it("lists paid orders not shipped for more than 2 days, oldest first, but not one paid a day ago", async () => {
    const { unshippedPaid } = (await getDashboardSummary()).attention;
    expect(unshippedPaid.count).toBe(1);
    expect(unshippedPaid.oldest).toEqual([
      { orderNumber: "DT000003TESTAB", status: "confirmed", totalPaise: 149_900, paidAt: expect.any(Date) },
    ]);
  });

  it("counts active products out of stock (critical) and low on stock (warning) from their stored status", async () => {
    // Cotton Kurta: all 12 held, so none to sell. Linen Kurta: 10, its threshold. Silk Saree has sizes
    // left (55 in all), the lehenga has 11, and the retired dupatta is not active.
    const { stockAlerts } = (await getDashboardSummary()).attention;
    expect(stockAlerts).toEqual({ critical: 1, warning: 1 });
  });

  it("counts expired unpaid online orders, e-mails and jobs that failed for good", async () => {
    const { expiredHolds, failedEmails, failedJobs } = (await getDashboardSummary()).attention;
    expect({ expiredHolds, failedEmails, failedJobs }).toEqual({
      expiredHolds: 1,
      failedEmails: 1,
      failedJobs: 1,
    });
  });

  it("shows the newest orders first with the customer's account name and e-mail", async () => {
    const { recentOrders } = await getDashboardSummary();
    expect(recentOrders).toHaveLength(10);
    expect(recentOrders.map((o) => o.orderNumber).slice(0, 3)).toEqual([
      "DT000001TESTAB",
      "DT000002TESTAB",
      "DT000003TESTAB",
    ]);
    expect(recentOrders[0]).toMatchObject({
      customerName: "Asha Rao",
      customerEmail: expect.stringMatching(/@buyer\.example$/),
      totalPaise: 100_000,
      status: "pending",
      paymentStatus: "pending",
    });
    // The account is gone: the shipping address names the customer.
    expect(recentOrders[9]).toMatchObject({
      customerName: "Shipping Name 10",
      customerEmail: "ship10@example.com",
    });
  });

  it("lets requests that arrive together share one load, and loads afresh afterwards", async () => {
    const [first, second] = await Promise.all([getDashboardSummary(), getDashboardSummary()]);
    expect(second).toBe(first);
    expect(await getDashboardSummary()).not.toBe(first);
  });

  it("shows 0 and names the figure when a count fails, and loads the rest", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const summary = await getDashboardSummary({
      ...DASHBOARD_SOURCES,
      users: () => Promise.reject(new Error("connection reset")),
      stockAlerts: () => {
        throw new Error("statement timeout");
      },
    });
    expect(summary.failures).toEqual(["users", "outOfStock", "lowStock"]);
    expect(summary.totals).toEqual({ users: 0, orders: 10, revenuePaise: 669_850, products: 5 });
    expect(summary.attention.stockAlerts).toEqual({ critical: 0, warning: 0 });
    expect(summary.attention.unshippedPaid.count).toBe(1);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0][0])).toContain("dashboard: users could not be loaded");
  });
});
