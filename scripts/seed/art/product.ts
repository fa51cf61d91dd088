import type { ArtKind } from "../data/types";
import {
  drawBag,
  drawBelt,
  drawFootwear,
  drawJewelry,
  drawScarf,
  drawSunglasses,
  drawWatch,
} from "./accessories";
import {
  cleanColor,
  colorDistance,
  foldOf,
  GOLD,
  luma,
  MAROON,
  mix,
  outlineOf,
  shade,
  WOOD,
  WOOD_DARK,
} from "./color";
import { drawBook, drawCrown, drawDiya, drawFlute, drawIdol, drawIncense } from "./devotional";
import type { Ctx, Drawer } from "./drawer";
import { drawDhoti, drawJacket, drawKurta, drawLehenga, drawSaree, drawSherwani } from "./ethnic-wear";
import {
  drawCurtain,
  drawCushion,
  drawGiftBox,
  drawGiftCard,
  drawRangoli,
  drawWallArt,
} from "./home-and-gifts";
import { paisley } from "./motifs";
import { between, pick, type Rng, rngFor } from "./random";
import { circle, dotted, ellipse, fmt, group, linearGradient, path, radialFade, rect, svgDoc } from "./svg";
import { drawDress, drawJeans, drawShirt, drawShorts, drawSuit, drawTshirt } from "./western-wear";

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
