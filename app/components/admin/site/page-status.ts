import type { BadgeTone } from "../badge";

/** What an information page shows in the shop (server/modules/content/admin-pages.ts PageStatus). */
export const PAGE_STATUS_LABELS: Record<
  "custom" | "unpublished" | "default",
  { label: string; tone: BadgeTone }
> = {
  custom: { label: "Your text", tone: "green" },
  unpublished: { label: "Unpublished: built-in text shown", tone: "amber" },
  default: { label: "Built-in text", tone: "grey" },
};
