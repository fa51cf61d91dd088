import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";
import { orderListHref, type OrderListParams } from "./list-params";
import { ORDER_STATUS_LABELS, ORDER_TABS, type OrderTabKey } from "./order-labels";

/**
 * One tab per status with its count under the current filters; scrolls sideways on a phone. Under a
 * search matching more than a thousand orders, the tabs counted only that far say "1,000+" and the
 * others show no number.
 */
export function OrderTabs({
  params,
  counts,
  capped,
}: {
  params: OrderListParams;
  counts: Record<OrderTabKey, number>;
  capped?: { more: OrderTabKey[]; uncounted: OrderTabKey[] };
}) {
  return (
    <nav aria-label="Order status" className="-mx-1 mb-3 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {ORDER_TABS.map((tab) => {
          const current = params.status === tab;
          return (
            <li key={tab}>
              <Link
                to={orderListHref(params, { status: tab })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${
                  current
                    ? "border-maroon-800 bg-maroon-800 font-semibold text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50"
                }`}
              >
                {ORDER_STATUS_LABELS[tab]}
                {capped?.uncounted.includes(tab) ? (
                  <span className="sr-only">(not counted)</span>
                ) : (
                  <span className={current ? "text-maroon-100" : "text-stone-500"}>
                    {formatIndianNumber(counts[tab] ?? 0)}
                    {capped?.more.includes(tab) && "+"}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
