import { Link } from "../../link";
import { formatInr } from "../../../../lib/money";
import { Figure } from "../figure";

/** Whole rupees, for the summary figures (paise stay in the tables). */
export const roundedInr = (paise: number) => formatInr(Math.round(paise / 100) * 100);

export const INSIGHT_VIEWS = {
  reorder: "Reorder",
  valuation: "Valuation",
  aging: "Aging",
  turnover: "Turnover",
  distribution: "Locations",
} as const;
export type InsightView = keyof typeof INSIGHT_VIEWS;

/** The insight shown, one at a time so each page does one piece of work. */
export function InsightNav({ current }: { current: InsightView }) {
  return (
    <nav aria-label="Stock insights" className="mb-4 flex flex-wrap gap-2">
      {Object.entries(INSIGHT_VIEWS).map(([view, label]) => (
        <Link
          key={view}
          to={view === "reorder" ? "/admin/inventory/insights" : `/admin/inventory/insights?view=${view}`}
          aria-current={view === current ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-medium ${
            view === current
              ? "border-maroon-800 bg-maroon-800 text-white"
              : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50"
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** A figure with its name, for the summary rows of the insights. */
export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3">
      <span className="block text-xs font-medium text-stone-600">{label}</span>
      <Figure value={value} />
      {hint && <span className="block text-xs text-stone-500">{hint}</span>}
    </div>
  );
}

export function ProductLink({ id, name }: { id: string; name: string }) {
  return (
    <Link
      to={`/admin/products/${id}`}
      className="font-medium text-stone-900 underline-offset-2 hover:underline"
    >
      {name}
    </Link>
  );
}
