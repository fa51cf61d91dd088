import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { RecentOrder } from "../../../../server/modules/orders/service";
import type { CustomerFigures, OrderBreakdown } from "../../../../server/modules/analytics/service";
import { ChartPanel, PanelHeading } from "./chart-panel";
import { FiguresTable } from "../figures-table";
import { PAYMENT_METHOD_LABELS, STATUS_LABELS } from "./labels";

export function OrdersByStatusPanel({ orders, query }: { orders: OrderBreakdown; query: string }) {
  return (
    <ChartPanel
      id="orders-by-status"
      title="Orders by status"
      description="Every order placed in the range, by its status now."
      csvHref={`/admin/analytics/orders-by-status.csv?${query}`}
      chart={{
        type: "doughnut",
        labels: orders.byStatus.map((s) => STATUS_LABELS[s.status] ?? s.status),
        datasets: [{ label: "Orders", data: orders.byStatus.map((s) => s.orders) }],
      }}
      table={
        <FiguresTable
          caption="Orders by status"
          rows={orders.byStatus}
          columns={[
            { header: "Status", cell: (s) => STATUS_LABELS[s.status] ?? s.status },
            { header: "Orders", cell: (s) => formatIndianNumber(s.orders), numeric: true },
            { header: "Amount", cell: (s) => formatInr(s.amountPaise), numeric: true },
          ]}
        />
      }
    />
  );
}

export function PaymentMethodsPanel({ orders, query }: { orders: OrderBreakdown; query: string }) {
  return (
    <ChartPanel
      id="payment-methods"
      title="Online versus cash on delivery"
      description="Sales in the range by how they were paid."
      csvHref={`/admin/analytics/payment-methods.csv?${query}`}
      chart={{
        type: "doughnut",
        labels: orders.byPaymentMethod.map((m) => PAYMENT_METHOD_LABELS[m.method] ?? m.method),
        datasets: [{ label: "Orders", data: orders.byPaymentMethod.map((m) => m.orders) }],
      }}
      table={
        <FiguresTable
          caption="Sales by payment method"
          rows={orders.byPaymentMethod}
          columns={[
            { header: "Payment method", cell: (m) => PAYMENT_METHOD_LABELS[m.method] ?? m.method },
            { header: "Orders", cell: (m) => formatIndianNumber(m.orders), numeric: true },
            { header: "Revenue", cell: (m) => formatInr(m.revenuePaise), numeric: true },
          ]}
        />
      }
    />
  );
}

export function CustomersPanel({ customers, query }: { customers: CustomerFigures; query: string }) {
  const rows = [
    { label: "New", count: customers.newCustomers },
    { label: "Returning", count: customers.returningCustomers },
  ];
  return (
    <ChartPanel
      id="new-returning"
      title="New versus returning customers"
      description="Customers with a sale in the range: new when it was their first, returning when they had bought before."
      csvHref={`/admin/analytics/customers.csv?${query}`}
      chart={{
        type: "doughnut",
        labels: rows.map((r) => r.label),
        datasets: [{ label: "Customers", data: rows.map((r) => r.count) }],
      }}
      table={
        <FiguresTable
          caption="New and returning customers"
          rows={rows}
          columns={[
            { header: "Customers", cell: (r) => r.label },
            { header: "Count", cell: (r) => formatIndianNumber(r.count), numeric: true },
          ]}
        />
      }
    />
  );
}

export function RecentOrdersPanel({ orders }: { orders: RecentOrder[] }) {
  return (
    <section aria-labelledby="recent-orders" className="rounded-xl border border-stone-200 bg-white p-4">
      <PanelHeading
        id="recent-orders"
        title="Recent orders"
        description="The 10 newest orders, whatever their status."
      />
      <div className="mt-3">
        {orders.length === 0 ? (
          <p className="text-sm text-stone-600">No orders yet.</p>
        ) : (
          <FiguresTable
            caption="Recent orders"
            rows={orders}
            columns={[
              {
                header: "Order",
                cell: (o) => (
                  <Link
                    to={`/admin/orders/${encodeURIComponent(o.orderNumber)}`}
                    className="text-maroon-800 underline"
                  >
                    {o.orderNumber}
                  </Link>
                ),
              },
              { header: "Customer", cell: (o) => o.customerName || o.customerEmail },
              { header: "Placed", cell: (o) => formatDateTime(o.createdAt) },
              { header: "Status", cell: (o) => STATUS_LABELS[o.status] ?? o.status },
              { header: "Total", cell: (o) => formatInr(o.totalPaise), numeric: true },
            ]}
          />
        )}
      </div>
    </section>
  );
}
