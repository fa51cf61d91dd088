import { useFormatInr } from "../currency";

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

/** The GST lines: CGST and SGST within the shop's state, IGST across, one GST line until the state is known. */
function taxRows(
  totals: Totals,
  inclusive: boolean,
  intra: boolean,
  flatRateBp: number,
  formatInr: (amount: number) => string,
): [string, string][] {
  const rate = (bp: number) => (inclusive ? " (included)" : ` (${percent(bp)})`);
  if (totals.taxAmount === 0) return [["Tax", formatInr(0)]];
  if (intra)
    return [
      [`CGST${rate(flatRateBp / 2)}`, formatInr(totals.cgstAmount)],
      [`SGST${rate(flatRateBp / 2)}`, formatInr(totals.sgstAmount)],
    ];
  if (totals.igstAmount > 0) return [[`IGST${rate(flatRateBp)}`, formatInr(totals.igstAmount)]];
  return [[`GST${rate(flatRateBp)}`, formatInr(totals.taxAmount)]];
}

/** Subtotal, GST lines, shipping ('Free' when 0), discount and total, as on the checkout and order pages. */
export function OrderTotals({ totals, flatRateBp = 1800 }: { totals: Totals; flatRateBp?: number }) {
  const formatInr = useFormatInr();
  const inclusive = totals.taxMode === "inclusive";
  const intra = totals.cgstAmount + totals.sgstAmount > 0;
  const row = (label: string, value: string, extra = "") => (
    <div key={label} className={`flex justify-between gap-4 ${extra}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <dl className="space-y-2 text-sm">
        {row("Subtotal", formatInr(totals.subtotal))}
        {taxRows(totals, inclusive, intra, flatRateBp, formatInr).map(([label, value]) => row(label, value))}
        {row("Shipping", totals.shippingCost === 0 ? "Free" : formatInr(totals.shippingCost))}
        {row("Discount", totals.discountAmount > 0 ? `−${formatInr(totals.discountAmount)}` : formatInr(0))}
        {row(
          "Total",
          formatInr(totals.totalAmount),
          "border-t border-stone-200 pt-2 text-base font-semibold",
        )}
      </dl>
      {inclusive && totals.taxAmount > 0 && (
        <p className="mt-2 text-xs text-stone-600">
          {totals.shippingCost > 0 ? "Prices and shipping include" : "Prices include"} GST (
          {formatInr(totals.taxAmount)}).
        </p>
      )}
    </>
  );
}
