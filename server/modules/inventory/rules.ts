// Spec sections 4 and 9: how the back office grades stock. The analytics apply these rules in SQL
// over the whole catalogue; these functions state them for single items and for the tests.

/** A product's low-stock threshold when it has none of its own. */
export const LOW_STOCK_THRESHOLD = 10;
/** More units than this on hand is overstock. */
export const OVERSTOCK_UNITS = 200;
/** What a reorder suggestion orders when the product names no reorder quantity. */
export const DEFAULT_REORDER_QUANTITY = 50;
/** The age given to stock whose last restock date is unknown. */
export const UNKNOWN_STOCK_AGE_DAYS = 365;
/** Sales over this many days set the turnover pace. */
export const TURNOVER_WINDOW_DAYS = 30;
/** Days to sell what is left when nothing sold in the window. */
export const NO_SALES_DAYS_TO_SELL = 999;

export const STOCK_STATUSES = ["out_of_stock", "low_stock", "in_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const ALERT_SEVERITIES = { out_of_stock: "critical", low_stock: "warning" } as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[keyof typeof ALERT_SEVERITIES];

export const REORDER_PRIORITIES = ["urgent", "high", "medium"] as const;
export type ReorderPriority = (typeof REORDER_PRIORITIES)[number];

/** Urgent at 0, high at or below half the reorder point, medium at or below it; null above it. */
export function reorderPriority(stock: number, reorderPoint: number): ReorderPriority | null {
  if (stock <= 0) return "urgent";
  if (stock <= reorderPoint / 2) return "high";
  if (stock <= reorderPoint) return "medium";
  return null;
}

export const TURNOVER_CLASSES = ["dead_stock", "slow_moving", "normal", "fast_moving"] as const;
export type TurnoverClass = (typeof TURNOVER_CLASSES)[number];

/** Days the stock lasts at the window's pace of sales; 999 when nothing sold. */
export function daysToSell(stock: number, unitsSold: number): number {
  if (unitsSold <= 0) return NO_SALES_DAYS_TO_SELL;
  return (Math.max(0, stock) * TURNOVER_WINDOW_DAYS) / unitsSold;
}

export const AGE_BUCKETS = ["0-30", "31-60", "61-90", "91-180", "180+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export function ageBucket(days: number): AgeBucket {
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  if (days <= 180) return "91-180";
  return "180+";
}

export const AGING_RISKS = ["low", "medium", "high"] as const;
export type AgingRisk = (typeof AGING_RISKS)[number];

/** Low at 60 days or fewer, medium at 120 or fewer, else high. */
export function agingRisk(days: number): AgingRisk {
  if (days <= 60) return "low";
  if (days <= 120) return "medium";
  return "high";
}
