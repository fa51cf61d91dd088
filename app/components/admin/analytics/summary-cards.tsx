import { formatIndianNumber, formatInr } from "../../../../lib/money";
import { Figure } from "../figure";
import type { Compared, SalesSummary } from "../../../../server/modules/analytics/service";

/** The change from the previous period, e.g. "+12.5% on the previous 30 days"; "new" from nothing. */
export function changeText(value: Compared, days: number): string {
  const period = `the previous ${days} ${days === 1 ? "day" : "days"}`;
  if (value.previous === 0)
    return value.current === 0 ? `No change on ${period}` : `Up from none in ${period}`;
  const change = ((value.current - value.previous) / value.previous) * 100;
  if (change === 0) return `No change on ${period}`;
  return `${change > 0 ? "+" : ""}${change.toFixed(1)}% on ${period}`;
}

const CARDS: { key: keyof SalesSummary; label: string; money?: boolean }[] = [
  { key: "revenuePaise", label: "Revenue", money: true },
  { key: "orders", label: "Orders" },
  { key: "averageOrderPaise", label: "Average order value", money: true },
  { key: "customers", label: "Customers" },
];

export function SummaryCards({ summary, days }: { summary: SalesSummary | null; days: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Sales in the range">
      {CARDS.map((card) => {
        const value = summary?.[card.key];
        const shown = (n: number) => (card.money ? formatInr(n) : formatIndianNumber(n));
        const up = value && value.current >= value.previous;
        return (
          <li key={card.key} className="rounded-xl border border-stone-200 bg-white p-4">
            <span className="block text-sm text-stone-600">{card.label}</span>
            <Figure value={value ? shown(value.current) : "..."} />
            <span className={`mt-1 block text-xs ${up ? "text-emerald-800" : "text-red-800"}`}>
              {value ? changeText(value, days) : "\u00a0"}
            </span>
            <span className="block text-xs text-stone-600">
              {value ? `Previous: ${shown(value.previous)}` : "\u00a0"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
