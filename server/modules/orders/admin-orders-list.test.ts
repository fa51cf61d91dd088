import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "../../../lib/csv";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import { exportAdminOrders, forgetOrderCounts, getAdminOrderDetail, listAdminOrders } from "./service";

withTestDatabase();

/** A city and PIN code in each state the orders go to. */
const PLACES: Record<string, { city: string; postalCode: string }> = {
  Maharashtra: { city: "Pune", postalCode: "411001" },
  Gujarat: { city: "Ahmedabad", postalCode: "380001" },
  Kerala: { city: "Kochi", postalCode: "682011" },
  Delhi: { city: "New Delhi", postalCode: "110001" },
};

const address = (fullName: string, state: string, phone: string) => ({
  fullName,
  email: `${fullName.split(" ")[0].toLowerCase()}@example.in`,
  phone,
  addressLine1: "12 Temple Road",
  ...PLACES[state],
  state,
  country: "India",
});

/** Five orders with known statuses, payments, states, totals and days (shop time). */
const ORDERS = [
  {
    n: "DT100001AAAAAA",
    status: "pending",
    pay: "pending",
    method: "cod",
    name: "Asha Rao",
    state: "Maharashtra",
    total: 150_000,
    at: "2026-11-01T10:00:00+05:30",
  },
  {
    n: "DT100002BBBBBB",
    status: "confirmed",
    pay: "paid",
    method: "razorpay",
    name: "Bhavna Shah",
    state: "Gujarat",
    total: 250_000,
    at: "2026-11-02T23:30:00+05:30",
  },
  {
    n: "DT100003CCCCCC",
    status: "shipped",
    pay: "pending",
    method: "cod",
    name: "Chitra Nair",
    state: "Kerala",
    total: 90_000,
    at: "2026-11-03T00:15:00+05:30",
  },
  {
    n: "DT100004DDDDDD",
    status: "delivered",
    pay: "paid",
    method: "razorpay",
    name: '=HYPERLINK("x")',
    state: "Maharashtra",
    total: 500_000,
    at: "2026-11-04T12:00:00+05:30",
  },
  {
    n: "DT100005EEEEEE",
    status: "cancelled",
    pay: "refunded",
    method: "razorpay",
    name: "Esha Gupta",
    state: "Delhi",
    total: 70_000,
    at: "2026-11-05T12:00:00+05:30",
  },
] as const;

beforeAll(async () => {
  const category = await createCategory("Kurtas");
  const { product, variants } = await createProduct({
    name: "Silk Kurta",
    categoryId: category.id,
    priceRupees: 500,
  });
  for (const [i, o] of ORDERS.entries()) {
    const [order] = await getDb()
      .insert(t.orders)
      .values({
        orderNumber: o.n,
        status: o.status,
        paymentStatus: o.pay,
        paymentMethod: o.method,
        subtotal: o.total,
        totalAmount: o.total,
        shippingAddress: address(o.name, o.state, `98765432${10 + i}`),
        createdAt: new Date(o.at),
      })
      .returning();
    await getDb()
      .insert(t.orderItems)
      .values({
        orderId: order.id,
        productId: product.id,
        variantId: variants[0].id,
        productName: "Silk Kurta",
        productSku: variants[0].sku,
        quantity: i + 1,
        priceAtPurchase: o.total / (i + 1),
        lineTotal: o.total,
        taxableValue: o.total,
        taxAmount: 0,
      });
  }
  forgetOrderCounts();
});

const base = { tab: "all" as const, sort: "newest" as const, page: 1, limit: 25 as const };
const numbers = (list: { orders: { orderNumber: string }[] }) => list.orders.map((o) => o.orderNumber);

describe("the back office's orders list", () => {
  it("counts every tab and lists newest first", async () => {
    const list = await listAdminOrders(base);
    expect(list.counts).toMatchObject({
      all: 5,
      pending: 1,
      confirmed: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
      processing: 0,
      refunded: 0,
    });
    expect(numbers(list)).toEqual([
      "DT100005EEEEEE",
      "DT100004DDDDDD",
      "DT100003CCCCCC",
      "DT100002BBBBBB",
      "DT100001AAAAAA",
    ]);
    expect(list.orders[4]).toMatchObject({
      customerName: "Asha Rao",
      itemCount: 1,
      state: "Maharashtra",
      totalAmount: 150_000,
    });
  });

  it("filters by tab, payment, method and state, counting tabs under the other filters", async () => {
    const cod = await listAdminOrders({ ...base, method: "cod" });
    expect(numbers(cod)).toEqual(["DT100003CCCCCC", "DT100001AAAAAA"]);
    expect(cod.counts).toMatchObject({ all: 2, pending: 1, shipped: 1, delivered: 0 });
    const shippedCod = await listAdminOrders({ ...base, tab: "shipped", method: "cod" });
    expect(numbers(shippedCod)).toEqual(["DT100003CCCCCC"]);
    expect(numbers(await listAdminOrders({ ...base, method: "online", paymentStatus: "paid" }))).toEqual([
      "DT100004DDDDDD",
      "DT100002BBBBBB",
    ]);
    expect(numbers(await listAdminOrders({ ...base, state: "Maharashtra" }))).toEqual([
      "DT100004DDDDDD",
      "DT100001AAAAAA",
    ]);
  });

  it("takes dates as days in India, both ends included", async () => {
    // 23:30 on the 2nd and 00:15 on the 3rd, Indian time, are on different days even though both are the 2nd in UTC.
    expect(numbers(await listAdminOrders({ ...base, from: "2026-11-02", to: "2026-11-02" }))).toEqual([
      "DT100002BBBBBB",
    ]);
    expect(numbers(await listAdminOrders({ ...base, from: "2026-11-03", to: "2026-11-04" }))).toEqual([
      "DT100004DDDDDD",
      "DT100003CCCCCC",
    ]);
  });

  it("searches order number, name, e-mail and phone, case-insensitively, with wildcards taken literally", async () => {
    expect(numbers(await listAdminOrders({ ...base, search: "dt100003" }))).toEqual(["DT100003CCCCCC"]);
    expect(numbers(await listAdminOrders({ ...base, search: "bhavna" }))).toEqual(["DT100002BBBBBB"]);
    expect(numbers(await listAdminOrders({ ...base, search: "esha@example" }))).toEqual(["DT100005EEEEEE"]);
    expect(numbers(await listAdminOrders({ ...base, search: "9876543212" }))).toEqual(["DT100003CCCCCC"]);
    expect((await listAdminOrders({ ...base, search: "%" })).total).toBe(0);
  });

  it("sorts by total and pages, clamping a page past the end", async () => {
    expect(numbers(await listAdminOrders({ ...base, sort: "total-high" }))[0]).toBe("DT100004DDDDDD");
    expect(numbers(await listAdminOrders({ ...base, sort: "total-low" }))[0]).toBe("DT100005EEEEEE");
    const last = await listAdminOrders({ ...base, sort: "oldest", page: 99, limit: 25 });
    expect(last.page).toBe(1);
    expect(last.totalPages).toBe(1);
  });

  it("exports a view as CSV rows that a spreadsheet cannot run as formulas", async () => {
    const rows: string[][] = [];
    for await (const row of exportAdminOrders({ filters: { tab: "all", state: "Maharashtra" } }))
      rows.push(row);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(0, 5)).toEqual(["DT100001AAAAAA", "2026-11-01 10:00", "pending", "pending", "cod"]);
    expect(rows[2][16]).toBe("5000.00");
    const csv = toCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const chosen: string[][] = [];
    const [first] = (await listAdminOrders(base)).orders;
    for await (const row of exportAdminOrders({ ids: [first.id, "not-an-id"] })) chosen.push(row);
    expect(chosen.map((r) => r[0])).toEqual(["Order number", "DT100005EEEEEE"]);
  });

  it("reads one order's page, and nothing for an unknown or malformed number", async () => {
    const detail = await getAdminOrderDetail("DT100002BBBBBB");
    expect(detail?.order.status).toBe("confirmed");
    expect(detail?.lines).toEqual([
      expect.objectContaining({ productName: "Silk Kurta", quantity: 2, refundedQuantity: 0 }),
    ]);
    expect(detail?.emails).toEqual([]);
    expect(await getAdminOrderDetail("DT999999ZZZZZZ")).toBeNull();
    expect(await getAdminOrderDetail("../../etc")).toBeNull();
  });
});
