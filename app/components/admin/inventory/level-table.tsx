import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";
import type { ProductLevel } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { AdjustForm, type AdjustFailure } from "./adjust-form";
import { STOCK_STATUS_LABELS, STOCK_STATUS_TONES, variantLabel } from "./labels";

interface Props {
  products: ProductLevel[];
  action: string;
  reasons: [string, string][];
  failure?: AdjustFailure;
  /** The variant whose adjustment form the address asked to open. */
  openVariantId?: string;
}

const n = formatIndianNumber;

/** Stock per variant, grouped under its product; each variant can be adjusted in place. */
export function LevelTable({ products, action, reasons, failure, openVariantId }: Props) {
  return (
    <AdminTable caption="Stock levels per variant">
      <thead>
        <tr>
          <th scope="col">Product / variant</th>
          <th scope="col">On hand</th>
          <th scope="col">Held</th>
          <th scope="col">Available</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="sr-only">Adjust</span>
          </th>
        </tr>
      </thead>
      {products.map((p) => (
        <tbody key={p.id}>
          <tr className="bg-stone-50">
            <td colSpan={6}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <Link
                    to={`/admin/products/${p.id}`}
                    className="font-medium text-stone-900 underline-offset-2 hover:underline"
                  >
                    {p.name}
                  </Link>
                  {!p.isActive && (
                    <span className="ml-2">
                      <Badge tone="grey">Inactive</Badge>
                    </span>
                  )}
                  <span className="block text-xs text-stone-600">
                    {p.category}
                    {p.location ? ` · ${p.location}` : ""} · low at {n(p.lowStockThreshold)}
                    {p.reorderPoint !== null ? ` · reorder at ${n(p.reorderPoint)}` : ""}
                  </span>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <Badge tone={STOCK_STATUS_TONES[p.stockStatus]}>
                    {STOCK_STATUS_LABELS[p.stockStatus]}: {n(p.available)}
                  </Badge>
                  <Link
                    to={`/admin/inventory/history?product=${p.id}`}
                    className="text-maroon-800 underline-offset-2 hover:underline"
                  >
                    History
                  </Link>
                </div>
              </div>
            </td>
          </tr>
          {p.variants.map((v) => (
            <tr key={v.id}>
              <td>
                <span className="block font-medium">{variantLabel(v) ?? "One size"}</span>
                <span className="block break-all text-xs text-stone-600">{v.sku}</span>
              </td>
              <td data-label="On hand" className="tabular-nums">
                {n(v.onHand)}
              </td>
              <td data-label="Held" className="tabular-nums">
                {n(v.reserved)}
              </td>
              <td data-label="Available" className="font-semibold tabular-nums">
                {n(v.available)}
              </td>
              <td data-label="Status">
                {v.available <= 0 ? (
                  <Badge tone="red">Sold out</Badge>
                ) : v.available <= p.lowStockThreshold ? (
                  <Badge tone="amber">Low</Badge>
                ) : (
                  <Badge tone="green">In stock</Badge>
                )}
              </td>
              <td>
                <AdjustForm
                  // A new level (this change or another) starts a fresh, folded form.
                  key={`${v.id}:${v.onHand}`}
                  variantId={v.id}
                  sku={v.sku}
                  onHand={v.onHand}
                  action={action}
                  reasons={reasons}
                  failure={failure}
                  opened={v.id === openVariantId}
                />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </AdminTable>
  );
}
