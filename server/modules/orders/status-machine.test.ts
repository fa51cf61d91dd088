import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./schema";
import { adminTransition, nextAdminStatuses } from "./status-machine";

const E = { email: true, stock: null, needsTracking: false, refund: false };
const CANCEL_RESTORE = { email: true, stock: "restore", needsTracking: false, refund: true };
const SHIP = { email: true, stock: null, needsTracking: true, refund: false };

/**
 * Every pair of order statuses, from (row) to (column): the effects of an allowed change, or the
 * exact message of a refused one.
 */
const TABLE: Record<string, Record<string, object | string>> = {
  pending: {
    pending: "Failed to update order status: the order is already pending",
    confirmed: "Failed to update order status: an order is confirmed when its payment is received",
    processing: "Failed to update order status: an order cannot go from pending to processing",
    shipped: "Failed to update order status: an order cannot go from pending to shipped",
    delivered: "Failed to update order status: an order cannot go from pending to delivered",
    cancelled: { email: true, stock: "release", needsTracking: false, refund: false },
    refunded: "Failed to update order status: an order becomes refunded when its payment is refunded in full",
  },
  confirmed: {
    pending: "Failed to update order status: an order cannot go back to pending",
    confirmed: "Failed to update order status: the order is already confirmed",
    processing: { ...E, email: false },
    shipped: SHIP,
    delivered: "Failed to update order status: an order cannot go from confirmed to delivered",
    cancelled: CANCEL_RESTORE,
    refunded: "Failed to update order status: an order becomes refunded when its payment is refunded in full",
  },
  processing: {
    pending: "Failed to update order status: an order cannot go back to pending",
    confirmed: "Failed to update order status: an order is confirmed when its payment is received",
    processing: "Failed to update order status: the order is already processing",
    shipped: SHIP,
    delivered: "Failed to update order status: an order cannot go from processing to delivered",
    cancelled: CANCEL_RESTORE,
    refunded: "Failed to update order status: an order becomes refunded when its payment is refunded in full",
  },
  shipped: {
    pending: "Failed to update order status: an order cannot go back to pending",
    confirmed: "Failed to update order status: an order is confirmed when its payment is received",
    processing: "Failed to update order status: an order cannot go from shipped to processing",
    shipped: "Failed to update order status: the order is already shipped",
    delivered: E,
    cancelled: CANCEL_RESTORE,
    refunded: "Failed to update order status: an order becomes refunded when its payment is refunded in full",
  },
  delivered: {
    pending: "Failed to update order status: an order cannot go back to pending",
    confirmed: "Failed to update order status: an order is confirmed when its payment is received",
    processing: "Failed to update order status: an order cannot go from delivered to processing",
    shipped: "Failed to update order status: an order cannot go from delivered to shipped",
    delivered: "Failed to update order status: the order is already delivered",
    cancelled: "Cannot cancel delivered order",
    refunded: "Failed to update order status: an order becomes refunded when its payment is refunded in full",
  },
  cancelled: {
    pending: "Failed to update order status: a cancelled order cannot be reopened",
    confirmed: "Failed to update order status: a cancelled order cannot be reopened",
    processing: "Failed to update order status: a cancelled order cannot be reopened",
    shipped: "Failed to update order status: a cancelled order cannot be reopened",
    delivered: "Failed to update order status: a cancelled order cannot be reopened",
    cancelled: "Order is already cancelled",
    refunded: "Failed to update order status: a cancelled order cannot be reopened",
  },
  refunded: {
    pending: "Failed to update order status: the order has been refunded",
    confirmed: "Failed to update order status: the order has been refunded",
    processing: "Failed to update order status: the order has been refunded",
    shipped: "Failed to update order status: the order has been refunded",
    delivered: "Failed to update order status: the order has been refunded",
    cancelled: "This order has already been refunded",
    refunded: "Failed to update order status: the order is already refunded",
  },
};

describe("the admin's order state machine", () => {
  it("has a row and a column for every status", () => {
    expect(Object.keys(TABLE)).toEqual([...ORDER_STATUSES]);
    for (const row of Object.values(TABLE)) expect(Object.keys(row)).toEqual([...ORDER_STATUSES]);
  });

  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES)
      it(`${from} → ${to}`, () => {
        const expected = TABLE[from][to];
        const result = adminTransition(from, to);
        if (typeof expected === "string") expect(result).toEqual({ ok: false, message: expected });
        else expect(result).toEqual({ ok: true, effects: expected });
      });

  it("refuses a crafted status with the spec's prefix", () => {
    expect(adminTransition("confirmed", "lost-in-transit")).toEqual({
      ok: false,
      message: 'Failed to update order status: "lost-in-transit" is not an order status',
    });
  });

  it("lists what may come next", () => {
    expect(nextAdminStatuses("confirmed")).toEqual(["processing", "shipped", "cancelled"]);
    expect(nextAdminStatuses("shipped")).toEqual(["delivered", "cancelled"]);
    expect(nextAdminStatuses("delivered")).toEqual([]);
  });
});
