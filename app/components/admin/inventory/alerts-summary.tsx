import { Link } from "../../link";
import { formatIndianNumber } from "../../../../lib/money";

interface Props {
  critical: number;
  warning: number;
  /** Where each count leads (the list filtered to it). */
  criticalHref: string;
  warningHref: string;
}

/** Spec section 4's stock alerts: critical for out of stock, warning for low stock (active products). */
export function AlertsSummary({ critical, warning, criticalHref, warningHref }: Props) {
  const box = "block rounded-xl border p-3 hover:shadow-sm";
  return (
    <section aria-label="Stock alerts" className="mb-4 grid grid-cols-2 gap-3">
      <Link
        to={criticalHref}
        className={`${box} ${critical > 0 ? "border-red-200 bg-red-50" : "border-stone-200 bg-white"}`}
      >
        <span className="block text-xs font-semibold uppercase tracking-wide text-red-800">Critical</span>
        <span className="mt-1 block text-2xl font-semibold tabular-nums text-stone-900">
          {formatIndianNumber(critical)}
        </span>
        <span className="block text-sm text-stone-700">
          {critical === 1 ? "product" : "products"} out of stock
        </span>
      </Link>
      <Link
        to={warningHref}
        className={`${box} ${warning > 0 ? "border-amber-200 bg-amber-50" : "border-stone-200 bg-white"}`}
      >
        <span className="block text-xs font-semibold uppercase tracking-wide text-amber-900">Warning</span>
        <span className="mt-1 block text-2xl font-semibold tabular-nums text-stone-900">
          {formatIndianNumber(warning)}
        </span>
        <span className="block text-sm text-stone-700">
          {warning === 1 ? "product" : "products"} low on stock
        </span>
      </Link>
    </section>
  );
}
