import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { costSql, onHandSql, retailSql, stockSource, variantExtraCte } from "./admin-stock-sql";
import { daysToSell, TURNOVER_CLASSES, TURNOVER_WINDOW_DAYS, type TurnoverClass } from "./rules";

export interface TurnoverGroup {
  products: number;
  /** Units on hand. */
  units: number;
  /** Units sold in the window. */
  sold: number;
  /** Paise: the units on hand at cost and at retail. */
  atCost: number;
  atRetail: number;
}

export interface TurnoverProduct {
  productId: string;
  name: string;
  units: number;
  sold: number;
  /** Days the stock lasts at the window's pace (rounded); 999 with no sales. */
  daysToSell: number;
  atRetail: number;
}

export interface StockTurnover {
  windowDays: number;
  classes: Record<TurnoverClass, TurnoverGroup>;
  /** A few products of each class: dead and slow stock by value and days, the others by sales. */
  examples: Record<TurnoverClass, TurnoverProduct[]>;
}

export const TURNOVER_EXAMPLES = 10;

interface ItemRow {
  class: TurnoverClass;
  id: string;
  name: string;
  units: number;
  sold: number;
  at_retail: string | number;
}

/** Units each product sold in the window: the stock deducted for its orders (created_at index). */
const soldCte = sql`sold as (
    select product_id, sum(previous_on_hand - new_on_hand)::int as units
    from stock_movements
    where movement_type = 'deduction'
      and created_at >= now() - make_interval(days => ${TURNOVER_WINDOW_DAYS})
    group by product_id
  )`;

const daysSql = sql`(${onHandSql} * ${TURNOVER_WINDOW_DAYS}::numeric / d.units)`;
/** days to sell < N, as whole numbers: on hand x 30 < N x sold. */
const sellsWithin = (days: number) =>
  sql`${onHandSql}::bigint * ${TURNOVER_WINDOW_DAYS} < ${days}::bigint * d.units`;
const classSql = sql`case when coalesce(d.units, 0) <= 0 then 'dead_stock' when ${sellsWithin(15)} then 'fast_moving'
  when ${sellsWithin(45)} then 'normal' else 'slow_moving' end`;

/**
 * Each class's figures as columns of one row (`dead_stock_products`, ...): one pass with no sort,
 * where grouping by the computed class would sort every product.
 */
const classAggregates = sql.join(
  TURNOVER_CLASSES.map((c) => {
    const where = sql`filter (where class = ${c})`;
    return sql`count(*) ${where}::int as ${sql.identifier(`${c}_products`)},
      coalesce(sum(units) ${where}, 0)::bigint as ${sql.identifier(`${c}_units`)},
      coalesce(sum(sold) ${where}, 0)::bigint as ${sql.identifier(`${c}_sold`)},
      coalesce(sum(at_cost) ${where}, 0)::bigint as ${sql.identifier(`${c}_at_cost`)},
      coalesce(sum(at_retail) ${where}, 0)::bigint as ${sql.identifier(`${c}_at_retail`)}`;
  }),
  sql`, `,
);

/**
 * Spec section 4's turnover over the last 30 days: days to sell = units on hand / units sold per day,
 * 999 without sales. Dead stock sold nothing; fast sells out in under 15 days, normal under 45, slow
 * later. Every product with stock on hand or sales in the window is graded. The classes are one pass
 * over the products; the examples of dead stock another (the most valuable); those of the other
 * classes come from the few products that sold.
 */
export async function stockTurnover(examples = TURNOVER_EXAMPLES): Promise<StockTurnover> {
  const [groups, dead, moving] = await Promise.all([
    queryRows<Record<string, string | number>>(
      getDb(),
      sql`with ${variantExtraCte}, ${soldCte},
        graded as (
          select ${classSql} as class, ${onHandSql} as units, coalesce(d.units, 0) as sold,
            ${costSql} as at_cost, ${retailSql} as at_retail
          from ${stockSource} left join sold d on d.product_id = p.id
          where ${onHandSql} > 0 or d.units > 0
          -- offset 0 keeps the class worked out once per product, not once per aggregate
          offset 0
        )
        select ${classAggregates} from graded`,
    ),
    queryRows<ItemRow>(
      getDb(),
      sql`with ${variantExtraCte}, ${soldCte}
        select 'dead_stock' as class, p.id, p.name, ${onHandSql} as units, 0 as sold, ${retailSql} as at_retail
        from ${stockSource}
        where ${onHandSql} > 0 and not exists (select 1 from sold d where d.product_id = p.id and d.units > 0)
        order by 6 desc, p.id limit ${examples}`,
    ),
    queryRows<ItemRow>(
      getDb(),
      sql`with ${variantExtraCte}, ${soldCte},
        graded as (
          select ${classSql} as class, p.id, p.name, ${onHandSql} as units, d.units as sold,
            ${retailSql} as at_retail, ${daysSql} as days
          from sold d join products p on p.id = d.product_id left join variant_extra e on e.product_id = p.id
          where d.units > 0
        ),
        ranked as (
          select *, row_number() over (partition by class
            order by case when class = 'slow_moving' then days end desc nulls last, sold desc, id) as n
          from graded
        )
        select class, id, name, units, sold, at_retail from ranked where n <= ${examples}`,
    ),
  ]);
  const classes = Object.fromEntries(
    TURNOVER_CLASSES.map((c) => [c, { products: 0, units: 0, sold: 0, atCost: 0, atRetail: 0 }]),
  ) as Record<TurnoverClass, TurnoverGroup>;
  const [totals] = groups;
  for (const c of TURNOVER_CLASSES)
    classes[c] = {
      products: Number(totals?.[`${c}_products`] ?? 0),
      units: Number(totals?.[`${c}_units`] ?? 0),
      sold: Number(totals?.[`${c}_sold`] ?? 0),
      atCost: Number(totals?.[`${c}_at_cost`] ?? 0),
      atRetail: Number(totals?.[`${c}_at_retail`] ?? 0),
    };
  const lists = Object.fromEntries(TURNOVER_CLASSES.map((c) => [c, [] as TurnoverProduct[]])) as Record<
    TurnoverClass,
    TurnoverProduct[]
  >;
  for (const r of [...dead, ...moving])
    lists[r.class].push({
      productId: r.id,
      name: r.name,
      units: r.units,
      sold: r.sold,
      daysToSell: Math.round(daysToSell(r.units, r.sold)),
      atRetail: Number(r.at_retail),
    });
  const order: Record<TurnoverClass, (a: TurnoverProduct, b: TurnoverProduct) => number> = {
    dead_stock: (a, b) => b.atRetail - a.atRetail,
    slow_moving: (a, b) => b.daysToSell - a.daysToSell || b.sold - a.sold,
    normal: (a, b) => b.sold - a.sold,
    fast_moving: (a, b) => b.sold - a.sold,
  };
  for (const c of TURNOVER_CLASSES) lists[c].sort(order[c]);
  return { windowDays: TURNOVER_WINDOW_DAYS, classes, examples: lists };
}
