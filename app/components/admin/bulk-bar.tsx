import { formatIndianNumber } from "../../../lib/money";

/** Appears when rows are selected: "3 selected" and the actions that apply to them. */
export function BulkBar({ count, children }: { count: number; children: React.ReactNode }) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky top-0 z-20 mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-maroon-100 bg-maroon-50 px-4 py-2"
    >
      <span className="mr-2 text-sm font-semibold text-maroon-900">{formatIndianNumber(count)} selected</span>
      {children}
    </div>
  );
}
