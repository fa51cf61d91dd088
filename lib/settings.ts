/** Reading public settings the way the storefront spec says (section 5). */
export type Settings = Record<string, string | undefined>;

/** A switch that is on unless set to the text 'false'. */
export function isOn(settings: Settings, key: string): boolean {
  return stripQuotes(settings[key] ?? "").toLowerCase() !== "false";
}

/** A switch that is on only when set to true (brand story). */
export function isExplicitlyOn(settings: Settings, key: string): boolean {
  return stripQuotes(settings[key] ?? "").toLowerCase() === "true";
}

/** A whole number, or the default when missing or not a whole number. */
export function wholeNumber(
  settings: Settings,
  key: string,
  fallback: number,
  min = 0,
  max = 1_000_000,
): number {
  const raw = stripQuotes(settings[key] ?? "");
  if (!/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value < min || value > max ? fallback : value;
}

/** Text with wrapping quotes stripped (settings may hold JSON strings), or the fallback when empty. */
export function text(settings: Settings, key: string, fallback = ""): string {
  const value = stripQuotes(settings[key] ?? "");
  return value === "" ? fallback : value;
}

export function stripQuotes(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'])([\s\S]*)\1$/.exec(trimmed);
  return quoted ? quoted[2].trim() : trimmed;
}

/**
 * The public settings every storefront page shows: the header's logo and name, the footer's text
 * and contact details, and the site's name in page titles. The root route sends these alone with
 * each page; a page that shows more (the home page's sections, the blog's subtitle) reads its own.
 */
export const EVERY_PAGE_SETTINGS = [
  "site_name",
  "site_title",
  "site_description",
  "site_logo_url",
  "logo_url",
  "site_logo_description",
  "footer_text",
  "contact_address",
  "contact_phone",
  "contact_email",
  "business_address",
  "business_phone",
  "business_email",
] as const;

/** Only the named settings that are set. */
export function settingsNamed(
  settings: Record<string, string>,
  keys: readonly string[],
): Record<string, string> {
  const named: Record<string, string> = {};
  for (const key of keys) if (key in settings) named[key] = settings[key];
  return named;
}
