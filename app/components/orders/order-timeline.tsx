export interface TimelineStep {
  status: string;
  /** Shown as is, e.g. 9 January 2026 at 3:00 pm. */
  at: string;
  /** For <time dateTime>. */
  iso: string;
}

const LABELS: Record<string, string> = {
  placed: "Order placed",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** The usual road of an order; the steps not reached yet are shown ahead, without a date. */
const ROAD = ["placed", "confirmed", "processing", "shipped", "delivered"];

const labelOf = (status: string) => LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

function upcoming(steps: TimelineStep[]): string[] {
  const last = steps.at(-1)?.status ?? "placed";
  const at = ROAD.indexOf(last);
  return at === -1 ? [] : ROAD.slice(at + 1);
}

/** Where the order is: each status it reached with its date, oldest first, then what is still to come. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  if (steps.length === 0) return null;
  const ahead = upcoming(steps);
  const lastIndex = steps.length - 1;
  return (
    <section
      aria-labelledby="timeline-heading"
      className="mt-6 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Order status
      </h2>
      <ol className="mt-3 grid gap-3 sm:auto-cols-fr sm:grid-flow-col">
        {steps.map((step, i) => {
          const current = i === lastIndex;
          const stopped = step.status === "cancelled" || step.status === "refunded";
          return (
            <li
              key={`${step.status}-${step.iso}`}
              aria-current={current ? "step" : undefined}
              className="flex gap-3 sm:flex-col sm:gap-1"
            >
              <span
                aria-hidden="true"
                className={`mt-1 h-3 w-3 shrink-0 rounded-full ${stopped ? "bg-stone-500" : "bg-maroon-800"}`}
              />
              <span className="text-sm">
                <span className={`block ${current ? "font-semibold" : "font-medium"}`}>
                  {labelOf(step.status)}
                </span>
                <time dateTime={step.iso} className="block text-stone-600">
                  {step.at}
                </time>
              </span>
            </li>
          );
        })}
        {ahead.map((status) => (
          <li key={status} className="flex gap-3 text-stone-600 sm:flex-col sm:gap-1">
            <span
              aria-hidden="true"
              className="mt-1 h-3 w-3 shrink-0 rounded-full border-2 border-stone-300"
            />
            <span className="text-sm">
              <span className="block font-medium">{labelOf(status)}</span>
              <span className="block">Not yet</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
