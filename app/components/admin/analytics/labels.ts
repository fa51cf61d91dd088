const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });
const FULL_DAY = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** 25 Nov, for a YYYY-MM-DD Indian calendar day. */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** 25 Nov 2026. */
export const fullDayLabel = (day: string) => FULL_DAY.format(new Date(`${day}T00:00:00Z`));
/** Jan, for YYYY-MM. */
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

export const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  razorpay: "Online (Razorpay)",
  cod: "Cash on delivery",
  bank_transfer: "Bank transfer",
};

export const PAGE_TYPE_LABELS: Record<string, string> = {
  home: "Home",
  listing: "Shop and listings",
  product: "Product pages",
  blog: "Blog",
  other: "Other pages",
};

/** Web Vitals thresholds (web.dev): good up to the first, poor above the second. */
export const VITAL_THRESHOLDS = { lcpMs: [2500, 4000], inpMs: [200, 500], cls: [0.1, 0.25] } as const;

export function vitalRating(
  metric: keyof typeof VITAL_THRESHOLDS,
  value: number | null,
): "good" | "needs improvement" | "poor" | null {
  if (value === null) return null;
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}
