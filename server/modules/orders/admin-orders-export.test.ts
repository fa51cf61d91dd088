import { beforeAll, describe, expect, it } from "vitest";
import type { ExportCell } from "../../../lib/export-table";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { insertOrder } from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { orderExportRefusal, orderExportTable } from "./service";

withTestDatabase();

async function addOrder(n: number, at: string) {
  const order = await insertOrder({
    orderNumber: `DT3000${String(n).padStart(2, "0")}AAAAAA`,
    paymentMethod: "cod",
    totalAmount: 100_000,
    shippingAddress: { fullName: `Buyer ${n}`, email: `buyer${n}@example.in` },
    createdAt: new Date(at),
  });
  await getDb()
    .insert(t.orderItems)
    .values({
      orderId: order.id,
      productName: "Cotton Saree",
      productSku: `CS-${n}`,
      quantity: 1,
      priceAtPurchase: 100_000,
      lineTotal: 100_000,
      taxableValue: 100_000,
      taxAmount: 0,
    });
}

beforeAll(async () => {
  for (let n = 1; n <= 5; n++) await addOrder(n, `2026-11-0${n}T10:00:00+05:30`);
});

describe("the orders export's reading", () => {
  it("reads the orders a chunk at a time, oldest first, as the rows are taken", async () => {
    const table = orderExportTable({ filters: { tab: "all" } }, 2);
    expect(await table.count()).toBe(5);
    const rows = table.rows()[Symbol.asyncIterator]();
    const taken: ExportCell[][] = [];
    for (let i = 0; i < 2; i++) taken.push((await rows.next()).value as ExportCell[]);
    // An order placed after the first chunk was read still comes: later chunks are read only when needed.
    await addOrder(6, "2026-11-09T10:00:00+05:30");
    for (;;) {
      const next = await rows.next();
      if (next.done) break;
      taken.push(next.value);
    }
    expect(taken.map((r) => r[0])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `DT3000${String(n).padStart(2, "0")}AAAAAA`),
    );
    expect(taken.map((r) => r[5])).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Buyer ${n}`));
  });

  it("exports only chosen orders, ignoring ids that are not ids", async () => {
    const table = orderExportTable({ ids: ["not-an-id"] });
    expect(await table.count()).toBe(0);
    const rows: ExportCell[][] = [];
    for await (const row of table.rows()) rows.push(row);
    expect(rows).toEqual([]);
  });

  it("refuses a list of more orders than one export holds, with a message to cut it by dates", async () => {
    const all = { filters: { tab: "all" as const } };
    expect(await orderExportRefusal(all)).toBeNull();
    const orders = (await orderExportTable(all).count()) as number;
    expect(await orderExportRefusal(all, orders)).toBeNull();
    expect(await orderExportRefusal(all, orders - 1)).toBe(
      `This list has more than ${orders - 1} orders, more than one export can hold. Choose a shorter date range and export it in parts.`,
    );
    const november = { filters: { tab: "all" as const, from: "2026-11-01", to: "2026-11-02" } };
    expect(await orderExportRefusal(november, 2)).toBeNull();
  });
});
