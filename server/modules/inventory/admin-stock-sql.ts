import { sql } from "drizzle-orm";

// The stock analytics read each product's units on hand without adding up every variant: the
// products row keeps its sellable units (stock_available, kept by the stock triggers), and only
// the few variants with units held for orders or a price of their own are read to complete it.

/**
 * CTE `variant_extra`, per product with such variants: units held (reserved), and the units and
 * retail value of variants with their own price.
 */
export const variantExtraCte = sql`variant_extra as (
    select product_id, sum(reserved)::int as reserved,
      coalesce(sum(on_hand) filter (where price_override is not null), 0)::int as override_units,
      coalesce(sum(on_hand::bigint * price_override), 0)::bigint as override_value
    from product_variants
    where reserved > 0 or price_override is not null
    group by product_id
  )`;

/** Products `p` with their `variant_extra` `e`. */
export const stockSource = sql`products p left join variant_extra e on e.product_id = p.id`;

/** Units on hand (held ones included): what is physically in the shop. */
export const onHandSql = sql`(p.stock_available + coalesce(e.reserved, 0))`;

/** Paise: the units on hand at their selling price (a variant's own price, else the product's). */
export const retailSql = sql`((p.stock_available + coalesce(e.reserved, 0) - coalesce(e.override_units, 0))::bigint * p.price + coalesce(e.override_value, 0))`;

/** Paise: the units on hand at the product's cost price (0 without one). */
export const costSql = sql`coalesce((p.stock_available + coalesce(e.reserved, 0))::bigint * p.cost_price, 0)`;

/** Today in the shop's time zone, worked out once per statement (an init plan), not per row. */
export const shopToday = sql`(select (now() at time zone 'Asia/Kolkata')::date)`;
