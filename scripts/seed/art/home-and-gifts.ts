/** Product drawers for home decor and gifts. */
import { colorDistance, luma, mix, shade } from "./color";
import { accentOutlined, clipTo, type Ctx, fabric, folds, outlined } from "./drawer";
import { diyaIcon, dotRing, lotus, mandala, peacockFeather, petalRing, tassel } from "./motifs";
import {
  circle,
  dashed,
  dotted,
  ellipse,
  esc,
  fmt,
  group,
  line,
  linearGradient,
  mirrorPath,
  path,
  poly,
  type Pt,
  rect,
  stroke,
} from "./svg";

export function drawCushion(k: Ctx): string {
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

export function drawWallArt(k: Ctx): string {
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

export function drawRangoli(k: Ctx): string {
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

export function drawCurtain(k: Ctx): string {
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

export function drawGiftBox(k: Ctx): string {
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

export function drawGiftCard(k: Ctx): string {
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
