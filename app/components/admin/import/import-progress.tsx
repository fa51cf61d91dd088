import { formatIndianNumber } from "../../../../lib/money";

/** "412 of 1,000 rows" as a bar and as words; the page's status region announces each step. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <progress
        aria-label="Import progress"
        value={done}
        max={Math.max(1, total)}
        className="h-3 w-full overflow-hidden rounded-full accent-maroon-800 [&::-moz-progress-bar]:bg-maroon-800 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-maroon-800"
      />
      <p className="mt-1 text-sm text-stone-700">
        {formatIndianNumber(done)} of {formatIndianNumber(total)} rows
      </p>
    </div>
  );
}
