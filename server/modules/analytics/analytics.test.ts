// The analytics figures against a fixture of orders whose figures are worked out by hand below. The
// clock is fixed at 15 March 2026, 12:00 in India; the range asked is 9 to 15 March, compared with 2 to 8 March.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { createBuyer, insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb, queryRows } from "../../db/client";
import * as t from "../../db/schema";
import { customerFigures } from "./customer-report";
import { categoryPerformance, topProducts } from "./product-report";
import { monthlySales, orderBreakdown, salesTotals, salesTrends } from "./sales-report";
import { foldAnalytics, parseDateRange, type DateRange } from "./service";

withTestDatabase();

const NOW = new Date("2026-03-15T06:30:00Z");
const customRange = (from: string, to: string) => {
  const choice = parseDateRange(new URLSearchParams(`range=custom&from=${from}&to=${to}`), NOW);
  if (!choice.ok) throw new Error(choice.message);
  return choice.range;
};
const range = customRange("2026-03-09", "2026-03-15");

let n = 0;
let products: Record<"saree" | "kurta" | "dupatta", string>;
let sareesId = "";
const ids: Record<string, string> = {};

interface Line {
  product: keyof typeof products;
  quantity: number;
  total: number;
}

async function order(
  key: string,
  userId: string,
  at: string,
  status: string,
  paymentStatus: string,
  total: number,
  lines: Line[] = [],
  paymentMethod = "razorpay",
) {
  n += 1;
  const db = getDb();
  const row = await insertOrder({
    orderNumber: `DT${String(n).padStart(6, "0")}ANALYT`,
    userId,
    status,
    paymentStatus,
    paymentMethod,
    totalAmount: total,
    shippingAddress: { fullName: `Buyer ${n}`, email: `buyer${n}@example.com` },
    createdAt: new Date(at),
  });
  ids[key] = row.id;
  if (lines.length > 0)
    await db.insert(t.orderItems).values(
      lines.map((l) => ({
        orderId: row.id,
        productId: products[l.product],
        productName: l.product,
        productSku: `SKU-${l.product}`,
        quantity: l.quantity,
        priceAtPurchase: l.total / l.quantity,
        lineTotal: l.total,
        taxableValue: l.total,
        taxAmount: 0,
      })),
    );
}

beforeAll(async () => {
  const [sarees, kurtas, dupattas] = [
    await createCategory("Sarees"),
    await createCategory("Kurtas"),
    await createCategory("Dupattas"),
  ];
  sareesId = sarees.id;
  const make = async (name: string, categoryId: string) =>
    (await createProduct({ name, categoryId, priceRupees: 100, variants: [[null, 50]] })).product.id;
  products = {
    saree: await make("Silk Saree", sarees.id),
    kurta: await make("Cotton Kurta", kurtas.id),
    dupatta: await make("Bandhani Dupatta", dupattas.id),
  };
  const [asha, vikram, meera, ravi] = [
    await createBuyer("Asha Rao"),
    await createBuyer("Vikram Singh"),
    await createBuyer("Meera Iyer"),
    await createBuyer("Ravi Kumar"),
  ];
  // In the range (9 to 15 March in India).
  await order("1", asha, "2026-03-10T05:00:00Z", "delivered", "paid", 100_000, [
    { product: "saree", quantity: 2, total: 80_000 },
    { product: "kurta", quantity: 1, total: 20_000 },
  ]);
  // 00:30 on 9 March in India (still 8 March in UTC): in the range.
  await order("2", asha, "2026-03-08T19:00:00Z", "confirmed", "paid", 50_000, [
    { product: "kurta", quantity: 2, total: 40_000 },
    { product: "dupatta", quantity: 1, total: 10_000 },
  ]);
  await order(
    "3",
    vikram,
    "2026-03-12T10:00:00Z",
    "shipped",
    "pending",
    30_000,
    [{ product: "kurta", quantity: 1, total: 30_000 }],
    "cod",
  );
  // Not sales: cancelled, refunded in full, still pending.
  await order("4", vikram, "2026-03-11T10:00:00Z", "cancelled", "failed", 70_000, [
    { product: "saree", quantity: 1, total: 70_000 },
  ]);
  await order("5", vikram, "2026-03-13T10:00:00Z", "delivered", "refunded", 40_000, [
    { product: "saree", quantity: 1, total: 40_000 },
  ]);
  await order("7", meera, "2026-03-14T10:00:00Z", "pending", "pending", 15_000);
  // Ravi's first order: a new customer.
  await order("10", ravi, "2026-03-15T04:00:00Z", "delivered", "paid", 10_000);
  // The previous period (2 to 8 March): 23:30 on 8 March in India is still in it.
  await order("6", vikram, "2026-03-03T10:00:00Z", "delivered", "paid", 20_000, [
    { product: "saree", quantity: 1, total: 20_000 },
  ]);
  await order("9", meera, "2026-03-08T18:00:00Z", "processing", "paid", 25_000, [
    { product: "dupatta", quantity: 1, total: 25_000 },
  ]);
  // January: Asha bought before, so she returns.
  await order("8", asha, "2026-01-20T10:00:00Z", "delivered", "paid", 60_000);
  await foldAnalytics();
});

describe("sales in a date range", () => {
  it("adds up revenue, orders, average order value and customers, and the previous period of equal length", async () => {
    expect(range.previous).toEqual({ from: "2026-03-02", to: "2026-03-08" });
    // Orders 1, 2, 3 and 10: 100,000 + 50,000 + 30,000 + 10,000. Before: orders 6 and 9.
    expect(await salesTotals(range)).toEqual({
      current: { revenuePaise: 190_000, orders: 4 },
      previous: { revenuePaise: 45_000, orders: 2 },
    });
    // Asha, Vikram and Ravi; before: Vikram and Meera. Ravi is new; Asha (January) and Vikram (3 March) return.
    expect(await customerFigures(range, NOW)).toEqual({
      customers: 3,
      previousCustomers: 2,
      newCustomers: 1,
      returningCustomers: 2,
    });
  });

  it("counts every order by status and the sales by payment method", async () => {
    const breakdown = await orderBreakdown(range);
    expect(breakdown.byStatus).toEqual([
      { status: "pending", orders: 1, amountPaise: 15_000 },
      { status: "confirmed", orders: 1, amountPaise: 50_000 },
      { status: "processing", orders: 0, amountPaise: 0 },
      { status: "shipped", orders: 1, amountPaise: 30_000 },
      { status: "delivered", orders: 3, amountPaise: 150_000 },
      { status: "cancelled", orders: 1, amountPaise: 70_000 },
      { status: "refunded", orders: 0, amountPaise: 0 },
    ]);
    expect(breakdown.byPaymentMethod).toEqual([
      { method: "razorpay", orders: 3, revenuePaise: 160_000 },
      { method: "cod", orders: 1, revenuePaise: 30_000 },
      { method: "bank_transfer", orders: 0, revenuePaise: 0 },
    ]);
  });

  it("ranks products and categories by the revenue of their sale lines", async () => {
    expect(
      (await topProducts(range, 10, NOW)).map((p) => [p.name, p.category, p.units, p.revenuePaise]),
    ).toEqual([
      ["Cotton Kurta", "Kurtas", 4, 90_000],
      ["Silk Saree", "Sarees", 2, 80_000],
      ["Bandhani Dupatta", "Dupattas", 1, 10_000],
    ]);
    expect((await categoryPerformance(range, NOW)).map((c) => [c.category, c.units, c.revenuePaise])).toEqual(
      [
        ["Kurtas", 4, 90_000],
        ["Sarees", 2, 80_000],
        ["Dupattas", 1, 10_000],
      ],
    );
  });

  it("reads whole months from their monthly rows: March so far equals its days", async () => {
    const march: DateRange = { ...range, from: "2026-03-01", to: "2026-03-15" };
    expect((await topProducts(march, 10, NOW)).map((p) => [p.name, p.units, p.revenuePaise])).toEqual(
      [
        ["Cotton Kurta", 4, 90_000],
        ["Silk Saree", 3, 100_000],
        ["Bandhani Dupatta", 2, 35_000],
      ].sort((a, b) => Number(b[2]) - Number(a[2])),
    );
    expect((await customerFigures(march, NOW)).customers).toBe(4);
  });
});

describe("sales over time", () => {
  it("lists the last 30 days with a day without sales as zero", async () => {
    const days = await salesTrends(NOW);
    expect(days).toHaveLength(30);
    expect(days[0].day).toBe("2026-02-14");
    expect(days[29].day).toBe("2026-03-15");
    const withSales = days.filter((d) => d.orders > 0).map((d) => [d.day, d.orders, d.revenuePaise]);
    expect(withSales).toEqual([
      ["2026-03-03", 1, 20_000],
      ["2026-03-08", 1, 25_000],
      ["2026-03-09", 1, 50_000],
      ["2026-03-10", 1, 100_000],
      ["2026-03-12", 1, 30_000],
      ["2026-03-15", 1, 10_000],
    ]);
    // The cancelled (11th), refunded (13th) and pending (14th) orders make no sales.
    expect(days.find((d) => d.day === "2026-03-11")).toEqual({
      day: "2026-03-11",
      orders: 0,
      revenuePaise: 0,
    });
  });

  it("lists January to December of this year", async () => {
    const months = await monthlySales(NOW);
    expect(months.map((m) => [m.month, m.orders, m.revenuePaise])).toEqual([
      ["2026-01", 1, 60_000],
      ["2026-02", 0, 0],
      ["2026-03", 6, 235_000],
      ...["04", "05", "06", "07", "08", "09", "10", "11", "12"].map((m) => [`2026-${m}`, 0, 0]),
    ]);
  });
});

describe("the rollups follow every change to orders", () => {
  /** The rollups against the same figures worked out from the orders themselves: always equal. */
  async function expectRollupsMatchOrders() {
    const [diff] = await queryRows<{
      orders: number;
      products: number;
      categories: number;
      customers: number;
      first: number;
    }>(
      getDb(),
      sql`with sale as (
          select o.*, (o.created_at at time zone 'Asia/Kolkata')::date as day,
            coalesce(o.user_id, 'email:' || lower(o.shipping_address->>'email')) as customer_key
          from orders o where status in ('confirmed', 'processing', 'shipped', 'delivered') and payment_status <> 'refunded')
        select
          (select count(*)::int from (
            (select day, status, payment_status, payment_method, sum(orders), sum(amount) from analytics_daily_orders group by 1, 2, 3, 4 having sum(orders) <> 0
             except select (created_at at time zone 'Asia/Kolkata')::date, status, payment_status, payment_method, count(*), sum(total_amount) from orders group by 1, 2, 3, 4)
            union all
            (select (created_at at time zone 'Asia/Kolkata')::date, status, payment_status, payment_method, count(*), sum(total_amount) from orders group by 1, 2, 3, 4
             except select day, status, payment_status, payment_method, sum(orders), sum(amount) from analytics_daily_orders group by 1, 2, 3, 4 having sum(orders) <> 0)) x) as orders,
          (select count(*)::int from (
            (select grain, period, product_id, units::bigint, revenue from analytics_product_sales where units <> 0
             except select g, p, i.product_id, sum(i.quantity), sum(i.line_total) from order_items i join sale s on s.id = i.order_id
               cross join lateral (values ('d', s.day), ('m', date_trunc('month', s.day)::date), ('y', date_trunc('year', s.day)::date)) v(g, p)
               where i.product_id is not null group by 1, 2, 3)
            union all
            (select g, p, i.product_id, sum(i.quantity), sum(i.line_total) from order_items i join sale s on s.id = i.order_id
               cross join lateral (values ('d', s.day), ('m', date_trunc('month', s.day)::date), ('y', date_trunc('year', s.day)::date)) v(g, p)
               where i.product_id is not null group by 1, 2, 3
             except select grain, period, product_id, units::bigint, revenue from analytics_product_sales where units <> 0)) x) as products,
          (select count(*)::int from (
            (select grain, period, category_id, sum(units), sum(lines), sum(revenue) from analytics_category_sales group by 1, 2, 3 having sum(units) <> 0
             except select g, p, pr.category_id, sum(i.quantity), count(*), sum(i.line_total) from order_items i join sale s on s.id = i.order_id
               join products pr on pr.id = i.product_id
               cross join lateral (values ('d', s.day), ('m', date_trunc('month', s.day)::date), ('y', date_trunc('year', s.day)::date)) v(g, p) group by 1, 2, 3)
            union all
            (select g, p, pr.category_id, sum(i.quantity), count(*), sum(i.line_total) from order_items i join sale s on s.id = i.order_id
               join products pr on pr.id = i.product_id
               cross join lateral (values ('d', s.day), ('m', date_trunc('month', s.day)::date), ('y', date_trunc('year', s.day)::date)) v(g, p) group by 1, 2, 3
             except select grain, period, category_id, sum(units), sum(lines), sum(revenue) from analytics_category_sales group by 1, 2, 3 having sum(units) <> 0)) x) as categories,
          (select count(*)::int from (
            (select grain, period, customer_key, orders::bigint, amount from analytics_customer_sales where orders <> 0
             except select g, p, customer_key, count(*), sum(total_amount) from sale
               cross join lateral (values ('d', day), ('m', date_trunc('month', day)::date), ('y', date_trunc('year', day)::date)) v(g, p) group by 1, 2, 3)
            union all
            (select g, p, customer_key, count(*), sum(total_amount) from sale
               cross join lateral (values ('d', day), ('m', date_trunc('month', day)::date), ('y', date_trunc('year', day)::date)) v(g, p) group by 1, 2, 3
             except select grain, period, customer_key, orders::bigint, amount from analytics_customer_sales where orders <> 0)) x) as customers,
          (select count(*)::int from (
            (select customer_key, first_day from analytics_customers except select customer_key, min(day) from sale group by 1)
            union all (select customer_key, min(day) from sale group by 1 except select customer_key, first_day from analytics_customers)) x) as first`,
    );
    expect(diff).toEqual({ orders: 0, products: 0, categories: 0, customers: 0, first: 0 });
  }

  it("matches the orders after status changes, a full refund, a changed line, a deleted line and a deleted order", async () => {
    await expectRollupsMatchOrders();
    const db = getDb();
    // Cancelling order 1 takes its sale, its lines and nothing of Asha's other sales.
    await db.update(t.orders).set({ status: "cancelled" }).where(eq(t.orders.id, ids["1"]));
    await foldAnalytics();
    expect((await salesTotals(range)).current).toEqual({ revenuePaise: 90_000, orders: 3 });
    expect((await topProducts(range, 10, NOW)).map((p) => [p.name, p.units])).toEqual([
      ["Cotton Kurta", 3],
      ["Bandhani Dupatta", 1],
    ]);
    // The pending order is paid: a sale, and Meera a customer of the range.
    await db
      .update(t.orders)
      .set({ status: "confirmed", paymentStatus: "paid" })
      .where(eq(t.orders.id, ids["7"]));
    await foldAnalytics();
    expect((await customerFigures(range, NOW)).customers).toBe(4);
    await db.update(t.orders).set({ paymentStatus: "refunded" }).where(eq(t.orders.id, ids["3"]));
    await db
      .update(t.orderItems)
      .set({ quantity: 3, lineTotal: 60_000 })
      .where(eq(t.orderItems.orderId, ids["2"]));
    await db.delete(t.orderItems).where(eq(t.orderItems.orderId, ids["9"]));
    await db.delete(t.orders).where(eq(t.orders.id, ids["6"]));
    await foldAnalytics();
    await expectRollupsMatchOrders();
    // Asha (order 2), Meera (order 7, now paid) and Ravi; Vikram's order 3 was refunded in full. Meera
    // bought on 8 March (order 9, its lines deleted but the order a sale still): only Ravi is new.
    expect(await customerFigures(range, NOW)).toEqual({
      customers: 3,
      previousCustomers: 1,
      newCustomers: 1,
      returningCustomers: 2,
    });
  });

  it("moves a product's sales with its category, and takes a deleted product's out of its category", async () => {
    const db = getDb();
    const byCategory = async () =>
      (await categoryPerformance(range, NOW)).map((c) => [
        c.category,
        c.units,
        c.revenuePaise,
        c.revenueShare,
      ]);
    // Order 2's two lines, changed above to 3 units and 60,000 each, are the range's only sale lines.
    expect(await byCategory()).toEqual([
      ["Dupattas", 3, 60_000, 0.5],
      ["Kurtas", 3, 60_000, 0.5],
    ]);
    await db.update(t.products).set({ categoryId: sareesId }).where(eq(t.products.id, products.kurta));
    await foldAnalytics();
    expect(await byCategory()).toEqual([
      ["Dupattas", 3, 60_000, 0.5],
      ["Sarees", 3, 60_000, 0.5],
    ]);
    await expectRollupsMatchOrders();
    await db.delete(t.products).where(eq(t.products.id, products.dupatta));
    await foldAnalytics();
    expect(await byCategory()).toEqual([["Sarees", 3, 60_000, 1]]);
    await expectRollupsMatchOrders();
  });

  it("shows an order placed and then paid after the next fold and not before, once however many folds run", async () => {
    const db = getDb();
    const day = customRange("2026-02-20", "2026-02-20");
    const figures = async () => ({
      totals: (await salesTotals(day)).current,
      products: (await topProducts(day, 10, NOW)).map((p) => [p.name, p.units, p.revenuePaise]),
    });
    const before = await figures();
    expect(before).toEqual({ totals: { revenuePaise: 0, orders: 0 }, products: [] });
    // As checkout writes it: unpaid with its lines, then confirmed once paid.
    const buyer = await createBuyer("Kavya Menon");
    await order("11", buyer, "2026-02-20T06:00:00Z", "pending", "pending", 45_000, [
      { product: "saree", quantity: 1, total: 45_000 },
    ]);
    await db
      .update(t.orders)
      .set({ status: "confirmed", paymentStatus: "paid" })
      .where(eq(t.orders.id, ids["11"]));
    expect(await figures()).toEqual(before);
    expect(await Promise.all([foldAnalytics(), foldAnalytics()])).toEqual(expect.arrayContaining([1]));
    expect(await figures()).toEqual({
      totals: { revenuePaise: 45_000, orders: 1 },
      products: [["Silk Saree", 1, 45_000]],
    });
    expect(await foldAnalytics()).toBe(0);
    await expectRollupsMatchOrders();
  });
});
