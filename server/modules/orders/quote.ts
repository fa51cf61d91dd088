import { computeGst, orderTotal } from "../../../lib/gst";
import { sameState } from "../../../lib/indian-states";
import { shippingFor } from "../../../lib/shipping";
import type { CartLineView } from "../cart/service";
import type { CheckoutSettings } from "../settings/service";

export interface QuotedLine {
  line: CartLineView;
  taxableValue: number;
  tax: number;
  /** The rate the line was taxed at, basis points. */
  gstRateBp: number;
}

/** An order's amounts in paise, computed on the server from database prices only. */
export interface OrderQuote {
  lines: QuotedLine[];
  itemCount: number;
  subtotal: number;
  taxAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  taxMode: "inclusive";
  shippingCost: number;
  /** Shipping's rate (the goods' highest), its value before tax and its tax, all inside shippingCost. */
  shippingGstRateBp: number;
  shippingTaxableValue: number;
  shippingTaxAmount: number;
  discountAmount: number;
  totalAmount: number;
}

export interface Destination {
  state: string;
  country: string;
}

/**
 * Prices and the shipping fee carry GST at each line's lawful rate (lib/gst.ts). Within the shop's
 * state the tax is CGST+SGST; to another state or abroad it is IGST. Shipping follows the shop's
 * free-shipping threshold and is taxed at the goods' rate.
 */
export function quoteOrder(
  lines: CartLineView[],
  destination: Destination | null,
  settings: Pick<CheckoutSettings, "shopState" | "shipping">,
): OrderQuote {
  const inIndia = (destination?.country ?? "India") === "India";
  const intraState = inIndia && destination !== null && sameState(destination.state, settings.shopState);
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const shippingCost = shippingFor(subtotal, settings.shipping).cost;
  const gst = computeGst(
    lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity, gstRateBp: l.gstRateBp })),
    { intraState, shipping: shippingCost },
  );
  return {
    lines: lines.map((line, i) => ({
      line,
      taxableValue: gst.lines[i].taxableValue,
      tax: gst.lines[i].tax,
      gstRateBp: line.gstRateBp,
    })),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: gst.subtotal,
    taxAmount: gst.tax,
    cgstAmount: gst.cgst,
    sgstAmount: gst.sgst,
    igstAmount: gst.igst,
    taxMode: "inclusive",
    shippingCost,
    shippingGstRateBp: gst.shipping.gstRateBp,
    shippingTaxableValue: gst.shipping.taxableValue,
    shippingTaxAmount: gst.shipping.tax,
    discountAmount: 0,
    totalAmount: orderTotal(gst),
  };
}
