import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { getDb, queryRows } from "../../db/client";
import { carrierName } from "./carriers";
import { type AdminOrderFilters, orderListConditions } from "./admin-orders-list";
import type { OrderAddress } from "./schema";

const CHUNK = 1_000;
/** More than a year of a busy shop; a bigger export is better cut by dates. */
export const ORDER_EXPORT_MAX_ROWS = 250_000;

export const ORDER_EXPORT_COLUMNS = [
  "Order number",
  "Placed at (IST)",
  "Status",
  "Payment status",
  "Payment method",
  "Customer name",
  "E-mail",
  "Phone",
  "City",
  "State",
  "PIN code",
  "Items",
  "Subtotal (₹)",
  "Shipping (₹)",
  "Discount (₹)",
  "GST included (₹)",
  "Total (₹)",
  "Carrier",
  "Tracking number",
] as const;

interface Row {
  id: string;
  order_number: string;
  placed: string;
  status: string;
  payment_status: string;
  payment_method: string;
  shipping_address: OrderAddress;
  items: number;
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

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The orders of a list view (its tab and filters) or of chosen ids, oldest first, as CSV rows with the
 * header first; read a thousand at a time so a year of orders never sits in memory at once.
 */
export async function* exportAdminOrders(
  selection: { filters: Omit<AdminOrderFilters, "sort" | "page" | "limit"> } | { ids: string[] },
): AsyncGenerator<string[]> {
  const where: SQL[] =
    "ids" in selection
      ? [sql`o.id = any(${`{${selection.ids.filter(isUuid).slice(0, 1_000).join(",")}}`}::uuid[])`]
      : [
          ...orderListConditions(selection.filters),
          ...(selection.filters.tab === "all" ? [] : [sql`o.status = ${selection.filters.tab}`]),
        ];
  yield [...ORDER_EXPORT_COLUMNS];
  let after: { at: string; id: string } | undefined;
  for (let sent = 0; sent < ORDER_EXPORT_MAX_ROWS;) {
    const page: Row[] = await queryRows<Row>(
      getDb(),
      sql`select o.id, o.order_number, o.status, o.payment_status, o.payment_method, o.shipping_address,
            o.subtotal, o.shipping_cost, o.discount_amount, o.tax_amount, o.total_amount, o.carrier,
            o.tracking_number, o.created_at::text as cursor_at,
            to_char(o.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as placed,
            (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as items
          from orders o
          where ${sql.join(where, sql` and `)}
            ${after ? sql`and (o.created_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
          order by o.created_at, o.id limit ${CHUNK}`,
    );
    for (const r of page) {
      const a = r.shipping_address;
      yield [
        r.order_number,
        r.placed,
        r.status,
        r.payment_status,
        r.payment_method,
        a.fullName ?? "",
        a.email ?? "",
        a.phone ?? "",
        a.city ?? "",
        a.state ?? "",
        a.postalCode ?? "",
        String(r.items),
        rupees(r.subtotal),
        rupees(r.shipping_cost),
        rupees(r.discount_amount),
        rupees(r.tax_amount),
        rupees(r.total_amount),
        carrierName(r.carrier) ?? "",
        r.tracking_number ?? "",
      ];
    }
    sent += page.length;
    if (page.length < CHUNK) return;
    const last = page[page.length - 1];
    after = { at: last.cursor_at, id: last.id };
  }
}
