import { AppError } from "../../errors";
import { adminTransaction, recordActivity } from "../audit/service";
import { ensureInvoice, invoiceIfDue, readInvoicePdf } from "../invoices/service";
import { queueMail } from "../mail/service";
import type { Actor } from "./admin-status";
import { renderOrderConfirmation } from "./emails";
import { orderEmailLinks, sendInvoiceEmail } from "./invoice-email";
import { getOrderByNumber, type OrderView } from "./read";

/** Repeated clicks within this window send one e-mail. */
const RESEND_WINDOW_MS = 10 * 60_000;

async function orderOrNotFound(orderNumber: string): Promise<OrderView> {
  const order = await getOrderByNumber(orderNumber);
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  return order;
}

const logResend = (actor: Actor, order: OrderView, what: string) =>
  adminTransaction(
    (tx) =>
      recordActivity(tx, {
        actor,
        action: "order.resend",
        entityType: "order",
        entityId: order.id,
        entityLabel: order.orderNumber,
        after: { sent: what, to: order.shippingAddress.email },
      }),
    { storefront: false },
  );

/**
 * The order confirmation again, to the order's address, with the invoice PDF when the order has one or
 * is due one (issued now, as the confirmation would have).
 */
export async function resendOrderConfirmation(
  actor: Actor,
  orderNumber: string,
  now = Date.now(),
): Promise<string> {
  const order = await orderOrNotFound(orderNumber);
  const invoice = await invoiceIfDue(order);
  await queueMail({
    to: order.shippingAddress.email,
    ...renderOrderConfirmation(order, orderEmailLinks(order.orderNumber), invoice?.invoiceNumber ?? null),
    template: "order_confirmation",
    dedupeKey: `order_confirmation_resend:${order.id}:${Math.floor(now / RESEND_WINDOW_MS)}`,
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
  await logResend(actor, order, "order confirmation");
  return order.shippingAddress.email;
}

/**
 * The invoice e-mail again (issuing the invoice first if the order is due one and has none yet: paid
 * online, or cash on delivery confirmed).
 */
export async function resendInvoice(actor: Actor, orderNumber: string, now = Date.now()): Promise<string> {
  const order = await orderOrNotFound(orderNumber);
  const { invoice } = await ensureInvoice(order);
  await sendInvoiceEmail(order, invoice, now);
  await logResend(actor, order, `invoice ${invoice.invoiceNumber}`);
  return order.shippingAddress.email;
}
