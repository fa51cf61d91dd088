import { type SQL, sql } from "drizzle-orm";
import {
  datetime,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  integer,
  rupees,
  text,
  textRows,
} from "../../../lib/export-table";
import { isUuid } from "../../../lib/ids";
import { getDb, queryRows } from "../../db/client";
import { carrierName } from "./carriers";
import { type AdminOrderFilters, orderListConditions } from "./admin-orders-list";
import { orderLineOrder } from "./line-order";
import { type OrderAddress, orderItems } from "./schema";

const CHUNK = 1_000;
/** More than a year of a busy shop; a bigger export is refused with a message to cut it by dates. */
export const ORDER_EXPORT_MAX_ROWS = 250_000;

/** An order's own fields, on every one of its line rows. */
const ORDER_COLUMNS = [
  text("Order number"),
  datetime("Placed at (IST)"),
  text("Status"),
  text("Payment status"),
  text("Payment method"),
  text("Customer name"),
  text("E-mail"),
  text("Phone"),
  text("City"),
  text("State"),
  text("PIN code"),
];
/** The order's amounts, on its first line's row only, so that a column's sum is the orders' sum. */
const AMOUNT_COLUMNS = [
  integer("Items"),
  rupees("Subtotal (₹)"),
  rupees("Shipping (₹)"),
  rupees("Discount (₹)"),
  rupees("GST included (₹)"),
  rupees("Total (₹)"),
];
const SHIPPING_COLUMNS = [text("Carrier"), text("Tracking number")];
/** One order line per row. */
const LINE_COLUMNS = [
  integer("Line"),
  text("Product"),
  text("SKU"),
  text("Size"),
  text("Colour"),
  integer("Quantity"),
  rupees("Unit price (₹)"),
  rupees("Line total (₹)"),
];

export const ORDER_EXPORT_TABLE_COLUMNS: readonly ExportColumn[] = [
  ...ORDER_COLUMNS,
  ...AMOUNT_COLUMNS,
  ...SHIPPING_COLUMNS,
  ...LINE_COLUMNS,
];
export const ORDER_EXPORT_COLUMNS = ORDER_EXPORT_TABLE_COLUMNS.map((c) => c.header);

export type OrderExportSelection =
  { filters: Omit<AdminOrderFilters, "sort" | "page" | "limit"> } | { ids: string[] };

interface OrderRow {
  id: string;
  order_number: string;
  created_at: Date | string;
  status: string;
  payment_status: string;
  payment_method: string;
  shipping_address: OrderAddress;
  subtotal: number;
  shipping_cost: number;
  discount_amount: number;
  tax_amount: number;
  total_amount: number;
  carrier: string | null;
  tracking_number: string | null;
  /** created_at to the microsecond, for the next chunk's start. */
  cursor_at: string;
}

interface LineRow {
  order_id: string;
  product_name: string;
  product_sku: string;
  size: string | null;
  color: string | null;
  quantity: number;
  price_at_purchase: number;
  line_total: number;
}

/** The conditions joined with and; none is every order. */
const all = (where: SQL[]) => (where.length === 0 ? sql`true` : sql.join(where, sql` and `));

function selectionWhere(selection: OrderExportSelection): SQL[] {
  return "ids" in selection
    ? [sql`o.id = any(${`{${selection.ids.filter(isUuid).slice(0, 1_000).join(",")}}`}::uuid[])`]
    : [
        ...orderListConditions(selection.filters),
        ...(selection.filters.tab === "all" ? [] : [sql`o.status = ${selection.filters.tab}`]),
      ];
}

/** Rows the file will hold: one per line, one for an order without lines, up to the cap. */
async function countRows(where: SQL[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    getDb(),
    sql`select count(*)::int as n
        from (select o.id from orders o where ${all(where)}
              order by o.created_at, o.id limit ${ORDER_EXPORT_MAX_ROWS}) o
          left join order_items i on i.order_id = o.id`,
  );
  return row?.n ?? 0;
}

async function* orderRows(where: SQL[], chunk: number): AsyncGenerator<ExportCell[]> {
  let after: { at: string; id: string } | undefined;
  for (let sent = 0; sent < ORDER_EXPORT_MAX_ROWS;) {
    const page = await queryRows<OrderRow>(
      getDb(),
      sql`select o.id, o.order_number, o.created_at, o.status, o.payment_status, o.payment_method,
            o.shipping_address, o.subtotal, o.shipping_cost, o.discount_amount, o.tax_amount,
            o.total_amount, o.carrier, o.tracking_number, o.created_at::text as cursor_at
          from orders o
          where ${all(where)}
            ${after ? sql`and (o.created_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by o.created_at, o.id limit ${Math.min(chunk, ORDER_EXPORT_MAX_ROWS - sent)}`,
    );
    if (page.length === 0) return;
    const lines = await queryRows<LineRow>(
      getDb(),
      sql`select order_id, product_name, product_sku, size, color, quantity, price_at_purchase, line_total
          from ${orderItems} where order_id = any(${sql.param(page.map((o) => o.id))}::uuid[])
          order by order_id, ${sql.join(orderLineOrder, sql`, `)}`,
    );
    const linesOf = new Map<string, LineRow[]>();
    for (const line of lines) {
      const list = linesOf.get(line.order_id);
      if (list) list.push(line);
      else linesOf.set(line.order_id, [line]);
    }
    for (const o of page) yield* orderLineRows(o, linesOf.get(o.id) ?? []);
    sent += page.length;
    if (page.length < chunk) return;
    const last = page[page.length - 1];
    after = { at: last.cursor_at, id: last.id };
  }
}

function* orderLineRows(o: OrderRow, lines: LineRow[]): Generator<ExportCell[]> {
  const a = o.shipping_address;
  const order: ExportCell[] = [
    o.order_number,
    new Date(o.created_at),
    o.status,
    o.payment_status,
    o.payment_method,
    a.fullName ?? "",
    a.email ?? "",
    a.phone ?? "",
    a.city ?? "",
    a.state ?? "",
    a.postalCode ?? "",
  ];
  const amounts: ExportCell[] = [
    lines.reduce((sum, line) => sum + line.quantity, 0),
    o.subtotal,
    o.shipping_cost,
    o.discount_amount,
    o.tax_amount,
    o.total_amount,
  ];
  const shipping: ExportCell[] = [carrierName(o.carrier) ?? "", o.tracking_number ?? ""];
  if (lines.length === 0) {
    yield [...order, ...amounts, ...shipping, ...LINE_COLUMNS.map(() => null)];
    return;
  }
  for (const [i, line] of lines.entries())
    yield [
      ...order,
      ...(i === 0 ? amounts : amounts.map(() => null)),
      ...shipping,
      i + 1,
      line.product_name,
      line.product_sku,
      line.size ?? "",
      line.color ?? "",
      line.quantity,
      line.price_at_purchase,
      line.line_total,
    ];
}

/**
 * The orders of a list view (its tab and filters) or of chosen ids, oldest first, one row per order
 * line; read a thousand orders at a time so a year of orders never sits in memory at once.
 */
export function orderExportTable(selection: OrderExportSelection, chunk = CHUNK): ExportTable {
  const where = selectionWhere(selection);
  return {
    columns: ORDER_EXPORT_TABLE_COLUMNS,
    count: () => countRows(where),
    rows: () => orderRows(where, chunk),
  };
}

/**
 * Why the export cannot be made, or null: a list of more orders than one file holds here is refused
 * rather than cut short without a word.
 */
export async function orderExportRefusal(
  selection: OrderExportSelection,
  maxOrders = ORDER_EXPORT_MAX_ROWS,
): Promise<string | null> {
  const [beyond] = await queryRows<{ id: string }>(
    getDb(),
    sql`select o.id from orders o where ${all(selectionWhere(selection))} offset ${maxOrders} limit 1`,
  );
  if (!beyond) return null;
  return `This list has more than ${maxOrders.toLocaleString("en-IN")} orders, more than one export can hold. Choose a shorter date range and export it in parts.`;
}

/** The same export as CSV text rows, header first. */
export function exportAdminOrders(selection: OrderExportSelection): AsyncGenerator<string[]> {
  return textRows(orderExportTable(selection));
}
