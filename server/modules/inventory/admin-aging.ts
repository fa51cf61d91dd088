import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { costSql, onHandSql, retailSql, shopToday, stockSource, variantExtraCte } from "./admin-stock-sql";
import {
  AGE_BUCKETS,
  type AgeBucket,
  AGING_RISKS,
  type AgingRisk,
  agingRisk,
  UNKNOWN_STOCK_AGE_DAYS,
} from "./rules";

export interface AgingGroup {
  products: number;
  units: number;
  /** Paise. */
  atCost: number;
  atRetail: number;
}

export interface AgedProduct {
  productId: string;
  name: string;
  ageDays: number;
  /** No last restock date: aged 365 days (spec section 9). */
  undated: boolean;
  units: number;
  atRetail: number;
  risk: AgingRisk;
}

export interface StockAging {
  buckets: Record<AgeBucket, AgingGroup>;
  risks: Record<AgingRisk, AgingGroup>;
  /** The oldest stock, the most valuable first among equals. */
  oldest: AgedProduct[];
  /** Products in stock with no last restock date. */
  undated: number;
}

export const OLDEST_LIST_LIMIT = 20;

interface GroupRow {
  bucket: AgeBucket | null;
  risk: AgingRisk | null;
  products: number;
  undated: number;
  units: string | number;
  at_cost: string | number;
  at_retail: string | number;
}

interface ItemRow {
  id: string;
  name: string;
  age_days: number;
  undated: boolean;
  units: number;
  at_retail: string | number;
}

const empty = (): AgingGroup => ({ products: 0, units: 0, atCost: 0, atRetail: 0 });

/** Products with stock on hand, each with its age in days and what its stock is worth. */
const aged = sql`with ${variantExtraCte},
  dated as (
    select p.id, p.name, ${onHandSql} as units, ${retailSql} as at_retail, ${costSql} as at_cost,
      greatest(0, coalesce(${shopToday} - p.last_restock_date, ${UNKNOWN_STOCK_AGE_DAYS})) as age_days,
      p.last_restock_date is null as undated
    from ${stockSource}
    where ${onHandSql} > 0
    -- offset 0 keeps each age worked out once per product, not once per use
    offset 0
  ),
  aged as (
    select *,
      case when age_days <= 30 then '0-30' when age_days <= 60 then '31-60'
        when age_days <= 90 then '61-90' when age_days <= 180 then '91-180' else '180+' end as bucket,
      case when age_days <= 60 then 'low' when age_days <= 120 then 'medium' else 'high' end as risk
    from dated
  )`;

/**
 * Spec section 4's stock aging: the age of each product's stock on hand is the days since its last
 * restock (365 without a date, spec section 9), grouped into the 0-30, 31-60, 61-90, 91-180 and 180+
 * day buckets and the low (60 or fewer), medium (120 or fewer) and high risks: buckets, risks and the
 * total in one pass (grouping sets), the oldest products in another.
 */
export async function stockAging(limit = OLDEST_LIST_LIMIT): Promise<StockAging> {
  const [groups, items] = await Promise.all([
    queryRows<GroupRow>(
      getDb(),
      sql`${aged}
        select bucket, risk, count(*)::int as products, count(*) filter (where undated)::int as undated,
          sum(units)::bigint as units, sum(at_cost)::bigint as at_cost, sum(at_retail)::bigint as at_retail
        from aged group by grouping sets ((bucket), (risk), ())`,
    ),
    queryRows<ItemRow>(
      getDb(),
      sql`${aged}
        select id, name, age_days, undated, units, at_retail from aged
        order by age_days desc, at_retail desc, id limit ${limit}`,
    ),
  ]);
  const buckets = Object.fromEntries(AGE_BUCKETS.map((b) => [b, empty()])) as Record<AgeBucket, AgingGroup>;
  const risks = Object.fromEntries(AGING_RISKS.map((r) => [r, empty()])) as Record<AgingRisk, AgingGroup>;
  let undated = 0;
  for (const r of groups) {
    const group = {
      products: r.products,
      units: Number(r.units),
      atCost: Number(r.at_cost),
      atRetail: Number(r.at_retail),
    };
    if (r.bucket) buckets[r.bucket] = group;
    else if (r.risk) risks[r.risk] = group;
    else undated = r.undated;
  }
  const oldest = items.map((r) => ({
    productId: r.id,
    name: r.name,
    ageDays: r.age_days,
    undated: r.undated,
    units: r.units,
    atRetail: Number(r.at_retail),
    risk: agingRisk(r.age_days),
  }));
  return { buckets, risks, oldest, undated };
}
