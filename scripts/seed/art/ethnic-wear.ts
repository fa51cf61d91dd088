/** Product drawers for traditional garments. */
import { mix, shade } from "./color";
import { accentOutlined, buttons, clipTo, type Ctx, fabric, folds, outlined } from "./drawer";
import { hanger, paisley, petalD, tassel } from "./motifs";
import { between } from "./random";
import { circle, dotted, ellipse, fmt, line, mirrorPath, path, poly, type Pt, rect, stroke } from "./svg";

export function drawKurta(k: Ctx): string {
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

export function drawLehenga(k: Ctx): string {
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

export function drawSaree(k: Ctx): string {
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

export function drawSherwani(k: Ctx): string {
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

export function drawDhoti(k: Ctx): string {
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

export function drawJacket(k: Ctx): string {
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
