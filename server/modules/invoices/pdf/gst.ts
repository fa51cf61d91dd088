import { gstStateCode, indianState, sameState } from "../../../../lib/indian-states";
import type { OrderAddress } from "../../orders/schema";
import type { InvoiceDocument } from "../documents";

/** Whether the invoice shows CGST + SGST (true) or IGST (false). */
export function isIntraState({ order, seller }: InvoiceDocument): boolean {
  if (order.cgstAmount + order.sgstAmount > 0) return true;
  if (order.igstAmount > 0) return false;
  // A zero-tax order has no CGST/SGST amounts to tell by, so then the states decide.
  return sameState(seller.state, order.shippingAddress.state);
}

/** A state with its GST code, "Rajasthan (08)" (Rule 46(e), (n)); a name that is no Indian state as given. */
export function stateWithCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${indianState(state)} (${code})` : state.trim();
}

const isIndia = (country: string) => country.trim() === "" || /^india$/i.test(country.trim());

/** Where delivery ends (IGST Act s.10(1)(a)): the delivery address's state, or outside India. */
export function placeOfSupply(address: OrderAddress): string {
  return isIndia(address.country)
    ? stateWithCode(address.state)
    : `Outside India (${address.country.trim()})`;
}

/** An address's state line: state and code in India, state and country abroad. */
export function addressStateLine(address: OrderAddress): string {
  if (isIndia(address.country)) return `State: ${stateWithCode(address.state)}`;
  return [address.state, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

export interface Heads {
  cgst: number;
  sgst: number;
}

/**
 * Each line's tax split into CGST and SGST so that the columns add up to the order's stored CGST.
 * Lines taxed since the head-by-head rule are even and split in equal halves. An odd line tax (older
 * orders, whose CGST was half the order's tax rounded down) gives its odd paisa to CGST on as many
 * lines as the stored CGST needs, and to SGST on the rest.
 */
export function splitHeads(taxes: number[], cgstTotal: number): Heads[] {
  let extra = cgstTotal - taxes.reduce((sum, tax) => sum + Math.floor(tax / 2), 0);
  return taxes.map((tax) => {
    let cgst = Math.floor(tax / 2);
    if (tax % 2 === 1 && extra > 0) {
      cgst += 1;
      extra -= 1;
    }
    return { cgst, sgst: tax - cgst };
  });
}
