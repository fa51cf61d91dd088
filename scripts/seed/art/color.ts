/** Colour parsing, mixing and the derived shades the drawings outline and fold with. */

type RGB = [number, number, number];

export const GOLD = "#C9A227";
export const MAROON = "#800000";
export const WOOD = "#A8743F";
export const WOOD_DARK = "#6E4620";
export const GREEN_LEAF = "#2F7D32";

function parseHex(value: string): RGB | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m || m[1] === undefined) return null;
  const h =
    m[1].length === 3
      ? m[1]
          .split("")
          .map((ch) => ch + ch)
          .join("")
      : m[1];
  const v = parseInt(h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toRgb(color: string): RGB {
  return parseHex(color) ?? [128, 128, 128];
}

function toHex(c: RGB): string {
  return (
    "#" +
    c
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
      .toUpperCase()
  );
}

/** Normalises input so only well-formed #RRGGBB ever reaches an attribute. */
export function cleanColor(value: string | undefined, fallback: string): string {
  const rgb = value === undefined ? null : parseHex(value);
  return rgb ? toHex(rgb) : fallback;
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#FFFFFF", amount) : mix(color, "#000000", -amount);
}

export function luma(color: string): number {
  const [r, g, b] = toRgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function colorDistance(a: string, b: string): number {
  const x = toRgb(a);
  const y = toRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Very light colours get a warm brown edge instead of a near-white one, so ivory on cream stays visible. */
export function outlineOf(color: string): string {
  return luma(color) > 0.75 ? mix(color, "#5B4636", 0.6) : shade(color, -0.45);
}

export function foldOf(color: string): string {
  return luma(color) < 0.18 ? shade(color, 0.22) : shade(color, -0.16);
}

export function isGoldish(color: string): boolean {
  return colorDistance(color, GOLD) < 75;
}
