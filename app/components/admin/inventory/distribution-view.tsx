import { Link } from "../../link";
import { formatIndianNumber, formatInr } from "../../../../lib/money";
import type { StockDistribution } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { EmptyState } from "../empty-state";
import { ProductLink, Stat } from "./insight-parts";

const n = formatIndianNumber;

/** Where stock sits (by warehouse location) and which products hold too much of it. */
export function DistributionView({ distribution }: { distribution: StockDistribution }) {
  const { locations, overstock, overstockUnits } = distribution;
  if (locations.length === 0)
    return (
      <EmptyState
        title="No stock on hand"
        body="Stock appears here by warehouse location once products have stock."
      />
    );
  return (
    <section aria-labelledby="distribution-title" className="space-y-4">
      <h2 id="distribution-title" className="sr-only">
        Stock by location
      </h2>
      <AdminTable caption="Stock by warehouse location">
        <thead>
          <tr>
            <th scope="col">Location</th>
            <th scope="col">Products</th>
            <th scope="col">Units</th>
            <th scope="col">At cost</th>
            <th scope="col">At retail</th>
          </tr>
        </thead>
        <tbody>
          {locations.map((l) => (
            <tr key={l.location ?? ""}>
              <td className="font-medium">
                {l.location ? (
                  <Link
                    to={`/admin/inventory?location=${encodeURIComponent(l.location)}`}
                    className="underline-offset-2 hover:underline"
                  >
                    {l.location}
                  </Link>
                ) : (
                  <span className="text-stone-600">No location</span>
                )}
              </td>
              <td data-label="Products" className="tabular-nums">
                {n(l.products)}
              </td>
              <td data-label="Units" className="tabular-nums">
                {n(l.units)}
              </td>
              <td data-label="At cost" className="tabular-nums">
                {formatInr(l.atCost)}
              </td>
              <td data-label="At retail" className="tabular-nums">
                {formatInr(l.atRetail)}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <div>
        <h3 className="mb-2 font-semibold text-stone-900">Overstock (more than {n(overstockUnits)} units)</h3>
        <div className="mb-3 grid grid-cols-2 gap-3">
          <Stat label="Overstocked products" value={n(overstock.count)} />
          <Stat label="Units above the line" value={n(overstock.excessUnits)} />
        </div>
        {overstock.products.length > 0 && (
          <AdminTable caption="Overstocked products">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Location</th>
                <th scope="col">Units</th>
                <th scope="col">Above the line</th>
                <th scope="col">At retail</th>
              </tr>
            </thead>
            <tbody>
              {overstock.products.map((p) => (
                <tr key={p.productId}>
                  <td>
                    <ProductLink id={p.productId} name={p.name} />
                  </td>
                  <td data-label="Location">{p.location ?? <span className="text-stone-500">None</span>}</td>
                  <td data-label="Units" className="tabular-nums">
                    {n(p.units)}
                  </td>
                  <td data-label="Above the line" className="tabular-nums">
                    {n(p.excess)}
                  </td>
                  <td data-label="At retail" className="tabular-nums">
                    {formatInr(p.atRetail)}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </div>
    </section>
  );
}
