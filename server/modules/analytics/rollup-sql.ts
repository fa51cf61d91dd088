import { type SQL, sql } from "drizzle-orm";
import type { PeriodPieces } from "./periods";

/** Spec section 4: these statuses count as sales; an order refunded in full counts 0, as on the dashboard. */
export const SALE_STATUSES = ["confirmed", "processing", "shipped", "delivered"] as const;

/** A sale among analytics_daily_orders' rows. */
export const SALE_ROW = sql.raw(
  `status in (${SALE_STATUSES.map((s) => `'${s}'`).join(", ")}) and payment_status <> 'refunded'`,
);

// One array parameter per grain, however many periods the range has.
const dates = (days: string[]) => sql`${`{${days.join(",")}}`}::date[]`;

/** The rows of a grain-keyed rollup (analytics_product_sales, analytics_customer_sales) that make up a range. */
export function inPieces(p: PeriodPieces, alias = ""): SQL {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`((${col("grain")} = 'd' and ${col("period")} = any(${dates(p.days)}))
    or (${col("grain")} = 'm' and ${col("period")} = any(${dates(p.months)}))
    or (${col("grain")} = 'y' and ${col("period")} = any(${dates(p.years)})))`;
}
