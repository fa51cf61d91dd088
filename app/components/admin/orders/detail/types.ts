/** An order as the back office's order page shows it (dates as ISO strings). */
export interface OrderPageLine {
  id: string;
  productId: string | null;
  productName: string;
  productSku: string;
  size: string | null;
  color: string | null;
  quantity: number;
  priceAtPurchase: number;
  lineTotal: number;
  refundedQuantity: number;
  restockedQuantity: number;
}

export interface OrderPageHistory {
  id: string;
  field: string;
  fromValue: string | null;
  toValue: string;
  note: string | null;
  actor: string | null;
  createdAt: string;
}

export interface OrderPageEmail {
  id: string;
  to: string;
  subject: string;
  template: string | null;
  status: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface CarrierChoice {
  key: string;
  name: string;
}
