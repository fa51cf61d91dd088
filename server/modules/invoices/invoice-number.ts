/** Spec section 9: INV-{order number}-{last 6 digits of the timestamp}. */
export function invoiceNumber(orderNumber: string, now = Date.now()): string {
  return `INV-${orderNumber}-${String(now).slice(-6).padStart(6, "0")}`;
}
