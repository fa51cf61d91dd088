import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { ReorderReport } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { EmptyState } from "../empty-state";
import { ProductLink, Stat } from "./insight-parts";
import { PRIORITY_LABELS, PRIORITY_TONES } from "./labels";

const n = formatIndianNumber;

/** Spec section 4's reorder suggestions: what to order, most urgent first. */
export function ReorderView({ report, defaultQuantity }: { report: ReorderReport; defaultQuantity: number }) {
  const { counts, suggestions } = report;
  return (
    <section aria-labelledby="reorder-title">
      <h2 id="reorder-title" className="sr-only">
        Reorder suggestions
      </h2>
      <div className="mb-3 grid grid-cols-3 gap-3">
        <Stat label="Urgent" value={n(counts.urgent)} hint="out of stock" />
        <Stat label="High" value={n(counts.high)} hint="at or below half the reorder point" />
        <Stat label="Medium" value={n(counts.medium)} hint="at or below the reorder point" />
      </div>
      <p className="mb-3 text-sm text-stone-600">
        Active products whose sellable stock is at or below their reorder point (their low-stock threshold
        when they have none). The suggested quantity is the product&apos;s reorder quantity, or{" "}
        {defaultQuantity}.
      </p>
      {suggestions.length === 0 ? (
        <EmptyState
          title="Nothing to reorder"
          body="Every active product has more stock than its reorder point."
        />
      ) : (
        <AdminTable caption="Reorder suggestions">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Priority</th>
              <th scope="col">Available</th>
              <th scope="col">Reorder point</th>
              <th scope="col">Order</th>
              <th scope="col">Estimated cost</th>
            </tr>
          </thead>
          <tbody>
            {suggestions.map((s) => (
              <tr key={s.productId}>
                <td>
                  <ProductLink id={s.productId} name={s.name} />
                  <span className="block text-xs text-stone-600">
                    {s.category}
                    {s.location ? ` · ${s.location}` : ""}
                  </span>
                </td>
                <td data-label="Priority">
                  <Badge tone={PRIORITY_TONES[s.priority]}>{PRIORITY_LABELS[s.priority]}</Badge>
                </td>
                <td data-label="Available" className="tabular-nums">
                  {n(s.stock)}
                </td>
                <td data-label="Reorder point" className="tabular-nums">
                  {n(s.reorderPoint)}
                </td>
                <td data-label="Order" className="font-semibold tabular-nums">
                  {n(s.quantity)}
                </td>
                <td data-label="Estimated cost" className="tabular-nums">
                  {s.estimatedCost === null ? (
                    <span className="text-stone-500">No cost price</span>
                  ) : (
                    formatInr(s.estimatedCost)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      {report.truncated && (
        <p className="mt-2 text-sm text-stone-600">
          The {n(suggestions.length)} most urgent are listed; the counts above include them all.
        </p>
      )}
    </section>
  );
}
