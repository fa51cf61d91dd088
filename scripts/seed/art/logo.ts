import { GOLD, MAROON } from "./color";
import { circle, esc, rect, stroke, svgDoc } from "./svg";

/** 400x120 wordmark: gold "DT" monogram on a maroon disc, then the name in maroon serif. */
export function logoArt(): string {
  const maroon = MAROON;
  const gold = GOLD;
  const body =
    circle(60, 60, 54, maroon, stroke(gold, 4)) +
    circle(60, 60, 45, "none", `stroke="${gold}" stroke-width="1.5" stroke-dasharray="3 4"`) +
    `<text x="60" y="74" text-anchor="middle" font-family="serif" font-size="40" font-weight="bold" fill="${gold}">${esc("DT")}</text>` +
    // Sized for wide serif fonts such as DejaVu Serif, librsvg's usual fallback, so the name never clips.
    `<text x="130" y="70" font-family="serif" font-size="24" font-weight="bold" fill="${maroon}">${esc("Divine Threads")}</text>` +
    rect(132, 84, 210, 2, gold) +
    circle(350, 85, 4, gold);
  return svgDoc(400, 120, "", body);
}
