import type { OrderDocument } from "../documents";
import type { OrderAddress } from "../../orders/schema";
import { addressStateLine, placeOfSupply } from "./gst";
import { COLOR, contentWidth, MARGIN, measure, type Pdf, style, write, writeLines } from "./text";

/** The shop sells goods to consumers: no supply of its is taxed on reverse charge (Rule 46(p)). */
export const REVERSE_CHARGE = "Whether tax is payable on reverse charge: No";

/**
 * Bill to (the recipient) and Ship to (the delivery address), each with its state and code, then the
 * place of supply and the reverse-charge statement (Rule 46(e), (n), (p)); returns the y below.
 */
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
    order.buyerGstin && order.buyerBusinessName
      ? { name: order.buyerBusinessName, gstin: order.buyerGstin }
      : null,
  );
  const shipTo = drawAddress(doc, "Ship to", order.shippingAddress, MARGIN + width + gap, top, width);

  const y = Math.max(billTo, shipTo) + 8;
  style(doc, { width, bold: true }).text("Place of supply: ", MARGIN, y, { width, continued: true });
  style(doc, { width }).text(placeOfSupply(order.shippingAddress));
  write(doc, REVERSE_CHARGE, MARGIN + width + gap, y, { width });
  return y + measure(doc, REVERSE_CHARGE, { width }) + 12;
}

/** Lines below the parties (a credit note's original invoice and reason); returns the y below them. */
export function drawRemarks(doc: Pdf, remarks: string[], top: number): number {
  if (remarks.length === 0) return top;
  return writeLines(doc, remarks, MARGIN, top, { width: contentWidth(doc) }) + 10;
}

/** An address block; a registered buyer's business name and GSTIN come first (Rule 46(d)). */
function drawAddress(
  doc: Pdf,
  title: string,
  address: OrderAddress,
  x: number,
  top: number,
  width: number,
  business: { name: string; gstin: string } | null = null,
) {
  let y = top + write(doc, title, x, top, { width, bold: true, color: COLOR.accent });
  if (business) {
    y += write(doc, business.name, x, y + 2, { width, bold: true }) + 2;
    y += write(doc, `GSTIN: ${business.gstin}`, x, y, { width, bold: true }) + 1;
    return writeLines(doc, [`Attn: ${address.fullName}`, ...invoiceAddressLines(address)], x, y, { width });
  }
  y += write(doc, address.fullName, x, y + 2, { width, bold: true }) + 3;
  return writeLines(doc, invoiceAddressLines(address), x, y, { width });
}

/** An invoice's postal lines below the name: the state on a line of its own with its GST code. */
function invoiceAddressLines(address: OrderAddress): string[] {
  return [
    address.addressLine1,
    address.addressLine2 ?? "",
    `${address.city}, PIN ${address.postalCode}`,
    addressStateLine(address),
    `Phone: ${address.phone}`,
    `E-mail: ${address.email}`,
  ].filter((line) => line.trim() !== "");
}

/** The postal lines of an address below the name, blank ones left out (packing slips). */
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
