/** One line of an order as stock sees it. */
export interface StockLine {
  variantId: string;
  productId: string;
  productName: string;
  quantity: number;
}
