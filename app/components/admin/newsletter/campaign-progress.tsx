import { formatIndianNumber } from "../../../../lib/money";

interface Counts {
  totalCount: number;
  sentCount: number;
  failedCount: number;
}

/** "412 of 1,000 sent, 3 failed" as a bar and as words (the words are what a screen reader reads). */
export function CampaignProgress({ counts, label }: { counts: Counts; label: string }) {
  const done = counts.sentCount + counts.failedCount;
  const words = `${formatIndianNumber(counts.sentCount)} of ${formatIndianNumber(counts.totalCount)} sent${
    counts.failedCount > 0 ? `, ${formatIndianNumber(counts.failedCount)} failed` : ""
  }`;
  return (
    <div>
      <progress
        aria-label={label}
        value={done}
        max={Math.max(1, counts.totalCount)}
        className="h-3 w-full overflow-hidden rounded-full accent-maroon-800 [&::-moz-progress-bar]:bg-maroon-800 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-maroon-800"
      />
      <p className="mt-1 text-sm text-stone-700">{words}</p>
    </div>
  );
}
