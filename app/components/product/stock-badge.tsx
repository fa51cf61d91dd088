import { stockStatus } from "../../../lib/catalog-types";

const STYLES = {
  out_of_stock: "bg-red-100 text-red-800",
  low_stock: "bg-amber-100 text-amber-900",
  in_stock: "bg-emerald-100 text-emerald-800",
};

export function StockBadge({ available, threshold }: { available: number; threshold: number }) {
  const status = stockStatus(available, threshold);
  const text =
    status === "out_of_stock"
      ? "Out of stock"
      : status === "low_stock"
        ? `Only ${available} left`
        : "In stock";
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${STYLES[status]}`}
    >
      {text}
    </span>
  );
}
