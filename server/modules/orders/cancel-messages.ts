/** Why a cancellation is refused (spec section 8, order service). */
export const CANCEL_MESSAGES = {
  alreadyCancelled: "Order is already cancelled",
  delivered: "Cannot cancel delivered order",
  tooLate: "This order is already on its way and can no longer be cancelled. Please contact us for a return.",
  refunded: "This order has already been refunded",
} as const;
