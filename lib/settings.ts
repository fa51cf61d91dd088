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
