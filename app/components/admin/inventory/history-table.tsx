import { Link } from "../../link";
import { formatDateTime } from "../../../../lib/date-format";
import { formatIndianNumber } from "../../../../lib/money";
import type { MovementType } from "../../../../server/modules/inventory/service";
import { AdminTable } from "../admin-table";
import { Badge } from "../badge";
import { MOVEMENT_LABELS, MOVEMENT_TONES, variantLabel } from "./labels";

export interface HistoryRowView {
  id: string;
  createdAt: string;
  movementType: MovementType;
  previousOnHand: number;
  newOnHand: number;
  previousReserved: number;
  newReserved: number;
  reason: string;
  productId: string;
  productName: string;
  sku: string;
  size: string | null;
  color: string | null;
  orderNumber: string | null;
  /** Who made the change; null for the shop itself (checkout, payments, expiry). */
  by: string | null;
}

const signed = (n: number) =>
  n > 0 ? `+${formatIndianNumber(n)}` : n < 0 ? `−${formatIndianNumber(-n)}` : "0";

function Level({ label, from, to }: { label: string; from: number; to: number }) {
  if (from === to) return <span className="text-stone-500">{formatIndianNumber(to)}</span>;
  return (
    <span className="tabular-nums">
      {formatIndianNumber(from)} → {formatIndianNumber(to)}{" "}
      <span className={to > from ? "text-emerald-700" : "text-red-700"} aria-label={`${label} change`}>
        ({signed(to - from)})
      </span>
    </span>
  );
}

/** The stock ledger, newest first: each row one change of a variant's on-hand or held units. */
export function HistoryTable({ rows }: { rows: HistoryRowView[] }) {
  return (
    <AdminTable caption="Stock history">
      <thead>
        <tr>
          <th scope="col">When / product</th>
          <th scope="col">Movement</th>
          <th scope="col">On hand</th>
          <th scope="col">Held</th>
          <th scope="col">Order</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>
              <div className="min-w-0">
                <span className="block text-xs text-stone-600">{formatDateTime(r.createdAt)}</span>
                <Link
                  to={`/admin/inventory/history?product=${r.productId}`}
                  className="font-medium text-stone-900 underline-offset-2 hover:underline"
                >
                  {r.productName}
                </Link>
                <span className="block break-all text-xs text-stone-600">
                  {variantLabel(r) ? `${variantLabel(r)} · ` : ""}
                  {r.sku}
                </span>
              </div>
            </td>
            <td data-label="Movement">
              <span className="flex flex-col items-end gap-0.5 sm:items-start">
                <Badge tone={MOVEMENT_TONES[r.movementType]}>{MOVEMENT_LABELS[r.movementType]}</Badge>
                <span className="break-words text-xs text-stone-600">{r.reason}</span>
              </span>
            </td>
            <td data-label="On hand">
              <Level label="On hand" from={r.previousOnHand} to={r.newOnHand} />
            </td>
            <td data-label="Held">
              <Level label="Held" from={r.previousReserved} to={r.newReserved} />
            </td>
            <td data-label="Order">
              {r.orderNumber ? (
                <Link
                  to={`/admin/orders/${r.orderNumber}`}
                  className="text-maroon-800 underline-offset-2 hover:underline"
                >
                  {r.orderNumber}
                </Link>
              ) : (
                <span className="text-stone-500">-</span>
              )}
            </td>
            <td data-label="By" className="break-all text-xs">
              {r.by ?? <span className="text-stone-500">Shop (automatic)</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
