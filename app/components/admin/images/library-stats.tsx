import { formatBytes } from "../../../../lib/image-library";
import { formatIndianNumber } from "../../../../lib/money";
import { type LibraryStatsView, typeLabel } from "./types";

/** How many images the library holds, their size, and how they split by type and purpose. */
export function LibraryStats({ stats }: { stats: LibraryStatsView }) {
  return (
    <section aria-label="Library statistics" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Card label="Images">{formatIndianNumber(stats.count)}</Card>
      <Card label="Total size">{formatBytes(stats.totalSize)}</Card>
      <Card label="By type">
        <List
          rows={stats.byType.map((t) => [
            typeLabel(t.mimeType),
            `${formatIndianNumber(t.count)} (${formatBytes(t.size)})`,
          ])}
        />
      </Card>
      <Card label="By purpose">
        <List rows={stats.byPurpose.map((p) => [p.purpose, formatIndianNumber(p.count)])} />
      </Card>
    </section>
  );
}

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <div className="mt-1 text-xl font-semibold text-stone-900">{children}</div>
    </div>
  );
}

function List({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return <p className="text-sm font-normal text-stone-500">None yet</p>;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm font-normal">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-stone-700">{name}</dt>
          <dd className="text-right text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
