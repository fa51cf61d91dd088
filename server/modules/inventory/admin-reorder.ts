import { sql } from "drizzle-orm";
import { getDb, queryRows } from "../../db/client";
import { DEFAULT_REORDER_QUANTITY, type ReorderPriority, reorderPriority } from "./rules";

export interface ReorderSuggestion {
  productId: string;
  name: string;
  category: string;
  location: string | null;
  /** Sellable units now. */
  stock: number;
  /** The product's reorder point, or its low-stock threshold when it has none. */
  reorderPoint: number;
  priority: ReorderPriority;
  /** The product's reorder quantity, or 50. */
  quantity: number;
  /** quantity at the product's cost price; null without one. */
  estimatedCost: number | null;
}

export interface ReorderReport {
  counts: Record<ReorderPriority, number>;
  /** Urgent first, then high, then medium; the lowest stock first within each. */
  suggestions: ReorderSuggestion[];
  /** More suggestions exist than are listed. */
  truncated: boolean;
}

export const REORDER_LIST_LIMIT = 200;

interface Row {
  product_id: string | null;
  name: string | null;
  category: string | null;
  warehouse_location: string | null;
  stock: number | null;
  reorder_point: number | null;
  priority: ReorderPriority | null;
  quantity: number | null;
  cost_price: number | null;
  urgent: number;
  high: number;
  medium: number;
}

/**
 * Spec section 4's reorder suggestions for active products: urgent at 0 sellable units, high at or
 * below half the reorder point, medium at or below it. One pass over the products (stock is their
 * stored figure); the counts come with the list, so a long list is cut without losing them.
 */
export async function reorderSuggestions(limit = REORDER_LIST_LIMIT): Promise<ReorderReport> {
  const rows = await queryRows<Row>(
    getDb(),
    sql`with due as materialized (
          select p.id, p.stock_available as stock,
            coalesce(p.reorder_point, p.low_stock_threshold) as reorder_point,
            case when p.stock_available <= 0 then 'urgent'
              when p.stock_available * 2 <= coalesce(p.reorder_point, p.low_stock_threshold) then 'high'
              else 'medium' end as priority
          from products p
          where p.is_active and p.stock_available <= coalesce(p.reorder_point, p.low_stock_threshold)
        ),
        counts as (
          select count(*) filter (where priority = 'urgent')::int as urgent,
            count(*) filter (where priority = 'high')::int as high,
            count(*) filter (where priority = 'medium')::int as medium
          from due
        ),
        listed as (
          select * from due
          order by case priority when 'urgent' then 0 when 'high' then 1 else 2 end, stock, id
          limit ${limit + 1}
        )
        select c.urgent, c.high, c.medium, l.id as product_id, p.name, cat.name as category,
          p.warehouse_location, l.stock, l.reorder_point, l.priority,
          coalesce(p.reorder_quantity, ${DEFAULT_REORDER_QUANTITY}) as quantity, p.cost_price
        from counts c
          left join listed l on true
          left join products p on p.id = l.id
          left join categories cat on cat.id = p.category_id
        order by case l.priority when 'urgent' then 0 when 'high' then 1 else 2 end, l.stock, l.id`,
  );
  const first = rows[0];
  const listed = rows.filter((r) => r.product_id !== null);
  return {
    counts: { urgent: first?.urgent ?? 0, high: first?.high ?? 0, medium: first?.medium ?? 0 },
    suggestions: listed.slice(0, limit).map((r) => ({
      productId: r.product_id!,
      name: r.name ?? "",
      category: r.category ?? "",
      location: r.warehouse_location,
      stock: r.stock!,
      reorderPoint: r.reorder_point!,
      priority: reorderPriority(r.stock!, r.reorder_point!)!,
      quantity: r.quantity!,
      estimatedCost: r.cost_price === null ? null : r.cost_price * r.quantity!,
    })),
    truncated: listed.length > limit,
  };
}
