import { z } from "zod";
import {
  findCreditNoteById,
  findInvoice,
  invoiceIfDue,
  readCreditNotePdf,
  readInvoicePdf,
} from "../invoices/service";
import { enqueueJob, registerJob } from "../jobs/service";
import { queueMail } from "../mail/service";
import { executeRefund, REFUND_JOB } from "../payments/service";
import { getAdminNotificationAddress, getAdminSetting } from "../settings/service";
import { expireHold } from "./cancel";
import { carrierName, trackingUrlFor } from "./carriers";
import {
  renderAdminOrderNotification,
  renderCreditNoteEmail,
  renderOrderConfirmation,
  renderOrderStatusUpdate,
} from "./emails";
import { orderEmailLinks } from "./invoice-email";
import { ORDER_JOBS } from "./jobs";
import { getOrderById } from "./read";
import { settleRefundsOf } from "./refund-settlement";

const orderPayload = z.object({ orderId: z.string().min(1) });
const statusPayload = orderPayload.extend({ from: z.string(), to: z.string() });
const refundPayload = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  amount: z.number().int().positive(),
  reason: z.string(),
  key: z.string(),
});

async function customerMailsOn(): Promise<boolean> {
  return (await getAdminSetting("email_notifications_enabled"))?.trim().toLowerCase() !== "false";
}

/**
 * The invoice (an online order once paid, a cash-on-delivery order once placed: CGST Act s.31(1)(a)),
 * then the buyer's confirmation with the PDF and the shop's notice.
 */
async function onOrderConfirmed(payload: unknown): Promise<void> {
  const { orderId } = orderPayload.parse(payload);
  const order = await getOrderById(orderId);
  if (!order) return;
  const invoice = await invoiceIfDue(order);
  if (await customerMailsOn()) {
    const mail = renderOrderConfirmation(
      order,
      orderEmailLinks(order.orderNumber),
      invoice?.invoiceNumber ?? null,
    );
    await queueMail({
      to: order.shippingAddress.email,
      ...mail,
      template: "order_confirmation",
      dedupeKey: `order_confirmation:${order.id}`,
      orderId: order.id,
      attachments: invoice
        ? [
            {
              filename: `${invoice.invoiceNumber}.pdf`,
              contentType: "application/pdf",
              content: await readInvoicePdf(invoice, order),
            },
          ]
        : [],
    });
  }
  const admin = await getAdminNotificationAddress();
  if (admin) {
    const mail = renderAdminOrderNotification(order, {
      adminOrderUrl: orderEmailLinks(order.orderNumber).orderUrl,
    });
    await queueMail({
      to: admin,
      ...mail,
      template: "admin_order_notification",
      dedupeKey: `admin_order_notification:${order.id}`,
      orderId: order.id,
    });
  }
}

async function onHoldDue(payload: unknown): Promise<void> {
  const { orderId } = orderPayload.parse(payload);
  const order = await getOrderById(orderId);
  if ((await expireHold(orderId)) === "kept" && order?.holdExpiresAt && order.holdExpiresAt > new Date()) {
    // Woken early (clocks differ between machines): look again when the hold really ends.
    await enqueueJob(
      ORDER_JOBS.expireHold,
      { orderId },
      {
        runAt: order.holdExpiresAt,
        uniqueKey: `expire-hold:${orderId}:${order.holdExpiresAt.getTime()}`,
      },
    );
  }
}

async function onStatusChanged(payload: unknown): Promise<void> {
  const { orderId, from, to } = statusPayload.parse(payload);
  const order = await getOrderById(orderId);
  if (!order || !(await customerMailsOn())) return;
  const mail = renderOrderStatusUpdate(order, orderEmailLinks(order.orderNumber), {
    from,
    to,
    trackingNumber: order.trackingNumber,
    carrierName: carrierName(order.carrier),
    trackingUrl: trackingUrlFor(order.carrier, order.trackingNumber),
  });
  await queueMail({
    to: order.shippingAddress.email,
    ...mail,
    template: "order_status_update",
    dedupeKey: `order_status_update:${order.id}:${to}`,
    orderId: order.id,
  });
}

const creditNotePayload = orderPayload.extend({ creditNoteId: z.string().min(1) });

/** The credit note's PDF stored, and e-mailed to the buyer once. */
async function onCreditNoteIssued(payload: unknown): Promise<void> {
  const { orderId, creditNoteId } = creditNotePayload.parse(payload);
  const [order, note] = await Promise.all([getOrderById(orderId), findCreditNoteById(creditNoteId)]);
  if (!order || !note) return;
  const pdf = await readCreditNotePdf(note, order);
  if (!(await customerMailsOn())) return;
  const invoice = await findInvoice(order.id);
  await queueMail({
    to: order.shippingAddress.email,
    ...renderCreditNoteEmail(order, orderEmailLinks(order.orderNumber), {
      number: note.creditNoteNumber,
      amount: note.totalAmount,
      invoiceNumber: invoice?.invoiceNumber ?? "",
    }),
    template: "credit_note",
    dedupeKey: `credit_note:${note.id}`,
    orderId: order.id,
    attachments: [{ filename: `${note.creditNoteNumber}.pdf`, contentType: "application/pdf", content: pdf }],
  });
}

async function onRefundDue(payload: unknown): Promise<void> {
  const request = refundPayload.parse(payload);
  const { status } = await executeRefund(request);
  if (status === "processed") await settleRefundsOf(request.orderId, `Refund processed: ${request.reason}`);
}

export function registerOrderJobs(): void {
  registerJob(ORDER_JOBS.confirmed, onOrderConfirmed, { maxAttempts: 8 });
  registerJob(ORDER_JOBS.expireHold, onHoldDue, { maxAttempts: 10 });
  registerJob(ORDER_JOBS.statusMail, onStatusChanged, { maxAttempts: 8 });
  registerJob(ORDER_JOBS.creditNote, onCreditNoteIssued, { maxAttempts: 8 });
  registerJob(REFUND_JOB, onRefundDue, { maxAttempts: 10 });
}
