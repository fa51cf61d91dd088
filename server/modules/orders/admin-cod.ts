import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { formatInr, rupeesToPaise } from "../../../lib/money";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { recordPayment } from "../payments/service";
import { type Actor, lockOrderByNumber } from "./admin-status";
import { forgetOrderCounts } from "./admin-orders-list";
import { recordHistory } from "./history";
import { orders } from "./schema";

export interface CodCollection {
  /** Rupees as typed. */
  amount: string;
  /** yyyy-mm-dd, the day the cash was collected (shop time). */
  collectedOn: string;
  /** The courier's remittance or receipt reference, optional. */
  reference: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayInIndia = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);

function collectionFields(input: CodCollection, total: number, placedAt: Date) {
  const fieldErrors: Record<string, string> = {};
  const amount = rupeesToPaise(input.amount);
  if (amount === null || amount <= 0) fieldErrors.amount = "Enter the amount collected in rupees";
  else if (amount !== total)
    fieldErrors.amount = `The amount collected must be the order total, ${formatInr(total)}`;
  const day = input.collectedOn.trim();
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T12:00:00+05:30`)))
    fieldErrors.collectedOn = "Enter the date the cash was collected";
  else if (day > dayInIndia(new Date()))
    fieldErrors.collectedOn = "The collection date cannot be in the future";
  else if (day < dayInIndia(placedAt))
    fieldErrors.collectedOn = "The collection date cannot be before the order date";
  const reference = input.reference.trim();
  if (reference.length > 100) fieldErrors.reference = "A reference has at most 100 characters";
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError("INVALID", "The payment could not be recorded: check the fields below", fieldErrors);
  return { amount: amount as number, day, reference };
}

/** Cash on delivery collected: the order is paid, with the amount, the day and the courier's reference. */
export async function collectCodPayment(
  actor: Actor,
  orderNumber: string,
  input: CodCollection,
): Promise<void> {
  await adminTransaction(
    async (tx) => {
      const order = await lockOrderByNumber(tx, orderNumber);
      if (order.paymentMethod !== "cod")
        throw new AppError("CONFLICT", "Only a cash-on-delivery order is paid in cash");
      if (order.paymentStatus !== "pending")
        throw new AppError("CONFLICT", "The payment of this order is already recorded");
      if (order.status === "cancelled") throw new AppError("CONFLICT", "This order is cancelled");
      const { amount, day, reference } = collectionFields(input, order.totalAmount, order.createdAt);
      const paidAt = new Date(`${day}T12:00:00+05:30`);
      await recordPayment(tx, {
        orderId: order.id,
        provider: "cod",
        providerOrderId: reference || null,
        providerPaymentId: `cod:${order.orderNumber}`,
        amount,
        status: "captured",
        method: "cash",
        raw: { collectedOn: day, reference: reference || null, recordedBy: actor.email },
      });
      await tx
        .update(orders)
        .set({ paymentStatus: "paid", paidAt, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await recordHistory(
        tx,
        order.id,
        [{ field: "payment_status", from: order.paymentStatus, to: "paid" }],
        `Cash collected on ${day}${reference ? `, reference ${reference}` : ""}`,
        actor.id,
      );
      await recordActivity(tx, {
        actor,
        action: "order.cod_collected",
        entityType: "order",
        entityId: order.id,
        entityLabel: order.orderNumber,
        before: { paymentStatus: order.paymentStatus },
        after: { paymentStatus: "paid", amount, collectedOn: day, reference: reference || null },
      });
    },
    { storefront: false },
  );
  forgetOrderCounts();
}

export interface CodToCollect {
  orders: {
    orderNumber: string;
    status: string;
    customer: string;
    phone: string;
    city: string;
    totalAmount: number;
    shippedAt: Date | null;
    deliveredAt: Date | null;
  }[];
  count: number;
  outstanding: number;
}

const NOT_COLLECTED = and(
  eq(orders.paymentMethod, "cod"),
  eq(orders.paymentStatus, "pending"),
  inArray(orders.status, ["shipped", "delivered"]),
);

/** Shipped or delivered cash-on-delivery orders whose cash is not recorded yet, oldest dispatch first. */
export async function listCodToCollect(limit = 200): Promise<CodToCollect> {
  const db = getDb();
  const [rows, [sum]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        customer: sql<string>`${orders.shippingAddress}->>'fullName'`,
        phone: sql<string>`${orders.shippingAddress}->>'phone'`,
        city: sql<string>`${orders.shippingAddress}->>'city'`,
        totalAmount: orders.totalAmount,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
      })
      .from(orders)
      .where(NOT_COLLECTED)
      .orderBy(sql`${orders.shippedAt} asc nulls first`, desc(orders.createdAt))
      .limit(limit),
    db
      .select({
        count: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
      })
      .from(orders)
      .where(NOT_COLLECTED),
  ]);
  return { orders: rows, count: sum?.count ?? 0, outstanding: Number(sum?.total ?? 0) };
}
