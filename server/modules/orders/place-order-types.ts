import type { CheckoutDetails, PaymentChoice } from "../../../lib/checkout-schema";

export interface PlaceOrderInput {
  userId: string | null;
  /** One per checkout: a double submit or a retry with the same key returns the same order. */
  idempotencyKey: string;
  details: CheckoutDetails;
  paymentMethod: PaymentChoice;
}

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  paymentMethod: string;
  /** False when the key had already placed this order. */
  created: boolean;
}
