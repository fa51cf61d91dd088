/**
 * Order e-mails as pure render functions: each returns the subject, an HTML body with inline
 * styles (no external images or scripts) and a plain-text body carrying the same information.
 * Every interpolated value is escaped in the HTML part. Money is integer paise.
 */
import { formatDate } from "../../../lib/date-format";
import { formatInr } from "../../../lib/money";
import type { OrderAddress } from "./schema";
import type { OrderDocument, OrderDocumentItem } from "./documents";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface OrderEmailLinks {
  orderUrl: string;
  shopUrl: string;
}

export interface OrderStatusChange {
  from: string;
  to: string;
  trackingNumber?: string | null;
}

const DELIVERY_WINDOW = "3-7 business days";
const RETURN_WINDOW_DAYS = 30;
const REFUND_WINDOW = "7-10 business days";

const BRAND = "#6e1414";

const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
};

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  razorpay: "Online (Razorpay)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

const DATE_TIME_IST = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

// ---------------------------------------------------------------------------------------------
// Small helpers

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Escaped, with line breaks kept (notes and addresses typed by people). */
const escapeLines = (s: string) => escape(s).replace(/\r?\n/g, "<br>");

/** Subjects are one line whatever the data holds. */
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : value;
}

/** 'shipped' → 'Shipped'; unknown values are shown readably rather than dropped. */
function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? humanize(status);
}

function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status] ?? humanize(status);
}

function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? humanize(method);
}

/** e.g. 9 January 2026 at 3:00 pm IST. */
function formatDateTimeIst(value: Date): string {
  return Number.isNaN(value.getTime()) ? "" : `${DATE_TIME_IST.format(value)} IST`;
}

function isPaidOnline(order: OrderDocument): boolean {
  return (
    order.paymentMethod === "razorpay" &&
    ["paid", "refunded", "partially_refunded"].includes(order.paymentStatus)
  );
}

/** How the buyer pays, in the buyer's words. */
function buyerPaymentLine(order: OrderDocument): string {
  const total = formatInr(order.totalAmount);
  switch (order.paymentMethod) {
    case "razorpay":
      return order.paymentStatus === "paid"
        ? "Paid online (Razorpay)"
        : `Online payment (Razorpay): ${paymentStatusLabel(order.paymentStatus).toLowerCase()}`;
    case "cod":
      return order.paymentStatus === "paid"
        ? `Cash on delivery: ${total} paid`
        : `Cash on delivery: please keep ${total} ready`;
    case "bank_transfer":
      return order.paymentStatus === "paid"
        ? "Bank transfer: payment received"
        : "Bank transfer: we will ship once your payment arrives";
    default:
      return `${paymentMethodLabel(order.paymentMethod)}: ${paymentStatusLabel(order.paymentStatus).toLowerCase()}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Building blocks: each part carries its HTML and its plain-text form.

interface Part {
  html: string;
  text: string;
}

const P_STYLE = "margin:0 0 14px;line-height:1.5";
const CELL = "padding:8px 0;vertical-align:top;border-bottom:1px solid #eee";

function paragraph(text: string, style = ""): Part {
  return { html: `<p style="${P_STYLE}${style ? `;${style}` : ""}">${escapeLines(text)}</p>`, text };
}

function note(text: string): Part {
  return paragraph(text, "font-size:13px;color:#555");
}

function heading(text: string): Part {
  return {
    html: `<h3 style="margin:24px 0 8px;font-family:Georgia,serif;color:${BRAND};font-size:17px">${escape(text)}</h3>`,
    text: `${text.toUpperCase()}`,
  };
}

/** Label/value pairs, e.g. order number and date. Rows with an empty value are left out. */
function details(rows: [label: string, value: string | null | undefined][]): Part {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const html = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 14px;font-size:14px">${shown
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escape(label)}</td><td style="padding:4px 0;vertical-align:top">${escapeLines(value)}</td></tr>`,
    )
    .join("")}</table>`;
  const text = shown.map(([label, value]) => `${label}: ${value}`).join("\n");
  return { html, text };
}

function button(label: string, url: string): Part {
  const html = `<p style="margin:24px 0"><a href="${escape(url)}" style="display:inline-block;background:${BRAND};color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">${escape(label)}</a></p>
<p style="font-size:12px;color:#777;margin:0 0 14px;word-break:break-all">If the button does not work, copy this address into your browser:<br>${escape(url)}</p>`;
  return { html, text: `${label}: ${url}` };
}

function itemVariant(item: OrderDocumentItem): string {
  return [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`]
    .filter(Boolean)
    .join(", ");
}

/** Two columns so it stays readable on a phone: the item with its details, then the line total. */
function itemsTable(items: OrderDocumentItem[]): Part {
  const rows = items
    .map((item) => {
      const variant = itemVariant(item);
      const unit = `Qty ${item.quantity} × ${formatInr(item.priceAtPurchase)}`;
      return `<tr><td style="${CELL};padding-right:12px"><strong>${escape(item.productName)}</strong>${
        variant ? `<br><span style="font-size:13px;color:#555">${escape(variant)}</span>` : ""
      }<br><span style="font-size:12px;color:#777">SKU: ${escape(item.productSku)}</span><br><span style="font-size:13px">${escape(unit)}</span></td><td style="${CELL};text-align:right;white-space:nowrap">${escape(formatInr(item.lineTotal))}</td></tr>`;
    })
    .join("");
  const html = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 8px;font-size:14px">
<tr><th style="text-align:left;padding:6px 0;border-bottom:2px solid ${BRAND};font-size:13px;color:#555">Item</th><th style="text-align:right;padding:6px 0;border-bottom:2px solid ${BRAND};font-size:13px;color:#555">Amount</th></tr>
${rows}</table>`;
  const text = items
    .map((item, i) => {
      const variant = itemVariant(item);
      return [
        `${i + 1}. ${item.productName}${variant ? ` (${variant})` : ""}`,
        `   SKU: ${item.productSku}`,
        `   Qty ${item.quantity} × ${formatInr(item.priceAtPurchase)} = ${formatInr(item.lineTotal)}`,
      ].join("\n");
    })
    .join("\n");
  return { html, text };
}

interface TotalRow {
  label: string;
  amount: string;
  strong?: boolean;
}

/** Subtotal, GST (CGST + SGST within the state, IGST otherwise), shipping, discount, total. */
function totalRows(order: OrderDocument): TotalRow[] {
  const incl = order.taxMode === "inclusive" ? " (incl.)" : "";
  const rows: TotalRow[] = [{ label: "Subtotal", amount: formatInr(order.subtotal) }];
  if (order.cgstAmount + order.sgstAmount > 0) {
    rows.push({ label: `CGST${incl}`, amount: formatInr(order.cgstAmount) });
    rows.push({ label: `SGST${incl}`, amount: formatInr(order.sgstAmount) });
  } else if (order.igstAmount > 0) {
    rows.push({ label: `IGST${incl}`, amount: formatInr(order.igstAmount) });
  } else if (order.taxAmount > 0) {
    rows.push({ label: `GST${incl}`, amount: formatInr(order.taxAmount) });
  }
  rows.push({ label: "Shipping", amount: order.shippingCost === 0 ? "Free" : formatInr(order.shippingCost) });
  if (order.discountAmount > 0)
    rows.push({ label: "Discount", amount: `-${formatInr(order.discountAmount)}` });
  rows.push({ label: "Total", amount: formatInr(order.totalAmount), strong: true });
  return rows;
}

function totalsTable(order: OrderDocument): Part {
  const rows = totalRows(order);
  const html = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 14px;font-size:14px">${rows
    .map(({ label, amount, strong }) => {
      const style = strong
        ? `padding:8px 0 4px;font-weight:bold;font-size:16px;border-top:1px solid #ccc`
        : "padding:3px 0";
      return `<tr><td style="${style}">${escape(label)}</td><td style="${style};text-align:right;white-space:nowrap">${escape(amount)}</td></tr>`;
    })
    .join("")}</table>`;
  const width = Math.max(...rows.map((r) => r.label.length)) + 2;
  const text = rows.map(({ label, amount }) => `${`${label}:`.padEnd(width)}${amount}`).join("\n");
  return { html, text };
}

function addressLines(address: OrderAddress): string[] {
  return [
    address.fullName,
    address.addressLine1,
    address.addressLine2 ?? "",
    `${address.city}, ${address.state} ${address.postalCode}`.trim(),
    address.country,
    address.phone ? `Phone: ${address.phone}` : "",
  ].filter((line) => line.trim() !== "");
}

function addressBlock(address: OrderAddress): Part {
  const lines = addressLines(address);
  return {
    html: `<p style="${P_STYLE}">${lines.map(escape).join("<br>")}</p>`,
    text: lines.join("\n"),
  };
}

function layout(title: string, parts: Part[], footer: Part[] = []): { html: string; text: string } {
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title></head>
<body style="margin:0;padding:0;background:#f7f3ef">
<div style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:20px 16px;background:#fff">
<h1 style="color:${BRAND};font-family:Georgia,serif;margin:0 0 16px">Divine Threads</h1>
<h2 style="font-size:20px;margin:0 0 16px">${escape(title)}</h2>
${parts.map((p) => p.html).join("\n")}
${footer.length ? `<div style="border-top:1px solid #eee;margin-top:24px;padding-top:12px">${footer.map((p) => p.html).join("\n")}</div>` : ""}
</div></body></html>`;
  const sections = [`Divine Threads`, `${title}\n${"=".repeat(title.length)}`, ...parts.map((p) => p.text)];
  if (footer.length) sections.push(`--\n${footer.map((p) => p.text).join("\n\n")}`);
  const text = `${sections.filter((s) => s !== "").join("\n\n")}\n`;
  return { html, text };
}

function shopFooter(shopUrl: string): Part[] {
  return [
    {
      html: `<p style="font-size:12px;color:#777;margin:0">Divine Threads · <a href="${escape(shopUrl)}" style="color:${BRAND}">${escape(shopUrl)}</a></p>`,
      text: `Divine Threads · ${shopUrl}`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The e-mails

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

function statusMessage(order: OrderDocument, to: string): string {
  const n = order.orderNumber;
  switch (to) {
    case "pending":
      return `Your order ${n} is pending. We will confirm it shortly.`;
    case "confirmed":
      return `We have confirmed your order ${n} and will start preparing it for you.`;
    case "processing":
      return `We are preparing your order ${n} for dispatch.`;
    case "shipped":
      return `Good news: your order ${n} is on its way. It usually arrives within ${DELIVERY_WINDOW}.`;
    case "delivered":
      return `Your order ${n} has been delivered. We hope you love it! If something is not right, you can return unworn items with their tags within ${RETURN_WINDOW_DAYS} days of delivery.`;
    case "cancelled":
      return `Your order ${n} has been cancelled.`;
    case "refunded":
      return `Your order ${n} has been refunded.`;
    default:
      return `The status of your order ${n} is now: ${orderStatusLabel(to)}.`;
  }
}

/** To the buyer when an order moves to another status. */
export function renderOrderStatusUpdate(
  order: OrderDocument,
  links: OrderEmailLinks,
  change: OrderStatusChange,
): RenderedEmail {
  const label = orderStatusLabel(change.to);
  const tracking = change.to === "shipped" ? change.trackingNumber?.trim() || null : null;
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
  parts.push(
    button("View your order", links.orderUrl),
    note("Questions about your order? Open the order page or contact us through our website."),
  );
  return {
    subject: oneLine(`Your order ${order.orderNumber} is now ${label}`),
    ...layout(`Your order is now ${label.toLowerCase()}`, parts, shopFooter(links.shopUrl)),
  };
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
