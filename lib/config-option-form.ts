/** Config options (transactions-and-admin §3 and §7): one check for the browser and the server. */
export const CONFIG_OPTION_MESSAGES = {
  categoryRequired: "Category is required",
  categoryFormat: "Category must be lower-case letters, digits and underscores, e.g. order_statuses",
  keyRequired: "Key is required",
  keyFormat: "Key must be lower-case letters, digits, underscores or hyphens, e.g. price-low",
  labelRequired: "Label is required",
  labelLong: "Label must be 100 characters or less",
  valueLong: "Value must be 500 characters or less",
  colorValue: "Value of a colour preset must be a hex colour such as #800000",
  quickActionValue: "Value of a quick action must be a back-office address starting with /admin",
  duplicate: (key: string, category: string) =>
    `An option with the key "${key}" already exists in ${category}`,
  notFound: "Config option not found",
  stale: "This option was changed by someone else since you opened the page. Reload to see the change.",
} as const;

/** The categories the spec names (§3); admins may add others. */
export const KNOWN_CONFIG_CATEGORIES = [
  "order_statuses",
  "payment_statuses",
  "sort_options",
  "admin_quick_actions",
  "color_presets",
] as const;

export interface ConfigOptionValues {
  category: string;
  key: string;
  label: string;
  value: string;
  isActive: boolean;
}

const CATEGORY = /^[a-z][a-z0-9_]{0,49}$/;
const KEY = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export type ConfigOptionCheck =
  { ok: true; values: ConfigOptionValues } | { ok: false; fieldErrors: Record<string, string> };

/** "Order Statuses" from "order_statuses". */
export function categoryLabel(category: string): string {
  return category
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function checkConfigOption(input: ConfigOptionValues): ConfigOptionCheck {
  // The database refuses NUL characters; nothing an admin means to type contains one.
  const clean = (text: string) => text.replaceAll("\u0000", "").trim();
  const values = {
    category: clean(input.category),
    key: clean(input.key),
    label: clean(input.label),
    value: clean(input.value),
    isActive: input.isActive,
  };
  const errors: Record<string, string> = {};
  if (values.category === "") errors.category = CONFIG_OPTION_MESSAGES.categoryRequired;
  else if (!CATEGORY.test(values.category)) errors.category = CONFIG_OPTION_MESSAGES.categoryFormat;
  if (values.key === "") errors.key = CONFIG_OPTION_MESSAGES.keyRequired;
  else if (!KEY.test(values.key)) errors.key = CONFIG_OPTION_MESSAGES.keyFormat;
  if (values.label === "") errors.label = CONFIG_OPTION_MESSAGES.labelRequired;
  else if (values.label.length > 100) errors.label = CONFIG_OPTION_MESSAGES.labelLong;
  if (values.value.length > 500) errors.value = CONFIG_OPTION_MESSAGES.valueLong;
  else if (values.category === "color_presets" && !HEX.test(values.value))
    errors.value = CONFIG_OPTION_MESSAGES.colorValue;
  else if (values.category === "admin_quick_actions" && !/^\/admin(\/|$)/.test(values.value))
    errors.value = CONFIG_OPTION_MESSAGES.quickActionValue;
  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, values };
}
