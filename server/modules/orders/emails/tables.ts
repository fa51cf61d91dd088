/** The items table and the totals table of the order e-mails. Money is integer paise. */
import { formatInr } from "../../../../lib/money";
import { escapeHtml } from "../../mail/service";
import type { OrderDocument, OrderDocumentItem } from "../../invoices/service";
import { BRAND, type Part } from "./layout";

const CELL = "padding:8px 0;vertical-align:top;border-bottom:1px solid #eee";

function itemVariant(item: OrderDocumentItem): string {
  return [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`]
    .filter(Boolean)
    .join(", ");
}

/** Two columns so it stays readable on a phone: the item with its details, then the line total. */
export function itemsTable(items: OrderDocumentItem[]): Part {
  const rows = items
    .map((item) => {
      const variant = itemVariant(item);
      const unit = `Qty ${item.quantity} × ${formatInr(item.priceAtPurchase)}`;
      return `<tr><td style="${CELL};padding-right:12px"><strong>${escapeHtml(item.productName)}</strong>${
        variant ? `<br><span style="font-size:13px;color:#555">${escapeHtml(variant)}</span>` : ""
      }<br><span style="font-size:12px;color:#777">SKU: ${escapeHtml(item.productSku)}</span><br><span style="font-size:13px">${escapeHtml(unit)}</span></td><td style="${CELL};text-align:right;white-space:nowrap">${escapeHtml(formatInr(item.lineTotal))}</td></tr>`;
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

export function totalsTable(order: OrderDocument): Part {
  const rows = totalRows(order);
  const html = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 14px;font-size:14px">${rows
    .map(({ label, amount, strong }) => {
      const style = strong
        ? `padding:8px 0 4px;font-weight:bold;font-size:16px;border-top:1px solid #ccc`
        : "padding:3px 0";
      return `<tr><td style="${style}">${escapeHtml(label)}</td><td style="${style};text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`;
    })
    .join("")}</table>`;
  const width = Math.max(...rows.map((r) => r.label.length)) + 2;
  const text = rows.map(({ label, amount }) => `${`${label}:`.padEnd(width)}${amount}`).join("\n");
  return { html, text };
}
