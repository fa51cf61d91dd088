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
  taxMode: "inclusive" | "exclusive";
  shippingCost: number;
  discountAmount: number;
  totalAmount: number;
}

export interface Destination {
  state: string;
  country: string;
}

/**
 * Prices carry GST at each product's rate ('inclusive'), or the spec's flat 18% is added on top
 * ('flat', and then only for deliveries in India). Within the shop's state the tax is CGST+SGST;
 * to another state or abroad it is IGST. Shipping follows the shop's free-shipping threshold.
 */
export function quoteOrder(
  lines: CartLineView[],
  destination: Destination | null,
  settings: Pick<CheckoutSettings, "taxMode" | "shopState" | "shipping">,
): OrderQuote {
  const inIndia = (destination?.country ?? "India") === "India";
  const intraState = inIndia && destination !== null && sameState(destination.state, settings.shopState);
  const untaxed = settings.taxMode === "flat" && !inIndia;
  const breakdown = computeGst(
    lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity, gstRateBp: untaxed ? 0 : l.gstRateBp })),
    { mode: settings.taxMode, intraState },
  );
  const gst = untaxed
    ? {
        ...breakdown,
        tax: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        lines: breakdown.lines.map((l) => ({ ...l, tax: 0 })),
      }
    : breakdown;
  const shippingCost = shippingFor(gst.subtotal, settings.shipping).cost;
  return {
    lines: lines.map((line, i) => ({
      line,
      taxableValue: gst.lines[i].taxableValue,
      tax: gst.lines[i].tax,
      gstRateBp: untaxed ? 0 : settings.taxMode === "flat" ? 1800 : line.gstRateBp,
    })),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: gst.subtotal,
    taxAmount: gst.tax,
    cgstAmount: gst.cgst,
    sgstAmount: gst.sgst,
    igstAmount: gst.igst,
    taxMode: settings.taxMode === "flat" ? "exclusive" : "inclusive",
    shippingCost,
    discountAmount: 0,
    totalAmount: orderTotal(gst, settings.taxMode, shippingCost, 0),
  };
}
