import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../../../server/db/client";
import * as t from "../../../../server/db/schema";
import { listActivity } from "../../../../server/modules/audit/service";
import { registeredAccount } from "../../../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../../../tests/fixtures/catalog";
import { createSubscriber } from "../../../../tests/fixtures/newsletter";
import { insertOrder } from "../../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../../tests/setup/test-database";
import { loader as inventoryExport } from "../inventory-export";
import { loader as subscribersExport } from "../newsletter/subscribers-export";
import { loader as ordersExport } from "../orders-export";
import { loader as productsExport } from "./products-export";
import { loader as usersExport } from "./users-export";

withTestDatabase();

type Loader = (args: never) => Promise<Response>;
let admin = "";
let staff = "";

async function download(loader: Loader, path: string, cookie = admin): Promise<Response> {
  const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
  try {
    return await loader({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const refusal = thrown as { init?: { status?: number } };
    return new Response(null, { status: refusal.init?.status ?? 500 });
  }
}

/** The CSV file's rows, header first, as a spreadsheet would read them. */
async function csvOf(response: Response): Promise<string[][]> {
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const parsed = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  });
  return parsed.data;
}

/** The XLSX file's first sheet: header and rows as cell values. */
async function xlsxOf(response: Response) {
  expect(response.headers.get("content-type")).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  expect(response.headers.get("content-disposition")).toMatch(/\.xlsx"$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

const column = (rows: unknown[][], header: string) => {
  const i = rows[0].indexOf(header);
  expect(i).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]);
};

beforeAll(async () => {
  ({ cookie: admin } = await registeredAccount("owner@example.com", "admin", "Shop Owner"));
  ({ cookie: staff } = await registeredAccount("helper@example.com", "staff", "Shop Helper"));
  await registeredAccount("meera@example.com", "customer", "Meera Iyer");
  await registeredAccount("formula@example.com", "customer", "=cmd|' /C calc'!A0");

  const kurtas = await createCategory("Kurtas");
  const sarees = await createCategory("Sarees");
  const { product: kurta, variants } = await createProduct({
    name: "Silk Kurta",
    categoryId: kurtas.id,
    priceRupees: 1499.5,
    createdDaysAgo: 2,
    variants: [
      ["S", 5],
      ["M", 3],
    ],
  });
  await createProduct({
    name: "Banarasi Saree",
    categoryId: sarees.id,
    priceRupees: 8999,
    createdDaysAgo: 1,
  });

  const orders = [
    {
      n: "DT200001AAAAAA",
      name: "Asha Rao",
      state: "Maharashtra",
      lines: [2, 1],
      at: "2026-11-01T10:00:00+05:30",
    },
    { n: "DT200002BBBBBB", name: "@Bhavna", state: "Gujarat", lines: [1], at: "2026-11-02T11:00:00+05:30" },
  ];
  for (const o of orders) {
    const total = o.lines.reduce((sum, q) => sum + q * 149_950, 0) + 5_000;
    const order = await insertOrder({
      orderNumber: o.n,
      subtotal: total - 5_000,
      shippingCost: 5_000,
      taxAmount: 7_140,
      totalAmount: total,
      shippingAddress: { fullName: o.name, state: o.state },
      createdAt: new Date(o.at),
    });
    // In one statement, as checkout writes them, last line first: they share a timestamp and list by SKU.
    await getDb()
      .insert(t.orderItems)
      .values(
        o.lines
          .map((quantity, i) => ({
            orderId: order.id,
            productId: kurta.id,
            variantId: variants[i].id,
            productName: "Silk Kurta",
            productSku: variants[i].sku,
            size: variants[i].size,
            quantity,
            priceAtPurchase: 149_950,
            lineTotal: 149_950 * quantity,
            taxableValue: 149_950 * quantity,
            taxAmount: 0,
          }))
          .reverse(),
      );
  }

  await createSubscriber({ email: "asha@example.com", fullName: "Asha Iyer" });
  await createSubscriber({ email: "ravi@example.com", fullName: "+Ravi", source: "footer", isActive: false });
});

describe("the orders export", () => {
  it("has one row per order line, the list's filters applied, and the amounts once per order", async () => {
    const csv = await csvOf(await download(ordersExport, "/admin/orders/export?state=Maharashtra"));
    expect(csv).toHaveLength(3);
    expect(column(csv, "Order number")).toEqual(["DT200001AAAAAA", "DT200001AAAAAA"]);
    expect(column(csv, "Placed at (IST)")).toEqual(["2026-11-01 10:00", "2026-11-01 10:00"]);
    expect(column(csv, "Line")).toEqual(["1", "2"]);
    expect(column(csv, "Quantity")).toEqual(["2", "1"]);
    expect(column(csv, "Line total (₹)")).toEqual(["2999.00", "1499.50"]);
    expect(column(csv, "Total (₹)")).toEqual(["4548.50", ""]);
    expect(column(csv, "Items")).toEqual(["3", ""]);

    const all = await csvOf(await download(ordersExport, "/admin/orders/export"));
    expect(column(all, "Customer name")).toContain("'@Bhavna");
  });

  it("writes the same rows to XLSX with numbers, rupees and dates as such", async () => {
    const response = await download(ordersExport, "/admin/orders/export?state=Maharashtra&format=xlsx");
    expect(response.headers.get("x-export-rows")).toBe("2");
    const { sheet, rows } = await xlsxOf(response);
    expect(rows).toHaveLength(3);
    expect(column(rows, "Order number")).toEqual(["DT200001AAAAAA", "DT200001AAAAAA"]);
    expect(column(rows, "Total (₹)")).toEqual([4548.5, undefined]);
    expect(column(rows, "Quantity")).toEqual([2, 1]);
    const placed = column(rows, "Placed at (IST)")[0] as Date;
    expect(placed.toISOString()).toBe("2026-11-01T10:00:00.000Z");
    const totalColumn = (rows[0] as string[]).indexOf("Total (₹)") + 1;
    expect(sheet.getRow(2).getCell(totalColumn).numFmt).toBe("#,##0.00");
    // "Order number" header is 12 characters; the numbers 14: the width is 16.
    expect(sheet.getColumn(1).width).toBe(16);
  });

  it("is recorded in the activity log with its filters and row count", async () => {
    await download(ordersExport, "/admin/orders/export?state=Gujarat&format=xlsx");
    const { rows } = await listActivity({ entityType: "order" });
    const entry = rows.find((r) => r.action === "order.export" && r.entityLabel?.includes("XLSX, 1 row"));
    expect(entry?.actorEmail).toBe("owner@example.com");
    expect(entry?.changes.filters.after).toEqual({ state: "Gujarat" });
    expect(entry?.changes.rows.after).toBe(1);
  });
});

describe("the products export", () => {
  it("has one row per variant with the product's fields, filtered as the list", async () => {
    const csv = await csvOf(await download(productsExport, "/admin/products/export?q=kurta"));
    expect(column(csv, "Name")).toEqual(["Silk Kurta", "Silk Kurta"]);
    expect(column(csv, "Size")).toEqual(["S", "M"]);
    expect(column(csv, "Price (₹)")).toEqual(["1499.50", "1499.50"]);
    expect(column(csv, "On hand")).toEqual(["5", "3"]);
    const { rows } = await xlsxOf(await download(productsExport, "/admin/products/export?format=xlsx"));
    // Newest product first, as the list opens.
    expect(column(rows, "Name")).toEqual(["Banarasi Saree", "Silk Kurta", "Silk Kurta"]);
    expect(column(rows, "Price (₹)")).toEqual([8999, 1499.5, 1499.5]);
    expect(column(rows, "Available")).toEqual([20, 5, 3]);
    expect(column(rows, "Active")).toEqual(["yes", "yes", "yes"]);
  });
});

describe("the stock export", () => {
  it("lists the variants of the filtered stock list in both files", async () => {
    const csv = await csvOf(await download(inventoryExport, "/admin/inventory/export?q=silk"));
    expect(column(csv, "SKU")).toHaveLength(2);
    expect(column(csv, "Value at retail (₹)")).toEqual(["7497.50", "4498.50"]);
    const { rows } = await xlsxOf(
      await download(inventoryExport, "/admin/inventory/export?q=silk&format=xlsx"),
    );
    expect(column(rows, "On hand")).toEqual([5, 3]);
    expect(column(rows, "Value at retail (₹)")).toEqual([7497.5, 4498.5]);
  });
});

describe("the customers export", () => {
  it("lists the accounts of the users list's filters, with their orders", async () => {
    const csv = await csvOf(await download(usersExport, "/admin/users/export?role=customer"));
    expect(column(csv, "E-mail").sort()).toEqual(["formula@example.com", "meera@example.com"]);
    expect(column(csv, "Name")).toContain("'=cmd|' /C calc'!A0");
    const { rows } = await xlsxOf(await download(usersExport, "/admin/users/export?q=meera&format=xlsx"));
    expect(rows.slice(1)).toEqual([
      ["Meera Iyer", "meera@example.com", undefined, "customer", "active", "yes", 0, expect.any(Date)],
    ]);
  });

  it("needs the users permission: staff are refused", async () => {
    expect((await download(usersExport, "/admin/users/export", staff)).status).toBe(403);
    expect((await download(ordersExport, "/admin/orders/export", staff)).status).toBe(200);
  });
});

describe("the subscribers export", () => {
  it("lists the filtered subscribers in both files", async () => {
    const csv = await csvOf(await download(subscribersExport, "/admin/newsletter/export?active=yes"));
    expect(column(csv, "Email")).toEqual(["asha@example.com"]);
    const { rows } = await xlsxOf(await download(subscribersExport, "/admin/newsletter/export?format=xlsx"));
    expect(column(rows, "Name").sort()).toEqual(["'+Ravi", "Asha Iyer"]);
    expect(column(rows, "Subscribed on").every((d) => d instanceof Date)).toBe(true);
  });
});
