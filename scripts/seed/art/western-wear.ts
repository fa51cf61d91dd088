/** Product drawers for casual and formal garments. */
import { luma, outlineOf, shade } from "./color";
import { accentOutlined, buttons, clipTo, type Ctx, fabric, folds, outlined } from "./drawer";
import { hanger, mandala, paisley } from "./motifs";
import { circle, dashed, dotted, ellipse, fmt, line, mirrorPath, path, poly, rect, stroke } from "./svg";

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

export function drawDress(k: Ctx): string {
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

export function drawTshirt(k: Ctx): string {
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

export function drawJeans(k: Ctx): string {
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

export function drawShirt(k: Ctx): string {
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

export function drawSuit(k: Ctx): string {
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

export function drawShorts(k: Ctx): string {
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
