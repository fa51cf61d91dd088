import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { type DateRange, indianDay } from "./date-range";
import { inPieces } from "./rollup-sql";
import { pieceCount, periodPieces } from "./periods";

/** Spec section 9: 10 on the analytics page, 5 on the dashboard. */
export const TOP_PRODUCTS = 10;
export const DASHBOARD_TOP_PRODUCTS = 5;

export interface TopProduct {
  productId: string;
  name: string;
  category: string | null;
  units: number;
  revenuePaise: number;
}

export interface CategorySales {
  categoryId: string;
  category: string;
  units: number;
  revenuePaise: number;
  /** Of the revenue of all categories in the range, 0 to 1. */
  revenueShare: number;
}

/** Products with the most sales revenue in the range (order lines of sales), most first. */
export async function topProducts(
  range: Pick<DateRange, "from" | "to">,
  limit = TOP_PRODUCTS,
  now: Date = new Date(),
): Promise<TopProduct[]> {
  const pieces = periodPieces(range.from, range.to, indianDay(now));
  const n = Math.max(1, Math.min(50, Math.trunc(limit)));
  // One whole month or year is already one row per product, read in revenue order from its index.
  const ranked =
    pieceCount(pieces) === 1
      ? sql`select product_id, units, revenue from analytics_product_sales
          where ${inPieces(pieces)} and units > 0 order by revenue desc limit ${n}`
      : sql`select product_id, sum(units)::int as units, sum(revenue) as revenue from analytics_product_sales
          where ${inPieces(pieces)} group by product_id having sum(units) > 0
          order by revenue desc, units desc, product_id limit ${n}`;
  const rows = await queryRows<{
    product_id: string;
    name: string;
    category: string | null;
    units: number;
    revenue: number;
  }>(
    getDb(),
    sql`select t.product_id, p.name, c.name as category, t.units::int as units, t.revenue::float8 as revenue
      from (${ranked}) t join products p on p.id = t.product_id left join categories c on c.id = p.category_id
      order by t.revenue desc, t.units desc, t.product_id`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    category: r.category,
    units: Number(r.units),
    revenuePaise: Number(r.revenue),
  }));
}

/**
 * Sales in the range by each product's category, most revenue first: a few rows per category and
 * period of analytics_category_sales (its shards summed), whatever the range's length.
 */
export async function categoryPerformance(
  range: Pick<DateRange, "from" | "to">,
  now: Date = new Date(),
): Promise<CategorySales[]> {
  const pieces = periodPieces(range.from, range.to, indianDay(now));
  const rows = await queryRows<{
    category_id: string;
    category: string | null;
    units: number;
    revenue: number;
  }>(
    getDb(),
    sql`select s.category_id, c.name as category, s.units, s.revenue
      from (
        select category_id, sum(units)::int as units, sum(revenue)::float8 as revenue
        from analytics_category_sales where ${inPieces(pieces)}
        group by category_id having sum(units) > 0
      ) s left join categories c on c.id = s.category_id
      order by s.revenue desc, c.name`,
  );
  const total = rows.reduce((sum, r) => sum + Number(r.revenue), 0);
  return rows.map((r) => ({
    categoryId: r.category_id,
    category: r.category ?? "Deleted category",
    units: Number(r.units),
    revenuePaise: Number(r.revenue),
    revenueShare: total > 0 ? Number(r.revenue) / total : 0,
  }));
}
