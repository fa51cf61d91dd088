/** Product drawers for religious items: idol, diya, book, incense, flute and crown. */
import { GOLD, isGoldish, mix, outlineOf, shade } from "./color";
import { accentOutlined, type Ctx, outlined } from "./drawer";
import { mandala, marigold, peacockFeather, petalD, petalRing, tassel } from "./motifs";
import { between } from "./random";
import {
  circle,
  dotted,
  ellipse,
  fmt,
  group,
  line,
  linearGradient,
  mirrorPath,
  path,
  poly,
  type Pt,
  radialFade,
  rect,
  rot,
  stroke,
} from "./svg";

export function drawIdol(k: Ctx): string {
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

export function drawDiya(k: Ctx): string {
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

export function drawBook(k: Ctx): string {
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

export function drawIncense(k: Ctx): string {
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

export function drawFlute(k: Ctx): string {
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

export function drawCrown(k: Ctx): string {
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
