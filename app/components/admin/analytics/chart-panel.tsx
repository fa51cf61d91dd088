import { useState } from "react";
import { secondaryAction } from "../page-header";
import { type ChartSpec, useChart } from "./use-chart";

/**
 * A chart with its table view and CSV download. The table is always in the page: shown when chosen,
 * otherwise visually hidden, so screen readers read the figures rather than a picture of them.
 */
export function ChartPanel({
  id,
  title,
  description,
  csvHref,
  chart,
  table,
}: {
  id: string;
  title: string;
  description?: string;
  csvHref: string;
  chart: ChartSpec;
  table: React.ReactNode;
}) {
  const [view, setView] = useState<"chart" | "table">("chart");
  const canvas = useChart(chart, view === "chart");
  const toggle = (value: "chart" | "table", label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`px-3 py-1.5 text-sm font-medium ${view === value ? "bg-maroon-800 text-white" : "bg-white text-stone-800 hover:bg-stone-50"}`}
    >
      {label}
      <span className="sr-only"> of {title}</span>
    </button>
  );
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4">
      <PanelHeading id={id} title={title} description={description}>
        <div
          className="inline-flex overflow-hidden rounded-lg border border-stone-300"
          role="group"
          aria-label="View"
        >
          {toggle("chart", "Chart")}
          {toggle("table", "Table")}
        </div>
        <a href={csvHref} download className={secondaryAction}>
          Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </PanelHeading>
      {view === "chart" && (
        <div className="relative mt-3 h-64" aria-hidden="true">
          <canvas ref={canvas} />
        </div>
      )}
      <div className={view === "table" ? "mt-3" : "sr-only"}>{table}</div>
    </section>
  );
}

export function PanelHeading({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/** A panel while its figures load: the same box, so nothing moves when they arrive. */
export function PanelPlaceholder({ title, tall = true }: { title: string; tall?: boolean }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4" aria-busy="true">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className={`mt-3 animate-pulse rounded-lg bg-stone-100 ${tall ? "h-64" : "h-24"}`} />
    </section>
  );
}

/** A panel whose figures could not be loaded: its message, the rest of the page carries on. */
export function PanelFailed({ title, message }: { title: string; message: string }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {message}
      </p>
    </section>
  );
}
