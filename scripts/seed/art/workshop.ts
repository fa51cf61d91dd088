/** Brand story and craftsmanship artwork. */
import { GOLD, GREEN_LEAF, MAROON, shade, WOOD, WOOD_DARK } from "./color";
import { dotRing, paisley, petalD } from "./motifs";
import { between, hashString, pick, rngFor } from "./random";
import {
  circle,
  dotted,
  ellipse,
  fmt,
  group,
  line,
  linearGradient,
  path,
  radialFade,
  rect,
  stroke,
  svgDoc,
} from "./svg";

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
