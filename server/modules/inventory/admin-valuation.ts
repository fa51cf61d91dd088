import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { costSql, onHandSql, retailSql, stockSource, variantExtraCte } from "./admin-stock-sql";

export interface CategoryValuation {
  categoryId: string;
  /** "Traditional Wear / Sarees" for a subcategory. */
  category: string;
  /** Products with units on hand. */
  products: number;
  units: number;
  /** Paise: units at the products' cost price (products without one add nothing). */
  atCost: number;
  /** Paise: units at their selling price. */
  atRetail: number;
  /** Units of products that have no cost price. */
  unitsWithoutCost: number;
}

export interface StockValuation {
  categories: CategoryValuation[];
  total: Omit<CategoryValuation, "categoryId" | "category">;
}

interface Row {
  category_id: string;
  category: string;
  products: number;
  units: string | number;
  at_cost: string | number;
  at_retail: string | number;
  units_without_cost: string | number;
}

/** The stock on hand valued at cost and at retail, by category, most valuable first (one pass). */
export async function stockValuation(): Promise<StockValuation> {
  const rows = await queryRows<Row>(
    getDb(),
    sql`with ${variantExtraCte},
        by_category as (
          select p.category_id, count(*)::int as products, sum(${onHandSql})::bigint as units,
            sum(${costSql})::bigint as at_cost, sum(${retailSql})::bigint as at_retail,
            coalesce(sum(${onHandSql}) filter (where p.cost_price is null), 0)::bigint as units_without_cost
          from ${stockSource}
          where ${onHandSql} > 0
          group by p.category_id
        )
        select b.*, case when parent.id is null then c.name else parent.name || ' / ' || c.name end as category
        from by_category b
          join categories c on c.id = b.category_id
          left join categories parent on parent.id = c.parent_id
        order by b.at_retail desc, category`,
  );
  const categories = rows.map((r) => ({
    categoryId: r.category_id,
    category: r.category,
    products: r.products,
    units: Number(r.units),
    atCost: Number(r.at_cost),
    atRetail: Number(r.at_retail),
    unitsWithoutCost: Number(r.units_without_cost),
  }));
  const sum = (pick: (c: CategoryValuation) => number) => categories.reduce((n, c) => n + pick(c), 0);
  return {
    categories,
    total: {
      products: sum((c) => c.products),
      units: sum((c) => c.units),
      atCost: sum((c) => c.atCost),
      atRetail: sum((c) => c.atRetail),
      unitsWithoutCost: sum((c) => c.unitsWithoutCost),
    },
  };
}
