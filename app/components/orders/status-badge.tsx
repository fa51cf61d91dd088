const TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-sky-100 text-sky-900",
  processing: "bg-indigo-100 text-indigo-900",
  shipped: "bg-violet-100 text-violet-900",
  delivered: "bg-emerald-100 text-emerald-900",
  paid: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-800",
  failed: "bg-red-100 text-red-900",
  refunded: "bg-stone-200 text-stone-800",
  partially_refunded: "bg-stone-200 text-stone-800",
};

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace("_", " ");

/** An order or payment status as a coloured badge with its words, never colour alone. */
export function StatusBadge({ kind, value }: { kind: "status" | "payment"; value: string }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-medium ${TONES[value] ?? "bg-stone-100 text-stone-800"}`}
    >
      {kind === "payment" ? `Payment: ${label(value)}` : label(value)}
    </span>
  );
}
