import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "../../db/columns";

export const WEB_VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;

/** Real-user performance samples posted by storefront pages. */
export const webVitalsSamples = pgTable(
  "web_vitals_samples",
  {
    id: id(),
    metric: text("metric").notNull(),
    value: doublePrecision("value").notNull(),
    url: text("url").notNull(),
    recordedAt: timestamptz("recorded_at").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    check("web_vitals_metric_ck", sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check("web_vitals_value_ck", sql`${t.value} >= 0`),
    index("web_vitals_metric_idx").on(t.metric, t.recordedAt),
  ],
);

// The rollups below are written only by the fold (fold.ts, migration 0016, docs/decisions/023-analytics-rollups.md),
// a few seconds after the orders change: triggers on orders, order_items and products only note the
// days that changed. A day is a calendar day in India (Asia/Kolkata) of the order's created_at. A sale
// is an order in a sale status (spec section 4) whose payment was not refunded in full.

/** Rows that every order of a day would update are split into this many shards, summed when read. */
export const ANALYTICS_SHARDS = 16;

/**
 * Every order, counted and summed per day, status, payment status, payment method and shard (from a
 * hash of the order's id), so concurrent checkouts of one day update different rows.
 */
export const analyticsDailyOrders = pgTable(
  "analytics_daily_orders",
  {
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    paymentStatus: text("payment_status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    shard: smallint("shard").notNull(),
    orders: integer("orders").notNull().default(0),
    /** Sum of total_amount, in paise. */
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "analytics_daily_orders_pk",
      columns: [t.day, t.status, t.paymentStatus, t.paymentMethod, t.shard],
    }),
    check(
      "analytics_daily_orders_shard_ck",
      sql`${t.shard} between 0 and ${sql.raw(String(ANALYTICS_SHARDS - 1))}`,
    ),
  ],
);

/**
 * Order lines of sales per product and period: grain 'd' (period = the day), 'm' (the month's first day)
 * and 'y' (the year's first day), so a range of whole months or years reads one row per product. The
 * row keeps the product's category, so its sales leave that category with it (a category change moves
 * them, a deleted product takes them out of the category it was in).
 */
export const analyticsProductSales = pgTable(
  "analytics_product_sales",
  {
    grain: text("grain").notNull(),
    period: date("period", { mode: "string" }).notNull(),
    productId: uuid("product_id").notNull(),
    categoryId: uuid("category_id"),
    units: integer("units").notNull().default(0),
    lines: integer("lines").notNull().default(0),
    /** Sum of line_total, in paise. */
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "analytics_product_sales_pk", columns: [t.grain, t.period, t.productId] }),
    check("analytics_product_sales_grain_ck", sql`${t.grain} in ('d', 'm', 'y')`),
    // The top products of one whole month or year, read in order.
    index("analytics_product_sales_top_idx").on(t.grain, t.period, t.revenue.desc()),
    // A product's rows, when its category changes.
    index("analytics_product_sales_product_idx").on(t.productId),
  ],
);

/**
 * The same sale lines per category (the category kept on analytics_product_sales), period and shard:
 * category performance over any range reads a few rows per category and period, and concurrent
 * checkouts of one category update different rows.
 */
export const analyticsCategorySales = pgTable(
  "analytics_category_sales",
  {
    grain: text("grain").notNull(),
    period: date("period", { mode: "string" }).notNull(),
    categoryId: uuid("category_id").notNull(),
    shard: smallint("shard").notNull(),
    units: integer("units").notNull().default(0),
    lines: integer("lines").notNull().default(0),
    /** Sum of line_total, in paise. */
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "analytics_category_sales_pk",
      columns: [t.grain, t.period, t.categoryId, t.shard],
    }),
    check("analytics_category_sales_grain_ck", sql`${t.grain} in ('d', 'm', 'y')`),
  ],
);

/**
 * Sales per customer (the account, or the shipping e-mail once the account is gone) and period, in the
 * same grains: the customers of a whole month or year are that period's rows, each counted once.
 */
export const analyticsCustomerSales = pgTable(
  "analytics_customer_sales",
  {
    grain: text("grain").notNull(),
    period: date("period", { mode: "string" }).notNull(),
    customerKey: text("customer_key").notNull(),
    orders: integer("orders").notNull().default(0),
    /** Sum of total_amount, in paise. */
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "analytics_customer_sales_pk", columns: [t.grain, t.period, t.customerKey] }),
    check("analytics_customer_sales_grain_ck", sql`${t.grain} in ('d', 'm', 'y')`),
    // A customer's first day with a sale.
    index("analytics_customer_sales_customer_idx").on(t.customerKey, t.grain, t.period),
  ],
);

/** Each customer's first day with a sale, for new versus returning customers. */
export const analyticsCustomers = pgTable(
  "analytics_customers",
  {
    customerKey: text("customer_key").primaryKey(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
  },
  (t) => [index("analytics_customers_first_day_idx").on(t.firstDay)],
);

/**
 * Days whose rollups are out of date, noted by the triggers: a day is written only while it is not
 * there yet, so most changes write nothing. No unique key, so a checkout never waits on another's
 * uncommitted row; a day noted twice at the same moment is folded once.
 */
export const analyticsDirtyDays = pgTable("analytics_dirty_days", {
  day: date("day", { mode: "string" }).notNull(),
});

/**
 * Days the fold has taken from analytics_dirty_days. after_xid is a transaction id given after they
 * were taken: a day is folded once every transaction older than it has ended, so the fold sees every
 * change that found the day already noted.
 */
export const analyticsFoldDays = pgTable("analytics_fold_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  afterXid: bigint("after_xid", { mode: "number" }),
});
