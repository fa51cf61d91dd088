import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { SALE_ROW } from "./rollup-sql";

export interface OrderTotals {
  /** Every order, whatever its status. */
  orders: number;
  /** Sales revenue net of refunds, in paise (see orderTotals below). */
  revenuePaise: number;
}

/**
 * The dashboard's Total Orders and Total Revenue. Revenue is the total of every order whose status is
 * a sale status (spec section 4), except orders whose payment was refunded in full (payment_status
 * 'refunded'), which count 0; cancelled and refunded orders are not sales and count 0 too.
 *
 * A partially refunded order counts at its full total: the order does not record how much of it
 * went back (the refund webhook only moves payment_status), and the payments module's refunds
 * table holds only the refunds the shop queued itself, which are of cancelled orders (already 0)
 * or of a duplicate second payment (whose refund does not reduce the sale). Subtracting those
 * would under-count.
 *
 * Exact as of one snapshot, for about a tenth of the rows a count of the orders would read: the days
 * the analytics fold has caught up with are summed from analytics_daily_orders, and the days still
 * waiting for it (an order written or changed since: noted in the same transaction) are read from
 * their orders.
 */
export async function orderTotals(): Promise<OrderTotals> {
  const [row] = await queryRows<{ orders: number | string; revenue: number | string }>(
    getDb(),
    sql`with waiting as (select day from analytics_dirty_days union select day from analytics_fold_days)
      select coalesce(sum(n), 0)::bigint as orders, coalesce(sum(amount) filter (where sale), 0)::bigint as revenue
      from (
        select r.orders as n, r.amount, ${SALE_ROW} as sale from analytics_daily_orders r
          where not exists (select 1 from waiting w where w.day = r.day)
        union all
        select 1, o.total_amount, o.sale from analytics_orders_of_days(array(select day from waiting)) o
      ) t`,
  );
  return { orders: Number(row?.orders ?? 0), revenuePaise: Number(row?.revenue ?? 0) };
}
