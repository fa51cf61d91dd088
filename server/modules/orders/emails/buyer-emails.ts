/** The e-mails to the buyer: the order confirmation and the status updates. */
import { formatDate } from "../../../../lib/date-format";
import { formatInr } from "../../../../lib/money";
import type { OrderDocument } from "../../invoices/service";
import {
  DELIVERY_WINDOW,
  REFUND_WINDOW,
  RETURN_WINDOW_DAYS,
  buyerPaymentLine,
  isPaidOnline,
  orderStatusLabel,
  statusMessage,
} from "./labels";
import {
  type Part,
  addressBlock,
  button,
  details,
  heading,
  layout,
  note,
  oneLine,
  paragraph,
  shopFooter,
} from "./layout";
import { itemsTable, totalsTable } from "./tables";
import type { OrderEmailLinks, OrderStatusChange, RenderedEmail } from "./types";

/** To the buyer when the order is placed. */
export function renderOrderConfirmation(
  order: OrderDocument,
  links: OrderEmailLinks,
  invoiceNumber: string | null,
): RenderedEmail {
  const name = order.shippingAddress.fullName;
  const parts: Part[] = [
    paragraph(
      `Namaste ${name}, thank you for shopping with Divine Threads. We have received your order and will let you know as soon as it ships.`,
    ),
    details([
      ["Order number", order.orderNumber],
      ["Order date", formatDate(order.createdAt)],
    ]),
    heading("Your items"),
    itemsTable(order.items),
    totalsTable(order),
    heading("Payment"),
    details([
      ["Payment", buyerPaymentLine(order)],
      [
        "Payment reference",
        order.paymentMethod === "razorpay" && order.paymentStatus === "paid" ? order.paymentId : null,
      ],
    ]),
    heading("Delivery"),
    addressBlock(order.shippingAddress),
    paragraph(
      `Orders usually reach you within ${DELIVERY_WINDOW} after dispatch. We will e-mail you the tracking details once your parcel is on its way.`,
    ),
  ];
  if (invoiceNumber) {
    parts.push(paragraph(`Your invoice ${invoiceNumber} is attached to this e-mail as a PDF.`));
  }
  parts.push(
    button("View your order", links.orderUrl),
    note(
      `Not quite right? You can return unworn items with their tags within ${RETURN_WINDOW_DAYS} days of delivery.`,
    ),
  );
  return {
    subject: oneLine(`Order confirmed: ${order.orderNumber}`),
    ...layout("Order confirmed", parts, shopFooter(links.shopUrl)),
  };
}

/** A link only when it is a web address: a mail client must never be handed another scheme. */
function webAddress(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const parsed = new URL(text);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** To the buyer when an order moves to another status; once shipped, with the carrier and tracking link. */
export function renderOrderStatusUpdate(
  order: OrderDocument,
  links: OrderEmailLinks,
  change: OrderStatusChange,
): RenderedEmail {
  const label = orderStatusLabel(change.to);
  const onItsWay = change.to === "shipped" || change.to === "delivered";
  const carrier = onItsWay ? change.carrierName?.trim() || null : null;
  const tracking = onItsWay ? change.trackingNumber?.trim() || null : null;
  const trackingUrl = onItsWay ? webAddress(change.trackingUrl) : null;
  const cancelReason = change.to === "cancelled" ? order.cancelReason?.trim() || null : null;
  const parts: Part[] = [
    paragraph(`Namaste ${order.shippingAddress.fullName},`),
    paragraph(statusMessage(order, change.to)),
    details([
      ["Order number", order.orderNumber],
      ["Order date", formatDate(order.createdAt)],
      [
        "Status",
        change.from && change.from !== change.to ? `${label} (was ${orderStatusLabel(change.from)})` : label,
      ],
      ["Carrier", carrier],
      ["Tracking number", tracking],
      ["Reason", cancelReason],
      ["Order total", formatInr(order.totalAmount)],
    ]),
  ];
  if ((change.to === "cancelled" || change.to === "refunded") && isPaidOnline(order)) {
    parts.push(
      paragraph(
        `As you paid online, the refund goes back to your original payment method and usually reaches it within ${REFUND_WINDOW}.`,
      ),
    );
  }
  if (trackingUrl) parts.push(button("Track your parcel", trackingUrl));
  parts.push(
    button("View your order", links.orderUrl),
    note("Questions about your order? Open the order page or contact us through our website."),
  );
  return {
    subject: oneLine(`Your order ${order.orderNumber} is now ${label}`),
    ...layout(`Your order is now ${label.toLowerCase()}`, parts, shopFooter(links.shopUrl)),
  };
}

/** To the buyer when a refund is processed, with the GST credit note attached. */
export function renderCreditNoteEmail(
  order: OrderDocument,
  links: OrderEmailLinks,
  creditNote: { number: string; amount: number; invoiceNumber: string },
): RenderedEmail {
  const parts: Part[] = [
    paragraph(`Namaste ${order.shippingAddress.fullName},`),
    paragraph(
      `We have refunded ${formatInr(creditNote.amount)} for your order ${order.orderNumber}. Your GST credit note ${creditNote.number} is attached to this e-mail as a PDF.`,
    ),
    details([
      ["Order number", order.orderNumber],
      ["Credit note", creditNote.number],
      ["Against invoice", creditNote.invoiceNumber],
      ["Amount refunded", formatInr(creditNote.amount)],
    ]),
  ];
  if (isPaidOnline(order))
    parts.push(
      paragraph(
        `As you paid online, the refund goes back to your original payment method and usually reaches it within ${REFUND_WINDOW}.`,
      ),
    );
  parts.push(button("View your order", links.orderUrl));
  return {
    subject: oneLine(`Credit note ${creditNote.number} for your order ${order.orderNumber}`),
    ...layout("Your refund and credit note", parts, shopFooter(links.shopUrl)),
  };
}
