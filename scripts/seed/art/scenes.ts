/** Banner, category and blog artwork. */
import { GREEN_LEAF, shade } from "./color";
import { diyaIcon, lotus, mandala, mandalaLines, marigold, paisley, peacockFeather } from "./motifs";
import { between, hashString, pick, rngFor } from "./random";
import { circle, ellipse, fmt, group, linearGradient, path, radialFade, rect, svgDoc } from "./svg";

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
  const matched = CATEGORY_MOTIFS.find(([re]) => re.test(name));
  return drawCategory(rngFor(name, seed), matched ? matched[1] : hashString(name) % 5);
}

/** A stock category picture with one of the five motifs (0 mandala ... 4 diya). */
export function categoryArtForMotif(motif: number, name: string): string {
  return drawCategory(rngFor(name, motif), motif);
}

function drawCategory(rnd: () => number, motif: number): string {
  const [bg, ink] = pick(rnd, PASTELS);
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
