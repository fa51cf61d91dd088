/**
 * Deterministic flat illustrations for the demo shop, returned as SVG strings.
 * The seeder rasterises them with sharp (librsvg), so only plain SVG 1.1 is used:
 * no filters, no CSS, no external references.
 */
import type { ArtKind } from "./data/types";

type RGB = [number, number, number];
type Pt = [number, number];
type Rng = () => number;

interface Shadow {
  cx: number;
  cy: number;
  rx: number;
}

/** Everything a product drawer needs: its colours, randomness and a place for extra <defs>. */
interface Ctx {
  c: string; // main colour
  a: string; // accent colour
  o: string; // outline for the main colour
  ao: string; // outline for the accent colour
  f: string; // fold shade of the main colour
  hi: string; // highlight of the main colour
  rnd: Rng;
  defs: string[];
  shadow: Shadow;
  fabric: boolean;
}

type Drawer = (k: Ctx) => string;

const GOLD = "#C9A227";
const MAROON = "#800000";
const WOOD = "#A8743F";
const WOOD_DARK = "#6E4620";
const GREEN_LEAF = "#2F7D32";

// ---------------------------------------------------------------------------
// Numbers, randomness, text
// ---------------------------------------------------------------------------

function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Seeds from a string and a number together, so equal seeds with different titles still differ. */
function rngFor(text: string, seed: number): Rng {
  return mulberry32(hashString(text) ^ Math.imul(Math.trunc(seed) | 0, 2654435761));
}

function pick<T>(rnd: Rng, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length) % items.length] as T;
}

function between(rnd: Rng, min: number, max: number): number {
  return min + (max - min) * rnd();
}

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

// ---------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------

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
function cleanColor(value: string | undefined, fallback: string): string {
  const rgb = value === undefined ? null : parseHex(value);
  return rgb ? toHex(rgb) : fallback;
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#FFFFFF", amount) : mix(color, "#000000", -amount);
}

function luma(color: string): number {
  const [r, g, b] = toRgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function colorDistance(a: string, b: string): number {
  const x = toRgb(a);
  const y = toRgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** Very light colours get a warm brown edge instead of a near-white one, so ivory on cream stays visible. */
function outlineOf(color: string): string {
  return luma(color) > 0.75 ? mix(color, "#5B4636", 0.6) : shade(color, -0.45);
}

function foldOf(color: string): string {
  return luma(color) < 0.18 ? shade(color, 0.22) : shade(color, -0.16);
}

function isGoldish(color: string): boolean {
  return colorDistance(color, GOLD) < 75;
}

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

function linearGradient(id: string, stops: string[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const last = Math.max(1, stops.length - 1);
  const s = stops.map((c, i) => `<stop offset="${fmt(i / last)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radialFade(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/>` +
    `</radialGradient>`
  );
}

function poly(points: Pt[]): string {
  return "M " + points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(" L ") + " Z";
}

/** Mirrors a path around a vertical axis; only valid for absolute M/L/C/Q/Z paths, whose numbers come in x,y pairs. */
function mirrorPath(d: string, axis = 600): string {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (num) => (i++ % 2 === 0 ? fmt(2 * axis - Number(num)) : num));
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

function stroke(color: string, width: number, extra = ""): string {
  return `stroke="${color}" stroke-width="${fmt(width)}" stroke-linejoin="round" stroke-linecap="round" ${extra}`;
}

function line(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" ${stroke(color, width, extra)}/>`;
}

/** A row of round dots along a path, the cheapest way to suggest beadwork or embroidery. */
function dotted(d: string, color: string, width = 8, gap = 18): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-dasharray="0.1 ${fmt(gap)}"/>`;
}

function dashed(d: string, color: string, width = 4, dash = 12): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width)}" stroke-dasharray="${fmt(dash)} ${fmt(dash * 0.7)}"/>`;
}

function circle(x: number, y: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${fill}" ${extra}/>`;
}

function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${fill}" ${extra}/>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${fill}" ${extra}/>`;
}

function group(transform: string, inner: string, extra = ""): string {
  return `<g${transform ? ` transform="${transform}"` : ""} ${extra}>${inner}</g>`;
}

/** Registers a clip path in the drawing's defs and returns the attribute that applies it. */
function clipTo(k: Ctx, d: string): string {
  const id = `clip${k.defs.length}`;
  k.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `clip-path="url(#${id})"`;
}

function outlined(k: Ctx, width = 5): string {
  return stroke(k.o, width);
}

function accentOutlined(k: Ctx, width = 3): string {
  return stroke(k.ao, width);
}

function fabric(k: Ctx, d: string): string {
  return k.fabric ? `<path d="${d}" fill="url(#fabric)"/>` : "";
}

function folds(k: Ctx, paths: string[], width = 4): string {
  return paths.map((d) => line(d, k.f, width, `opacity="0.6"`)).join("");
}

function buttons(x: number, ys: number[], r: number, fill: string, edge: string): string {
  return ys.map((y) => circle(x, y, r, fill, stroke(edge, 2))).join("");
}

function rot(x: number, y: number, deg: number): Pt {
  const t = (deg * Math.PI) / 180;
  return [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)];
}

// ---------------------------------------------------------------------------
// Motifs shared by several drawings
// ---------------------------------------------------------------------------

/** A petal pointing up from the origin. */
function petalD(len: number, width: number): string {
  const l = fmt(len);
  const w = fmt(width);
  return `M 0 0 C ${w} ${fmt(-len * 0.25)} ${w} ${fmt(-len * 0.7)} 0 -${l} C -${w} ${fmt(-len * 0.7)} -${w} ${fmt(-len * 0.25)} 0 0 Z`;
}

function petalRing(
  count: number,
  radius: number,
  len: number,
  width: number,
  fill: string,
  extra = "",
  offset = 0,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const angle = offset + (360 / count) * i;
    out += `<path d="${petalD(len, width)}" transform="rotate(${fmt(angle)}) translate(0 ${fmt(-radius)})" fill="${fill}" ${extra}/>`;
  }
  return out;
}

function dotRing(count: number, radius: number, r: number, fill: string, offset = 0): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = ((offset + (360 / count) * i) * Math.PI) / 180;
    out += circle(Math.sin(t) * radius, -Math.cos(t) * radius, r, fill);
  }
  return out;
}

function mandala(cx: number, cy: number, r: number, c1: string, c2: string, c3: string, petals = 12): string {
  const inner = Math.max(6, Math.round(petals / 1.5));
  return group(
    `translate(${fmt(cx)} ${fmt(cy)})`,
    circle(0, 0, r * 0.97, "none", stroke(c1, r * 0.03)) +
      dotRing(petals * 2, r * 0.97, r * 0.03, c2) +
      petalRing(petals, r * 0.56, r * 0.36, r * 0.13, c1) +
      petalRing(petals, r * 0.56, r * 0.22, r * 0.07, c2, "", 180 / petals) +
      circle(0, 0, r * 0.56, c3, stroke(c2, r * 0.02)) +
      dotRing(petals * 2, r * 0.48, r * 0.025, c2) +
      petalRing(inner, r * 0.13, r * 0.27, r * 0.1, c2) +
      circle(0, 0, r * 0.15, c1) +
      circle(0, 0, r * 0.07, c3),
  );
}

/** Line-only mandala for dark banners, where solid fills would compete with the headline. */
function mandalaLines(cx: number, cy: number, r: number, color: string, petals: number): string {
  let out = "";
  for (const [f, w] of [
    [1, 3],
    [0.94, 1.5],
    [0.62, 2.5],
    [0.3, 2],
  ] as const) {
    out += circle(0, 0, r * f, "none", stroke(color, w));
  }
  out += petalRing(petals, r * 0.62, r * 0.3, r * 0.1, "none", stroke(color, 2.5));
  out += petalRing(petals, r * 0.62, r * 0.18, r * 0.05, color, `opacity="0.5"`, 180 / petals);
  out += petalRing(petals * 2, r * 0.3, r * 0.3, r * 0.05, "none", stroke(color, 1.5));
  out += dotRing(petals * 3, r * 0.97, r * 0.012 + 2, color);
  out += dotRing(petals * 2, r * 0.46, r * 0.01 + 2, color);
  out += circle(0, 0, r * 0.1, color, `opacity="0.6"`);
  return group(`translate(${fmt(cx)} ${fmt(cy)})`, out);
}

const PAISLEY_D =
  "M -50 0 A 50 50 0 0 0 50 0 C 56 -48 34 -92 -4 -116 C -24 -128 -52 -132 -66 -118 C -50 -112 -38 -100 -38 -82 C -40 -58 -50 -34 -50 0 Z";

function paisley(x: number, y: number, scale: number, angle: number, fill: string, detail: string): string {
  return group(
    `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)}) scale(${Math.round(scale * 1000) / 1000})`,
    path(PAISLEY_D, fill) +
      `<path d="${PAISLEY_D}" transform="translate(4 -2) scale(0.55)" fill="none" ${stroke(detail, 7)}/>` +
      circle(0, 0, 13, detail) +
      dotted("M -62 8 A 62 62 0 0 0 62 8", detail, 7, 16),
  );
}

/** A peacock feather pointing up from (x, y), rotated by angle degrees. */
function peacockFeather(x: number, y: number, angle: number, len: number): string {
  const L = len;
  let barbs = "";
  for (let i = 0; i < 18; i++) {
    const yy = -L * (0.3 + i * 0.038);
    const spread = L * (0.06 + 0.08 * Math.sin((i / 17) * Math.PI));
    barbs += line(
      `M 0 ${fmt(yy)} Q ${fmt(spread * 0.6)} ${fmt(yy - L * 0.02)} ${fmt(spread)} ${fmt(yy - L * 0.07)}`,
      "#4E7D2A",
      2,
      `opacity="0.7"`,
    );
    barbs += line(
      `M 0 ${fmt(yy)} Q ${fmt(-spread * 0.6)} ${fmt(yy - L * 0.02)} ${fmt(-spread)} ${fmt(yy - L * 0.07)}`,
      "#4E7D2A",
      2,
      `opacity="0.7"`,
    );
  }
  const ey = -L * 0.82;
  return group(
    `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})`,
    path(
      `M 0 ${fmt(-L * 0.28)} C ${fmt(L * 0.17)} ${fmt(-L * 0.5)} ${fmt(L * 0.19)} ${fmt(-L * 0.9)} 0 ${fmt(-L * 1.02)} C ${fmt(-L * 0.19)} ${fmt(-L * 0.9)} ${fmt(-L * 0.17)} ${fmt(-L * 0.5)} 0 ${fmt(-L * 0.28)} Z`,
      "#7FA842",
      `opacity="0.55"`,
    ) +
      barbs +
      line(
        `M 0 0 Q ${fmt(L * 0.03)} ${fmt(-L * 0.5)} 0 ${fmt(-L * 0.97)}`,
        "#7A6A3A",
        Math.max(2, L * 0.012),
      ) +
      ellipse(0, ey, L * 0.11, L * 0.14, "#A7B83E") +
      ellipse(0, ey + L * 0.01, L * 0.085, L * 0.11, "#C98A2E") +
      ellipse(0, ey + L * 0.015, L * 0.065, L * 0.085, "#1AA39A") +
      ellipse(0, ey + L * 0.025, L * 0.038, L * 0.052, "#1F3C88") +
      ellipse(0, ey + L * 0.03, L * 0.018, L * 0.024, "#0E1A40"),
  );
}

function lotus(cx: number, cy: number, size: number, fill: string, inner: string, edge: string): string {
  const back = [-62, -34, 34, 62]
    .map(
      (a) =>
        `<path d="${petalD(size * 0.78, size * 0.2)}" transform="rotate(${a})" fill="${shade(fill, -0.12)}" ${stroke(edge, 3)}/>`,
    )
    .join("");
  const front = [-18, 0, 18]
    .map(
      (a) =>
        `<path d="${petalD(size * (a === 0 ? 1 : 0.9), size * 0.24)}" transform="rotate(${a})" fill="${a === 0 ? inner : fill}" ${stroke(edge, 3)}/>`,
    )
    .join("");
  const leaves =
    `<path d="M 0 0 C ${fmt(-size * 0.4)} ${fmt(size * 0.05)} ${fmt(-size * 0.8)} ${fmt(size * 0.02)} ${fmt(-size * 1.05)} ${fmt(-size * 0.1)} C ${fmt(-size * 0.7)} ${fmt(size * 0.2)} ${fmt(-size * 0.3)} ${fmt(size * 0.18)} 0 0 Z" fill="${GREEN_LEAF}" opacity="0.85"/>` +
    `<path d="M 0 0 C ${fmt(size * 0.4)} ${fmt(size * 0.05)} ${fmt(size * 0.8)} ${fmt(size * 0.02)} ${fmt(size * 1.05)} ${fmt(-size * 0.1)} C ${fmt(size * 0.7)} ${fmt(size * 0.2)} ${fmt(size * 0.3)} ${fmt(size * 0.18)} 0 0 Z" fill="${GREEN_LEAF}" opacity="0.85"/>`;
  return group(
    `translate(${fmt(cx)} ${fmt(cy)})`,
    leaves + back + front + ellipse(0, -size * 0.05, size * 0.16, size * 0.06, GOLD),
  );
}

/** A clay lamp with its flame, drawn around the base of the flame. */
function diyaIcon(cx: number, cy: number, s: number, bowl: string, glow = true): string {
  const edge = shade(bowl, -0.4);
  return group(
    `translate(${fmt(cx)} ${fmt(cy)}) scale(${fmt(s)})`,
    (glow ? circle(0, -40, 110, "url(#flameGlow)") : "") +
      path("M -100 0 C -90 55 -40 72 0 72 C 40 72 90 55 100 0 Z", bowl, stroke(edge, 4)) +
      ellipse(0, 0, 100, 16, shade(bowl, -0.3), stroke(edge, 4)) +
      dotted("M -70 30 Q 0 58 70 30", shade(bowl, 0.45), 6, 14) +
      path("M 0 -6 C -26 -8 -26 -52 0 -110 C 26 -52 26 -8 0 -6 Z", "#F59E0B") +
      path("M 0 -10 C -12 -12 -12 -40 0 -70 C 12 -40 12 -12 0 -10 Z", "#FFF3B0"),
  );
}

function marigold(x: number, y: number, r: number, color: string): string {
  return (
    circle(x, y, r, color) +
    circle(x, y, r * 0.62, shade(color, -0.18)) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.22, shade(color, 0.35), `opacity="0.8"`)
  );
}

function tassel(x: number, y: number, color: string, edge: string, size = 1): string {
  const h = 70 * size;
  const w = 18 * size;
  let threads = "";
  for (let i = -2; i <= 2; i++) {
    threads += line(
      `M ${fmt(x + i * w * 0.2)} ${fmt(y + 18 * size)} L ${fmt(x + i * w * 0.42)} ${fmt(y + h)}`,
      edge,
      1.5,
      `opacity="0.6"`,
    );
  }
  return (
    path(
      poly([
        [x - w * 0.55, y + 12 * size],
        [x + w * 0.55, y + 12 * size],
        [x + w, y + h],
        [x - w, y + h],
      ]),
      color,
      stroke(edge, 2),
    ) +
    threads +
    circle(x, y + 8 * size, 10 * size, color, stroke(edge, 2))
  );
}

/** Hook and wooden bar of a clothes hanger, drawn behind a garment's shoulders. */
function hanger(): string {
  return (
    line("M 632 212 C 640 215 655 210 655 190 C 655 150 600 150 600 200 L 600 242", "#8C8C8C", 10) +
    path("M 600 236 L 398 312 Q 386 322 402 326 L 798 326 Q 814 322 802 312 Z", WOOD, stroke(WOOD_DARK, 4))
  );
}

// ---------------------------------------------------------------------------
// Product drawers (1200 x 1500, item centred on x = 600)
// ---------------------------------------------------------------------------

function drawKurta(k: Ctx): string {
  const body =
    "M 532 268 L 432 298 L 458 505 L 445 985 L 452 1262 Q 600 1276 748 1262 L 755 985 L 742 505 L 768 298 L 668 268 Q 600 318 532 268 Z";
  const sleeve = "M 436 296 L 290 782 L 384 812 L 458 505 Z";
  const cuff = "M 302 742 L 394 771 L 384 812 L 290 782 Z";
  const hem = "M 450 1214 Q 600 1228 750 1214 L 748 1262 Q 600 1276 452 1262 Z";
  k.shadow = { cx: 600, cy: 1330, rx: 330 };
  return [
    // The back panel peeks out below the side slits.
    path("M 448 960 L 752 960 L 792 1272 Q 600 1290 408 1272 Z", k.f, outlined(k)),
    path(sleeve, k.c, outlined(k)),
    path(mirrorPath(sleeve), k.c, outlined(k)),
    fabric(k, sleeve),
    fabric(k, mirrorPath(sleeve)),
    folds(k, ["M 405 420 Q 372 540 340 660", mirrorPath("M 405 420 Q 372 540 340 660")]),
    path(cuff, k.a, accentOutlined(k)),
    path(mirrorPath(cuff), k.a, accentOutlined(k)),
    path(body, k.c, outlined(k)),
    fabric(k, body),
    folds(k, [
      "M 505 640 Q 492 900 502 1190",
      "M 695 640 Q 708 900 698 1190",
      "M 560 700 Q 552 950 560 1180",
    ]),
    path(hem, k.a, accentOutlined(k)),
    dotted("M 456 1239 Q 600 1253 744 1239", shade(k.a, 0.55), 7, 18),
    path("M 524 255 Q 600 232 676 255 Q 600 296 524 255 Z", shade(k.c, -0.3), outlined(k, 4)),
    path("M 524 255 Q 600 296 676 255 L 668 280 Q 600 322 532 280 Z", k.c, outlined(k, 4)),
    dotted("M 536 272 Q 600 308 664 272", k.a, 6, 14),
    dotted("M 566 318 L 566 610", k.a, 7, 16),
    dotted("M 634 318 L 634 610", k.a, 7, 16),
    rect(585, 300, 30, 320, k.a, `rx="4" ${accentOutlined(k)}`),
    buttons(600, [345, 415, 485, 555], 8, shade(k.a, 0.5), k.ao),
  ].join("");
}

function scallops(
  fromX: number,
  toX: number,
  count: number,
  baseY: number,
  sag: number,
  halfWidth: number,
  depth: number,
): string {
  const y = (x: number) => baseY + sag * (1 - ((x - 600) / halfWidth) ** 2);
  let d = "";
  for (let i = 0; i < count; i++) {
    const xa = fromX + ((toX - fromX) * i) / count;
    const xb = fromX + ((toX - fromX) * (i + 1)) / count;
    const xm = (xa + xb) / 2;
    d += ` Q ${fmt(xm)} ${fmt(y(xm) + depth * 2)} ${fmt(xb)} ${fmt(y(xb))}`;
  }
  return d;
}

function drawDress(k: Ctx): string {
  const skirt = `M 478 600 L 722 600 C 800 760 900 1000 955 1170${scallops(955, 245, 9, 1170, 45, 355, 22)} C 300 1000 400 760 478 600 Z`;
  const bodice = "M 500 300 Q 600 352 700 300 L 742 318 L 735 425 L 722 600 L 478 600 L 465 425 L 458 318 Z";
  const sleeve = "M 458 318 C 400 312 362 350 366 410 C 392 436 440 436 470 420 Z";
  const collar = "M 600 326 Q 560 372 520 350 Q 500 330 505 305 Q 550 330 600 326 Z";
  const skirtClip = clipTo(k, skirt);
  let gathers = "";
  for (let i = 0; i < 8; i++) {
    const top = 500 + i * 28.6;
    const bottom = 300 + i * 85.7;
    gathers += `M ${fmt(top)} 640 Q ${fmt((top + bottom) / 2)} 900 ${fmt(bottom)} 1120 `;
  }
  const bow = "M 600 606 C 540 556 516 652 600 606 Z";
  const tail = "M 592 614 L 556 724 L 584 708 L 598 730 L 606 616 Z";
  k.shadow = { cx: 600, cy: 1255, rx: 360 };
  return [
    path(sleeve, k.c, outlined(k)),
    path(mirrorPath(sleeve), k.c, outlined(k)),
    line("M 372 398 C 400 420 440 420 466 410", k.a, 8),
    line(mirrorPath("M 372 398 C 400 420 440 420 466 410"), k.a, 8),
    path(skirt, k.c, outlined(k)),
    fabric(k, skirt),
    line(gathers, k.f, 4, `opacity="0.55"`),
    `<g ${skirtClip}>` +
      `<path d="M 970 1128${scallops(970, 230, 9, 1128, 45, 370, 18)}" fill="none" ${stroke(k.a, 10)}/>` +
      dotted(`M 970 1100${scallops(970, 230, 9, 1100, 45, 370, 18)}`, shade(k.a, 0.3), 6, 20) +
      `</g>`,
    path(bodice, k.c, outlined(k)),
    fabric(k, bodice),
    path(collar, "#FFFDF6", stroke(outlineOf("#FFFDF6"), 3)),
    path(mirrorPath(collar), "#FFFDF6", stroke(outlineOf("#FFFDF6"), 3)),
    dotted("M 600 380 L 600 560", k.a, 8, 34),
    rect(468, 582, 264, 48, k.a, `rx="6" ${accentOutlined(k)}`),
    path(tail, shade(k.a, -0.08), accentOutlined(k)),
    path(mirrorPath(tail), shade(k.a, -0.08), accentOutlined(k)),
    path(bow, k.a, accentOutlined(k)),
    path(mirrorPath(bow), k.a, accentOutlined(k)),
    circle(600, 606, 17, shade(k.a, -0.1), accentOutlined(k)),
  ].join("");
}

function drawLehenga(k: Ctx): string {
  const skirt =
    "M 480 500 L 720 500 C 820 700 930 1000 1000 1280 Q 600 1345 200 1280 C 270 1000 380 700 480 500 Z";
  const choli =
    "M 470 232 Q 600 300 730 232 L 792 256 L 832 362 L 772 382 L 756 420 Q 600 442 444 420 L 428 382 L 368 362 L 408 256 Z";
  const dupatta =
    "M 760 250 C 900 290 990 520 1000 760 L 1055 1240 Q 980 1262 905 1248 L 880 760 C 868 560 820 400 735 300 Z";
  const veil = mix(k.a, "#FFFFFF", 0.25);
  const skirtClip = clipTo(k, skirt);
  const dupattaClip = clipTo(k, dupatta);
  let panels = "";
  for (let i = 0; i < 10; i += 2) {
    panels += path(
      poly([
        [480 + i * 24, 500],
        [480 + (i + 1) * 24, 500],
        [200 + (i + 1) * 80, 1360],
        [200 + i * 80, 1360],
      ]),
      k.hi,
      `opacity="0.35"`,
    );
  }
  let fringe = "";
  for (let x = 910; x <= 1050; x += 14) fringe += `M ${x} ${fmt(1250 - (x - 905) * 0.05)} l 2 34 `;
  let butis = "";
  for (let i = 0; i < 26; i++) {
    butis += circle(
      between(k.rnd, 760, 1060),
      between(k.rnd, 260, 1240),
      between(k.rnd, 4, 8),
      shade(k.a, -0.25),
      `opacity="0.7"`,
    );
  }
  let hemMotifs = "";
  for (let x = 230; x <= 970; x += 46)
    hemMotifs += path(
      petalD(34, 12),
      k.c,
      `transform="translate(${x} ${fmt(1280 + 55 * (1 - ((x - 600) / 420) ** 2))})"`,
    );
  k.shadow = { cx: 600, cy: 1335, rx: 430 };
  return [
    path(dupatta, veil, `opacity="0.9" ${accentOutlined(k)}`),
    `<g ${dupattaClip}>${butis}${line("M 775 250 C 915 300 1005 520 1015 760 L 1070 1250", shade(k.a, -0.2), 22)}</g>`,
    line(fringe, shade(k.a, -0.3), 3),
    path(skirt, k.c, outlined(k)),
    fabric(k, skirt),
    `<g ${skirtClip}>` +
      panels +
      path("M 160 1290 Q 600 1360 1040 1290 L 1040 1180 Q 600 1245 160 1180 Z", k.a) +
      hemMotifs +
      dotted("M 160 1196 Q 600 1262 1040 1196", shade(k.a, 0.5), 7, 16) +
      line("M 160 1140 Q 600 1205 1040 1140", k.a, 10) +
      `</g>`,
    path(skirt, "none", outlined(k)),
    rect(474, 470, 252, 36, k.a, `rx="6" ${accentOutlined(k)}`),
    line("M 712 500 Q 740 600 760 700", k.a, 4),
    tassel(760, 700, k.a, k.ao, 0.9),
    path(choli, k.c, outlined(k)),
    fabric(k, choli),
    line("M 470 236 Q 600 304 730 236", k.a, 10),
    line("M 832 362 L 772 382", k.a, 16),
    line("M 368 362 L 428 382", k.a, 16),
    line("M 444 414 Q 600 436 756 414", k.a, 9),
    dotted("M 600 310 L 600 420", k.a, 7, 18),
  ].join("");
}

function drawSaree(k: Ctx): string {
  const blouse = k.a;
  const blouseEdge = k.ao;
  const drape = "M 428 540 Q 600 556 772 540 L 792 1290 Q 600 1310 408 1290 Z";
  const pallu = poly([
    [690, 600],
    [792, 538],
    [548, 252],
    [455, 270],
  ]);
  const hanging = "M 458 262 C 400 280 360 380 345 520 L 300 1030 L 445 1046 L 452 560 Z";
  const mannequin = "#EADFCB";
  const mannequinEdge = "#BFAE92";
  const drapeClip = clipTo(k, drape);
  const hangingClip = clipTo(k, hanging);
  const palluClip = clipTo(k, pallu);
  let pleats = "";
  for (let i = 0; i < 7; i++) {
    const t0 = 540 + i * 12;
    const t1 = t0 + 12;
    const b0 = 470 + i * 34;
    const b1 = b0 + 34;
    const at = (top: number, bottom: number) => top + ((bottom - top) * (1225 - 560)) / (1300 - 560);
    pleats += path(
      poly([
        [t0, 560],
        [t1, 560],
        [b1, 1300],
        [b0, 1300],
      ]),
      i % 2 ? k.f : k.c,
      stroke(k.o, 2),
    );
    pleats += path(
      poly([
        [at(t0, b0), 1225],
        [at(t1, b1), 1225],
        [b1, 1300],
        [b0, 1300],
      ]),
      i % 2 ? shade(k.a, -0.15) : k.a,
    );
  }
  let tassels = "";
  for (let x = 306; x <= 440; x += 14) tassels += `M ${x} ${fmt(1031 + (x - 300) * 0.11)} l 0 34 `;
  k.shadow = { cx: 600, cy: 1312, rx: 270 };
  return [
    path(hanging, k.c, outlined(k)),
    `<g ${hangingClip}>${rect(280, 925, 200, 140, k.a)}${line("M 280 940 L 480 956", shade(k.a, -0.25), 6)}${dotted("M 280 985 L 480 1000", shade(k.a, 0.5), 8, 18)}</g>`,
    path(hanging, "none", outlined(k)),
    line(tassels, k.ao, 3),
    fabric(k, hanging),
    rect(565, 175, 70, 80, mannequin, stroke(mannequinEdge, 3)),
    ellipse(600, 175, 48, 16, "#8B5E34"),
    path(
      "M 470 255 Q 600 228 730 255 Q 792 272 790 340 L 765 470 Q 755 520 772 560 L 428 560 Q 445 520 435 470 L 410 340 Q 408 272 470 255 Z",
      mannequin,
      stroke(mannequinEdge, 3),
    ),
    path("M 472 258 Q 418 268 398 330 L 388 398 L 446 408 L 456 318 Z", blouse, stroke(blouseEdge, 4)),
    path(
      mirrorPath("M 472 258 Q 418 268 398 330 L 388 398 L 446 408 L 456 318 Z"),
      blouse,
      stroke(blouseEdge, 4),
    ),
    path(
      "M 472 258 Q 600 330 728 258 L 744 300 L 772 422 Q 600 446 428 422 L 456 300 Z",
      blouse,
      stroke(blouseEdge, 4),
    ),
    line("M 388 392 L 446 402", k.c, 8),
    line(mirrorPath("M 388 392 L 446 402"), k.c, 8),
    path(drape, k.c, outlined(k)),
    fabric(k, drape),
    `<g ${drapeClip}>${rect(380, 1218, 440, 110, k.a)}${dotted("M 380 1250 L 820 1250", shade(k.a, 0.5), 8, 18)}${pleats}</g>`,
    path(drape, "none", outlined(k)),
    folds(k, ["M 470 600 Q 460 900 450 1200", "M 740 600 Q 752 900 760 1200"]),
    path(pallu, k.c, outlined(k)),
    fabric(k, pallu),
    `<g ${palluClip}>${folds(k, ["M 720 590 L 520 262", "M 660 596 L 480 280", "M 760 560 L 560 280"])}</g>`,
    line("M 690 600 L 455 270", k.a, 14),
    line("M 792 538 L 548 252", k.a, 14),
  ].join("");
}

function drawSherwani(k: Ctx): string {
  const body =
    "M 522 262 L 420 292 L 452 522 L 440 1000 L 418 1250 Q 600 1264 782 1250 L 760 1000 L 748 522 L 780 292 L 678 262 Q 600 290 522 262 Z";
  const sleeve = "M 420 292 L 298 822 L 388 848 L 452 522 Z";
  const cuff = "M 308 778 L 397 804 L 388 848 L 298 822 Z";
  const bodyClip = clipTo(k, body);
  let butas = "";
  for (let i = 0; i < 14; i++) {
    const side = i % 2 ? 1 : -1;
    const x = 600 + side * between(k.rnd, 70, 160);
    const y = between(k.rnd, 560, 1150);
    butas += paisley(x, y, 0.2, between(k.rnd, -20, 20), k.a, k.c);
  }
  const ys: number[] = [];
  for (let y = 320; y <= 820; y += 62) ys.push(y);
  k.shadow = { cx: 600, cy: 1305, rx: 330 };
  return [
    path(sleeve, k.c, outlined(k)),
    path(mirrorPath(sleeve), k.c, outlined(k)),
    folds(k, ["M 398 430 Q 365 560 335 700", mirrorPath("M 398 430 Q 365 560 335 700")]),
    path(cuff, k.a, accentOutlined(k)),
    path(mirrorPath(cuff), k.a, accentOutlined(k)),
    dotted("M 303 800 L 393 826", shade(k.a, 0.5), 6, 14),
    dotted(mirrorPath("M 303 800 L 393 826"), shade(k.a, 0.5), 6, 14),
    path(body, k.c, outlined(k)),
    fabric(k, body),
    `<g ${bodyClip} opacity="0.85">${butas}</g>`,
    folds(k, ["M 500 560 Q 490 900 480 1220", "M 700 560 Q 710 900 720 1220"]),
    path("M 421 1210 Q 600 1224 779 1210 L 782 1250 Q 600 1264 418 1250 Z", k.a, accentOutlined(k)),
    dotted("M 430 1232 Q 600 1246 770 1232", shade(k.a, 0.5), 6, 14),
    dotted("M 445 330 Q 520 420 578 404", k.a, 7, 15),
    dotted(mirrorPath("M 445 330 Q 520 420 578 404"), k.a, 7, 15),
    rect(583, 284, 34, 972, k.a, accentOutlined(k)),
    line("M 600 284 L 600 1256", k.ao, 2),
    buttons(600, ys, 11, shade(k.a, 0.35), shade(k.a, -0.45)),
    path("M 520 212 L 680 212 L 678 266 Q 600 288 522 266 Z", k.c, outlined(k, 4)),
    dotted("M 528 236 L 672 236", k.a, 8, 15),
    line("M 600 214 L 600 284", k.o, 3),
    path(
      poly([
        [664, 440],
        [684, 404],
        [700, 428],
        [716, 398],
        [734, 440],
      ]),
      shade(k.a, 0.2),
      accentOutlined(k, 2),
    ),
    rect(660, 436, 80, 12, k.f, outlined(k, 3)),
  ].join("");
}

function drawDhoti(k: Ctx): string {
  const body =
    "M 420 400 L 780 400 C 860 600 890 850 862 1000 L 822 1252 L 660 1252 C 652 1050 640 900 600 800 C 560 900 548 1050 540 1252 L 378 1252 L 338 1000 C 310 850 340 600 420 400 Z";
  const fall: Pt[] = [
    [550, 405],
    [650, 405],
    [690, 1150],
  ];
  for (let i = 1; i <= 6; i++) fall.push([690 - i * 29, i % 2 ? 1118 : 1150]);
  fall.push([515, 1150]);
  let pleatLines = "";
  for (let i = 1; i < 6; i++) pleatLines += `M ${fmt(550 + i * 16.7)} 410 L ${fmt(515 + i * 29)} 1130 `;
  k.shadow = { cx: 600, cy: 1300, rx: 300 };
  return [
    path(body, k.c, outlined(k)),
    fabric(k, body),
    folds(k, [
      "M 380 620 Q 470 700 560 640",
      "M 360 820 Q 450 900 556 860",
      "M 372 1000 Q 450 1060 544 1030",
      mirrorPath("M 380 620 Q 470 700 560 640"),
      mirrorPath("M 360 820 Q 450 900 556 860"),
      mirrorPath("M 372 1000 Q 450 1060 544 1030"),
    ]),
    path(
      poly([
        [372, 1212],
        [542, 1212],
        [540, 1252],
        [378, 1252],
      ]),
      k.a,
      accentOutlined(k),
    ),
    path(
      poly([
        [828, 1212],
        [658, 1212],
        [660, 1252],
        [822, 1252],
      ]),
      k.a,
      accentOutlined(k),
    ),
    path(poly(fall), k.c, outlined(k)),
    line(pleatLines, k.f, 4, `opacity="0.7"`),
    line("M 650 405 L 690 1150", k.a, 14),
    rect(415, 360, 370, 46, shade(k.c, 0.08), outlined(k)),
    line("M 420 398 L 780 398", k.a, 10),
    dotted("M 430 382 L 770 382", k.a, 6, 20),
  ].join("");
}

function drawJacket(k: Ctx): string {
  const body =
    "M 530 276 L 425 312 Q 468 410 448 512 L 440 1040 Q 520 1056 582 1062 Q 600 1064 600 1046 Q 600 1064 618 1062 Q 680 1056 760 1040 L 752 512 Q 732 410 775 312 L 670 276 Q 600 300 530 276 Z";
  k.shadow = { cx: 600, cy: 1150, rx: 260 };
  return [
    hanger(),
    path(body, k.c, outlined(k)),
    fabric(k, body),
    line("M 434 330 Q 464 410 449 500", k.f, 12, `opacity="0.7"`),
    line(mirrorPath("M 434 330 Q 464 410 449 500"), k.f, 12, `opacity="0.7"`),
    folds(k, ["M 520 560 Q 512 800 520 1030", "M 680 560 Q 688 800 680 1030"]),
    path("M 524 246 Q 600 228 676 246 Q 600 262 524 246 Z", shade(k.c, -0.3), outlined(k, 4)),
    path("M 524 246 L 676 246 L 678 284 Q 600 304 522 284 Z", k.c, outlined(k, 4)),
    line("M 600 250 L 600 298", k.o, 3),
    line("M 600 298 L 600 1046", k.o, 4),
    line("M 608 300 L 608 1040", k.a, 3, `opacity="0.8"`),
    buttons(600, [345, 455, 565, 675, 785, 895], 12, k.a, k.ao),
    rect(470, 820, 92, 14, k.f, outlined(k, 3)),
    rect(638, 820, 92, 14, k.f, outlined(k, 3)),
    path(
      poly([
        [656, 474],
        [672, 440],
        [688, 462],
        [704, 436],
        [724, 474],
      ]),
      k.a,
      accentOutlined(k, 2),
    ),
    rect(650, 470, 80, 12, k.f, outlined(k, 3)),
  ].join("");
}

function drawTshirt(k: Ctx): string {
  const body =
    "M 520 300 L 400 332 L 250 470 L 322 602 L 410 548 L 415 1150 Q 600 1162 785 1150 L 790 548 L 878 602 L 950 470 L 800 332 L 680 300 Q 600 372 520 300 Z";
  const print = Math.floor(k.rnd() * 3);
  let chest = "";
  if (print === 0) chest = mandala(600, 660, 120, k.a, shade(k.a, -0.3), k.c, 10);
  else if (print === 1) chest = paisley(600, 700, 1.1, 20, k.a, k.c);
  else
    chest =
      rect(415, 610, 370, 26, k.a) + rect(415, 650, 370, 10, shade(k.a, -0.2)) + rect(415, 672, 370, 26, k.a);
  k.shadow = { cx: 600, cy: 1240, rx: 340 };
  return [
    path(body, k.c, outlined(k)),
    fabric(k, body),
    path("M 520 300 Q 600 282 680 300 Q 600 360 520 300 Z", shade(k.c, -0.25), outlined(k, 3)),
    line("M 516 298 Q 600 376 684 298", shade(k.c, -0.1), 20),
    line("M 506 296 Q 600 392 694 296", k.o, 3),
    line("M 528 302 Q 600 360 672 302", k.o, 3),
    dashed("M 308 580 L 396 526", k.o, 3, 10),
    dashed(mirrorPath("M 308 580 L 396 526"), k.o, 3, 10),
    dashed("M 418 1126 Q 600 1138 782 1126", k.o, 3, 12),
    folds(k, ["M 430 560 Q 470 760 450 1120", "M 770 560 Q 735 760 752 1120"]),
    chest,
  ].join("");
}

function drawJeans(k: Ctx): string {
  const body =
    "M 398 300 L 802 300 L 830 650 L 852 1300 L 648 1300 L 600 690 L 552 1300 L 348 1300 L 370 650 Z";
  const pocket = "M 420 305 Q 440 410 375 440";
  const pocketStitch = "M 438 305 Q 458 425 377 462";
  k.shadow = { cx: 600, cy: 1345, rx: 310 };
  return [
    path(body, k.c, outlined(k)),
    ellipse(460, 1000, 60, 150, k.hi, `opacity="0.18"`),
    ellipse(740, 1000, 60, 150, k.hi, `opacity="0.18"`),
    line("M 560 720 Q 520 742 478 732 M 555 760 Q 520 775 488 770", k.hi, 5, `opacity="0.45"`),
    line(mirrorPath("M 560 720 Q 520 742 478 732 M 555 760 Q 520 775 488 770"), k.hi, 5, `opacity="0.45"`),
    line("M 470 700 L 450 1290", k.f, 4, `opacity="0.5"`),
    line("M 730 700 L 750 1290", k.f, 4, `opacity="0.5"`),
    line(pocket, k.o, 5),
    line(mirrorPath(pocket), k.o, 5),
    dashed(pocketStitch, k.a, 4, 10),
    dashed(mirrorPath(pocketStitch), k.a, 4, 10),
    dashed("M 700 305 L 704 370 L 770 364 L 768 305", k.a, 4, 10),
    line("M 600 305 L 600 690", k.o, 4),
    dashed("M 632 305 L 632 545 Q 632 590 602 606", k.a, 4, 10),
    dashed("M 352 1272 L 552 1272", k.a, 4, 10),
    dashed("M 648 1272 L 848 1272", k.a, 4, 10),
    dashed("M 382 320 L 364 650 L 372 1262", k.a, 3, 10),
    dashed(mirrorPath("M 382 320 L 364 650 L 372 1262"), k.a, 3, 10),
    rect(396, 240, 408, 65, k.c, outlined(k)),
    dashed("M 400 254 L 800 254", k.a, 4, 10),
    dashed("M 400 292 L 800 292", k.a, 4, 10),
    [430, 530, 670, 770].map((x) => rect(x - 9, 232, 18, 84, k.c, outlined(k, 4))).join(""),
    circle(600, 272, 15, k.a, accentOutlined(k, 3)),
    circle(600, 272, 5, k.ao),
  ].join("");
}

function drawShirt(k: Ctx): string {
  const body =
    "M 528 288 L 420 322 L 456 522 L 450 1090 Q 458 1150 520 1142 Q 600 1112 680 1142 Q 742 1150 750 1090 L 744 522 L 780 322 L 672 288 Z";
  const sleeve = "M 420 322 L 298 802 L 382 828 L 456 522 Z";
  const cuff = "M 310 754 L 394 779 L 382 828 L 298 802 Z";
  const collar = poly([
    [600, 326],
    [526, 270],
    [506, 296],
    [548, 392],
  ]);
  const buttonColor = luma(k.c) > 0.7 ? "#E9E2D0" : "#F5F2EA";
  k.shadow = { cx: 600, cy: 1230, rx: 310 };
  return [
    hanger(),
    path(sleeve, k.c, outlined(k)),
    path(mirrorPath(sleeve), k.c, outlined(k)),
    fabric(k, sleeve),
    fabric(k, mirrorPath(sleeve)),
    folds(k, ["M 400 460 Q 370 560 345 680", mirrorPath("M 400 460 Q 370 560 345 680")]),
    path(cuff, k.c, outlined(k, 4)),
    path(mirrorPath(cuff), k.c, outlined(k, 4)),
    circle(342, 800, 6, buttonColor, stroke(k.o, 2)),
    circle(858, 800, 6, buttonColor, stroke(k.o, 2)),
    path(body, k.c, outlined(k)),
    fabric(k, body),
    folds(k, ["M 500 560 Q 490 800 500 1100", "M 700 560 Q 712 800 700 1100"]),
    path("M 528 288 Q 600 262 672 288 L 600 325 Z", shade(k.c, -0.25), outlined(k, 3)),
    rect(585, 326, 30, 800, "none", outlined(k, 3)),
    buttons(600, [380, 490, 600, 710, 820, 930, 1040], 8, buttonColor, k.o),
    path("M 640 450 L 732 450 L 732 552 L 686 572 L 640 552 Z", "none", outlined(k, 4)),
    dashed("M 646 462 L 726 462", k.o, 2, 6),
    path(collar, k.c, outlined(k, 4)),
    path(mirrorPath(collar), k.c, outlined(k, 4)),
  ].join("");
}

function drawSuit(k: Ctx): string {
  const body =
    "M 530 282 L 412 318 L 452 540 L 442 1010 Q 520 1028 594 1032 L 606 1032 Q 680 1028 758 1010 L 748 540 L 788 318 L 670 282 Z";
  const sleeve = "M 412 318 L 300 820 L 386 846 L 452 540 Z";
  const lapel = "M 530 282 L 600 700 L 522 590 L 478 420 L 506 400 L 488 334 Z";
  const shirt = "#FAF7F0";
  k.shadow = { cx: 600, cy: 1365, rx: 270 };
  return [
    hanger(),
    path(
      "M 452 960 L 748 960 L 762 1330 L 612 1330 L 600 1080 L 588 1330 L 438 1330 Z",
      shade(k.c, -0.05),
      outlined(k),
    ),
    line("M 513 1000 L 513 1325 M 687 1000 L 687 1325", k.f, 4),
    path(sleeve, k.c, outlined(k)),
    path(mirrorPath(sleeve), k.c, outlined(k)),
    folds(k, ["M 395 460 Q 365 580 340 700", mirrorPath("M 395 460 Q 365 580 340 700")]),
    buttons(330, [800], 7, shade(k.c, -0.35), k.o),
    buttons(870, [800], 7, shade(k.c, -0.35), k.o),
    path(body, k.c, outlined(k)),
    path(
      poly([
        [530, 282],
        [670, 282],
        [600, 700],
      ]),
      shirt,
      stroke(outlineOf(shirt), 3),
    ),
    path(
      poly([
        [584, 300],
        [616, 300],
        [611, 334],
        [589, 334],
      ]),
      shade(k.a, -0.1),
      accentOutlined(k),
    ),
    path(
      poly([
        [589, 334],
        [611, 334],
        [628, 612],
        [600, 650],
        [572, 612],
      ]),
      k.a,
      accentOutlined(k),
    ),
    line("M 590 400 L 616 380 M 594 470 L 622 450 M 598 540 L 626 520", shade(k.a, -0.25), 5),
    path(lapel, shade(k.c, 0.07), outlined(k, 4)),
    path(mirrorPath(lapel), shade(k.c, 0.07), outlined(k, 4)),
    line("M 600 700 L 600 1032", k.o, 4),
    buttons(616, [745, 860], 12, shade(k.c, -0.35), k.o),
    rect(466, 860, 98, 26, k.c, outlined(k, 4)),
    rect(636, 860, 98, 26, k.c, outlined(k, 4)),
    path(
      poly([
        [658, 484],
        [676, 454],
        [690, 474],
        [706, 448],
        [724, 484],
      ]),
      shade(k.a, 0.3),
      accentOutlined(k, 2),
    ),
    rect(650, 480, 80, 12, k.f, outlined(k, 3)),
  ].join("");
}

function drawShorts(k: Ctx): string {
  const body = "M 378 470 L 822 470 L 884 1020 L 632 1052 L 600 770 L 568 1052 L 316 1020 Z";
  const cuff = poly([
    [322, 970],
    [574, 1002],
    [568, 1052],
    [316, 1020],
  ]);
  const stripe = poly([
    [386, 472],
    [404, 472],
    [348, 970],
    [330, 970],
  ]);
  let shirring = "";
  for (let x = 392; x < 810; x += 14) shirring += `M ${x} 410 L ${x} 462 `;
  k.shadow = { cx: 600, cy: 1120, rx: 340 };
  return [
    path(body, k.c, outlined(k)),
    fabric(k, body),
    path(stripe, k.a),
    path(mirrorPath(stripe), k.a),
    path(cuff, k.f, outlined(k, 4)),
    path(mirrorPath(cuff), k.f, outlined(k, 4)),
    line("M 430 472 Q 440 560 392 600", k.o, 4),
    line(mirrorPath("M 430 472 Q 440 560 392 600"), k.o, 4),
    dashed("M 630 472 L 630 700 Q 628 735 602 750", k.o, 3, 10),
    folds(k, ["M 460 620 Q 470 800 440 960", "M 740 620 Q 730 800 760 960"]),
    rect(376, 400, 448, 72, k.c, outlined(k)),
    line(shirring, k.f, 3, `opacity="0.7"`),
    circle(580, 440, 7, k.o),
    circle(620, 440, 7, k.o),
    line("M 580 440 Q 570 520 540 590", k.a, 8),
    line("M 620 440 Q 640 520 652 604", k.a, 8),
    rect(532, 586, 14, 26, shade(k.a, -0.3), `rx="4"`),
    rect(645, 600, 14, 26, shade(k.a, -0.3), `rx="4"`),
  ].join("");
}

function drawJewelry(k: Ctx): string {
  const stone = !isGoldish(k.c) ? k.c : !isGoldish(k.a) ? k.a : "#9B111E";
  const stoneEdge = shade(stone, -0.4);
  const pearl = "#F8F4E6";
  const gold = "url(#metal)";
  const goldEdge = "#7A5C12";
  const strand = (x0: number, x1: number, top: number, sag: number, t: number): Pt => [
    x0 + (x1 - x0) * t,
    top + sag * Math.sin(Math.PI * t),
  ];
  let necklace = "";
  // Inner pearl strand first so the heavier outer strand overlaps it.
  for (let i = 0; i <= 30; i++) {
    const [x, y] = strand(430, 770, 262, 380, i / 30);
    necklace += circle(x, y, 9, pearl, stroke("#C9BFA3", 1.5));
  }
  for (let i = 0; i <= 24; i++) {
    const [x, y] = strand(400, 800, 262, 470, i / 24);
    if (i % 3 === 0 && i > 0 && i < 24) {
      necklace += path(
        `M ${fmt(x)} ${fmt(y)} C ${fmt(x - 16)} ${fmt(y + 22)} ${fmt(x - 12)} ${fmt(y + 48)} ${fmt(x)} ${fmt(y + 54)} C ${fmt(x + 12)} ${fmt(y + 48)} ${fmt(x + 16)} ${fmt(y + 22)} ${fmt(x)} ${fmt(y)} Z`,
        gold,
        stroke(goldEdge, 2),
      );
      necklace += ellipse(x, y + 30, 7, 12, stone, stroke(stoneEdge, 1.5));
    }
    necklace += circle(x, y, 13, gold, stroke(goldEdge, 2));
  }
  const pendant =
    path("M 600 735 C 548 790 548 860 600 892 C 652 860 652 790 600 735 Z", gold, stroke(goldEdge, 3)) +
    path("M 600 768 C 574 800 574 846 600 866 C 626 846 626 800 600 768 Z", stone, stroke(stoneEdge, 2)) +
    circle(600, 910, 13, pearl, stroke("#C9BFA3", 2)) +
    circle(578, 900, 9, pearl, stroke("#C9BFA3", 2)) +
    circle(622, 900, 9, pearl, stroke("#C9BFA3", 2));
  const jhumka = (x: number) => {
    let drops = "";
    for (let i = 0; i < 9; i++) {
      const dx = x - 80 + i * 20;
      drops +=
        line(`M ${fmt(dx)} 1120 L ${fmt(dx)} 1138`, goldEdge, 2) +
        circle(dx, 1145, 8, pearl, stroke("#C9BFA3", 1.5));
    }
    return (
      circle(x, 930, 30, gold, stroke(goldEdge, 3)) +
      circle(x, 930, 15, stone, stroke(stoneEdge, 2)) +
      line(`M ${x} 960 L ${x} 988`, goldEdge, 5) +
      drops +
      path(
        `M ${x - 85} 1120 C ${x - 80} 1020 ${x - 45} 985 ${x} 985 C ${x + 45} 985 ${x + 80} 1020 ${x + 85} 1120 Z`,
        gold,
        stroke(goldEdge, 3),
      ) +
      ellipse(x, 1120, 85, 15, "#8C6A1A", stroke(goldEdge, 2)) +
      dotted(`M ${x - 70} 1080 Q ${x} 1060 ${x + 70} 1080`, stone, 10, 20) +
      dotted(`M ${x - 40} 1030 Q ${x} 1015 ${x + 40} 1030`, "#FFF3C4", 6, 14)
    );
  };
  k.shadow = { cx: 600, cy: 1290, rx: 400 };
  return [
    rect(230, 170, 740, 1090, "url(#velvet)", `rx="40" ${stroke("#7A5C12", 6)}`),
    rect(256, 196, 688, 1038, "none", `rx="28" ${stroke(GOLD, 2, `opacity="0.6"`)}`),
    circle(400, 262, 10, gold),
    circle(800, 262, 10, gold),
    necklace,
    pendant,
    jhumka(400),
    jhumka(800),
  ].join("");
}

function drawBag(k: Ctx): string {
  const body = "M 440 612 C 300 700 268 1000 380 1150 Q 600 1262 820 1150 C 932 1000 900 700 760 612 Z";
  const frill =
    "M 450 600 C 430 540 480 510 500 545 C 510 500 560 500 565 540 C 575 495 625 495 635 540 C 640 500 690 500 700 545 C 720 510 770 540 750 600 Z";
  const bodyClip = clipTo(k, body);
  k.shadow = { cx: 600, cy: 1235, rx: 290 };
  return [
    line("M 470 610 C 430 300 770 300 730 610", k.ao, 24),
    line("M 470 610 C 430 300 770 300 730 610", k.a, 15),
    path(body, k.c, outlined(k)),
    fabric(k, body),
    ellipse(520, 820, 120, 200, "#FFFFFF", `opacity="0.12"`),
    folds(k, [
      "M 470 630 Q 420 760 410 900",
      "M 530 630 Q 510 760 515 860",
      "M 730 630 Q 780 760 790 900",
      "M 670 630 Q 690 760 685 860",
    ]),
    `<g ${bodyClip}>` +
      path("M 280 860 Q 600 930 920 860 L 920 930 Q 600 1000 280 930 Z", k.a, accentOutlined(k)) +
      dotted("M 280 896 Q 600 966 920 896", shade(k.a, 0.55), 8, 18) +
      `</g>`,
    mandala(600, 1075, 70, k.a, shade(k.a, -0.3), shade(k.c, -0.15), 8),
    path(frill, k.c, outlined(k)),
    rect(440, 590, 320, 40, shade(k.c, -0.1), `rx="20" ${outlined(k)}`),
    line("M 446 610 L 754 610", k.a, 9),
    line("M 470 615 Q 430 700 445 800", k.a, 7),
    line("M 485 618 Q 470 720 505 812", k.a, 7),
    tassel(445, 795, k.a, k.ao),
    tassel(505, 806, k.a, k.ao),
  ].join("");
}

function drawScarf(k: Ctx): string {
  const back = "M 520 318 L 780 318 C 790 600 770 850 790 1120 L 540 1140 C 520 900 540 600 520 318 Z";
  const front = "M 470 320 L 730 320 C 760 600 700 900 720 1240 L 450 1250 C 470 950 420 650 470 320 Z";
  const frontClip = clipTo(k, front);
  const backClip = clipTo(k, back);
  const fringe = (x0: number, y0: number, x1: number, y1: number) => {
    let d = "";
    for (let i = 0; i <= 20; i++) {
      const x = x0 + ((x1 - x0) * i) / 20;
      const y = y0 + ((y1 - y0) * i) / 20;
      d += `M ${fmt(x)} ${fmt(y)} l ${fmt(Math.sin(i) * 4)} 46 `;
    }
    return line(d, k.o, 7) + line(d, k.c, 3.5);
  };
  k.shadow = { cx: 600, cy: 1340, rx: 230 };
  return [
    rect(260, 290, 680, 26, "url(#wood)", `rx="13" ${stroke(WOOD_DARK, 3)}`),
    circle(260, 303, 24, WOOD, stroke(WOOD_DARK, 3)),
    circle(940, 303, 24, WOOD, stroke(WOOD_DARK, 3)),
    fringe(540, 1140, 790, 1120),
    path(back, k.f, outlined(k)),
    `<g ${backClip}>${rect(500, 1030, 320, 30, k.a)}${rect(500, 1075, 320, 12, k.a)}</g>`,
    fringe(450, 1250, 720, 1240),
    path(front, k.c, outlined(k)),
    fabric(k, front),
    `<g ${frontClip}>` +
      rect(420, 1120, 330, 34, k.a) +
      rect(420, 1170, 330, 12, k.a) +
      dotted("M 420 1137 L 750 1137", shade(k.a, 0.5), 8, 18) +
      folds(k, ["M 540 340 Q 520 800 530 1240", "M 640 340 Q 660 800 630 1240"]) +
      `</g>`,
    path("M 470 320 C 470 262 810 262 810 320 L 780 326 L 470 326 Z", k.c, outlined(k)),
    line("M 500 300 C 560 276 740 276 790 300", k.f, 4, `opacity="0.6"`),
  ].join("");
}

function drawBelt(k: Ctx): string {
  const cx = 600;
  const cy = 780;
  const rx = 380;
  const ry = 220;
  const at = (deg: number): Pt => [
    cx + rx * Math.cos((deg * Math.PI) / 180),
    cy + ry * Math.sin((deg * Math.PI) / 180),
  ];
  const [tx0, ty0] = at(80);
  const [tx1, ty1] = at(145);
  const tail = `M ${fmt(tx0)} ${fmt(ty0)} A ${rx} ${ry} 0 0 1 ${fmt(tx1)} ${fmt(ty1)}`;
  let holes = "";
  for (let d = 108; d <= 136; d += 7) {
    const [hx, hy] = at(d);
    holes += ellipse(hx, hy, 8, 6, shade(k.c, -0.55));
  }
  const metal = "url(#accentMetal)";
  k.shadow = { cx: 600, cy: 1030, rx: 440 };
  return [
    ellipse(cx, cy, rx, ry, "none", stroke(k.o, 88)),
    ellipse(cx, cy, rx, ry, "none", stroke(k.c, 76)),
    path(
      `M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 1 ${cx + rx} ${cy}`,
      "none",
      `stroke="#000000" stroke-width="76" opacity="0.16"`,
    ),
    ellipse(
      cx,
      cy,
      rx + 26,
      ry + 26,
      "none",
      `stroke="${shade(k.a, 0.2)}" stroke-width="3" stroke-dasharray="12 9"`,
    ),
    ellipse(
      cx,
      cy,
      rx - 26,
      ry - 26,
      "none",
      `stroke="${shade(k.a, 0.2)}" stroke-width="3" stroke-dasharray="12 9"`,
    ),
    line(tail, k.o, 86),
    line(tail, k.c, 74),
    holes,
    rect(508, 938, 184, 128, "none", `rx="22" ${stroke(shade(k.a, -0.45), 26)}`),
    rect(508, 938, 184, 128, "none", `rx="22" stroke="${metal}" stroke-width="18"`),
    line("M 508 1002 L 650 1002", shade(k.a, -0.45), 14),
    line("M 508 1002 L 648 1002", metal, 9),
    rect(700, 956, 26, 92, shade(k.c, -0.12), `rx="4" ${outlined(k, 4)}`),
  ].join("");
}

function drawWatch(k: Ctx): string {
  const metal = "url(#accentMetal)";
  const metalEdge = shade(k.a, -0.45);
  const dial = pick(k.rnd, ["#FBF7EC", "#1F2A44", mix(k.c, "#FFFFFF", 0.82)]);
  const ink = luma(dial) > 0.5 ? "#2B2B2B" : "#F1E7CF";
  let ticks = "";
  for (let i = 0; i < 60; i++) {
    const major = i % 5 === 0;
    const [x0, y0] = rot(0, -165, i * 6);
    const [x1, y1] = rot(0, major ? -135 : -152, i * 6);
    ticks += line(
      `M ${fmt(600 + x0)} ${fmt(750 + y0)} L ${fmt(600 + x1)} ${fmt(750 + y1)}`,
      major ? k.a : ink,
      major ? 9 : 3,
    );
  }
  const hand = (deg: number, len: number, width: number, color: string) => {
    const [x, y] = rot(0, -len, deg);
    return line(`M 600 750 L ${fmt(600 + x)} ${fmt(750 + y)}`, color, width);
  };
  let holes = "";
  for (let y = 1060; y <= 1240; y += 45) holes += ellipse(600, y, 10, 8, shade(k.c, -0.55));
  k.shadow = { cx: 600, cy: 1345, rx: 180 };
  return [
    path("M 522 200 L 678 200 L 696 560 L 504 560 Z", k.c, outlined(k)),
    dashed("M 540 215 L 550 545 M 660 215 L 650 545", shade(k.a, 0.15), 3, 10),
    rect(500, 170, 200, 60, "none", `rx="14" ${stroke(metalEdge, 18)}`),
    rect(500, 170, 200, 60, "none", `rx="14" stroke="${metal}" stroke-width="12"`),
    rect(512, 262, 176, 24, shade(k.c, -0.1), `rx="4" ${outlined(k, 4)}`),
    path("M 504 940 L 696 940 L 678 1300 Q 600 1335 522 1300 Z", k.c, outlined(k)),
    dashed("M 524 955 L 536 1290 M 676 955 L 664 1290", shade(k.a, 0.15), 3, 10),
    holes,
    rect(500, 540, 200, 70, metal, `rx="10" ${stroke(metalEdge, 3)}`),
    rect(500, 890, 200, 70, metal, `rx="10" ${stroke(metalEdge, 3)}`),
    rect(806, 722, 42, 56, metal, `rx="8" ${stroke(metalEdge, 3)}`),
    line("M 816 730 L 816 770 M 827 730 L 827 770 M 838 730 L 838 770", metalEdge, 2),
    circle(600, 750, 215, metal, stroke(metalEdge, 5)),
    circle(600, 750, 190, shade(k.a, -0.3), stroke(metalEdge, 3)),
    circle(600, 750, 172, dial, stroke(metalEdge, 2)),
    ticks,
    rect(695, 736, 40, 28, "#FFFFFF", stroke(ink, 2)),
    hand(300, 95, 14, ink),
    hand(60, 140, 9, ink),
    hand(200, 150, 3, "#C0392B"),
    circle(600, 750, 12, k.a, stroke(metalEdge, 2)),
    ellipse(540, 660, 100, 55, "#FFFFFF", `opacity="0.14" transform="rotate(-30 540 660)"`),
  ].join("");
}

function drawSunglasses(k: Ctx): string {
  const lens =
    "M 236 640 Q 234 602 284 600 L 536 600 Q 572 602 568 642 L 552 790 Q 540 868 468 870 L 334 870 Q 262 868 250 792 Z";
  const right = mirrorPath(lens);
  const leftClip = clipTo(k, lens);
  const rightClip = clipTo(k, right);
  k.defs.push(linearGradient("lens", ["#1C1C24", mix(k.a, "#1C1C24", 0.55)]));
  const glare =
    path("M 300 590 L 372 590 L 292 880 L 220 880 Z", "#FFFFFF", `opacity="0.2"`) +
    path("M 400 590 L 420 590 L 340 880 L 320 880 Z", "#FFFFFF", `opacity="0.14"`);
  const temple = "M 238 630 L 330 528 Q 342 518 352 532 L 356 548";
  k.shadow = { cx: 600, cy: 1020, rx: 380 };
  return [
    line(temple, k.o, 26),
    line(temple, k.c, 18),
    line(mirrorPath(temple), k.o, 26),
    line(mirrorPath(temple), k.c, 18),
    path(lens, "none", stroke(k.o, 38)),
    path(right, "none", stroke(k.o, 38)),
    path(lens, "none", stroke(k.c, 30)),
    path(right, "none", stroke(k.c, 30)),
    line("M 240 628 Q 240 590 290 588 L 910 588 Q 960 590 960 628", k.o, 40),
    line("M 240 628 Q 240 590 290 588 L 910 588 Q 960 590 960 628", k.c, 32),
    line("M 566 640 Q 600 612 634 640", k.o, 30),
    line("M 566 640 Q 600 612 634 640", k.c, 22),
    path(lens, "url(#lens)", `opacity="0.95"`),
    path(right, "url(#lens)", `opacity="0.95"`),
    `<g ${leftClip}>${glare}</g>`,
    `<g ${rightClip}>${group("translate(410 0)", glare)}</g>`,
    path(lens, "none", stroke(k.o, 3)),
    path(right, "none", stroke(k.o, 3)),
    circle(244, 622, 7, shade(k.c, 0.3)),
    circle(956, 622, 7, shade(k.c, 0.3)),
  ].join("");
}

function drawFootwear(k: Ctx): string {
  const upper =
    "M 330 1012 L 326 955 Q 328 935 352 934 Q 420 940 470 960 Q 505 968 530 945 C 570 850 720 800 830 850 C 890 878 935 930 975 948 C 1010 956 1040 930 1048 895 C 1052 875 1036 868 1028 882 C 1020 915 1000 960 960 990 L 930 1012 Z";
  const sole =
    "M 322 1012 L 930 1012 C 960 1005 985 990 1000 975 L 1010 984 C 992 1012 962 1036 925 1038 L 340 1038 Q 318 1038 322 1012 Z";
  const shoe = (fill: string, embroidery: string) =>
    path(sole, "#7A5230", stroke("#4A3018", 3)) +
    path(upper, fill, outlined(k)) +
    path(
      "M 352 934 Q 420 940 470 960 Q 505 968 530 945 Q 440 915 352 934 Z",
      shade(k.c, -0.4),
      outlined(k, 3),
    ) +
    line("M 326 955 Q 328 935 352 934 Q 420 940 470 960", k.a, 12) +
    dotted("M 555 930 C 600 860 720 822 825 868", embroidery, 11, 19) +
    dotted("M 585 968 C 660 905 790 895 940 968", embroidery, 8, 16) +
    circle(715, 900, 22, embroidery) +
    circle(715, 900, 10, k.c) +
    circle(860, 925, 12, embroidery) +
    line("M 350 1002 L 925 1002", k.a, 4, `opacity="0.7"`);
  k.shadow = { cx: 600, cy: 1110, rx: 460 };
  return [
    group("translate(650 770) scale(1.15) translate(-687 -945)", shoe(k.f, shade(k.a, -0.15))),
    group("translate(560 950) scale(1.15) translate(-687 -945)", shoe(k.c, k.a)),
  ].join("");
}

function drawIdol(k: Ctx): string {
  k.defs.push(linearGradient("idol", [shade(k.c, 0.35), k.c, shade(k.c, -0.3)], 0, 0, 1, 1));
  const body = "url(#idol)";
  const edge = k.o;
  const limb = (d: string) => line(d, edge, 62) + line(d, k.c, 50);
  let rays = "";
  for (let i = 0; i < 24; i++)
    rays += `<path d="M -14 -262 L 0 -300 L 14 -262 Z" transform="rotate(${i * 15})" fill="${k.a}"/>`;
  let petals = "";
  for (let i = 0; i < 9; i++) {
    petals += `<path d="${petalD(90, 32)}" transform="translate(${400 + i * 50} 1196)" fill="${mix(k.a, "#FFFFFF", 0.2)}" ${accentOutlined(k, 3)}/>`;
  }
  k.shadow = { cx: 600, cy: 1290, rx: 300 };
  return [
    group(
      "translate(600 560)",
      circle(0, 0, 250, k.a, `opacity="0.22"`) + circle(0, 0, 250, "none", stroke(k.a, 8)) + rays,
    ),
    rect(360, 1190, 480, 80, shade(k.a, -0.15), `rx="10" ${accentOutlined(k)}`),
    dotted("M 380 1230 L 820 1230", shade(k.a, 0.5), 8, 18),
    petals,
    limb("M 470 740 Q 360 780 300 700"),
    limb("M 730 740 Q 840 780 900 700"),
    line("M 300 690 L 300 520", shade(k.a, -0.3), 8),
    path("M 300 520 C 250 520 238 580 262 604 L 300 560 Z", k.a, accentOutlined(k)),
    circle(300, 690, 32, body, stroke(edge, 5)),
    group(
      "translate(900 672)",
      petalRing(6, 0, 56, 18, mix(k.a, "#FFFFFF", 0.3), accentOutlined(k, 2)) + circle(0, 0, 10, k.a),
    ),
    circle(900, 690, 32, body, stroke(edge, 5)),
    ellipse(600, 1110, 240, 85, body, stroke(edge, 5)),
    ellipse(470, 1140, 48, 26, body, stroke(edge, 4)),
    ellipse(730, 1140, 48, 26, body, stroke(edge, 4)),
    path("M 440 720 Q 600 640 760 720 L 770 860 Q 600 900 430 860 Z", body, stroke(edge, 5)),
    circle(600, 930, 165, body, stroke(edge, 5)),
    line("M 448 980 Q 600 1050 752 980", k.a, 14),
    limb("M 455 760 Q 395 880 470 950"),
    limb("M 745 760 Q 815 860 765 890"),
    circle(470, 955, 34, body, stroke(edge, 5)),
    path("M 440 935 Q 470 880 500 935 Z", k.a, accentOutlined(k)),
    ellipse(765, 870, 30, 42, body, stroke(edge, 5)),
    dotted("M 470 740 Q 600 860 730 740", k.a, 14, 22),
    ellipse(452, 560, 100, 125, body, stroke(edge, 5)),
    ellipse(748, 560, 100, 125, body, stroke(edge, 5)),
    line("M 420 500 Q 450 560 425 640", edge, 4, `opacity="0.5"`),
    line(mirrorPath("M 420 500 Q 450 560 425 640"), edge, 4, `opacity="0.5"`),
    circle(600, 560, 118, body, stroke(edge, 5)),
    line("M 600 600 C 596 690 640 720 636 790 C 632 840 574 846 578 800", edge, 62),
    line("M 600 600 C 596 690 640 720 636 790 C 632 840 574 846 578 800", k.c, 50),
    path("M 640 640 L 700 670 L 646 664 Z", "#FFFBEF", stroke(edge, 3)),
    line("M 548 556 Q 566 546 582 556 M 618 556 Q 634 546 652 556", edge, 6),
    ellipse(600, 512, 8, 18, "#C0392B"),
    rect(515, 462, 170, 30, k.a, `rx="6" ${accentOutlined(k)}`),
    path("M 520 466 L 680 466 L 662 400 L 630 382 L 600 300 L 570 382 L 538 400 Z", k.a, accentOutlined(k)),
    circle(600, 420, 14, "#C0392B", stroke(k.ao, 2)),
    circle(600, 312, 9, shade(k.a, 0.4)),
  ].join("");
}

function drawDiya(k: Ctx): string {
  const bowlEdge = outlineOf(k.c);
  k.shadow = { cx: 600, cy: 1100, rx: 450 };
  let petals = "";
  for (let i = 0; i < 9; i++) {
    const t = (i / 9) * Math.PI * 2;
    petals += marigold(540 + Math.cos(t) * 300, 1130 + Math.sin(t) * 52, 15, i % 2 ? "#F59E0B" : "#EA580C");
  }
  return group(
    "translate(600 800) scale(1.2) translate(-637 -961)",
    [
      circle(892, 820, 430, "url(#flameGlow)"),
      ellipse(600, 1130, 360, 72, "url(#metal)", stroke("#7A5C12", 4)),
      ellipse(600, 1124, 318, 54, shade(GOLD, 0.35), stroke("#7A5C12", 2)),
      petals,
      path(
        "M 330 960 C 340 1080 450 1120 590 1120 C 730 1120 800 1060 822 1000 L 892 944 C 850 954 830 960 810 960 Z",
        k.c,
        stroke(bowlEdge, 5),
      ),
      ellipse(520, 1010, 110, 40, "#FFFFFF", `opacity="0.12"`),
      dotted("M 380 1030 Q 580 1090 790 1010", k.a, 11, 24),
      line("M 370 1000 Q 580 1060 800 982", k.a, 4),
      path(
        "M 330 960 C 380 910 760 910 812 956 L 894 940 L 824 982 C 770 1010 390 1012 330 960 Z",
        shade(k.c, -0.3),
        stroke(bowlEdge, 5),
      ),
      ellipse(570, 962, 200, 26, "#C8912F", `opacity="0.85"`),
      line("M 872 946 L 890 914", "#4A2E12", 8),
      path("M 892 922 C 840 920 845 850 892 720 C 940 850 944 920 892 922 Z", "url(#flame)"),
      path("M 892 914 C 866 912 868 870 892 800 C 916 870 918 912 892 914 Z", "#FFF6C8"),
      ellipse(892, 912, 12, 6, "#5AA0E6", `opacity="0.6"`),
    ].join(""),
  );
}

function drawBook(k: Ctx): string {
  const page = "#F7F1E1";
  const pageEdge = "#C9B99A";
  let edgeLines = "";
  for (let x = 828; x <= 856; x += 7)
    edgeLines += `M ${x} ${fmt(296 - (x - 820) * 0.81)} L ${x} ${fmt(1216 - (x - 820) * 0.81)} `;
  const corner = (x: number, y: number, a: number) =>
    `<path d="${petalD(40, 14)}" transform="translate(${x} ${y}) rotate(${a})" fill="${k.a}"/>`;
  k.shadow = { cx: 610, cy: 1250, rx: 320 };
  return [
    rect(412, 262, 460, 920, shade(k.c, -0.25), `rx="10" ${outlined(k)}`),
    path(
      poly([
        [368, 296],
        [410, 262],
        [862, 262],
        [820, 296],
      ]),
      page,
      stroke(pageEdge, 3),
    ),
    path(
      poly([
        [820, 296],
        [862, 262],
        [862, 1182],
        [820, 1216],
      ]),
      page,
      stroke(pageEdge, 3),
    ),
    line(edgeLines, pageEdge, 1.5),
    path("M 700 1212 L 700 1330 L 716 1312 L 732 1330 L 732 1212 Z", shade(k.a, -0.15), accentOutlined(k, 2)),
    rect(360, 296, 460, 920, k.c, `rx="12" ${outlined(k)}`),
    rect(360, 296, 40, 920, shade(k.c, -0.15), `rx="8" ${outlined(k, 3)}`),
    rect(360, 360, 40, 14, k.a),
    rect(360, 1140, 40, 14, k.a),
    rect(432, 360, 330, 792, "none", stroke(k.a, 8)),
    rect(448, 376, 298, 760, "none", stroke(k.a, 2)),
    corner(448, 376, 135),
    corner(746, 376, -135),
    corner(448, 1136, 45),
    corner(746, 1136, -45),
    mandala(597, 700, 130, k.a, shade(k.a, -0.3), shade(k.c, 0.1), 12),
    rect(487, 900, 220, 48, "none", `rx="24" ${stroke(k.a, 4)}`),
    line("M 512 924 L 682 924", k.a, 4),
    rect(527, 990, 140, 6, k.a, `rx="3"`),
  ].join("");
}

function drawIncense(k: Ctx): string {
  const base: Pt = [660, 1120];
  const tips: Pt[] = [
    [540, 430],
    [672, 380],
    [800, 450],
  ];
  let sticks = "";
  let smoke = "";
  for (const [tx, ty] of tips) {
    const mx = base[0] + (tx - base[0]) * 0.22;
    const my = base[1] + (ty - base[1]) * 0.22;
    sticks += line(`M ${base[0]} ${base[1]} L ${fmt(mx)} ${fmt(my)}`, "#D8B98A", 8);
    sticks += line(`M ${fmt(mx)} ${fmt(my)} L ${tx} ${ty}`, "#5B3A29", 11);
    sticks += circle(tx, ty, 26, "url(#emberGlow)") + circle(tx, ty, 7, "#FF6A2A");
    const d = `M ${tx} ${ty - 8} C ${tx - 40} ${ty - 80} ${tx + 50} ${ty - 140} ${tx} ${ty - 220} C ${tx - 50} ${ty - 290} ${tx + 40} ${ty - 330} ${tx + 10} ${ty - 400}`;
    smoke +=
      line(d, "#9A948C", 16, `opacity="0.12"`) +
      line(d, "#8A847C", 8, `opacity="0.25"`) +
      line(d, "#7A746C", 3, `opacity="0.35"`);
  }
  let petals = "";
  for (let i = 0; i < 7; i++)
    petals += marigold(
      between(k.rnd, 280, 940),
      between(k.rnd, 1200, 1260),
      between(k.rnd, 10, 16),
      i % 2 ? "#F59E0B" : "#EA580C",
    );
  k.defs.push(radialFade("emberGlow", "#FF8A3D", 0.6));
  k.shadow = { cx: 600, cy: 1205, rx: 340 };
  return [
    rect(230, 820, 220, 380, k.c, `rx="8" ${outlined(k)}`),
    rect(222, 800, 236, 60, shade(k.c, -0.12), `rx="6" ${outlined(k)}`),
    rect(230, 900, 220, 40, k.a),
    mandala(340, 1060, 70, k.a, shade(k.a, -0.3), k.c, 8),
    smoke,
    ellipse(660, 1180, 200, 42, "url(#metal)", stroke("#7A5C12", 4)),
    ellipse(660, 1150, 120, 36, "url(#metal)", stroke("#7A5C12", 3)),
    sticks,
    circle(660, 1122, 22, "url(#metal)", stroke("#7A5C12", 3)),
    petals,
  ].join("");
}

function drawFlute(k: Ctx): string {
  const angle = -42;
  const cx = 600;
  const cy = 780;
  const bands = [
    [-548, -520],
    [-470, -455],
    [-300, -290],
    [430, 445],
    [485, 540],
  ];
  const holes = [20, 90, 160, 230, 300, 370];
  const [dx, dy] = rot(512, 30, angle);
  const hangX = cx + dx;
  const hangY = cy + dy;
  k.defs.push(linearGradient("bamboo", [shade(k.c, 0.35), k.c, shade(k.c, -0.35)]));
  const flute =
    rect(-560, -32, 1120, 64, "url(#bamboo)", `rx="30" ${outlined(k)}`) +
    line("M -120 -30 L -120 30", k.o, 3, `opacity="0.6"`) +
    bands.map(([a, b]) => rect(a ?? 0, -33, (b ?? 0) - (a ?? 0), 66, k.a, accentOutlined(k, 2))).join("") +
    ellipse(-380, 0, 15, 11, "#2A1A10") +
    holes.map((x) => ellipse(x, 0, 13, 10, "#2A1A10")).join("") +
    line("M -540 -14 L 540 -14", "#FFFFFF", 5, `opacity="0.25"`);
  k.shadow = { cx: 600, cy: 1230, rx: 400 };
  return [
    peacockFeather(830, 1190, -26, 900),
    group(`translate(${cx} ${cy}) rotate(${angle})`, flute),
    line(
      `M ${fmt(hangX)} ${fmt(hangY)} Q ${fmt(hangX + 12)} ${fmt(hangY + 80)} ${fmt(hangX + 4)} ${fmt(hangY + 150)}`,
      k.a,
      5,
    ),
    tassel(hangX + 4, hangY + 150, k.a, k.ao, 1.2),
  ].join("");
}

function drawCrown(k: Ctx): string {
  const stone = !isGoldish(k.c) ? k.c : !isGoldish(k.a) ? k.a : "#9B111E";
  const stoneEdge = shade(stone, -0.4);
  const gold = "url(#metal)";
  const goldEdge = "#7A5C12";
  // Same quadratic as the band's edges, so gems and pearls follow its curve.
  const bandY = (t: number) => 140 * t * (1 - t);
  const bandMid = (t: number): Pt => [327 + 546 * t, 1030 + bandY(t)];
  let gems = "";
  for (let i = 0; i <= 10; i++) {
    const [x, y] = bandMid(0.05 + i * 0.09);
    gems +=
      i % 2
        ? circle(x, y, 11, "#F8F4E6", stroke("#C9BFA3", 2))
        : circle(x, y, 15, stone, stroke(stoneEdge, 2));
  }
  let pearls = "";
  for (let i = 0; i <= 16; i++) {
    const t = 0.03 + i * 0.0588;
    pearls += circle(324 + 552 * t, 1082 + bandY(t), 8, "#F8F4E6", stroke("#C9BFA3", 1.5));
  }
  k.shadow = { cx: 600, cy: 1190, rx: 340 };
  return [
    peacockFeather(600, 760, 5, 640),
    path(
      "M 330 990 L 352 760 L 420 850 L 470 630 L 530 790 L 600 470 L 670 790 L 730 630 L 780 850 L 848 760 L 870 990 Q 600 1060 330 990 Z",
      gold,
      stroke(goldEdge, 5),
    ),
    dotted(
      "M 362 960 L 376 800 L 424 880 L 472 700 L 528 840 L 600 560 L 672 840 L 728 700 L 776 880 L 824 800 L 838 960",
      "#FFF3C4",
      7,
      18,
    ),
    ellipse(600, 700, 40, 56, stone, stroke(goldEdge, 6)),
    ellipse(590, 686, 10, 16, "#FFFFFF", `opacity="0.4"`),
    circle(470, 770, 22, stone, stroke(goldEdge, 4)),
    circle(730, 770, 22, stone, stroke(goldEdge, 4)),
    circle(370, 880, 15, stone, stroke(goldEdge, 3)),
    circle(830, 880, 15, stone, stroke(goldEdge, 3)),
    circle(600, 470, 12, "#F8F4E6", stroke(goldEdge, 2)),
    circle(470, 630, 10, "#F8F4E6", stroke(goldEdge, 2)),
    circle(730, 630, 10, "#F8F4E6", stroke(goldEdge, 2)),
    path("M 330 990 Q 600 1060 870 990 L 876 1070 Q 600 1140 324 1070 Z", gold, stroke(goldEdge, 5)),
    gems,
    pearls,
  ].join("");
}

function drawCushion(k: Ctx): string {
  const body = "M 300 480 Q 600 530 900 480 Q 850 800 900 1120 Q 600 1070 300 1120 Q 350 800 300 480 Z";
  const inner = "M 370 560 Q 600 595 830 560 Q 795 800 830 1040 Q 600 1005 370 1040 Q 405 800 370 560 Z";
  const pompom = (x: number, y: number) =>
    circle(x, y, 24, k.a, accentOutlined(k, 3)) + circle(x - 7, y - 7, 8, shade(k.a, 0.4));
  k.defs.push(
    `<radialGradient id="sheen" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`,
  );
  k.shadow = { cx: 600, cy: 1190, rx: 350 };
  return group(
    "rotate(-4 600 800)",
    [
      path(body, "none", stroke(k.o, 26)),
      path(body, k.c),
      fabric(k, body),
      path(body, "url(#sheen)"),
      path(body, "none", stroke(k.a, 14)),
      dashed(inner, k.a, 4, 12),
      folds(k, [
        "M 330 520 Q 420 560 450 620",
        "M 870 520 Q 780 560 750 620",
        "M 330 1080 Q 420 1040 450 980",
        "M 870 1080 Q 780 1040 750 980",
      ]),
      mandala(600, 800, 200, k.a, shade(k.a, -0.3), shade(k.c, -0.12), 12),
      pompom(300, 480),
      pompom(900, 480),
      pompom(900, 1120),
      pompom(300, 1120),
    ].join(""),
  );
}

function drawWallArt(k: Ctx): string {
  const frame = k.a;
  const frameEdge = k.ao;
  const art = k.c;
  const ink = luma(art) > 0.55 ? shade(art, -0.55) : mix(art, "#FFFFFF", 0.75);
  const artClip = clipTo(k, "M 420 490 L 780 490 L 780 1030 L 420 1030 Z");
  const variant = Math.floor(k.rnd() * 3);
  let picture = "";
  if (variant === 0) {
    picture =
      circle(600, 640, 90, shade(k.a, 0.2), `opacity="0.9"`) +
      line(
        "M 430 930 Q 515 910 600 930 T 770 930 M 430 970 Q 515 950 600 970 T 770 970",
        ink,
        4,
        `opacity="0.7"`,
      ) +
      lotus(600, 900, 150, mix(ink, art, 0.2), shade(k.a, 0.3), shade(ink, -0.3));
  } else if (variant === 1) {
    picture = peacockFeather(560, 1040, -12, 560) + peacockFeather(660, 1040, 14, 480);
  } else {
    picture = mandala(600, 760, 170, ink, k.a, shade(art, 0.12), 12);
  }
  k.shadow = { cx: 600, cy: 0, rx: 0 };
  return [
    line("M 400 420 L 600 252 L 800 420", "#7A7A7A", 4),
    circle(600, 250, 10, "#6B6B6B"),
    rect(348, 418, 540, 720, "#000000", `opacity="0.12" rx="6"`),
    rect(330, 400, 540, 720, "url(#accentMetal)", `rx="6" ${stroke(frameEdge, 4)}`),
    rect(366, 436, 468, 648, shade(frame, -0.25), stroke(frameEdge, 2)),
    rect(380, 450, 440, 620, "#FBF6EA"),
    rect(420, 490, 360, 540, art, stroke(shade(art, -0.3), 2)),
    `<g ${artClip}>${picture}</g>`,
    dotted("M 348 418 L 852 418 L 852 1102 L 348 1102 Z", shade(frame, 0.45), 6, 22),
  ].join("");
}

function drawRangoli(k: Ctx): string {
  const ring = colorDistance(k.c, "#E75480") < 90 ? "#2E8B57" : "#E75480";
  const core = colorDistance(k.c, "#F4C430") < 90 ? "#27408B" : "#F4C430";
  const white = stroke("#FFFFFF", 4);
  const corners: Pt[] = [
    [232, 392],
    [968, 392],
    [232, 1128],
    [968, 1128],
  ];
  k.shadow = { cx: 600, cy: 0, rx: 0 };
  return [
    circle(600, 760, 470, "#000000", `opacity="0.04"`),
    group(
      "translate(600 760)",
      petalRing(16, 320, 125, 50, k.c, white) +
        dotRing(16, 440, 12, k.a, 11.25) +
        circle(0, 0, 318, ring, white) +
        dotRing(32, 300, 6, "#FFFFFF") +
        petalRing(12, 190, 120, 42, k.a, white) +
        circle(0, 0, 190, core, white) +
        dotRing(16, 175, 6, "#FFFFFF", 11.25) +
        petalRing(8, 60, 100, 36, k.c, white) +
        dotRing(8, 125, 10, ring, 22.5) +
        circle(0, 0, 60, "#FFFFFF") +
        circle(0, 0, 36, k.a) +
        circle(0, 0, 14, "#FFFFFF"),
    ),
    corners.map(([x, y]) => diyaIcon(x, y, 0.7, "#B5562B")).join(""),
  ].join("");
}

function drawCurtain(k: Ctx): string {
  const panel = "M 150 250 L 560 250 C 520 500 380 740 330 860 C 360 1000 460 1180 480 1310 L 150 1310 Z";
  const tie = "M 150 832 Q 250 850 340 840 L 340 882 Q 250 892 150 874 Z";
  const stops: string[] = [];
  for (let i = 0; i < 9; i++) stops.push(i % 2 ? k.f : k.c);
  k.defs.push(
    `<linearGradient id="pleats" gradientUnits="userSpaceOnUse" x1="150" y1="0" x2="560" y2="0">${stops.map((c, i) => `<stop offset="${fmt(i / 8)}" stop-color="${c}"/>`).join("")}</linearGradient>`,
  );
  k.defs.push(
    `<linearGradient id="pleatsR" gradientUnits="userSpaceOnUse" x1="1050" y1="0" x2="640" y2="0">${stops.map((c, i) => `<stop offset="${fmt(i / 8)}" stop-color="${c}"/>`).join("")}</linearGradient>`,
  );
  let foldLines = "";
  for (let i = 1; i <= 6; i++) {
    foldLines += `M ${150 + i * 58} 252 Q ${200 + i * 22} 600 ${165 + i * 26} 860 Q ${190 + i * 35} 1100 ${150 + i * 55} 1308 `;
  }
  let rings = "";
  for (let i = 0; i < 7; i++) {
    rings += circle(170 + i * 62, 246, 14, "none", stroke(shade(k.a, -0.3), 5));
    rings += circle(1030 - i * 62, 246, 14, "none", stroke(shade(k.a, -0.3), 5));
  }
  k.shadow = { cx: 600, cy: 0, rx: 0 };
  return [
    rect(290, 280, 620, 990, "url(#sky)", stroke("#CDBFA8", 6)),
    line("M 600 284 L 600 1266 M 294 760 L 906 760", "#FFFFFF", 16),
    line("M 600 284 L 600 1266 M 294 760 L 906 760", "#CDBFA8", 2),
    rect(270, 1262, 660, 30, "#F3ECDD", stroke("#CDBFA8", 3)),
    path(panel, "url(#pleats)", outlined(k)),
    fabric(k, panel),
    line(foldLines, k.o, 2, `opacity="0.35"`),
    path(mirrorPath(panel), "url(#pleatsR)", outlined(k)),
    fabric(k, mirrorPath(panel)),
    line(mirrorPath(foldLines), k.o, 2, `opacity="0.35"`),
    path(tie, k.a, accentOutlined(k)),
    path(mirrorPath(tie), k.a, accentOutlined(k)),
    tassel(335, 880, k.a, k.ao, 1.1),
    tassel(865, 880, k.a, k.ao, 1.1),
    rect(130, 224, 940, 22, "url(#accentMetal)", `rx="11" ${stroke(shade(k.a, -0.45), 3)}`),
    circle(130, 235, 24, "url(#accentMetal)", stroke(shade(k.a, -0.45), 3)),
    circle(1070, 235, 24, "url(#accentMetal)", stroke(shade(k.a, -0.45), 3)),
    rings,
  ].join("");
}

function drawGiftBox(k: Ctx): string {
  const ribbon = k.a;
  const rEdge = k.ao;
  const front = poly([
    [380, 720],
    [760, 720],
    [760, 1200],
    [380, 1200],
  ]);
  const lidFront = poly([
    [365, 660],
    [775, 660],
    [775, 760],
    [365, 760],
  ]);
  const loop = "M 631 619 C 560 540 500 600 540 640 C 570 660 610 640 631 619 Z";
  const loopR = "M 631 619 C 700 540 770 590 730 635 C 700 660 650 640 631 619 Z";
  k.shadow = { cx: 620, cy: 1210, rx: 390 };
  return [
    path(front, k.c, outlined(k)),
    fabric(k, front),
    path(
      poly([
        [760, 720],
        [880, 640],
        [880, 1120],
        [760, 1200],
      ]),
      shade(k.c, -0.2),
      outlined(k),
    ),
    path(
      poly([
        [804, 690],
        [836, 670],
        [836, 1150],
        [804, 1170],
      ]),
      shade(ribbon, -0.15),
      stroke(rEdge, 2),
    ),
    rect(548, 720, 44, 480, ribbon, stroke(rEdge, 2)),
    path(lidFront, shade(k.c, 0.06), outlined(k)),
    fabric(k, lidFront),
    path(
      poly([
        [775, 660],
        [898, 578],
        [898, 678],
        [775, 760],
      ]),
      shade(k.c, -0.15),
      outlined(k),
    ),
    path(
      poly([
        [365, 660],
        [488, 578],
        [898, 578],
        [775, 660],
      ]),
      k.hi,
      outlined(k),
    ),
    path(
      poly([
        [820, 630],
        [852, 608],
        [852, 708],
        [820, 730],
      ]),
      shade(ribbon, -0.15),
      stroke(rEdge, 2),
    ),
    rect(548, 660, 44, 100, ribbon, stroke(rEdge, 2)),
    path(
      poly([
        [548, 660],
        [592, 660],
        [715, 578],
        [671, 578],
      ]),
      shade(ribbon, 0.1),
      stroke(rEdge, 2),
    ),
    path(
      poly([
        [410, 630],
        [820, 630],
        [852, 608],
        [442, 608],
      ]),
      shade(ribbon, 0.1),
      stroke(rEdge, 2),
    ),
    path("M 625 625 L 580 700 L 600 695 L 610 715 L 638 628 Z", shade(ribbon, -0.1), stroke(rEdge, 2)),
    path("M 636 625 L 690 690 L 668 690 L 664 712 L 626 630 Z", shade(ribbon, -0.1), stroke(rEdge, 2)),
    path(loop, ribbon, stroke(rEdge, 3)),
    path(loopR, ribbon, stroke(rEdge, 3)),
    line("M 620 615 C 580 590 555 600 552 622 M 642 615 C 690 590 720 600 722 622", shade(ribbon, -0.3), 3),
    ellipse(631, 619, 22, 18, shade(ribbon, -0.05), stroke(rEdge, 3)),
    line("M 612 634 Q 520 700 470 782", "#8C6A4A", 2),
    path(
      poly([
        [440, 770],
        [510, 790],
        [495, 850],
        [425, 830],
      ]),
      "#FFF8E7",
      stroke("#8C6A4A", 2),
    ),
    circle(470, 784, 5, "#8C6A4A"),
  ].join("");
}

function drawGiftCard(k: Ctx): string {
  const card =
    "M 328 560 L 892 560 Q 920 560 920 588 L 920 922 Q 920 950 892 950 L 328 950 Q 300 950 300 922 L 300 588 Q 300 560 328 560 Z";
  const cardClip = clipTo(k, card);
  const text = luma(k.c) > 0.6 ? "#3B1D12" : "#FFF8E7";
  k.defs.push(linearGradient("card", [shade(k.c, 0.12), k.c, shade(k.c, -0.22)], 0, 0, 1, 1));
  k.shadow = { cx: 610, cy: 1110, rx: 460 };
  const scene = [
    group(
      "rotate(6 650 800)",
      rect(340, 600, 620, 400, "#F1E6D2", `rx="10" ${stroke("#BFA98A", 4)}`) +
        line("M 342 604 L 650 830 L 958 604", "#BFA98A", 4),
    ),
    group(
      "rotate(-8 610 755)",
      path(card, "url(#card)", outlined(k)) +
        `<g ${cardClip}>` +
        group("", mandala(900, 590, 230, k.a, shade(k.a, 0.3), shade(k.c, -0.1), 14), `opacity="0.45"`) +
        rect(780, 560, 40, 390, k.a) +
        rect(300, 780, 620, 36, k.a) +
        `</g>` +
        path(
          "M 800 798 C 740 740 700 790 740 820 C 770 836 790 816 800 798 Z",
          shade(k.a, -0.05),
          accentOutlined(k),
        ) +
        path(
          "M 800 798 C 860 740 900 790 860 820 C 830 836 810 816 800 798 Z",
          shade(k.a, -0.05),
          accentOutlined(k),
        ) +
        circle(800, 798, 16, k.a, accentOutlined(k)) +
        `<text x="340" y="648" font-family="serif" font-size="46" font-weight="bold" letter-spacing="3" fill="${text}">${esc("GIFT CARD")}</text>` +
        `<text x="342" y="700" font-family="serif" font-size="28" font-style="italic" fill="${text}">${esc("Divine Threads")}</text>` +
        rect(340, 880, 120, 12, text, `rx="6" opacity="0.5"`) +
        rect(340, 900, 80, 12, text, `rx="6" opacity="0.35"`),
    ),
  ].join("");
  return group("translate(600 780) scale(1.25) translate(-630 -780)", scene);
}

const DRAWERS: Record<ArtKind, Drawer> = {
  kurta: drawKurta,
  dress: drawDress,
  lehenga: drawLehenga,
  saree: drawSaree,
  sherwani: drawSherwani,
  dhoti: drawDhoti,
  jacket: drawJacket,
  tshirt: drawTshirt,
  jeans: drawJeans,
  shirt: drawShirt,
  suit: drawSuit,
  shorts: drawShorts,
  jewelry: drawJewelry,
  bag: drawBag,
  scarf: drawScarf,
  belt: drawBelt,
  watch: drawWatch,
  sunglasses: drawSunglasses,
  footwear: drawFootwear,
  idol: drawIdol,
  diya: drawDiya,
  book: drawBook,
  incense: drawIncense,
  flute: drawFlute,
  crown: drawCrown,
  cushion: drawCushion,
  wallart: drawWallArt,
  rangoli: drawRangoli,
  curtain: drawCurtain,
  giftbox: drawGiftBox,
  giftcard: drawGiftCard,
};

const BACKDROPS = ["#FBF3E4", "#FCEDE6", "#F7EBDD", "#F3EEE2", "#FDF0E0", "#F1F0E4", "#F8E9EC", "#EEF1EC"];

function backdropMotif(style: number, rnd: Rng, tint: string, accent: string): string {
  const ink = mix(tint, accent, 0.35);
  if (style === 0) {
    const jitter = () => between(rnd, -30, 30);
    return group(
      "",
      paisley(150 + jitter(), 210 + jitter(), 1.3, 30 + jitter(), ink, tint) +
        paisley(290 + jitter(), 110 + jitter(), 0.6, 80, ink, tint) +
        paisley(1050 + jitter(), 1310 + jitter(), 1.3, -150 + jitter(), ink, tint) +
        paisley(1100 + jitter(), 160 + jitter(), 0.8, -30 + jitter(), ink, tint),
      `opacity="0.5"`,
    );
  }
  if (style === 1) {
    let out = "";
    for (let row = 0; row < 11; row++) {
      for (let col = 0; col < 9; col++) {
        const x = 60 + col * 140 + (row % 2) * 70 + between(rnd, -8, 8);
        const y = 60 + row * 140 + between(rnd, -8, 8);
        out +=
          circle(x, y, 4, ink) +
          circle(x - 11, y, 5, ink) +
          circle(x + 11, y, 5, ink) +
          circle(x, y - 11, 5, ink) +
          circle(x, y + 11, 5, ink);
      }
    }
    return group("", out, `opacity="0.45"`);
  }
  const phase = between(rnd, 0, 40);
  let zig = "";
  for (let x = -40 + phase; x < 1240; x += 40) {
    zig += `M ${fmt(x)} 60 L ${fmt(x + 40)} 60 L ${fmt(x + 20)} 88 Z `;
    zig += `M ${fmt(x)} 1440 L ${fmt(x + 40)} 1440 L ${fmt(x + 20)} 1412 Z `;
  }
  return group(
    "",
    rect(0, 40, 1200, 6, ink) +
      rect(0, 100, 1200, 3, ink) +
      path(zig, ink, `opacity="0.6"`) +
      rect(0, 1454, 1200, 6, ink) +
      rect(0, 1397, 1200, 3, ink) +
      dotted("M 0 120 L 1200 120", ink, 8, 30) +
      dotted("M 0 1380 L 1200 1380", ink, 8, 30),
    `opacity="0.55"`,
  );
}

function fabricPattern(style: number, k: Ctx): string {
  if (style === 1) {
    const dot = luma(k.c) < 0.2 ? shade(k.a, 0.1) : k.a;
    return `<pattern id="fabric" width="90" height="90" patternUnits="userSpaceOnUse">${circle(22, 22, 5, dot, `opacity="0.75"`)}${circle(67, 67, 5, dot, `opacity="0.75"`)}${circle(67, 22, 2.5, dot, `opacity="0.5"`)}${circle(22, 67, 2.5, dot, `opacity="0.5"`)}</pattern>`;
  }
  return `<pattern id="fabric" width="36" height="36" patternUnits="userSpaceOnUse">${rect(0, 0, 5, 36, k.f, `opacity="0.45"`)}</pattern>`;
}

/**
 * A 1200x1500 studio shot of one product. colors[0] is the main colour and colors[1] the accent
 * (gold by default); seed varies the backdrop tint, the backdrop motif and the fabric pattern.
 */
export function productArt(kind: ArtKind, colors: string[], seed: number): string {
  const rnd = rngFor(kind, seed);
  const c = cleanColor(colors[0], MAROON);
  let a = cleanColor(colors[1], GOLD);
  // An accent too close to the main colour would vanish, so swap in a contrasting one.
  if (colorDistance(a, c) < 70) a = luma(c) > 0.4 ? MAROON : "#E8C15A";
  const tint = pick(rnd, BACKDROPS);
  const motif = Math.floor(rnd() * 3);
  const fabricStyle = Math.floor(rnd() * 3);
  const k: Ctx = {
    c,
    a,
    o: outlineOf(c),
    ao: outlineOf(a),
    f: foldOf(c),
    hi: shade(c, 0.22),
    rnd,
    defs: [],
    shadow: { cx: 600, cy: 1330, rx: 320 },
    fabric: fabricStyle !== 0,
  };
  const draw = DRAWERS[kind] ?? drawGiftBox;
  const item = draw(k);
  const defs = [
    linearGradient("bg", [shade(tint, 0.45), tint, shade(tint, -0.07)]),
    radialFade("spot", "#FFFFFF", 0.75),
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(tint, -0.12)}" stop-opacity="0"/><stop offset="1" stop-color="${shade(tint, -0.12)}" stop-opacity="0.6"/></linearGradient>`,
    radialFade("shadow", "#3A2A1A", 0.3),
    linearGradient("metal", ["#8C6A1A", "#F3D77A", "#C9A227", "#7A5C12"], 0, 0, 1, 1),
    linearGradient("accentMetal", [shade(a, -0.35), shade(a, 0.45), a, shade(a, -0.3)], 0, 0, 1, 1),
    linearGradient("wood", ["#C08A4A", WOOD, WOOD_DARK]),
    linearGradient("sky", ["#D6ECF5", "#F4FAFC"]),
    linearGradient("flame", ["#FFE680", "#FFB020", "#F26B1D"]),
    radialFade("flameGlow", "#FFC857", 0.55),
    `<radialGradient id="velvet" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#4A2D52"/><stop offset="1" stop-color="#1E1226"/></radialGradient>`,
    fabricPattern(fabricStyle, k),
    ...k.defs,
  ].join("");
  const shadow = k.shadow.rx > 0 ? ellipse(k.shadow.cx, k.shadow.cy, k.shadow.rx, 46, "url(#shadow)") : "";
  const body =
    rect(0, 0, 1200, 1500, "url(#bg)") +
    ellipse(600, 640, 720, 640, "url(#spot)") +
    rect(0, 1150, 1200, 350, "url(#floor)") +
    backdropMotif(motif, rnd, tint, a) +
    shadow +
    item;
  return svgDoc(1200, 1500, defs, body);
}

// ---------------------------------------------------------------------------
// Banners, categories, blog, brand
// ---------------------------------------------------------------------------

interface Palette {
  deep: string;
  mid: string;
  rich: string;
  glow: string;
  gold: string;
}

const FESTIVE: Palette[] = [
  { deep: "#2A0A12", mid: "#5C0F24", rich: "#9E1B32", glow: "#F2A93B", gold: "#E8C15A" },
  { deep: "#051F24", mid: "#0B4A4F", rich: "#0F7C74", glow: "#E9B949", gold: "#E8C15A" },
  { deep: "#0B1233", mid: "#1C2A6B", rich: "#3A3FA0", glow: "#F4A300", gold: "#F0C75E" },
  { deep: "#2B0B2E", mid: "#5A1653", rich: "#A3246E", glow: "#F7B267", gold: "#F2C46D" },
  { deep: "#1E1406", mid: "#4A2C0A", rich: "#8A4B0F", glow: "#FFB347", gold: "#F4D27A" },
];

/** 1920x800 hero background: busy on the right, calm and dark on the left for the headline. */
export function bannerArt(title: string, seed: number): string {
  const rnd = rngFor(title, seed);
  const p = pick(rnd, FESTIVE);
  const mx = 1400 + between(rnd, -40, 40);
  const my = 400 + between(rnd, -30, 30);
  const petals = pick(rnd, [12, 16, 20]);
  let sparkles = "";
  for (let i = 0; i < 40; i++) {
    const x = between(rnd, 1080, 1900);
    const y = between(rnd, 30, 770);
    sparkles += circle(x, y, between(rnd, 1.5, 4), p.gold, `opacity="${fmt(between(rnd, 0.3, 0.9))}"`);
  }
  let dust = "";
  for (let i = 0; i < 30; i++)
    dust += circle(
      between(rnd, 20, 1050),
      between(rnd, 20, 780),
      between(rnd, 1, 2.5),
      p.gold,
      `opacity="0.12"`,
    );
  const paisleys = [
    [1130, 150],
    [1730, 110],
    [1150, 660],
    [1860, 470],
  ]
    .map(([x, y]) =>
      paisley(
        (x ?? 0) + between(rnd, -25, 25),
        (y ?? 0) + between(rnd, -25, 25),
        between(rnd, 0.5, 0.8),
        between(rnd, -180, 180),
        "none",
        p.gold,
      ),
    )
    .join("");
  let feathers = "";
  const count = pick(rnd, [4, 5]);
  for (let i = 0; i < count; i++)
    feathers += peacockFeather(1985, 880, -62 + i * (58 / (count - 1)), between(rnd, 560, 640));
  let border = "";
  for (let x = 1060; x < 1920; x += 36) border += `M ${x} 772 l 18 -14 l 18 14 Z `;
  const defs =
    linearGradient("sky", [p.deep, p.mid, p.rich], 0, 0, 1, 0) +
    radialFade("glow", p.glow, 0.5) +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.deep}" stop-opacity="0.75"/><stop offset="0.45" stop-color="${p.deep}" stop-opacity="0.45"/><stop offset="0.62" stop-color="${p.deep}" stop-opacity="0"/></linearGradient>` +
    radialFade("flameGlow", "#FFC857", 0.55);
  const body =
    rect(0, 0, 1920, 800, "url(#sky)") +
    ellipse(mx, my, 760, 620, "url(#glow)") +
    group("", mandalaLines(mx, my, 480, p.gold, petals * 2), `opacity="0.22"`) +
    group("", mandala(mx, my, 300, p.gold, p.rich, p.mid, petals), `opacity="0.85"`) +
    group("", mandalaLines(mx, my, 300, shade(p.gold, 0.4), petals), `opacity="0.5"`) +
    group("", paisleys, `opacity="0.7"`) +
    feathers +
    sparkles +
    rect(0, 0, 1920, 800, "url(#calm)") +
    dust +
    rect(0, 20, 1920, 2, p.gold, `opacity="0.35"`) +
    rect(0, 778, 1920, 2, p.gold, `opacity="0.35"`) +
    path(border, p.gold, `opacity="0.4"`);
  return svgDoc(1920, 800, defs, body);
}

const PASTELS: [string, string][] = [
  ["#FCE8E0", "#C4553B"],
  ["#E8F3EE", "#2F7D6B"],
  ["#EEF0FB", "#3F4FA0"],
  ["#FFF4DC", "#C98A12"],
  ["#F8E6F0", "#B03A7A"],
  ["#EAF4F8", "#2A7AA0"],
  ["#F3EDE2", "#8A5A2B"],
];

const CATEGORY_MOTIFS: [RegExp, number][] = [
  [/relig|idol|prayer|incense|sacred|book|lamp/i, 4],
  [/home|decor|rangoli|cushion|curtain|wall/i, 2],
  [/jewel|accessor|bag|watch|sunglass|belt|scarf|gift|hamper|card/i, 0],
  [/season|festival|wedding|summer|winter|casual/i, 3],
  [
    /wear|saree|kurta|kurti|leheng|sherwani|dhoti|jacket|dress|shirt|suit|salwar|jeans|shorts|trouser|blazer|foot|sandal|shoe|slipper|boot/i,
    1,
  ],
];

/** 800x800 tile: one large motif chosen from the category's theme, on a soft background. */
export function categoryArt(name: string, seed: number): string {
  const rnd = rngFor(name, seed);
  const [bg, ink] = pick(rnd, PASTELS);
  const matched = CATEGORY_MOTIFS.find(([re]) => re.test(name));
  const motif = matched ? matched[1] : hashString(name) % 5;
  let art = "";
  if (motif === 0)
    art = mandala(400, 400, 290, ink, shade(ink, 0.45), shade(bg, -0.04), pick(rnd, [10, 12, 16]));
  else if (motif === 1) art = paisley(410, 470, 2.9, between(rnd, -25, 25), ink, shade(bg, 0.5));
  else if (motif === 2) art = lotus(400, 560, 300, ink, shade(ink, 0.45), shade(ink, -0.35));
  else if (motif === 3) art = peacockFeather(470, 760, -18, 700);
  else art = diyaIcon(400, 520, 2.6, ink);
  let rim = "";
  for (let i = 0; i < 48; i++) {
    const t = (i / 48) * Math.PI * 2;
    rim += circle(400 + Math.cos(t) * 370, 400 + Math.sin(t) * 370, i % 2 ? 3 : 5, ink, `opacity="0.3"`);
  }
  const defs =
    `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${shade(bg, 0.6)}"/><stop offset="1" stop-color="${shade(bg, -0.05)}"/></radialGradient>` +
    radialFade("halo", "#FFFFFF", 0.7) +
    radialFade("flameGlow", "#FFC857", 0.55);
  const body = rect(0, 0, 800, 800, "url(#bg)") + circle(400, 400, 330, "url(#halo)") + rim + art;
  return svgDoc(800, 800, defs, body);
}

const BLOG_PALETTES: [string, string][] = [
  ["#7A1030", "#E2725B"],
  ["#0B4A4F", "#2FA69A"],
  ["#3A1C71", "#D76D77"],
  ["#8A3B12", "#F4A300"],
  ["#1C2A6B", "#4F7CC4"],
];

/** 1200x630 festive header: marigold toran along the top, a mandala and a row of lit diyas. */
export function blogArt(title: string, seed: number): string {
  const rnd = rngFor(title, seed);
  const [from, to] = pick(rnd, BLOG_PALETTES);
  const swags = pick(rnd, [4, 5, 6]);
  const w = 1200 / swags;
  let toran = "";
  for (let i = 0; i < swags; i++) {
    const x0 = i * w;
    const x1 = x0 + w;
    const sag = 70 + between(rnd, 0, 25);
    for (let s = 0; s <= 14; s++) {
      const t = s / 14;
      const x = x0 + (x1 - x0) * t;
      const y = 12 + 2 * sag * t * (1 - t) * 2;
      toran += marigold(x, y, 15, pick(rnd, ["#F59E0B", "#FBBF24", "#EA580C"]));
    }
  }
  for (let i = 0; i <= swags; i++) {
    const x = i * w;
    for (const a of [-20, 0, 20])
      toran += `<path d="M 0 0 C 14 20 14 60 0 84 C -14 60 -14 20 0 0 Z" transform="translate(${fmt(x)} 16) rotate(${a})" fill="${GREEN_LEAF}" stroke="#1E5C22" stroke-width="2"/>`;
  }
  const lamps = pick(rnd, [3, 4, 5]);
  let diyas = "";
  for (let i = 0; i < lamps; i++) diyas += diyaIcon(((i + 0.5) * 1200) / lamps, 560, 0.65, "#B5562B");
  const side = rnd() < 0.5 ? 220 : 980;
  let paisleys = "";
  for (let i = 0; i < 5; i++)
    paisleys += paisley(
      between(rnd, 80, 1120),
      between(rnd, 200, 480),
      between(rnd, 0.35, 0.6),
      between(rnd, -180, 180),
      "none",
      "#FFE9B0",
    );
  const defs =
    linearGradient("bg", [from, to], 0, 0, 1, 1) +
    `<pattern id="buti" width="80" height="80" patternUnits="userSpaceOnUse">${circle(20, 20, 3, "#FFFFFF")}${circle(12, 20, 3, "#FFFFFF")}${circle(28, 20, 3, "#FFFFFF")}${circle(20, 12, 3, "#FFFFFF")}${circle(20, 28, 3, "#FFFFFF")}${circle(60, 60, 2.5, "#FFE9B0")}</pattern>` +
    radialFade("flameGlow", "#FFC857", 0.55) +
    radialFade("glow", "#FFFFFF", 0.25);
  const body =
    rect(0, 0, 1200, 630, "url(#bg)") +
    rect(0, 0, 1200, 630, "url(#buti)", `opacity="0.16"`) +
    ellipse(side, 360, 420, 380, "url(#glow)") +
    group("", mandala(side, 360, 250, "#FFE9B0", shade(to, 0.3), shade(from, 0.15), 16), `opacity="0.45"`) +
    group("", paisleys, `opacity="0.35"`) +
    toran +
    diyas;
  return svgDoc(1200, 630, defs, body);
}

/** 400x120 wordmark: gold "DT" monogram on a maroon disc, then the name in maroon serif. */
export function logoArt(): string {
  const maroon = MAROON;
  const gold = GOLD;
  const body =
    circle(60, 60, 54, maroon, stroke(gold, 4)) +
    circle(60, 60, 45, "none", `stroke="${gold}" stroke-width="1.5" stroke-dasharray="3 4"`) +
    `<text x="60" y="74" text-anchor="middle" font-family="serif" font-size="40" font-weight="bold" fill="${gold}">${esc("DT")}</text>` +
    // Sized for wide serif fonts such as DejaVu Serif, librsvg's usual fallback, so the name never clips.
    `<text x="130" y="70" font-family="serif" font-size="28" font-weight="bold" fill="${maroon}">${esc("Divine Threads")}</text>` +
    rect(132, 84, 210, 2, gold) +
    circle(350, 85, 4, gold);
  return svgDoc(400, 120, "", body);
}

function spool(x: number, baseY: number, h: number, color: string): string {
  let winding = "";
  for (let y = baseY - h + 10; y < baseY - 6; y += 8) winding += `M ${x - 40} ${y} L ${x + 40} ${y + 3} `;
  return (
    ellipse(x, baseY, 54, 15, WOOD, stroke(WOOD_DARK, 3)) +
    rect(x - 40, baseY - h, 80, h, color, stroke(shade(color, -0.4), 2)) +
    line(winding, shade(color, -0.25), 2, `opacity="0.6"`) +
    rect(x - 28, baseY - h + 4, 10, h - 8, "#FFFFFF", `opacity="0.18"`) +
    ellipse(x, baseY - h, 54, 15, shade(WOOD, 0.15), stroke(WOOD_DARK, 3)) +
    ellipse(x, baseY - h, 10, 4, WOOD_DARK)
  );
}

/** 1200x900 workshop still life: a handloom, an embroidery hoop and thread spools. */
export function brandStoryArt(): string {
  let warp = "";
  for (let x = 150; x <= 570; x += 9) warp += `M ${x} 160 L ${x} 440 `;
  let heddles = "";
  for (let x = 150; x <= 570; x += 18) heddles += `M ${x} 256 L ${x} 296 `;
  let pennants = "";
  const flagColors = [MAROON, "#0F7C74", "#F4A300", "#A3246E", GOLD];
  for (let i = 0; i < 14; i++) {
    const x = 40 + i * 82;
    pennants += path(
      `M ${x} 40 L ${x + 70} 44 L ${x + 35} 110 Z`,
      flagColors[i % flagColors.length] ?? GOLD,
      `opacity="0.85"`,
    );
  }
  let petals = "";
  for (let i = 0; i < 5; i++) {
    let satin = "";
    for (let s = -3; s <= 3; s++) satin += `M ${s * 6} -8 L ${s * 4} -66 `;
    petals += group(
      `rotate(${i * 72})`,
      `<path d="${petalD(72, 30)}" fill="${MAROON}"/>` + line(satin, "#B03A48", 2, `opacity="0.8"`),
    );
  }
  const cloth =
    rect(150, 440, 420, 160, MAROON) +
    rect(150, 470, 420, 14, GOLD) +
    rect(150, 560, 420, 14, GOLD) +
    rect(150, 500, 420, 44, "#0F7C74") +
    dotted("M 160 522 L 565 522", "#F3D77A", 10, 24);
  const defs =
    linearGradient("wall", ["#F6E7CF", "#EBD3B0"]) +
    linearGradient("table", ["#B07A42", "#7A4A22"]) +
    radialFade("light", "#FFFFFF", 0.55) +
    radialFade("shadow", "#3A2A1A", 0.3);
  const body = [
    rect(0, 0, 1200, 900, "url(#wall)"),
    ellipse(300, 200, 600, 420, "url(#light)"),
    line("M 0 42 Q 600 60 1200 42", "#8C6A4A", 3),
    pennants,
    rect(0, 700, 1200, 200, "url(#table)"),
    rect(0, 700, 1200, 8, "#C8955A"),
    ellipse(360, 735, 320, 24, "url(#shadow)"),
    rect(90, 120, 34, 600, WOOD, stroke(WOOD_DARK, 3)),
    rect(596, 120, 34, 600, WOOD, stroke(WOOD_DARK, 3)),
    line(warp, "#C8B08A", 2),
    rect(130, 250, 460, 52, "none", stroke(WOOD_DARK, 8)),
    line(heddles, "#8C8C8C", 2),
    cloth,
    rect(110, 410, 500, 32, WOOD, `rx="6" ${stroke(WOOD_DARK, 3)}`),
    rect(70, 120, 580, 40, WOOD, `rx="10" ${stroke(WOOD_DARK, 3)}`),
    rect(70, 600, 580, 36, WOOD, `rx="10" ${stroke(WOOD_DARK, 3)}`),
    path("M 300 470 Q 370 436 440 470 Q 370 504 300 470 Z", "#C08A4A", stroke(WOOD_DARK, 3)),
    line("M 340 470 L 400 470", "#F3E9D2", 6),
    line("M 910 150 L 910 188", "#8C6A4A", 3),
    circle(910, 146, 6, "#6B6B6B"),
    circle(910, 400, 206, "none", stroke("#9C6E3C", 14)),
    circle(910, 400, 190, "#FBF5E6"),
    line("M 850 520 Q 880 450 910 400 M 970 540 Q 940 470 910 400", GREEN_LEAF, 6),
    path("M 880 470 C 820 450 800 500 820 520 C 850 520 875 500 880 470 Z", GREEN_LEAF),
    path("M 945 480 C 1005 460 1025 510 1005 530 C 975 530 950 510 945 480 Z", GREEN_LEAF),
    group("translate(910 400)", petals + circle(0, 0, 22, GOLD) + dotRing(10, 34, 5, GOLD)),
    dotted("M 760 300 Q 800 260 850 250", "#0F7C74", 8, 16),
    dotted("M 1060 300 Q 1020 260 970 250", "#0F7C74", 8, 16),
    circle(910, 400, 196, "none", stroke("#B98A55", 16)),
    rect(898, 186, 24, 22, "#B98A55", stroke("#7A5228", 2)),
    line("M 1000 330 Q 1060 300 1090 240", MAROON, 3),
    line("M 1090 240 L 1150 150", "#B0B0B0", 5),
    ellipse(1146, 156, 3, 6, "#FBF5E6", `transform="rotate(34 1146 156)"`),
    spool(720, 860, 150, MAROON),
    spool(830, 840, 170, GOLD),
    spool(945, 868, 140, "#0F7C74"),
    spool(1065, 850, 160, "#F4A300"),
    line("M 760 842 Q 800 880 880 870 Q 980 860 1000 890", GOLD, 3),
  ].join("");
  return svgDoc(1200, 900, defs, body);
}

const CRAFT_KINDS: [RegExp, number][] = [
  [/embroider|zari|zardozi|chikan|stitch|thread|needle|aari|kantha/i, 0],
  [/weav|loom|handloom|silk|warp|weft|banaras|kanjeevaram|kanchi|ikat|khadi/i, 1],
  [/bead|mirror|shisha|sequin|jewel|gota/i, 2],
  [/print|block|dye|bandhani|ajrakh|kalamkari|indigo|colour|color/i, 3],
];

const CRAFT_GROUNDS = [MAROON, "#0B4A4F", "#1C2A6B", "#5A1653", "#3B2418"];

/** 800x600 close-up of a craft technique, picked from the caption's wording. */
export function craftArt(caption: string, seed: number): string {
  const rnd = rngFor(caption, seed);
  const matched = CRAFT_KINDS.find(([re]) => re.test(caption));
  const kind = matched ? matched[1] : hashString(caption + seed) % 4;
  const ground = pick(rnd, CRAFT_GROUNDS);
  const defs =
    linearGradient("metal", ["#8C6A1A", "#F3D77A", "#C9A227", "#7A5C12"], 0, 0, 1, 1) +
    radialFade("light", "#FFFFFF", 0.35);
  let body = "";
  if (kind === 0) {
    let weave = "";
    for (let y = 0; y < 600; y += 6) weave += `M 0 ${y} L 800 ${y} `;
    let petals = "";
    for (let i = 0; i < 8; i++) {
      let satin = "";
      for (let s = -4; s <= 4; s++) satin += `M ${s * 7} -12 L ${s * 5} -118 `;
      petals += group(
        `rotate(${i * 45})`,
        `<path d="${petalD(130, 46)}" fill="url(#metal)" stroke="#7A5C12" stroke-width="3"/>` +
          line(satin, "#8C6A1A", 2, `opacity="0.7"`),
      );
    }
    let sequins = "";
    for (let i = 0; i < 36; i++) {
      const t = (i / 36) * Math.PI * 2;
      const r = 200 + (i % 2) * 16;
      sequins +=
        circle(400 + Math.cos(t) * r, 300 + Math.sin(t) * r, 9, "url(#metal)", stroke("#7A5C12", 1.5)) +
        circle(400 + Math.cos(t) * r - 3, 300 + Math.sin(t) * r - 3, 3, "#FFFFFF", `opacity="0.7"`);
    }
    body =
      rect(0, 0, 800, 600, ground) +
      line(weave, shade(ground, -0.25), 1, `opacity="0.5"`) +
      ellipse(300, 180, 500, 360, "url(#light)") +
      dotted("M 40 540 C 200 420 260 560 400 470 C 540 380 620 520 760 420", GOLD, 8, 14) +
      sequins +
      group(
        "translate(400 300)",
        petals + circle(0, 0, 40, ground, stroke(GOLD, 6)) + dotRing(12, 24, 5, GOLD),
      ) +
      circle(400, 300, 520, "none", stroke(WOOD, 40)) +
      line("M 600 120 L 760 20", "#C0C0C0", 5) +
      line("M 600 120 Q 540 170 520 230", GOLD, 3);
  } else if (kind === 1) {
    const colors = [ground, GOLD, shade(ground, 0.35), "#F4A300", "#FBF5E6"];
    const cell = 20;
    let warp = "";
    for (let x = 0; x < 800; x += cell)
      warp += rect(x + 2, 0, cell - 4, 600, colors[Math.floor(x / 80) % 3] ?? GOLD);
    let weft = "";
    for (let row = 0; row * cell < 600; row++) {
      const color = colors[(Math.floor(row / 3) + 1) % colors.length] ?? GOLD;
      for (let col = row % 2; col * cell < 800; col += 2)
        weft += rect(col * cell, row * cell + 2, cell, cell - 4, color, stroke(shade(color, -0.3), 1));
    }
    body =
      rect(0, 0, 800, 600, shade(ground, -0.3)) +
      warp +
      weft +
      ellipse(300, 180, 500, 360, "url(#light)") +
      path("M 180 470 Q 400 400 620 470 Q 400 540 180 470 Z", "#C08A4A", stroke(WOOD_DARK, 4)) +
      line("M 300 470 L 500 470", "#FBF5E6", 10);
  } else if (kind === 2) {
    let beads = "";
    for (let i = 0; i < 60; i++) {
      const x = between(rnd, 20, 780);
      const y = between(rnd, 20, 580);
      const color = pick(rnd, ["#C0392B", GOLD, "#0F7C74", "#F4A300", "#FBF5E6", "#27408B"]);
      const r = between(rnd, 8, 16);
      beads +=
        circle(x, y, r, color, stroke(shade(color, -0.35), 1.5)) +
        circle(x - r * 0.3, y - r * 0.3, r * 0.3, "#FFFFFF", `opacity="0.55"`);
    }
    let strand = "";
    for (let i = 0; i <= 40; i++) {
      const x = 40 + i * 18;
      const y = 300 + Math.sin(i / 5) * 90;
      strand +=
        circle(x, y, 11, i % 4 === 0 ? GOLD : "#C0392B", stroke("#5A1010", 1.5)) +
        circle(x - 3, y - 3, 3, "#FFFFFF", `opacity="0.6"`);
    }
    let mirrors = "";
    for (const [x, y] of [
      [170, 150],
      [620, 140],
      [420, 470],
    ] as const) {
      mirrors +=
        circle(x, y, 48, "#D9DEE3", stroke("#8A939B", 2)) +
        ellipse(x - 14, y - 14, 16, 10, "#FFFFFF", `opacity="0.8"`) +
        dotted(`M ${x - 60} ${y} A 60 60 0 1 1 ${x + 60} ${y} A 60 60 0 1 1 ${x - 60} ${y}`, GOLD, 9, 14);
    }
    body =
      rect(0, 0, 800, 600, ground) + ellipse(300, 180, 500, 360, "url(#light)") + mirrors + beads + strand;
  } else {
    const ink = pick(rnd, ["#27408B", MAROON, "#0B4A4F"]);
    let prints = "";
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 6; col++) {
        const x = 70 + col * 130 + (row % 2) * 65 + between(rnd, -4, 4);
        const y = 60 + row * 130 + between(rnd, -4, 4);
        prints += group(
          "",
          paisley(x, y + 30, 0.5, 20, ink, "#F7EEDC"),
          `opacity="${fmt(between(rnd, 0.75, 0.95))}"`,
        );
      }
    }
    body =
      rect(0, 0, 800, 600, "#F7EEDC") +
      prints +
      group(
        "rotate(-14 640 140)",
        rect(540, 60, 220, 150, WOOD, `rx="10" ${stroke(WOOD_DARK, 4)}`) +
          rect(540, 190, 220, 24, ink, `rx="4" ${stroke(shade(ink, -0.4), 3)}`) +
          rect(620, 0, 60, 70, shade(WOOD, 0.1), `rx="14" ${stroke(WOOD_DARK, 4)}`),
      ) +
      rect(30, 470, 200, 110, shade(ink, -0.2), `rx="12" ${stroke(shade(ink, -0.5), 4)}`) +
      rect(44, 484, 172, 82, ink, `rx="8"`);
  }
  return svgDoc(800, 600, defs, body);
}
