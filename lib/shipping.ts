/** Shipping rule shared by the cart and checkout: free at or above the threshold, else a flat fee. Paise. */
export interface ShippingRule {
  freeThreshold: number;
  fee: number;
}

export const DEFAULT_SHIPPING: ShippingRule = { freeThreshold: 100_000, fee: 5_000 };

export interface ShippingQuote {
  cost: number;
  /** How much more would make shipping free; 0 when it already is. */
  toFree: number;
}

export function shippingFor(subtotal: number, rule: ShippingRule = DEFAULT_SHIPPING): ShippingQuote {
  if (subtotal <= 0) return { cost: 0, toFree: 0 };
  if (subtotal >= rule.freeThreshold) return { cost: 0, toFree: 0 };
  return { cost: rule.fee, toFree: rule.freeThreshold - subtotal };
}
