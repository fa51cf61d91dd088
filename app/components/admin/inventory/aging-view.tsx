import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { StockAging } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { EmptyState } from "../empty-state";
import { ProductLink, roundedInr } from "./insight-parts";
import { RISK_LABELS, RISK_TONES } from "./labels";

const n = formatIndianNumber;

/** Spec section 4's stock aging: buckets of days since the last restock, and the risk they carry. */
export function AgingView({ aging, undatedDays }: { aging: StockAging; undatedDays: number }) {
  const risks = Object.entries(aging.risks) as [keyof StockAging["risks"], StockAging["risks"]["low"]][];
  if (aging.oldest.length === 0)
    return (
      <EmptyState
        title="No stock to age"
        body="Nothing is on hand yet. Aging shows how long stock has waited to sell."
      />
    );
  return (
    <section aria-labelledby="aging-title" className="space-y-4">
      <h2 id="aging-title" className="sr-only">
        Stock aging
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {risks.map(([risk, g]) => (
          <div key={risk} className="rounded-xl border border-stone-200 bg-white p-3">
            <Badge tone={RISK_TONES[risk]}>{RISK_LABELS[risk]}</Badge>
            <span className="mt-1 block text-xl font-semibold tabular-nums">{n(g.products)}</span>
            <span className="block text-xs text-stone-600">
              {n(g.units)} units · {roundedInr(g.atCost)} at cost
            </span>
          </div>
        ))}
      </div>
      <AdminTable caption="Stock by age">
        <thead>
          <tr>
            <th scope="col">Days since restock</th>
            <th scope="col">Products</th>
            <th scope="col">Units</th>
            <th scope="col">At cost</th>
            <th scope="col">At retail</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(aging.buckets).map(([bucket, g]) => (
            <tr key={bucket}>
              <td className="font-medium">{`${bucket} days`}</td>
              <td data-label="Products" className="tabular-nums">
                {n(g.products)}
              </td>
              <td data-label="Units" className="tabular-nums">
                {n(g.units)}
              </td>
              <td data-label="At cost" className="tabular-nums">
                {formatInr(g.atCost)}
              </td>
              <td data-label="At retail" className="tabular-nums">
                {formatInr(g.atRetail)}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {aging.undated > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {n(aging.undated)} {aging.undated === 1 ? "product has" : "products have"} no last restock date and{" "}
          {aging.undated === 1 ? "counts" : "count"} as {undatedDays} days old. Stock received through
          Inventory (reason &ldquo;Stock received&rdquo;) dates it.
        </p>
      )}
      <div>
        <h3 className="mb-2 font-semibold text-stone-900">Oldest stock</h3>
        <AdminTable caption="Oldest stock">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Age</th>
              <th scope="col">Risk</th>
              <th scope="col">Units</th>
              <th scope="col">At retail</th>
            </tr>
          </thead>
          <tbody>
            {aging.oldest.map((p) => (
              <tr key={p.productId}>
                <td>
                  <ProductLink id={p.productId} name={p.name} />
                </td>
                <td data-label="Age" className="tabular-nums">
                  {n(p.ageDays)} days{p.undated ? " (no date)" : ""}
                </td>
                <td data-label="Risk">
                  <Badge tone={RISK_TONES[p.risk]}>{RISK_LABELS[p.risk]}</Badge>
                </td>
                <td data-label="Units" className="tabular-nums">
                  {n(p.units)}
                </td>
                <td data-label="At retail" className="tabular-nums">
                  {formatInr(p.atRetail)}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      </div>
    </section>
  );
}
