import type { BadgeTone } from "../badge";

/** Spec section 4's order statuses, in the order an order moves through them, and the 'all' tab. */
export const ORDER_TABS = [
  "all",
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
] as const;
export type OrderTabKey = (typeof ORDER_TABS)[number];

export const ORDER_STATUS_LABELS: Record<OrderTabKey, string> = {
  all: "All",
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export const PAYMENT_STATUS_LABELS = {
  pending: "Payment pending",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
} as const;
export type PaymentStatusKey = keyof typeof PAYMENT_STATUS_LABELS;

export const METHOD_LABELS: Record<string, string> = {
  razorpay: "Online (Razorpay)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

// One colour per meaning, as everywhere in the back office: paid green, pending amber, failed or
// cancelled red, refunded grey; work in progress blue.
export const ORDER_STATUS_TONES: Record<string, BadgeTone> = {
  pending: "amber",
  confirmed: "blue",
  processing: "blue",
  shipped: "blue",
  delivered: "green",
  cancelled: "red",
  refunded: "grey",
};

export const PAYMENT_STATUS_TONES: Record<string, BadgeTone> = {
  pending: "amber",
  paid: "green",
  failed: "red",
  refunded: "grey",
  partially_refunded: "grey",
};

export const orderStatusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderTabKey] ?? status;
export const paymentStatusLabel = (status: string) =>
  PAYMENT_STATUS_LABELS[status as PaymentStatusKey] ?? status;
export const methodLabel = (method: string) => METHOD_LABELS[method] ?? method;
