export type BadgeTone = "green" | "amber" | "red" | "grey" | "blue";

// One colour per meaning everywhere: paid/active green, pending/low amber, failed/out red, refunded/inactive grey.
const TONES: Record<BadgeTone, string> = {
  green: "bg-emerald-100 text-emerald-800",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  grey: "bg-stone-200 text-stone-700",
  blue: "bg-sky-100 text-sky-800",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>
      {children}
    </span>
  );
}
