import { useFormatInr } from "../currency";
import { ProductImage } from "../product-image";
import { OrderTotals, type Totals } from "./order-totals";

export interface PanelLine {
  id: string;
  name: string;
  size: string | null;
  color: string | null;
  quantity: number;
  lineTotal: number;
  imageUrl: string | null;
}

/** The checkout's side panel: items and the server's figures for them. */
export function SummaryPanel({
  lines,
  totals,
  itemCount,
}: {
  lines: PanelLine[];
  totals: Totals;
  itemCount: number;
}) {
  const formatInr = useFormatInr();
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="checkout-summary" className="text-lg font-semibold">
        Order Summary <span className="text-sm font-normal text-stone-600">({itemCount} items)</span>
      </h2>
      <ul className="my-4 space-y-3">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 text-sm">
            <div className="w-12 shrink-0">
              <ProductImage src={line.imageUrl} alt="" />
            </div>
            <div className="flex-1">
              <p className="font-medium">{line.name}</p>
              <p className="text-xs text-stone-600">
                {[line.size, line.color].filter(Boolean).join(" · ")} Qty {line.quantity}
              </p>
            </div>
            <p>{formatInr(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} />
    </aside>
  );
}
