export type CheckoutStep = "contact" | "shipping" | "summary" | "payment" | "confirmation";

const LABELS: Record<CheckoutStep, string> = {
  contact: "Contact Info",
  shipping: "Shipping",
  summary: "Summary",
  payment: "Payment",
  confirmation: "Confirmation",
};

/** The checkout's steps; guests see the Contact Info step first (five steps instead of four). */
export function StepIndicator({ current, signedInAs }: { current: CheckoutStep; signedInAs: string | null }) {
  const steps: CheckoutStep[] = signedInAs
    ? ["shipping", "summary", "payment", "confirmation"]
    : ["contact", "shipping", "summary", "payment", "confirmation"];
  const at = steps.indexOf(current);
  return (
    <nav aria-label="Checkout steps" className="mb-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {steps.map((step, i) => (
          <li key={step} className="flex items-center gap-2">
            <span
              aria-current={i === at ? "step" : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ${
                i === at
                  ? "bg-maroon-800 font-semibold text-white"
                  : i < at
                    ? "bg-maroon-50 text-maroon-800"
                    : "bg-stone-100 text-stone-600"
              }`}
            >
              <span aria-hidden="true">{i < at ? "✓" : i + 1}</span> {LABELS[step]}
              {i < at && <span className="sr-only"> (done)</span>}
            </span>
            {i < steps.length - 1 && (
              <span aria-hidden="true" className="text-stone-400">
                ›
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-stone-600 [overflow-wrap:anywhere]">
        {signedInAs ? `Signed in as ${signedInAs}` : "Checking out as a guest"}
      </p>
    </nav>
  );
}
