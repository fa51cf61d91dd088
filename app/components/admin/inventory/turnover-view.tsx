import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { StockTurnover, TurnoverClass } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { EmptyState } from "../empty-state";
import { ProductLink, roundedInr } from "./insight-parts";
import { TURNOVER_LABELS, TURNOVER_TONES } from "./labels";

const n = formatIndianNumber;
const ORDER: TurnoverClass[] = ["fast_moving", "normal", "slow_moving", "dead_stock"];

const EXPLAINED: Record<TurnoverClass, string> = {
  fast_moving: "sells out in under 15 days",
  normal: "15 to 44 days",
  slow_moving: "45 days or more",
  dead_stock: "no sales",
};

/** Spec section 4's turnover classes over the last 30 days. */
export function TurnoverView({ turnover, noSalesDays }: { turnover: StockTurnover; noSalesDays: number }) {
  const graded = ORDER.reduce((sum, c) => sum + turnover.classes[c].products, 0);
  if (graded === 0)
    return (
      <EmptyState
        title="Nothing to grade yet"
        body="Turnover shows how fast stock sells once products have stock or sales."
      />
    );
  return (
    <section aria-labelledby="turnover-title" className="space-y-4">
      <h2 id="turnover-title" className="sr-only">
        Stock turnover
      </h2>
      <p className="text-sm text-stone-600">
        Days to sell = units on hand ÷ units sold per day over the last {turnover.windowDays} days (
        {noSalesDays} with no sales).
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {ORDER.map((c) => (
          <div key={c} className="rounded-xl border border-stone-200 bg-white p-3">
            <Badge tone={TURNOVER_TONES[c]}>{TURNOVER_LABELS[c]}</Badge>
            <span className="mt-1 block text-xl font-semibold tabular-nums">
              {n(turnover.classes[c].products)}
            </span>
            <span className="block text-xs text-stone-600">
              {EXPLAINED[c]} · {n(turnover.classes[c].units)} units · {roundedInr(turnover.classes[c].atCost)}{" "}
              at cost
            </span>
          </div>
        ))}
      </div>
      {ORDER.filter((c) => turnover.examples[c].length > 0).map((c) => (
        <div key={c}>
          <h3 className="mb-2 font-semibold text-stone-900">{TURNOVER_LABELS[c]}</h3>
          <AdminTable caption={TURNOVER_LABELS[c]}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">On hand</th>
                <th scope="col">Sold ({turnover.windowDays} days)</th>
                <th scope="col">Days to sell</th>
                <th scope="col">At retail</th>
              </tr>
            </thead>
            <tbody>
              {turnover.examples[c].map((p) => (
                <tr key={p.productId}>
                  <td>
                    <ProductLink id={p.productId} name={p.name} />
                  </td>
                  <td data-label="On hand" className="tabular-nums">
                    {n(p.units)}
                  </td>
                  <td data-label={`Sold (${turnover.windowDays} days)`} className="tabular-nums">
                    {n(p.sold)}
                  </td>
                  <td data-label="Days to sell" className="tabular-nums">
                    {n(p.daysToSell)}
                  </td>
                  <td data-label="At retail" className="tabular-nums">
                    {formatInr(p.atRetail)}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </div>
      ))}
    </section>
  );
}
