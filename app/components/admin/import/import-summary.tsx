import { formatIndianNumber } from "../../../../lib/money";
import type { ImportSummary } from "./import-types";

const ITEMS = [
  { key: "create", preview: "to create", done: "created", tone: "text-emerald-800" },
  { key: "update", preview: "to update", done: "updated", tone: "text-sky-800" },
  { key: "unchanged", preview: "unchanged", done: "unchanged", tone: "text-stone-700" },
  { key: "rejected", preview: "rejected", done: "rejected", tone: "text-red-700" },
] as const;

/** "12 to create, 3 to update, 0 unchanged, 2 rejected" as four figures. */
export function ImportSummaryView({ summary, finished }: { summary: ImportSummary; finished: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {ITEMS.map((item) => (
        <div key={item.key} className="rounded-xl border border-stone-200 bg-white p-3">
          <dt className="text-sm text-stone-600">{finished ? item.done : item.preview}</dt>
          <dd className={`text-2xl font-semibold ${item.tone}`}>{formatIndianNumber(summary[item.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
