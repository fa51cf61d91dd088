import { type SQL, sql } from "drizzle-orm";
import type { StockLine } from "./stock-line";

// Placing an order is one SQL statement (see docs/decisions/008): these are inventory's parts of it,
// as common table expressions, so this module alone knows how stock is locked, held and recorded.

/**
 * CTEs `stock_wanted` (the lines), `stock_locked` (their variants that can hold the line, locked in
 * product-id then variant-id order like every stock writer, so concurrent writers never deadlock,
 * read at their latest committed levels) and
 * `stock_short` (a row for every line that does not exist or cannot be held). The caller writes
 * nothing when stock_short has a row.
 *
 * Only a variant that can hold its line is locked: PostgreSQL rechecks the condition on the latest
 * version after waiting for a concurrent holder and skips the row when it no longer holds. A
 * sold-out variant is therefore not locked at all, so buyers turned away in a flash sale neither
 * queue for its row lock nor wait for a commit to be flushed (decision 008).
 */
export function stockCheckCtes(lines: StockLine[]): SQL {
  return sql`stock_wanted as (
      select * from unnest(${sql.param(lines.map((l) => l.variantId))}::uuid[], ${sql.param(lines.map((l) => l.productId))}::uuid[],
        ${sql.param(lines.map((l) => l.quantity))}::int[]) as w(variant_id, product_id, quantity)
    ),
    stock_locked as materialized (
      select v.id, v.on_hand, v.reserved from product_variants v
      join stock_wanted w on w.variant_id = v.id
      where v.on_hand - v.reserved >= w.quantity
      order by v.product_id, v.id
      for update of v
    ),
    stock_short as (
      select w.variant_id from stock_wanted w left join stock_locked l on l.id = w.variant_id
      where l.id is null or l.on_hand - l.reserved < w.quantity
    )`;
}

/**
 * CTEs `stock_held` and `stock_moved`: hold every wanted line for the order in the CTE named
 * `orderCte` (a row with its id; no row, nothing is held) and record a 'reservation' movement each.
 */
export function stockHoldCtes(orderCte: string, reason: string): SQL {
  const order = sql.identifier(orderCte);
  return sql`stock_held as (
      update product_variants v set reserved = v.reserved + w.quantity, updated_at = now()
      from stock_wanted w, ${order} o
      where v.id = w.variant_id
      returning v.id as variant_id, w.product_id, o.id as order_id, w.quantity, v.on_hand, v.reserved
    ),
    stock_moved as (
      insert into stock_movements (variant_id, product_id, order_id, movement_type, quantity,
        previous_on_hand, new_on_hand, previous_reserved, new_reserved, reason, system_generated)
      select variant_id, product_id, order_id, 'reservation', quantity,
        on_hand, on_hand, reserved - quantity, reserved, ${reason}, true
      from stock_held
    )`;
}
