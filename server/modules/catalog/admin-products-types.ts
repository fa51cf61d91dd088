export const ADMIN_PRODUCT_SORTS = [
  "newest",
  "oldest",
  "name-asc",
  "name-desc",
  "price-low",
  "price-high",
  "stock-low",
  "stock-high",
  "updated",
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Spec section 9: the products page shows 10 by default. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

export const STOCK_STATUSES = ["out_of_stock", "low_stock", "in_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export interface AdminProductFilters {
  /** Case-insensitive contains on name, description or any variant's SKU. */
  search?: string;
  /** A category's id or slug: products in it or any of its subcategories. */
  category?: string;
  active?: boolean;
  featured?: boolean;
  /** Rupees, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  stockStatus?: StockStatus;
  sort?: AdminProductSort;
  page?: number;
  limit?: number;
}

export interface AdminProductRow {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  categoryName: string;
  price: number;
  originalPrice: number | null;
  isActive: boolean;
  isFeatured: boolean;
  isBestseller: boolean;
  /** Units that can be sold: on hand less those held by unpaid orders, over all variants. */
  stock: number;
  onHand: number;
  variantCount: number;
  lowStockThreshold: number;
  updatedAt: Date;
  stockStatus: StockStatus;
}

export interface AdminProductList {
  products: AdminProductRow[];
  /** Matching products; a search counts only up to LIST_COUNT_CAP (see `more`). */
  total: number;
  /** A search matched more than `total` products: the pages hold the first `total` of them. */
  more?: boolean;
  page: number;
  limit: number;
  totalPages: number;
}
