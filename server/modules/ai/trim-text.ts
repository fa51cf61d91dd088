/**
 * The text with spaces collapsed, cut to at most `max` characters at the last word boundary that fits
 * (mid-word only when a single word is longer), without a dangling comma, dash or similar at the end.
 */
export function trimToWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const window = clean.slice(0, max + 1);
  const lastSpace = window.lastIndexOf(" ");
  const cut = lastSpace > 0 ? window.slice(0, lastSpace) : clean.slice(0, max);
  return cut.replace(/[\s,;:\-\u2013\u2014(&]+$/, "");
}
