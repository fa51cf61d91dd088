import { and, eq, ne, sql } from "drizzle-orm";
import { formatInr, rupeesToPaise } from "../../../lib/money";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { applyStockChange } from "../inventory/service";
import { recordRefundDecision, refundedSoFar } from "../payments/service";
import { refundItems, refunds } from "../payments/schema";
import { type Actor, lockOrderByNumber } from "./admin-status";
import { forgetOrderCounts } from "./admin-orders-list";
import type { OrderRecord } from "./read";
import { settleRefunds } from "./refund-settlement";
import { orderItems } from "./schema";
import { orderLineOrder } from "./line-order";

export interface RefundInput {
  /** The decision key the refund form was shown with (a UUID): the same key never refunds twice. */
  key: string;
  mode: "lines" | "amount";
  /** Units to refund per order item id (mode lines). */
  quantities: Record<string, string>;
  /** Rupees as typed (mode amount). */
  amount: string;
  reason: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^\d{1,3}$/;

interface LineState {
  id: string;
  variantId: string | null;
  productId: string | null;
  productName: string;
  quantity: number;
  lineTotal: number;
  refunded: number;
  restocked: number;
}

/** The order's lines with what earlier (not failed) refunds already gave back and restocked. */
async function lineStates(tx: Database, orderId: string): Promise<LineState[]> {
  const rows = await tx
    .select({
      id: orderItems.id,
      variantId: orderItems.variantId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
      refunded: sql<number>`coalesce((select sum(ri.quantity) from ${refundItems} ri join ${refunds} r on r.id = ri.refund_id where ri.order_item_id = "order_items"."id" and r.status <> 'failed'), 0)::int`,
      restocked: sql<number>`coalesce((select sum(ri.restocked_quantity) from ${refundItems} ri join ${refunds} r on r.id = ri.refund_id where ri.order_item_id = "order_items"."id" and r.status <> 'failed'), 0)::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(...orderLineOrder);
  return rows;
}

/**
 * What a refunded unit of a line gives back: its share of the line total, less its share of the
 * order's discount (shipping is not included; refund it by amount if it should be).
 */
function unitsAmount(order: OrderRecord, line: LineState, units: number): number {
  const gross = Math.round((line.lineTotal * units) / line.quantity);
  if (order.discountAmount <= 0 || order.subtotal <= 0) return gross;
  return Math.round((gross * (order.subtotal - order.discountAmount)) / order.subtotal);
}

function linesDecision(order: OrderRecord, lines: LineState[], quantities: Record<string, string>) {
  const fieldErrors: Record<string, string> = {};
  const items: { orderItemId: string; quantity: number; amount: number }[] = [];
  for (const line of lines) {
    const typed = (quantities[line.id] ?? "").trim();
    if (typed === "" || typed === "0") continue;
    const left = line.quantity - line.refunded;
    if (!WHOLE.test(typed)) fieldErrors[`qty_${line.id}`] = "Enter a whole number of units";
    else if (Number(typed) > left)
      fieldErrors[`qty_${line.id}`] =
        left === 0 ? "This line is already refunded" : `At most ${left} can be refunded`;
    else
      items.push({
        orderItemId: line.id,
        quantity: Number(typed),
        amount: unitsAmount(order, line, Number(typed)),
      });
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError("INVALID", "The refund was not made: check the quantities", fieldErrors);
  if (items.length === 0) throw new AppError("INVALID", "Choose at least one item and quantity to refund");
  return items;
}

/**
 * An admin refunds part or all of a paid order, by lines and quantities or by an amount, never more
 * than was paid and not yet refunded. Online payments go back through Razorpay (the payment status
 * follows when Razorpay has processed it); cash-on-delivery money is recorded as paid back by hand.
 */
export async function refundOrder(
  actor: Actor,
  orderNumber: string,
  input: RefundInput,
): Promise<{ amount: number; created: boolean; online: boolean }> {
  if (!UUID.test(input.key))
    throw new AppError("INVALID", "This refund form has expired. Reload the page and try again.");
  const key = `rf_${input.key.replace(/-/g, "").toLowerCase()}`;
  const result = await adminTransaction(
    async (tx) => {
      const order = await lockOrderByNumber(tx, orderNumber);
      const [earlier] = await tx
        .select({ amount: refunds.amount })
        .from(refunds)
        .where(eq(refunds.idempotencyKey, key));
      if (earlier)
        return { amount: earlier.amount, created: false, online: order.paymentMethod === "razorpay" };
      if (order.paymentStatus !== "paid" && order.paymentStatus !== "partially_refunded")
        throw new AppError("CONFLICT", "Only a paid order can be refunded");
      const online = order.paymentMethod === "razorpay";
      const paymentId = online ? order.paymentId : null;
      if (online && !paymentId)
        throw new AppError("CONFLICT", "This order has no Razorpay payment to refund");
      const refundable = order.totalAmount - (await refundedSoFar(tx, order.id, paymentId));
      if (refundable <= 0) throw new AppError("CONFLICT", "This order has already been refunded");
      const reason = input.reason.trim().slice(0, 200) || "Refund by the shop";
      let items: { orderItemId: string; quantity: number; amount: number }[] = [];
      let amount: number;
      if (input.mode === "lines") {
        items = linesDecision(order, await lineStates(tx, order.id), input.quantities);
        amount = Math.min(
          refundable,
          items.reduce((sum, i) => sum + i.amount, 0),
        );
      } else if (input.mode === "amount") {
        const typed = rupeesToPaise(input.amount);
        if (typed === null || typed <= 0)
          throw new AppError("INVALID", "Enter the amount to refund", {
            amount: "Enter an amount in rupees, e.g. 499 or 499.50",
          });
        if (typed > refundable)
          throw new AppError(
            "INVALID",
            `The refund cannot be more than ${formatInr(refundable)}, what was paid and not yet refunded`,
            {
              amount: `At most ${formatInr(refundable)}`,
            },
          );
        amount = typed;
      } else throw new AppError("INVALID", "Choose to refund items or an amount");
      const { created } = await recordRefundDecision(tx, {
        orderId: order.id,
        paymentId,
        amount,
        reason,
        key,
        createdBy: actor.id,
        items,
      });
      if (!online) await settleRefunds(tx, order.id, `Refunded by hand: ${reason}`, actor.id);
      await recordActivity(tx, {
        actor,
        action: "order.refund",
        entityType: "order",
        entityId: order.id,
        entityLabel: order.orderNumber,
        before: null,
        after: {
          amount,
          reason,
          mode: input.mode,
          lines: items.length > 0 ? items.map((i) => `${i.quantity} × ${i.orderItemId}`).join(", ") : null,
        },
      });
      return { amount, created, online };
    },
    { storefront: false },
  );
  forgetOrderCounts();
  return result;
}

/**
 * Refunded goods that came back go on sale again: per line, at most the units refunded and not yet
 * restocked. Stock only changes when the admin says so, through the ledger.
 */
export async function restockReturned(
  actor: Actor,
  orderNumber: string,
  quantities: Record<string, string>,
): Promise<number> {
  return adminTransaction(
    async (tx) => {
      const order = await lockOrderByNumber(tx, orderNumber);
      const lines = await lineStates(tx, order.id);
      const fieldErrors: Record<string, string> = {};
      const wanted: { line: LineState; units: number }[] = [];
      for (const line of lines) {
        const typed = (quantities[line.id] ?? "").trim();
        if (typed === "" || typed === "0") continue;
        const left = line.refunded - line.restocked;
        if (!WHOLE.test(typed)) fieldErrors[`restock_${line.id}`] = "Enter a whole number of units";
        else if (Number(typed) > left)
          fieldErrors[`restock_${line.id}`] = `At most ${left} can go back to stock`;
        else if (!line.variantId || !line.productId)
          fieldErrors[`restock_${line.id}`] = "This product no longer exists";
        else wanted.push({ line, units: Number(typed) });
      }
      if (Object.keys(fieldErrors).length > 0)
        throw new AppError("INVALID", "Nothing was restocked: check the quantities", fieldErrors);
      if (wanted.length === 0) throw new AppError("INVALID", "Enter how many units came back");
      for (const { line, units } of wanted) await markRestocked(tx, line.id, units);
      await applyStockChange(
        tx,
        "restore",
        order.id,
        wanted.map(({ line, units }) => ({
          variantId: line.variantId as string,
          productId: line.productId as string,
          productName: line.productName,
          quantity: units,
        })),
        `Returned goods restocked (order ${order.orderNumber})`,
        actor.id,
      );
      const total = wanted.reduce((sum, w) => sum + w.units, 0);
      await recordActivity(tx, {
        actor,
        action: "order.restock",
        entityType: "order",
        entityId: order.id,
        entityLabel: order.orderNumber,
        after: { restocked: wanted.map((w) => `${w.units} × ${w.line.productName}`).join(", ") },
      });
      return total;
    },
    { storefront: true },
  );
}

/** Spreads restocked units over the line's refund rows, oldest first. */
async function markRestocked(tx: Database, orderItemId: string, units: number): Promise<void> {
  const rows = await tx
    .select({ id: refundItems.id, quantity: refundItems.quantity, restocked: refundItems.restockedQuantity })
    .from(refundItems)
    .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
    .where(and(eq(refundItems.orderItemId, orderItemId), ne(refunds.status, "failed")))
    .orderBy(refundItems.createdAt)
    .for("update", { of: refundItems });
  let left = units;
  for (const row of rows) {
    const take = Math.min(left, row.quantity - row.restocked);
    if (take <= 0) continue;
    await tx
      .update(refundItems)
      .set({ restockedQuantity: row.restocked + take })
      .where(eq(refundItems.id, row.id));
    left -= take;
    if (left === 0) return;
  }
}
