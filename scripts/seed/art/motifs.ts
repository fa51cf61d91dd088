/** Motifs shared by several drawings: mandalas, paisleys, peacock feathers, lotus, lamps. */
import { GOLD, GREEN_LEAF, shade, WOOD, WOOD_DARK } from "./color";
import { circle, dotted, ellipse, fmt, group, line, path, poly, stroke } from "./svg";

/** A petal pointing up from the origin. */
export function petalD(len: number, width: number): string {
  const l = fmt(len);
  const w = fmt(width);
  return `M 0 0 C ${w} ${fmt(-len * 0.25)} ${w} ${fmt(-len * 0.7)} 0 -${l} C -${w} ${fmt(-len * 0.7)} -${w} ${fmt(-len * 0.25)} 0 0 Z`;
}

export function petalRing(
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

export function dotRing(count: number, radius: number, r: number, fill: string, offset = 0): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = ((offset + (360 / count) * i) * Math.PI) / 180;
    out += circle(Math.sin(t) * radius, -Math.cos(t) * radius, r, fill);
  }
  return out;
}

export function mandala(
  cx: number,
  cy: number,
  r: number,
  c1: string,
  c2: string,
  c3: string,
  petals = 12,
): string {
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
export function mandalaLines(cx: number, cy: number, r: number, color: string, petals: number): string {
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

export function paisley(
  x: number,
  y: number,
  scale: number,
  angle: number,
  fill: string,
  detail: string,
): string {
  return group(
    `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)}) scale(${Math.round(scale * 1000) / 1000})`,
    path(PAISLEY_D, fill) +
      `<path d="${PAISLEY_D}" transform="translate(4 -2) scale(0.55)" fill="none" ${stroke(detail, 7)}/>` +
      circle(0, 0, 13, detail) +
      dotted("M -62 8 A 62 62 0 0 0 62 8", detail, 7, 16),
  );
}

/** A peacock feather pointing up from (x, y), rotated by angle degrees. */
export function peacockFeather(x: number, y: number, angle: number, len: number): string {
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

export function lotus(
  cx: number,
  cy: number,
  size: number,
  fill: string,
  inner: string,
  edge: string,
): string {
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
export function diyaIcon(cx: number, cy: number, s: number, bowl: string, glow = true): string {
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

export function marigold(x: number, y: number, r: number, color: string): string {
  return (
    circle(x, y, r, color) +
    circle(x, y, r * 0.62, shade(color, -0.18)) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.22, shade(color, 0.35), `opacity="0.8"`)
  );
}

export function tassel(x: number, y: number, color: string, edge: string, size = 1): string {
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
export function hanger(): string {
  return (
    line("M 632 212 C 640 215 655 210 655 190 C 655 150 600 150 600 200 L 600 242", "#8C8C8C", 10) +
    path("M 600 236 L 398 312 Q 386 322 402 326 L 798 326 Q 814 322 802 312 Z", WOOD, stroke(WOOD_DARK, 4))
  );
}
