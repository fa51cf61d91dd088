import { sameState } from "../../../../lib/indian-states";
import type { InvoiceDocument } from "../documents";

/** Whether the invoice shows CGST + SGST (true) or IGST (false). */
export function isIntraState({ order, seller }: InvoiceDocument): boolean {
  if (order.cgstAmount + order.sgstAmount > 0) return true;
  if (order.igstAmount > 0) return false;
  // A zero-tax order has no CGST/SGST amounts to tell by, so then the states decide.
  return sameState(seller.state, order.shippingAddress.state);
}

/** The per-line split, same rule as the order's: the odd paisa goes to SGST. */
export function splitTax(tax: number) {
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst };
}
