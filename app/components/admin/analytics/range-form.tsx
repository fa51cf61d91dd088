import { Form } from "react-router";
import type { RangePreset } from "../../../../server/modules/analytics/service";
import { primaryAction } from "../page-header";

const PRESETS: { value: RangePreset; label: string }[] = [
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
  { value: "90d", label: "Last 90 days" },
  { value: "month", label: "This month" },
  { value: "year", label: "This year" },
  { value: "custom", label: "Custom range" },
];

/** The date range, in the address so a link can be shared and Back returns to it. */
export function RangeForm({
  preset,
  from,
  to,
  today,
}: {
  preset: RangePreset;
  from: string;
  to: string;
  today: string;
}) {
  const field = "mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-2 rounded-xl border border-stone-200 bg-white p-3"
    >
      <label className="block text-sm font-medium text-stone-800">
        Date range
        <select name="range" defaultValue={preset} className={field}>
          {PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-stone-800">
        From
        <input type="date" name="from" defaultValue={from} max={today} className={field} />
      </label>
      <label className="block text-sm font-medium text-stone-800">
        To
        <input type="date" name="to" defaultValue={to} max={today} className={field} />
      </label>
      <button type="submit" className={primaryAction}>
        Show
      </button>
      <p className="w-full text-xs text-stone-600">
        From and To apply to a custom range; the other choices end today.
      </p>
    </Form>
  );
}
