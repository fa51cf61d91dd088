import { getEnv } from "../../config/env";
import { type InvoiceRecord, readInvoicePdf } from "../invoices/service";
import { queueMail } from "../mail/service";
import { renderOrderConfirmation } from "./emails";
import type { OrderView } from "./read";

/** The invoice page's e-mail button (transactions-and-admin section 8, E-mail and invoices). */
export const INVOICE_EMAIL_MESSAGES = {
  sent: "Email sent successfully!",
  failed: "Failed to send email",
} as const;

/** Repeated clicks within this window send one e-mail, so the button cannot flood the buyer's inbox. */
const RESEND_WINDOW_MS = 10 * 60_000;

export const orderEmailLinks = (orderNumber: string) => {
  const base = getEnv().appUrl;
  return { orderUrl: `${base}/order/${orderNumber}`, shopUrl: `${base}/shop` };
};

/** The confirmation e-mail again, to the order's address, with the invoice PDF attached. */
export async function sendInvoiceEmail(order: OrderView, invoice: InvoiceRecord, now = Date.now()) {
  return queueMail({
    to: order.shippingAddress.email,
    ...renderOrderConfirmation(order, orderEmailLinks(order.orderNumber), invoice.invoiceNumber),
    template: "order_confirmation",
    dedupeKey: `invoice_email:${invoice.id}:${Math.floor(now / RESEND_WINDOW_MS)}`,
    orderId: order.id,
    attachments: [
      {
        filename: `${invoice.invoiceNumber}.pdf`,
        contentType: "application/pdf",
        content: await readInvoicePdf(invoice, order),
      },
    ],
  });
}
