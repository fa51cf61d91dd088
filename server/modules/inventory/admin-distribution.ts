import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { costSql, onHandSql, retailSql, stockSource, variantExtraCte } from "./admin-stock-sql";
import { OVERSTOCK_UNITS } from "./rules";

export interface LocationStock {
  /** null: products with no warehouse location. */
  location: string | null;
  products: number;
  units: number;
  /** Paise. */
  atCost: number;
  atRetail: number;
}

export interface OverstockedProduct {
  productId: string;
  name: string;
  location: string | null;
  units: number;
  /** Units above the overstock line. */
  excess: number;
  atRetail: number;
}

export interface StockDistribution {
  locations: LocationStock[];
  overstockUnits: number;
  overstock: { count: number; excessUnits: number; products: OverstockedProduct[] };
}

export const OVERSTOCK_LIST_LIMIT = 50;

interface LocationRow {
  location: string | null;
  products: number;
  units: string | number;
  at_cost: string | number;
  at_retail: string | number;
  over: number;
  excess: string | number;
}

interface OverRow {
  id: string;
  name: string;
  location: string | null;
  units: number;
  at_retail: string | number;
}

const placed = sql`with ${variantExtraCte},
  placed as (
    select p.id, p.name, nullif(trim(p.warehouse_location), '') as location, ${onHandSql} as units,
      ${retailSql} as at_retail, ${costSql} as at_cost
    from ${stockSource}
    where ${onHandSql} > 0
  )`;

/**
 * Stock on hand by warehouse location, and overstock: products holding more than 200 units
 * (spec section 9), counted with the locations in one pass, the largest listed from another.
 */
export async function stockDistribution(limit = OVERSTOCK_LIST_LIMIT): Promise<StockDistribution> {
  const [byLocation, over] = await Promise.all([
    queryRows<LocationRow>(
      getDb(),
      sql`${placed}
        select location, count(*)::int as products, sum(units)::bigint as units,
          sum(at_cost)::bigint as at_cost, sum(at_retail)::bigint as at_retail,
          count(*) filter (where units > ${OVERSTOCK_UNITS})::int as over,
          coalesce(sum(units - ${OVERSTOCK_UNITS}) filter (where units > ${OVERSTOCK_UNITS}), 0)::bigint as excess
        from placed group by location`,
    ),
    queryRows<OverRow>(
      getDb(),
      sql`${placed}
        select id, name, location, units, at_retail from placed where units > ${OVERSTOCK_UNITS}
        order by units desc, id limit ${limit}`,
    ),
  ]);
  const locations: LocationStock[] = byLocation.map((r) => ({
    location: r.location,
    products: r.products,
    units: Number(r.units),
    atCost: Number(r.at_cost),
    atRetail: Number(r.at_retail),
  }));
  // Most stock first; products without a location last.
  locations.sort((a, b) => (a.location === null ? 1 : b.location === null ? -1 : b.units - a.units));
  return {
    locations,
    overstockUnits: OVERSTOCK_UNITS,
    overstock: {
      count: byLocation.reduce((n, r) => n + r.over, 0),
      excessUnits: byLocation.reduce((n, r) => n + Number(r.excess), 0),
      products: over.map((r) => ({
        productId: r.id,
        name: r.name,
        location: r.location,
        units: r.units,
        excess: r.units - OVERSTOCK_UNITS,
        atRetail: Number(r.at_retail),
      })),
    },
  };
}
