import type { OrderDocument } from "../documents";
import type { OrderAddress } from "../../orders/schema";
import { COLOR, contentWidth, MARGIN, measure, type Pdf, style, write, writeLines } from "./text";

/** Bill to and Ship to side by side, then the place of supply; returns the y below. */
export function drawParties(doc: Pdf, order: OrderDocument, top: number): number {
  const gap = 24;
  const width = (contentWidth(doc) - gap) / 2;
  const billTo = drawAddress(
    doc,
    "Bill to",
    order.billingAddress ?? order.shippingAddress,
    MARGIN,
    top,
    width,
  );
  const shipTo = drawAddress(doc, "Ship to", order.shippingAddress, MARGIN + width + gap, top, width);

  const y = Math.max(billTo, shipTo) + 8;
  style(doc, { width: contentWidth(doc), bold: true }).text("Place of supply: ", MARGIN, y, {
    continued: true,
  });
  style(doc, { width: contentWidth(doc) }).text(order.shippingAddress.state);
  return y + measure(doc, "Place of supply", { width: contentWidth(doc) }) + 12;
}

function drawAddress(doc: Pdf, title: string, address: OrderAddress, x: number, top: number, width: number) {
  let y = top + write(doc, title, x, top, { width, bold: true, color: COLOR.accent });
  y += write(doc, address.fullName, x, y + 2, { width, bold: true }) + 3;
  return writeLines(doc, addressLines(address), x, y, { width });
}

/** The postal lines of an address below the name, blank ones left out. */
export function addressLines(address: OrderAddress): string[] {
  return [
    address.addressLine1,
    address.addressLine2 ?? "",
    `${address.city}, ${address.state}`,
    `PIN ${address.postalCode}, ${address.country}`,
    `Phone: ${address.phone}`,
    `E-mail: ${address.email}`,
  ].filter((line) => line.trim() !== "");
}
