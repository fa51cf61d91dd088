import { useEffect, useRef } from "react";

export interface ChartSpec {
  type: "line" | "bar" | "doughnut";
  labels: string[];
  datasets: { label: string; data: number[] }[];
  /** How a value reads in the tooltip and on the axis, e.g. rupees. */
  format?: (value: number) => string;
}

const COLOURS = ["#7f1d1d", "#b45309", "#047857", "#1d4ed8", "#6d28d9", "#be185d", "#57534e"];

/**
 * Draws the chart on the canvas once the browser has loaded chart.js: the library is fetched only by
 * this page, after the first paint, and the server's HTML keeps the canvas's box so nothing moves.
 */
export function useChart(spec: ChartSpec, enabled: boolean) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify([spec.type, spec.labels, spec.datasets]);
  useEffect(() => {
    if (!enabled || !canvas.current) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import("./chart-setup").then(({ Chart }) => {
      if (cancelled || !canvas.current) return;
      const round = spec.type === "doughnut";
      chart = new Chart(canvas.current, {
        type: spec.type,
        data: {
          labels: spec.labels,
          datasets: spec.datasets.map((d, i) => ({
            ...d,
            backgroundColor: round ? COLOURS : COLOURS[i % COLOURS.length],
            borderColor: round ? "#fff" : COLOURS[i % COLOURS.length],
            tension: 0.25,
          })),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: round || spec.datasets.length > 1 },
            tooltip: spec.format
              ? { callbacks: { label: (item) => `${item.dataset.label}: ${spec.format!(Number(item.raw))}` } }
              : {},
          },
          scales: round
            ? {}
            : {
                y: {
                  beginAtZero: true,
                  ticks: spec.format ? { callback: (v) => spec.format!(Number(v)) } : {},
                },
              },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // The spec's content, not its identity, decides when to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return canvas;
}
