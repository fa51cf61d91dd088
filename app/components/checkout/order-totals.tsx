import { formatInr } from "../../../lib/money";

export interface Totals {
  subtotal: number;
  taxAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  taxMode: string;
  shippingCost: number;
  discountAmount: number;
  totalAmount: number;
}

const percent = (bp: number) => `${bp / 100}%`;

/** Subtotal, GST lines, shipping ('Free' when 0), discount and total, as on the checkout and order pages. */
export function OrderTotals({ totals, flatRateBp = 1800 }: { totals: Totals; flatRateBp?: number }) {
  const inclusive = totals.taxMode === "inclusive";
  const intra = totals.cgstAmount + totals.sgstAmount > 0;
  const row = (label: string, value: string, extra = "") => (
    <div className={`flex justify-between gap-4 ${extra}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-2 text-sm">
      {row("Subtotal", formatInr(totals.subtotal))}
      {totals.taxAmount === 0
        ? row("Tax", formatInr(0))
        : totals.igstAmount === 0 && !intra
          ? row(`GST${inclusive ? " (included)" : ` (${percent(flatRateBp)})`}`, formatInr(totals.taxAmount))
          : intra
            ? [
                <div key="c">
                  {row(
                    `CGST${inclusive ? " (included)" : ` (${percent(flatRateBp / 2)})`}`,
                    formatInr(totals.cgstAmount),
                  )}
                </div>,
                <div key="s">
                  {row(
                    `SGST${inclusive ? " (included)" : ` (${percent(flatRateBp / 2)})`}`,
                    formatInr(totals.sgstAmount),
                  )}
                </div>,
              ]
            : row(
                `IGST${inclusive ? " (included)" : ` (${percent(flatRateBp)})`}`,
                formatInr(totals.igstAmount),
              )}
      {row("Shipping", totals.shippingCost === 0 ? "Free" : formatInr(totals.shippingCost))}
      {row("Discount", totals.discountAmount > 0 ? `−${formatInr(totals.discountAmount)}` : formatInr(0))}
      {row("Total", formatInr(totals.totalAmount), "border-t border-stone-200 pt-2 text-base font-semibold")}
      {inclusive && totals.taxAmount > 0 && (
        <p className="text-xs text-stone-600">Prices include GST ({formatInr(totals.taxAmount)}).</p>
      )}
    </dl>
  );
}
