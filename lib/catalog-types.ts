/** Shapes the catalogue hands to pages; money in paise. */
export interface ProductCardData {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  imageUrl: string | null;
  category: string;
  available: number;
  rating: number | null;
  reviewCount: number;
  /** The variant a one-click add puts in the bag; null when the shopper must choose a size or colour. */
  quickAddVariantId: string | null;
}

export type StockStatus = "in_stock" | "low_stock" | "out_of_stock";

/** Spec: out_of_stock at 0, low_stock at or below the threshold (default 10), otherwise in_stock. */
export function stockStatus(available: number, threshold = 10): StockStatus {
  if (available <= 0) return "out_of_stock";
  return available <= threshold ? "low_stock" : "in_stock";
}
