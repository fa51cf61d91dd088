import { gstStateCode, indianState, sameState } from "../../../lib/indian-states";
import type { OrderFigures } from "./gstr1-records";

/**
 * B2CL: an inter-state supply to an unregistered buyer on an invoice of more than Rs 1,00,000 (the
 * threshold since 1 August 2024; Rs 2,50,000 before). Paise.
 */
export const B2CL_MIN_EXCLUSIVE = 10_000_000;

/** Which table an invoice (and a credit note against it) is reported in. */
export type SupplyKind = "b2b" | "b2cs" | "b2cl";

/** As the invoice was drawn up: CGST + SGST, or IGST; a zero-tax order by the delivery state. */
export function isIntraState(order: OrderFigures, sellerState: string): boolean {
  if (order.cgstAmount + order.sgstAmount > 0) return true;
  if (order.igstAmount > 0) return false;
  return sameState(sellerState, order.state);
}

export function supplyKind(order: OrderFigures, sellerState: string): SupplyKind {
  // A GSTIN on the order makes the buyer registered, whatever the value or the state.
  if (order.buyerGstin) return "b2b";
  return !isIntraState(order, sellerState) && order.totalAmount > B2CL_MIN_EXCLUSIVE ? "b2cl" : "b2cs";
}

const inIndia = (country: string) => country.trim() === "" || /^india$/i.test(country.trim());

/**
 * Where delivery ended (IGST Act s.10(1)(a)) as the tool names it, "08-Rajasthan"; null when the
 * delivery address has no Indian state, which the page then flags.
 */
export function placeOfSupply(order: OrderFigures): string | null {
  const state = inIndia(order.country) ? indianState(order.state) : null;
  return state ? `${gstStateCode(state)}-${state}` : null;
}
