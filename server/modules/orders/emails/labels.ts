/**
 * The words of the order e-mails: status and payment labels, the shop's delivery, return and
 * refund windows, and the sentences built from them.
 */
import { formatInr } from "../../../../lib/money";
import type { OrderDocument } from "../../invoices/service";

export const DELIVERY_WINDOW = "3-7 business days";
export const RETURN_WINDOW_DAYS = 30;
export const REFUND_WINDOW = "7-10 business days";

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
};

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  razorpay: "Online (Razorpay)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
}

/** 'shipped' → 'Shipped'; unknown values are shown readably rather than dropped. */
export function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? humanize(status);
}

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? humanize(status);
}

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? humanize(method);
}

export function isPaidOnline(order: OrderDocument): boolean {
  return (
    order.paymentMethod === "razorpay" &&
    ["paid", "refunded", "partially_refunded"].includes(order.paymentStatus)
  );
}

/** How the buyer pays, in the buyer's words. */
export function buyerPaymentLine(order: OrderDocument): string {
  const total = formatInr(order.totalAmount);
  switch (order.paymentMethod) {
    case "razorpay":
      return order.paymentStatus === "paid"
        ? "Paid online (Razorpay)"
        : `Online payment (Razorpay): ${paymentStatusLabel(order.paymentStatus).toLowerCase()}`;
    case "cod":
      return order.paymentStatus === "paid"
        ? `Cash on delivery: ${total} paid`
        : `Cash on delivery: please keep ${total} ready`;
    case "bank_transfer":
      return order.paymentStatus === "paid"
        ? "Bank transfer: payment received"
        : "Bank transfer: we will ship once your payment arrives";
    default:
      return `${paymentMethodLabel(order.paymentMethod)}: ${paymentStatusLabel(order.paymentStatus).toLowerCase()}`;
  }
}

/** What the status update tells the buyer about the order's new status. */
export function statusMessage(order: OrderDocument, to: string): string {
  const n = order.orderNumber;
  switch (to) {
    case "pending":
      return `Your order ${n} is pending. We will confirm it shortly.`;
    case "confirmed":
      return `We have confirmed your order ${n} and will start preparing it for you.`;
    case "processing":
      return `We are preparing your order ${n} for dispatch.`;
    case "shipped":
      return `Good news: your order ${n} is on its way. It usually arrives within ${DELIVERY_WINDOW}.`;
    case "delivered":
      return `Your order ${n} has been delivered. We hope you love it! If something is not right, you can return unworn items with their tags within ${RETURN_WINDOW_DAYS} days of delivery.`;
    case "cancelled":
      return `Your order ${n} has been cancelled.`;
    case "refunded":
      return `Your order ${n} has been refunded.`;
    default:
      return `The status of your order ${n} is now: ${orderStatusLabel(to)}.`;
  }
}
