/** Product drawers for jewellery, bags, scarves, belts, watches, sunglasses and footwear. */
import { GOLD, isGoldish, luma, mix, shade, WOOD, WOOD_DARK } from "./color";
import { accentOutlined, clipTo, type Ctx, fabric, folds, outlined } from "./drawer";
import { mandala, tassel } from "./motifs";
import { pick } from "./random";
import {
  circle,
  dashed,
  dotted,
  ellipse,
  fmt,
  group,
  line,
  linearGradient,
  mirrorPath,
  path,
  type Pt,
  rect,
  rot,
  stroke,
} from "./svg";

export function drawJewelry(k: Ctx): string {
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

export function drawBag(k: Ctx): string {
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

export function drawScarf(k: Ctx): string {
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

export function drawBelt(k: Ctx): string {
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

export function drawWatch(k: Ctx): string {
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

export function drawSunglasses(k: Ctx): string {
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

export function drawFootwear(k: Ctx): string {
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
