import { Link } from "../../components/link";
import { formatDate } from "../../../lib/date-format";
import { formatInr } from "../../../lib/money";
import { requireStaff } from "../../../server/http/guards";
import { listCodToCollect } from "../../../server/modules/orders/service";
import { Badge } from "../../components/admin/badge";
import { EmptyState } from "../../components/admin/empty-state";
import { ORDER_STATUS_TONES, orderStatusLabel } from "../../components/admin/orders/order-labels";
import { PageHeader, secondaryAction } from "../../components/admin/page-header";
import type { Route } from "./+types/orders-cod";

export const meta = () => [{ title: "Cash to collect | Divine Threads Admin" }];
export const handle = {
  crumbs: [
    { label: "Dashboard", to: "/admin/dashboard" },
    { label: "Orders", to: "/admin/orders" },
    { label: "Cash to collect" },
  ],
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "orders");
  const due = await listCodToCollect();
  return {
    ...due,
    orders: due.orders.map((o) => ({
      ...o,
      shippedAt: o.shippedAt?.toISOString() ?? null,
      deliveredAt: o.deliveredAt?.toISOString() ?? null,
    })),
  };
}

/** Cash-on-delivery reconciliation: shipped or delivered COD orders whose cash is not recorded yet. */
export default function CodToCollect({ loaderData }: Route.ComponentProps) {
  const { orders, count, outstanding } = loaderData;
  return (
    <div>
      <PageHeader
        title="Cash to collect"
        description="Cash-on-delivery orders that have left the shop and whose payment is not recorded yet. Open one to record the cash when the courier remits it."
        actions={
          <Link to="/admin/orders" className={secondaryAction}>
            All orders
          </Link>
        }
      />
      <section aria-label="Outstanding" className="mb-4 rounded-xl border border-stone-200 bg-white p-4">
        <p className="text-sm text-stone-600">Outstanding</p>
        <p className="text-2xl font-semibold text-stone-900" data-testid="cod-outstanding">
          {formatInr(outstanding)}
        </p>
        <p className="text-sm text-stone-600">
          {count} {count === 1 ? "order" : "orders"}
          {count > orders.length ? `; the ${orders.length} dispatched longest ago are listed` : ""}
        </p>
      </section>
      {orders.length === 0 ? (
        <EmptyState
          title="Nothing to collect"
          body="Every shipped or delivered cash-on-delivery order is paid."
        />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {orders.map((o) => (
            <li key={o.orderNumber} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link to={`/admin/orders/${o.orderNumber}`} className="font-medium underline break-all">
                  {o.orderNumber}
                </Link>
                <p className="text-sm text-stone-700">
                  {o.customer} · {o.city} ·{" "}
                  <a href={`tel:${o.phone}`} className="underline">
                    {o.phone}
                  </a>
                </p>
                <p className="text-xs text-stone-600">
                  {o.deliveredAt
                    ? `Delivered ${formatDate(o.deliveredAt)}`
                    : o.shippedAt
                      ? `Shipped ${formatDate(o.shippedAt)}`
                      : "Shipped"}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={ORDER_STATUS_TONES[o.status] ?? "grey"}>{orderStatusLabel(o.status)}</Badge>
                <span className="font-semibold">{formatInr(o.totalAmount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
