import { type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../../lib/ids";
import { getDb, queryRows } from "../../db/client";
import { containsPattern } from "../../db/like";
import { clean, whereSql } from "./admin-filters";
import { MOVEMENT_TYPES } from "./schema";

export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const HISTORY_PAGE_SIZE = 50;
/**
 * Movements counted at most: the whole ledger grows by every order, and counting it on every page
 * would cost more than the page. Past this, the newest are shown and the filters narrow the rest.
 */
export const HISTORY_COUNT_LIMIT = 10_000;

export interface StockHistoryFilters {
  /** A product id, a SKU, or part of a product name. */
  product?: string;
  /** An order number. */
  order?: string;
  type?: MovementType;
  /** Days in the shop's time zone (Asia/Kolkata), YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  page?: number;
}

export interface StockMovementRow {
  id: string;
  createdAt: Date;
  movementType: MovementType;
  quantity: number;
  previousOnHand: number;
  newOnHand: number;
  previousReserved: number;
  newReserved: number;
  reason: string;
  productId: string;
  productName: string;
  sku: string;
  size: string | null;
  color: string | null;
  orderNumber: string | null;
  createdBy: string | null;
  systemGenerated: boolean;
}

export interface StockHistoryPage {
  rows: StockMovementRow[];
  /** Movements matching, counted up to HISTORY_COUNT_LIMIT. */
  total: number;
  /** More than HISTORY_COUNT_LIMIT match: only the newest can be paged through. */
  capped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Product names that a history search may match; more would not be one product's history. */
const MAX_NAMED_PRODUCTS = 200;

/** The products a product filter names: its id, the product of a SKU, or products by name. */
async function productIds(product: string): Promise<string[]> {
  if (isUuid(product.toLowerCase())) return [product.toLowerCase()];
  const rows = await queryRows<{ id: string }>(
    getDb(),
    sql`(select product_id as id from product_variants where sku = ${product})
        union (select id from products where name ilike ${containsPattern(product)} limit ${MAX_NAMED_PRODUCTS})`,
  );
  return rows.map((r) => r.id);
}

async function conditions(filters: StockHistoryFilters): Promise<SQL[]> {
  const where: SQL[] = [];
  const product = clean(filters.product, 100);
  if (product) where.push(sql`m.product_id = any(${sql.param(await productIds(product))}::uuid[])`);
  const order = clean(filters.order, 40).toUpperCase();
  if (order) where.push(sql`m.order_id = (select id from orders where order_number = ${order})`);
  if (filters.type && (MOVEMENT_TYPES as readonly string[]).includes(filters.type))
    where.push(sql`m.movement_type = ${filters.type}`);
  if (filters.from && DAY.test(filters.from))
    where.push(sql`m.created_at >= (${filters.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (filters.to && DAY.test(filters.to))
    where.push(sql`m.created_at < (${filters.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  return where;
}

interface Row {
  id: string;
  created_at: string | Date;
  movement_type: MovementType;
  quantity: number;
  previous_on_hand: number;
  new_on_hand: number;
  previous_reserved: number;
  new_reserved: number;
  reason: string;
  product_id: string;
  product_name: string;
  sku: string;
  size: string | null;
  color: string | null;
  order_number: string | null;
  created_by: string | null;
  system_generated: boolean;
}

/**
 * The stock ledger, newest first, with its product, variant and order (spec section 7's
 * stock_movements select): by product (product_id, created_at index), by order (order_id index), or
 * all of it (created_at index), by movement type and by day; at most 10,000 counted.
 */
export async function listStockHistory(
  filters: StockHistoryFilters = {},
  countLimit = HISTORY_COUNT_LIMIT,
): Promise<StockHistoryPage> {
  const where = await conditions(filters);
  const [{ matched }] = await queryRows<{ matched: number }>(
    getDb(),
    sql`select count(*)::int as matched from (
          select 1 from stock_movements m ${whereSql(where)} limit ${countLimit + 1}) counted`,
  );
  const capped = matched > countLimit;
  const total = Math.min(matched, countLimit);
  const pageCount = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  const wanted = Number.isInteger(filters.page) && filters.page! > 1 ? filters.page! : 1;
  const page = Math.min(wanted, pageCount);
  const rows =
    total === 0
      ? []
      : await queryRows<Row>(
          getDb(),
          sql`select m.id, m.created_at, m.movement_type, m.quantity, m.previous_on_hand, m.new_on_hand,
                m.previous_reserved, m.new_reserved, m.reason, m.product_id, p.name as product_name,
                v.sku, v.size, v.color, o.order_number, m.created_by, m.system_generated
              from stock_movements m
                join products p on p.id = m.product_id
                join product_variants v on v.id = m.variant_id
                left join orders o on o.id = m.order_id
              ${whereSql(where)}
              order by m.created_at desc, m.id desc
              limit ${Math.min(HISTORY_PAGE_SIZE, total - (page - 1) * HISTORY_PAGE_SIZE)}
              offset ${(page - 1) * HISTORY_PAGE_SIZE}`,
        );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at),
      movementType: r.movement_type,
      quantity: r.quantity,
      previousOnHand: r.previous_on_hand,
      newOnHand: r.new_on_hand,
      previousReserved: r.previous_reserved,
      newReserved: r.new_reserved,
      reason: r.reason,
      productId: r.product_id,
      productName: r.product_name,
      sku: r.sku,
      size: r.size,
      color: r.color,
      orderNumber: r.order_number,
      createdBy: r.created_by,
      systemGenerated: r.system_generated,
    })),
    total,
    capped,
    page,
    pageCount,
    pageSize: HISTORY_PAGE_SIZE,
  };
}
