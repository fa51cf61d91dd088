import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { StockValuation } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { EmptyState } from "../empty-state";
import { roundedInr, Stat } from "./insight-parts";

const n = formatIndianNumber;

/** The stock on hand valued at cost and at retail, by category. */
export function ValuationView({ valuation }: { valuation: StockValuation }) {
  const { categories, total } = valuation;
  if (categories.length === 0)
    return (
      <EmptyState
        title="No stock to value"
        body="Nothing is on hand yet. Add stock to your products to see its value."
      />
    );
  return (
    <section aria-labelledby="valuation-title">
      <h2 id="valuation-title" className="sr-only">
        Stock valuation
      </h2>
      <div className="mb-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="At cost" value={roundedInr(total.atCost)} />
        <Stat label="At retail" value={roundedInr(total.atRetail)} />
        <Stat label="Units on hand" value={n(total.units)} />
        <Stat label="Products in stock" value={n(total.products)} />
      </div>
      {total.unitsWithoutCost > 0 && (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {n(total.unitsWithoutCost)} {total.unitsWithoutCost === 1 ? "unit has" : "units have"} no cost price
          and add nothing to the value at cost. Add cost prices on the product pages.
        </p>
      )}
      <AdminTable caption="Stock value by category">
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Products</th>
            <th scope="col">Units</th>
            <th scope="col">At cost</th>
            <th scope="col">At retail</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.categoryId}>
              <td className="font-medium">{c.category}</td>
              <td data-label="Products" className="tabular-nums">
                {n(c.products)}
              </td>
              <td data-label="Units" className="tabular-nums">
                {n(c.units)}
                {c.unitsWithoutCost > 0 && (
                  <span className="block text-xs text-amber-800">{n(c.unitsWithoutCost)} without cost</span>
                )}
              </td>
              <td data-label="At cost" className="tabular-nums">
                {formatInr(c.atCost)}
              </td>
              <td data-label="At retail" className="tabular-nums">
                {formatInr(c.atRetail)}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
