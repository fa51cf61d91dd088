import { Form } from "react-router";
import { Link } from "../../link";
import { INDIAN_STATES } from "../../../../lib/indian-states";
import { primaryAction, secondaryAction } from "../page-header";
import { filterControl, filterLabel, LabelOptions, SortAndPageSize } from "../list-controls";
import { SearchBox } from "../search-box";
import {
  isOrderListFiltered,
  ORDER_LIST_SIZES,
  ORDER_SORT_LABELS,
  ORDERS_PATH,
  orderListHref,
  type OrderListParams,
} from "./list-params";
import { PAYMENT_STATUS_LABELS } from "./order-labels";

/** Search, filters, sort and page size: a GET form, so the list's address carries them all. */
export function OrderFilters({ params }: { params: OrderListParams }) {
  const changed = [
    params.payment,
    params.method,
    params.from,
    params.to,
    params.state,
    params.sort !== "newest",
    params.limit !== 25,
  ].filter(Boolean).length;
  return (
    <Form method="get" action={ORDERS_PATH} className="mb-3 rounded-xl border border-stone-200 bg-white p-3">
      {params.status !== "all" && <input type="hidden" name="status" value={params.status} />}
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          name="q"
          label="Search orders"
          placeholder="Order number, customer name, e-mail or phone"
          defaultValue={params.q}
          maxLength={100}
          className="min-w-0 flex-1 basis-64"
        />
        <button type="submit" className={primaryAction}>
          Search
        </button>
      </div>
      <details open={changed > 0} className="mt-2">
        <summary className="cursor-pointer py-1 text-sm font-medium text-stone-800">
          Filters and sort{changed > 0 ? ` (${changed} in use)` : ""}
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
          <label className={filterLabel}>
            Payment
            <select name="payment" defaultValue={params.payment ?? ""} className={filterControl}>
              <option value="">Any payment status</option>
              <LabelOptions labels={PAYMENT_STATUS_LABELS} />
            </select>
          </label>
          <label className={filterLabel}>
            Method
            <select name="method" defaultValue={params.method ?? ""} className={filterControl}>
              <option value="">Any method</option>
              <option value="online">Online</option>
              <option value="cod">Cash on delivery</option>
            </select>
          </label>
          <label className={filterLabel}>
            Placed from
            <input type="date" name="from" defaultValue={params.from ?? ""} className={filterControl} />
          </label>
          <label className={filterLabel}>
            Placed until
            <input type="date" name="to" defaultValue={params.to ?? ""} className={filterControl} />
          </label>
          <label className={filterLabel}>
            State
            <select name="state" defaultValue={params.state ?? ""} className={filterControl}>
              <option value="">Any state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </label>
          <SortAndPageSize
            sort={params.sort}
            sortLabels={ORDER_SORT_LABELS}
            limit={params.limit}
            pageSizes={ORDER_LIST_SIZES}
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={primaryAction}>
            Apply
          </button>
          {isOrderListFiltered(params) && (
            <Link
              to={orderListHref({
                ...params,
                q: "",
                payment: undefined,
                method: undefined,
                from: undefined,
                to: undefined,
                state: undefined,
              })}
              className={secondaryAction}
            >
              Clear filters
            </Link>
          )}
        </div>
      </details>
    </Form>
  );
}
