import type {
  AgingRisk,
  MovementType,
  ReorderPriority,
  StockLevelSort,
  StockStatus,
  TurnoverClass,
} from "../../../../server/modules/inventory/service";
import type { BadgeTone } from "../badge";

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  in_stock: "In stock",
  low_stock: "Low stock",
  out_of_stock: "Out of stock",
};

/** Spec section 4: red, yellow, green. */
export const STOCK_STATUS_TONES: Record<StockStatus, BadgeTone> = {
  in_stock: "green",
  low_stock: "amber",
  out_of_stock: "red",
};

export const LEVEL_SORT_LABELS: Record<StockLevelSort, string> = {
  newest: "Newest products first",
  name: "Name: A to Z",
  "stock-low": "Stock: low to high",
};

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  reservation: "Held for an order",
  release: "Hold released",
  deduction: "Sold",
  restoration: "Returned to stock",
  adjustment: "Adjusted",
  restock: "Restocked",
};

export const MOVEMENT_TONES: Record<MovementType, BadgeTone> = {
  reservation: "amber",
  release: "grey",
  deduction: "blue",
  restoration: "green",
  adjustment: "grey",
  restock: "green",
};

export const PRIORITY_LABELS: Record<ReorderPriority, string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
};

export const PRIORITY_TONES: Record<ReorderPriority, BadgeTone> = {
  urgent: "red",
  high: "amber",
  medium: "blue",
};

export const RISK_LABELS: Record<AgingRisk, string> = {
  low: "Low risk",
  medium: "Medium risk",
  high: "High risk",
};

export const RISK_TONES: Record<AgingRisk, BadgeTone> = { low: "green", medium: "amber", high: "red" };

export const TURNOVER_LABELS: Record<TurnoverClass, string> = {
  fast_moving: "Fast moving",
  normal: "Normal",
  slow_moving: "Slow moving",
  dead_stock: "Dead stock",
};

export const TURNOVER_TONES: Record<TurnoverClass, BadgeTone> = {
  fast_moving: "green",
  normal: "blue",
  slow_moving: "amber",
  dead_stock: "red",
};

/** "M / Red", or null for a product's only variant without options. */
export function variantLabel(v: { size: string | null; color: string | null }): string | null {
  return [v.size, v.color].filter(Boolean).join(" / ") || null;
}
