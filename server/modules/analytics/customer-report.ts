import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { type DateRange, indianDay } from "./date-range";
import { inPieces } from "./rollup-sql";
import { pieceCount, periodPieces } from "./periods";

/** Customers with a sale in the days from..to: one rollup row each when the range is one whole period. */
async function activeCustomers(from: string, to: string, today: string): Promise<number> {
  const pieces = periodPieces(from, to, today);
  const rows = sql`analytics_customer_sales where ${inPieces(pieces)} and orders > 0`;
  // Distinct keys through a hash rather than count(distinct), which sorts them: 38 against 23 ms
  // for 30 days and a month at 200,000 orders a year.
  const [row] = await queryRows<{ n: number }>(
    getDb(),
    pieceCount(pieces) === 1
      ? sql`select count(*)::int as n from ${rows}`
      : sql`select count(*)::int as n from (select distinct customer_key from ${rows}) customers`,
  );
  return Number(row?.n ?? 0);
}

export interface CustomerFigures {
  customers: number;
  previousCustomers: number;
  /** Of the range's customers: first sale in the range (new) or before it (returning). */
  newCustomers: number;
  returningCustomers: number;
}

export async function customerFigures(range: DateRange, now: Date = new Date()): Promise<CustomerFigures> {
  const today = indianDay(now);
  const [customers, previousCustomers, [fresh]] = await Promise.all([
    activeCustomers(range.from, range.to, today),
    activeCustomers(range.previous.from, range.previous.to, today),
    queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from analytics_customers
        where first_day between ${range.from}::date and ${range.to}::date`,
    ),
  ]);
  const newCustomers = Number(fresh?.n ?? 0);
  return { customers, previousCustomers, newCustomers, returningCustomers: customers - newCustomers };
}
