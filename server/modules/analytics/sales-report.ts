import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { addDays, type DateRange, indianDay } from "./date-range";
import { SALE_ROW } from "./rollup-sql";

export interface PeriodSales {
  revenuePaise: number;
  orders: number;
}

export interface SalesDay extends PeriodSales {
  day: string;
}

export interface SalesMonth extends PeriodSales {
  /** YYYY-MM */
  month: string;
}

/** Sales in the range and in the period of equal length before it. */
export async function salesTotals(
  range: DateRange,
): Promise<{ current: PeriodSales; previous: PeriodSales }> {
  const [row] = await queryRows<Record<string, number | string>>(
    getDb(),
    sql`select
        coalesce(sum(amount) filter (where day >= ${range.from}::date), 0)::float8 as revenue,
        coalesce(sum(orders) filter (where day >= ${range.from}::date), 0)::int as orders,
        coalesce(sum(amount) filter (where day <= ${range.previous.to}::date), 0)::float8 as previous_revenue,
        coalesce(sum(orders) filter (where day <= ${range.previous.to}::date), 0)::int as previous_orders
      from analytics_daily_orders
      where day between ${range.previous.from}::date and ${range.to}::date and ${SALE_ROW}`,
  );
  return {
    current: { revenuePaise: Number(row.revenue), orders: Number(row.orders) },
    previous: { revenuePaise: Number(row.previous_revenue), orders: Number(row.previous_orders) },
  };
}

/** Spec section 9: sales of the last 30 days (today included), a day without sales as zero. */
export async function salesTrends(now: Date = new Date()): Promise<SalesDay[]> {
  const today = indianDay(now);
  const from = addDays(today, -29);
  const rows = await queryRows<{ day: string; revenue: number; orders: number }>(
    getDb(),
    sql`select day::text as day, sum(amount)::float8 as revenue, sum(orders)::int as orders
      from analytics_daily_orders
      where day between ${from}::date and ${today}::date and ${SALE_ROW}
      group by day`,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: 30 }, (_, i) => {
    const day = addDays(from, i);
    const row = byDay.get(day);
    return { day, revenuePaise: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

/** Spec section 9: sales of each month, January to December of the current year in India. */
export async function monthlySales(now: Date = new Date()): Promise<SalesMonth[]> {
  const year = indianDay(now).slice(0, 4);
  const rows = await queryRows<{ month: string; revenue: number; orders: number }>(
    getDb(),
    // Grouped by the month's date first: formatting each of the year's rows (some 12,000 at 200,000
    // orders a year) took longer than adding them up.
    sql`select to_char(month, 'YYYY-MM') as month, revenue, orders from (
        select date_trunc('month', day) as month, sum(amount)::float8 as revenue, sum(orders)::int as orders
        from analytics_daily_orders
        where day between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date and ${SALE_ROW}
        group by 1) m`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, "0")}`;
    const row = byMonth.get(month);
    return { month, revenuePaise: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

export interface OrderBreakdown {
  /** Every order placed in the range, by status (all seven, zero included). */
  byStatus: { status: string; orders: number; amountPaise: number }[];
  /** Sales in the range by how they were paid. */
  byPaymentMethod: { method: string; orders: number; revenuePaise: number }[];
}

const STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "refunded"];
const METHODS = ["razorpay", "cod", "bank_transfer"];

export async function orderBreakdown(range: DateRange): Promise<OrderBreakdown> {
  const rows = await queryRows<{
    status: string;
    payment_method: string;
    sale: boolean;
    orders: number;
    amount: number;
  }>(
    getDb(),
    sql`select status, payment_method, (${SALE_ROW}) as sale, sum(orders)::int as orders, sum(amount)::float8 as amount
      from analytics_daily_orders
      where day between ${range.from}::date and ${range.to}::date
      group by 1, 2, 3`,
  );
  const sum = (keep: (r: (typeof rows)[number]) => boolean, field: "orders" | "amount") =>
    rows.filter(keep).reduce((total, r) => total + Number(r[field]), 0);
  return {
    byStatus: STATUSES.map((status) => ({
      status,
      orders: sum((r) => r.status === status, "orders"),
      amountPaise: sum((r) => r.status === status, "amount"),
    })),
    byPaymentMethod: METHODS.map((method) => ({
      method,
      orders: sum((r) => r.sale && r.payment_method === method, "orders"),
      revenuePaise: sum((r) => r.sale && r.payment_method === method, "amount"),
    })),
  };
}
