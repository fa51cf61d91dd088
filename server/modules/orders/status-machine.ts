import { ORDER_STATUSES } from "./schema";
import { CANCEL_MESSAGES } from "./cancel-messages";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a status change does besides setting the status. */
export interface TransitionEffects {
  /** The customer gets the order_status_update e-mail (once per status reached). */
  email: boolean;
  /** Stock: an unpaid order's hold is released; stock already taken comes back through the ledger. */
  stock: "release" | "restore" | null;
  /** Shipping needs a carrier and a tracking number. */
  needsTracking: boolean;
  /** A paid online payment is refunded in full (a cancellation). */
  refund: boolean;
}

export type Transition = { ok: true; effects: TransitionEffects } | { ok: false; message: string };

const refused = (why: string): Transition => ({
  ok: false,
  message: `Failed to update order status: ${why}`,
});

const NONE: TransitionEffects = { email: false, stock: null, needsTracking: false, refund: false };

/**
 * The admin's status changes, and only these: an order moves forward through processing, shipping
 * and delivery, or is cancelled before it is delivered. Confirmation comes from a payment (or a
 * cash-on-delivery order being placed) and the refunded status from a full refund, never by hand.
 */
const ALLOWED: Partial<Record<OrderStatus, Partial<Record<OrderStatus, Partial<TransitionEffects>>>>> = {
  pending: { cancelled: { email: true, stock: "release" } },
  confirmed: {
    processing: {},
    shipped: { email: true, needsTracking: true },
    cancelled: { email: true, stock: "restore", refund: true },
  },
  processing: {
    shipped: { email: true, needsTracking: true },
    cancelled: { email: true, stock: "restore", refund: true },
  },
  shipped: {
    delivered: { email: true },
    cancelled: { email: true, stock: "restore", refund: true },
  },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an admin may move an order from one status to another, and what the move does. */
export function adminTransition(from: string, to: string): Transition {
  if (!isOrderStatus(to)) return refused(`"${to.slice(0, 40)}" is not an order status`);
  if (!isOrderStatus(from)) return refused(`the order's status "${from}" is unknown`);
  if (to === "cancelled") {
    if (from === "cancelled") return { ok: false, message: CANCEL_MESSAGES.alreadyCancelled };
    if (from === "delivered") return { ok: false, message: CANCEL_MESSAGES.delivered };
    if (from === "refunded") return { ok: false, message: CANCEL_MESSAGES.refunded };
  }
  if (from === to) return refused(`the order is already ${from}`);
  const effects = ALLOWED[from]?.[to];
  if (effects) return { ok: true, effects: { ...NONE, ...effects } };
  if (from === "cancelled") return refused("a cancelled order cannot be reopened");
  if (from === "refunded") return refused("the order has been refunded");
  if (to === "confirmed") return refused("an order is confirmed when its payment is received");
  if (to === "refunded") return refused("an order becomes refunded when its payment is refunded in full");
  if (to === "pending") return refused("an order cannot go back to pending");
  return refused(`an order cannot go from ${from} to ${to}`);
}

/** The statuses an admin may move an order to from here, in the order they come. */
export const nextAdminStatuses = (from: string): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => adminTransition(from, to).ok);
