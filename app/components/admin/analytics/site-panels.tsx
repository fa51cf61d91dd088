import { formatIndianNumber } from "../../../../lib/money";
import type { BannerClickThrough, PageVitals } from "../../../../server/modules/analytics/service";
import { ChartPanel } from "./chart-panel";
import { FiguresTable } from "../figures-table";
import { PAGE_TYPE_LABELS, vitalRating } from "./labels";

const percent = (rate: number | null) => (rate === null ? "-" : `${(rate * 100).toFixed(2)}%`);

export function BannersPanel({ banners, query }: { banners: BannerClickThrough[]; query: string }) {
  return (
    <ChartPanel
      id="banner-click-through"
      title="Banner click-through"
      description="Clicks per view of the 20 most viewed banners since each was created; the CSV lists every banner."
      csvHref={`/admin/analytics/banners.csv?${query}`}
      chart={{
        type: "bar",
        labels: banners.map((b) => b.title),
        datasets: [{ label: "Click-through rate", data: banners.map((b) => (b.rate ?? 0) * 100) }],
        format: (v) => `${v.toFixed(1)}%`,
      }}
      table={
        banners.length === 0 ? (
          <p className="text-sm text-stone-600">No banners yet.</p>
        ) : (
          <FiguresTable
            caption="Banner views, clicks and click-through rate"
            rows={banners}
            columns={[
              { header: "Banner", cell: (b) => b.title },
              { header: "Position", cell: (b) => b.position },
              { header: "Views", cell: (b) => formatIndianNumber(b.views), numeric: true },
              { header: "Clicks", cell: (b) => formatIndianNumber(b.clicks), numeric: true },
              { header: "Click-through", cell: (b) => percent(b.rate), numeric: true },
            ]}
          />
        )
      }
    />
  );
}

const rated = (metric: "lcpMs" | "inpMs" | "cls", value: number | null) => {
  if (value === null) return "-";
  const shown = metric === "cls" ? value.toFixed(2) : `${formatIndianNumber(Math.round(value))} ms`;
  return `${shown} (${vitalRating(metric, value)})`;
};

export function WebVitalsPanel({ vitals, query }: { vitals: PageVitals[]; query: string }) {
  return (
    <ChartPanel
      id="web-vitals"
      title="Real-user web vitals"
      description="75th percentile of shoppers' page loads over the last 28 days, by page type, as the Chrome UX Report measures them. Good: LCP up to 2,500 ms, INP up to 200 ms, CLS up to 0.1."
      csvHref={`/admin/analytics/web-vitals.csv?${query}`}
      chart={{
        type: "bar",
        labels: vitals.map((v) => PAGE_TYPE_LABELS[v.pageType]),
        datasets: [
          { label: "LCP p75 (ms)", data: vitals.map((v) => v.lcpMs ?? 0) },
          { label: "INP p75 (ms)", data: vitals.map((v) => v.inpMs ?? 0) },
        ],
        format: (v) => `${Math.round(v)} ms`,
      }}
      table={
        <FiguresTable
          caption="Web vitals by page type (75th percentile, last 28 days)"
          rows={vitals}
          columns={[
            { header: "Page type", cell: (v) => PAGE_TYPE_LABELS[v.pageType] },
            { header: "LCP", cell: (v) => rated("lcpMs", v.lcpMs), numeric: true },
            { header: "INP", cell: (v) => rated("inpMs", v.inpMs), numeric: true },
            { header: "CLS", cell: (v) => rated("cls", v.cls), numeric: true },
            { header: "Samples", cell: (v) => formatIndianNumber(v.samples), numeric: true },
          ]}
        />
      }
    />
  );
}
