import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findInvoice, issueCreditNote } from "../invoices/service";
import { enqueueJob } from "../jobs/service";
import { processedRefundsOf } from "../payments/service";
import { getShopState } from "../settings/service";
import { ORDER_JOBS } from "./jobs";
import type { OrderRecord } from "./read";
import { orderItems } from "./schema";
import { orderLineOrder } from "./line-order";

/**
 * Every processed refund of the order's payment gets its GST credit note once, against the order's
 * invoice, and an e-mail to the buyer with the PDF (queued in this transaction, sent after it
 * commits). Runs in the transaction that settles the order's refunds, under the order's lock. An
 * order never invoiced (refunded before it was confirmed) has no tax to reverse and gets none.
 */
export async function issueCreditNotesFor(tx: Database, order: OrderRecord, now = new Date()): Promise<void> {
  const invoice = await findInvoice(order.id, tx);
  if (!invoice) return;
  const refunds = await processedRefundsOf(
    tx,
    order.id,
    order.paymentMethod === "razorpay" ? order.paymentId : null,
  );
  if (refunds.length === 0) return;
  const items = await tx
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      size: orderItems.size,
      color: orderItems.color,
      hsnCode: orderItems.hsnCode,
      uqc: orderItems.uqc,
      gstRateBp: orderItems.gstRateBp,
      lineTotal: orderItems.lineTotal,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(...orderLineOrder);
  const sellerState = await getShopState(tx);
  for (const refund of refunds) {
    const note = await issueCreditNote(tx, { refund, order: { ...order, items }, invoice, sellerState }, now);
    if (note)
      await enqueueJob(
        ORDER_JOBS.creditNote,
        { orderId: order.id, creditNoteId: note.id },
        { db: tx, uniqueKey: `credit-note:${note.id}` },
      );
  }
}
