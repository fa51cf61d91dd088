import { useState } from "react";
import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { BulkBar } from "../bulk-bar";
import { secondaryAction } from "../page-header";
import {
  methodLabel,
  ORDER_STATUS_TONES,
  orderStatusLabel,
  PAYMENT_STATUS_TONES,
  paymentStatusLabel,
} from "./order-labels";

export interface OrderRowView {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  city: string;
  state: string;
  itemCount: number;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: string;
}

export const ORDER_BULK_FORM = "order-bulk";

/**
 * The list with row checkboxes. The bulk form is a plain form: marking orders as processing comes back
 * to this page with a toast, while packing slips and invoices open as one PDF in a new tab and the
 * export downloads, so the list stays as it was.
 */
export function OrderTable({ orders, busy }: { orders: OrderRowView[]; busy: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allOnPage = orders.length > 0 && orders.every((o) => selected.has(o.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <form method="post" id={ORDER_BULK_FORM}>
        <BulkBar count={selected.size}>
          <button
            type="submit"
            name="intent"
            value="mark-processing"
            disabled={busy}
            className={secondaryAction}
          >
            Mark processing
          </button>
          <button
            type="submit"
            formAction="/admin/orders/print?kind=packing-slips"
            formTarget="_blank"
            className={secondaryAction}
          >
            Packing slips (PDF)
          </button>
          <button
            type="submit"
            formAction="/admin/orders/print?kind=invoices"
            formTarget="_blank"
            className={secondaryAction}
          >
            Invoices (PDF)
          </button>
          <button type="submit" formAction="/admin/orders/export" className={secondaryAction}>
            Export CSV
          </button>
        </BulkBar>
      </form>
      <AdminTable caption="Orders">
        <thead>
          <tr>
            <th scope="col">
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  aria-label="Select all orders on this page"
                  checked={allOnPage}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(orders.map((o) => o.id)) : new Set())
                  }
                  className="size-4"
                />
                Order
              </span>
            </th>
            <th scope="col">Customer</th>
            <th scope="col">Total</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
            <th scope="col">Shipping</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>
                <span className="flex min-w-0 items-start gap-3">
                  <input
                    type="checkbox"
                    name="ids"
                    value={o.id}
                    form={ORDER_BULK_FORM}
                    checked={selected.has(o.id)}
                    onChange={(e) => toggle(o.id, e.target.checked)}
                    aria-label={`Select order ${o.orderNumber}`}
                    className="mt-1 size-4 shrink-0"
                  />
                  <span className="min-w-0">
                    <Link
                      to={`/admin/orders/${o.orderNumber}`}
                      className="font-medium text-stone-900 underline-offset-2 hover:underline"
                    >
                      {o.orderNumber}
                    </Link>
                    <span className="block text-xs text-stone-600">{formatDateTime(o.createdAt)}</span>
                  </span>
                </span>
              </td>
              <td data-label="Customer" className="min-w-0">
                <span className="block font-medium">{o.customerName}</span>
                <span className="block break-all text-xs text-stone-600">
                  {o.customerPhone}
                  {o.city ? ` · ${o.city}, ${o.state}` : ""}
                </span>
              </td>
              <td data-label="Total" className="whitespace-nowrap">
                {formatInr(o.totalAmount)}
                <span className="block text-xs text-stone-600">
                  {formatIndianNumber(o.itemCount)} {o.itemCount === 1 ? "item" : "items"}
                </span>
              </td>
              <td data-label="Payment">
                <Badge tone={PAYMENT_STATUS_TONES[o.paymentStatus] ?? "grey"}>
                  {paymentStatusLabel(o.paymentStatus)}
                </Badge>
                <span className="block text-xs text-stone-600">{methodLabel(o.paymentMethod)}</span>
              </td>
              <td data-label="Status">
                <Badge tone={ORDER_STATUS_TONES[o.status] ?? "grey"}>{orderStatusLabel(o.status)}</Badge>
              </td>
              <td data-label="Shipping" className="text-xs text-stone-700">
                {o.trackingNumber ? (
                  <>
                    {o.carrier ?? ""} <span className="break-all">{o.trackingNumber}</span>
                  </>
                ) : (
                  <span className="text-stone-500">Not shipped</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
