import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { user } from "../customers/auth-schema";
import { creditNotesOfOrder, findInvoice } from "../invoices/service";
import { listMailAboutOrder, type SentMailSummary } from "../mail/service";
import { payments, refundItems, refunds } from "../payments/schema";
import { MANUAL_REFUND } from "../payments/service";
import { orderItems, orderNotes, orderStatusHistory, orders } from "./schema";
import { orderLineOrder } from "./line-order";

export type AdminOrderRecord = typeof orders.$inferSelect;

export interface AdminOrderLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  productName: string;
  productSku: string;
  size: string | null;
  color: string | null;
  quantity: number;
  priceAtPurchase: number;
  lineTotal: number;
  /** Units of this line already refunded, and of those, put back in stock. */
  refundedQuantity: number;
  restockedQuantity: number;
}

export interface AdminOrderDetail {
  order: AdminOrderRecord;
  lines: AdminOrderLine[];
  customer: { id: string; name: string; email: string; role: string } | null;
  payments: {
    id: string;
    provider: string;
    providerOrderId: string | null;
    providerPaymentId: string;
    amount: number;
    status: string;
    method: string | null;
    createdAt: Date;
  }[];
  refunds: {
    id: string;
    amount: number;
    status: string;
    reason: string | null;
    providerRefundId: string | null;
    createdBy: string | null;
    createdAt: Date;
    items: { orderItemId: string; quantity: number; amount: number; restockedQuantity: number }[];
  }[];
  /** Paise refunded or being refunded (failed refunds excluded). */
  refundedAmount: number;
  invoice: { invoiceNumber: string; issueDate: string } | null;
  creditNotes: { creditNoteNumber: string; issueDate: string; totalAmount: number }[];
  history: {
    id: string;
    field: string;
    fromValue: string | null;
    toValue: string;
    note: string | null;
    actor: string | null;
    createdAt: Date;
  }[];
  notes: { id: string; body: string; author: string | null; createdAt: Date }[];
  emails: SentMailSummary[];
}

const ORDER_NUMBER = /^[A-Z0-9]{6,40}$/;

/** Everything the back office shows on one order's page; null when there is no such order. */
export async function getAdminOrderDetail(orderNumber: string): Promise<AdminOrderDetail | null> {
  if (!ORDER_NUMBER.test(orderNumber)) return null;
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const [lines, customerRows, paymentRows, refundRows, invoice, creditNotes, history, notes, emails] =
    await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(...orderLineOrder),
      order.userId
        ? db
            .select({ id: user.id, name: user.name, email: user.email, role: user.role })
            .from(user)
            .where(eq(user.id, order.userId))
        : Promise.resolve([]),
      db
        .select({
          id: payments.id,
          provider: payments.provider,
          providerOrderId: payments.providerOrderId,
          providerPaymentId: payments.providerPaymentId,
          amount: payments.amount,
          status: payments.status,
          method: payments.method,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(asc(payments.createdAt)),
      db
        .select({
          id: refunds.id,
          amount: refunds.amount,
          status: refunds.status,
          reason: refunds.reason,
          providerRefundId: refunds.providerRefundId,
          providerPaymentId: refunds.providerPaymentId,
          createdBy: user.name,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .leftJoin(user, eq(user.id, refunds.createdBy))
        .where(eq(refunds.orderId, order.id))
        .orderBy(asc(refunds.createdAt)),
      findInvoice(order.id),
      creditNotesOfOrder(order.id),
      db
        .select({
          id: orderStatusHistory.id,
          field: orderStatusHistory.field,
          fromValue: orderStatusHistory.fromValue,
          toValue: orderStatusHistory.toValue,
          note: orderStatusHistory.note,
          actor: user.name,
          createdAt: orderStatusHistory.createdAt,
        })
        .from(orderStatusHistory)
        .leftJoin(user, eq(user.id, orderStatusHistory.actorId))
        .where(eq(orderStatusHistory.orderId, order.id))
        // One write can move the payment and the status at the same instant: the payment is shown first.
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.field)),
      db
        .select({
          id: orderNotes.id,
          body: orderNotes.body,
          author: user.name,
          createdAt: orderNotes.createdAt,
        })
        .from(orderNotes)
        .leftJoin(user, eq(user.id, orderNotes.authorId))
        .where(eq(orderNotes.orderId, order.id))
        .orderBy(desc(orderNotes.createdAt)),
      listMailAboutOrder(order.id),
    ]);
  const refundIds = refundRows.map((r) => r.id);
  const itemRows =
    refundIds.length === 0
      ? []
      : await db
          .select({
            refundId: refundItems.refundId,
            orderItemId: refundItems.orderItemId,
            quantity: refundItems.quantity,
            amount: refundItems.amount,
            restockedQuantity: refundItems.restockedQuantity,
          })
          .from(refundItems)
          .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
          .where(sql`${inArray(refundItems.refundId, refundIds)} and ${refunds.status} <> 'failed'`);
  const perLine = new Map<string, { refunded: number; restocked: number }>();
  for (const item of itemRows) {
    const sum = perLine.get(item.orderItemId) ?? { refunded: 0, restocked: 0 };
    sum.refunded += item.quantity;
    sum.restocked += item.restockedQuantity;
    perLine.set(item.orderItemId, sum);
  }
  const ownPayment = order.paymentMethod === "razorpay" ? order.paymentId : null;
  return {
    order,
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      productSku: l.productSku,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      priceAtPurchase: l.priceAtPurchase,
      lineTotal: l.lineTotal,
      refundedQuantity: perLine.get(l.id)?.refunded ?? 0,
      restockedQuantity: perLine.get(l.id)?.restocked ?? 0,
    })),
    customer: customerRows[0] ?? null,
    payments: paymentRows,
    refunds: refundRows.map((r) => ({
      ...r,
      items: itemRows.filter((i) => i.refundId === r.id).map(({ refundId: _refundId, ...item }) => item),
    })),
    // A duplicate payment sent back to the buyer is refunded against the order, but is not its money.
    refundedAmount: refundRows
      .filter(
        (r) =>
          r.status !== "failed" &&
          (r.providerPaymentId === ownPayment || r.providerPaymentId === MANUAL_REFUND),
      )
      .reduce((sum, r) => sum + r.amount, 0),
    invoice: invoice ? { invoiceNumber: invoice.invoiceNumber, issueDate: invoice.issueDate } : null,
    creditNotes: creditNotes.map(({ creditNoteNumber, issueDate, totalAmount }) => ({
      creditNoteNumber,
      issueDate,
      totalAmount,
    })),
    history,
    notes,
    emails,
  };
}
