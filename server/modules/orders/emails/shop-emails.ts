/** The e-mails to the shop: the new-order notification and the mail-configuration test. */
import { formatDateTime } from "../../../../lib/date-format";
import { formatInr } from "../../../../lib/money";
import type { OrderDocument } from "../../invoices/service";
import { paymentMethodLabel, paymentStatusLabel } from "./labels";
import {
  BRAND,
  P_STYLE,
  type Part,
  button,
  details,
  escapeLines,
  heading,
  layout,
  note,
  oneLine,
  paragraph,
} from "./layout";
import { itemsTable, totalsTable } from "./tables";
import type { RenderedEmail } from "./types";

/** e.g. 9 January 2026 at 3:00 pm IST; "" for an invalid date, so its row is left out. */
function formatDateTimeIst(value: Date): string {
  const formatted = formatDateTime(value);
  return formatted ? `${formatted} IST` : "";
}

/** To the shop when a new order comes in. */
export function renderAdminOrderNotification(
  order: OrderDocument,
  links: { adminOrderUrl: string },
): RenderedEmail {
  const address = order.shippingAddress;
  const total = formatInr(order.totalAmount);
  const parts: Part[] = [
    paragraph(`${address.fullName} placed order ${order.orderNumber} for ${total}.`),
    details([
      ["Order number", order.orderNumber],
      ["Placed", formatDateTimeIst(order.createdAt)],
      ["Customer", address.fullName],
      ["E-mail", address.email],
      ["Phone", address.phone],
      ["Ships to", [address.city, address.state].filter(Boolean).join(", ")],
      ["Payment method", paymentMethodLabel(order.paymentMethod)],
      ["Payment status", paymentStatusLabel(order.paymentStatus)],
      ["Payment ID", order.paymentId],
    ]),
    heading("Items"),
    itemsTable(order.items),
    totalsTable(order),
  ];
  const notes = order.customerNotes?.trim();
  if (notes) {
    parts.push(heading("Customer notes"), {
      html: `<p style="${P_STYLE};background:#faf6f2;border-left:3px solid ${BRAND};padding:8px 12px">${escapeLines(notes)}</p>`,
      text: notes,
    });
  }
  parts.push(button("Open the order", links.adminOrderUrl));
  return {
    subject: oneLine(`New order ${order.orderNumber}: ${total}`),
    ...layout(`New order ${order.orderNumber}`, parts),
  };
}

/** Sent from the admin settings to check that mail delivery works. */
export function renderTestEmail(sentAt: Date): RenderedEmail {
  const parts: Part[] = [
    paragraph("Good news: the e-mail configuration of your shop works. This message reached you through it."),
    details([["Sent at", formatDateTimeIst(sentAt)]]),
    note("No action is needed; you can delete this message."),
  ];
  return {
    subject: "Test e-mail from Divine Threads",
    ...layout("Your e-mail configuration works", parts),
  };
}
