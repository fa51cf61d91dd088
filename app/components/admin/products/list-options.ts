import type {
  AdminPageSize,
  AdminProductSort,
  StockStatus,
} from "../../../../server/modules/catalog/service";
import type { BadgeTone } from "../badge";

/** Spec section 9's sort options, plus stock and last change for the back office. */
export const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: "Newest First",
  oldest: "Oldest First",
  "price-low": "Price: Low to High",
  "price-high": "Price: High to Low",
  "name-asc": "Name: A to Z",
  "name-desc": "Name: Z to A",
  "stock-low": "Stock: Low to High",
  "stock-high": "Stock: High to Low",
  updated: "Last updated",
};

export const PAGE_SIZES: readonly AdminPageSize[] = [10, 25, 50, 100];

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: "In stock",
  low_stock: "Low stock",
  out_of_stock: "Out of stock",
};

/** Spec section 4: red, yellow, green. */
export const STOCK_TONES: Record<StockStatus, BadgeTone> = {
  in_stock: "green",
  low_stock: "amber",
  out_of_stock: "red",
};
