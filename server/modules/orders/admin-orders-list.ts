import { type SQL, sql } from "drizzle-orm";
import { recentResult, UNFILTERED_COUNTS_MAX_AGE_MS } from "../../cache/recent-result";
import { cappedMatchesSql, LIST_COUNT_CAP } from "../../db/capped-matches";
import { getDb, queryRows } from "../../db/client";
import { carrierName } from "./carriers";
import { ORDER_SEARCH_TEXT, ORDER_STATUSES, type OrderAddress } from "./schema";
import { containsPattern } from "../../db/like";

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderTab = OrderStatus | "all";
export const ORDER_SORTS = ["newest", "oldest", "total-high", "total-low"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_PAGE_SIZES = [25, 50, 100] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];

export interface AdminOrderFilters {
  tab: OrderTab;
  paymentStatus?: string;
  /** 'online' is every method but cash on delivery. */
  method?: "online" | "cod";
  /** Days in the shop's time zone (Asia/Kolkata), YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  /** The shipping address's state, exactly as stored. */
  state?: string;
  search?: string;
  sort: OrderSort;
  page: number;
  limit: OrderPageSize;
}

export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  city: string;
  state: string;
  itemCount: number;
  /** The carrier's display name ("Blue Dart"), not its key. */
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
}

export interface AdminOrderList {
  orders: AdminOrderRow[];
  /** Orders per tab under the other filters; 'all' is their sum, except under `capped`. */
  counts: Record<OrderTab, number>;
  /**
   * Under a search matching more than LIST_COUNT_CAP orders (decision 028): the tabs counted only to
   * the cap ("1,000+") and those not counted at all (their count in `counts` is 0 and means nothing).
   */
  capped?: { more: OrderTab[]; uncounted: OrderTab[] };
  total: number;
  page: number;
  totalPages: number;
  limit: OrderPageSize;
}

const ORDER: Record<OrderSort, SQL> = {
  newest: sql`o.created_at desc, o.id desc`,
  oldest: sql`o.created_at asc, o.id asc`,
  "total-high": sql`o.total_amount desc, o.created_at desc, o.id`,
  "total-low": sql`o.total_amount asc, o.created_at desc, o.id`,
};

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Conditions of every filter but the status tab (the tabs count under these). */
export function orderListConditions(f: Omit<AdminOrderFilters, "sort" | "page" | "limit">): SQL[] {
  const where: SQL[] = [];
  if (f.paymentStatus) where.push(sql`o.payment_status = ${f.paymentStatus}`);
  if (f.method === "cod") where.push(sql`o.payment_method = 'cod'`);
  if (f.method === "online") where.push(sql`o.payment_method <> 'cod'`);
  // A day starts at midnight in India whatever the server's zone.
  if (f.from && DAY.test(f.from))
    where.push(sql`o.created_at >= (${f.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (f.to && DAY.test(f.to))
    where.push(sql`o.created_at < (${f.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  if (f.state) where.push(sql`(o.shipping_address->>'state') = ${f.state}`);
  const search = (f.search ?? "").trim().toLowerCase();
  if (search) where.push(sql`${ORDER_SEARCH_TEXT} like ${containsPattern(search)}`);
  return where;
}

const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

const emptyCounts = (): Record<OrderTab, number> =>
  Object.fromEntries(["all", ...ORDER_STATUSES].map((s) => [s, 0])) as Record<OrderTab, number>;

/**
 * Unfiltered tab counts read the whole orders table (an index-only scan over every order), which is
 * the list's single largest cost at scale; they are kept for a few seconds, and every admin write
 * through this module forgets them at once.
 */
const unfilteredCounts = recentResult(UNFILTERED_COUNTS_MAX_AGE_MS, () => readTabCounts([]));

export function forgetOrderCounts(): void {
  unfilteredCounts.forget();
}

/** Orders per status under the filters: a date range reads only its own slice of orders_created_status_idx. */
export const tabCountsSql = (where: SQL[]) =>
  sql`select o.status, count(*)::int as n from orders o where ${and(where)} group by o.status`;

async function readTabCounts(where: SQL[]): Promise<Record<OrderTab, number>> {
  const rows = await queryRows<{ status: OrderStatus; n: number }>(getDb(), tabCountsSql(where));
  const counts = emptyCounts();
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

const tabCounts = async (where: SQL[]) =>
  where.length === 0 ? (await unfilteredCounts()).value : readTabCounts(where);

interface TabCounts {
  counts: Record<OrderTab, number>;
  capped?: AdminOrderList["capped"];
  /** The open tab's orders, when a search found them all (at most the cap): its page is sorted from them. */
  found?: string[];
}

/**
 * Under a search, the matches are read only up to the cap (decision 028), with their statuses: when
 * fewer match, every tab's count is exact; when more, 'all' and the open tab say "1,000+" or their
 * capped count, and the other tabs show none.
 */
async function searchedTabCounts(where: SQL[], tab: OrderTab): Promise<TabCounts> {
  const matches = (conditions: SQL[]) =>
    queryRows<{ id: string; status: OrderStatus }>(
      getDb(),
      cappedMatchesSql(sql`select o.id, o.status from orders o where ${and(conditions)}`),
    );
  const rows = await matches(where);
  const counts = emptyCounts();
  if (rows.length <= LIST_COUNT_CAP) {
    for (const row of rows) counts[row.status] += 1;
    counts.all = rows.length;
    return { counts, found: rows.filter((r) => tab === "all" || r.status === tab).map((r) => r.id) };
  }
  counts.all = LIST_COUNT_CAP;
  const more: OrderTab[] = ["all"];
  let found: string[] | undefined;
  if (tab !== "all") {
    const inTab = await matches([...where, sql`o.status = ${tab}`]);
    counts[tab] = Math.min(inTab.length, LIST_COUNT_CAP);
    if (inTab.length > LIST_COUNT_CAP) more.push(tab);
    else found = inTab.map((r) => r.id);
  }
  const uncounted = ORDER_STATUSES.filter((status) => status !== tab);
  return { counts, capped: { more, uncounted }, found };
}

/** The back office's orders list: one tab, the filters, a sort and a page, with every tab's count. */
export async function listAdminOrders(f: AdminOrderFilters): Promise<AdminOrderList> {
  const where = orderListConditions(f);
  const searched = (f.search ?? "").trim() !== "";
  const { counts, capped, found } = searched
    ? await searchedTabCounts(where, f.tab)
    : { counts: await tabCounts(where) };
  const total = counts[f.tab];
  const totalPages = Math.max(1, Math.ceil(total / f.limit));
  const page = Math.min(Math.max(1, Math.trunc(f.page)), totalPages);
  const inTab = found
    ? [sql`o.id = any(${sql.param(found)}::uuid[])`]
    : f.tab === "all"
      ? where
      : [...where, sql`o.status = ${f.tab}`];
  const rows =
    total === 0
      ? []
      : await queryRows<{
          id: string;
          order_number: string;
          status: string;
          payment_status: string;
          payment_method: string;
          total_amount: number;
          shipping_address: OrderAddress;
          carrier: string | null;
          tracking_number: string | null;
          created_at: string | Date;
          item_count: number;
        }>(
          getDb(),
          sql`select o.id, o.order_number, o.status, o.payment_status, o.payment_method, o.total_amount,
                o.shipping_address, o.carrier, o.tracking_number, o.created_at,
                (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as item_count
              from orders o where ${and(inTab)}
              order by ${ORDER[f.sort]} limit ${f.limit} offset ${(page - 1) * f.limit}`,
        );
  return {
    orders: rows.map((r) => ({
      id: r.id,
      orderNumber: r.order_number,
      status: r.status,
      paymentStatus: r.payment_status,
      paymentMethod: r.payment_method,
      totalAmount: r.total_amount,
      customerName: r.shipping_address.fullName ?? "",
      customerEmail: r.shipping_address.email ?? "",
      customerPhone: r.shipping_address.phone ?? "",
      city: r.shipping_address.city ?? "",
      state: r.shipping_address.state ?? "",
      itemCount: r.item_count,
      carrier: carrierName(r.carrier),
      trackingNumber: r.tracking_number,
      createdAt: new Date(r.created_at),
    })),
    counts,
    capped,
    total,
    page,
    totalPages,
    limit: f.limit,
  };
}
