import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";

export interface StatsView {
  days: number;
  newCount: number;
  confirmed: number;
  unsubscribed: number;
  net: number;
  bySource: { source: string; count: number }[];
  receiving: number;
  awaiting: number;
  inactive: number;
}

const signed = (n: number) => (n > 0 ? `+${formatIndianNumber(n)}` : formatIndianNumber(n));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** The last 30 days at a glance, today's totals one click from their lists, and where sign-ups came from. */
export function SubscriberStats({ stats }: { stats: StatsView }) {
  const total = (label: string, value: number, query: string) => (
    <li>
      <Link to={`/admin/newsletter?${query}`} className="underline">
        {label}: {formatIndianNumber(value)}
      </Link>
    </li>
  );
  return (
    <section aria-labelledby="newsletter-stats" className="mb-4 space-y-3">
      <h2 id="newsletter-stats" className="text-sm font-semibold text-stone-700">
        Last {stats.days} days
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="New" value={formatIndianNumber(stats.newCount)} />
        <Figure label="Confirmed" value={formatIndianNumber(stats.confirmed)} />
        <Figure label="Unsubscribed" value={formatIndianNumber(stats.unsubscribed)} />
        <Figure label="Net" value={signed(stats.net)} />
      </dl>
      <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-medium text-stone-900">Today</h3>
          <ul className="mt-1 space-y-1 text-stone-700">
            {total("Receiving campaigns", stats.receiving, "active=yes&verified=yes")}
            {total("Awaiting confirmation", stats.awaiting, "active=yes&verified=no")}
            {total("Unsubscribed", stats.inactive, "active=no")}
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-stone-900">New by source</h3>
          {stats.bySource.length === 0 ? (
            <p className="mt-1 text-stone-600">No new subscribers in the last {stats.days} days.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-stone-700">
              {stats.bySource.map((s) => (
                <li key={s.source} className="flex justify-between gap-3">
                  <Link to={`/admin/newsletter?source=${encodeURIComponent(s.source)}`} className="underline">
                    {s.source}
                  </Link>
                  <span>{formatIndianNumber(s.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
