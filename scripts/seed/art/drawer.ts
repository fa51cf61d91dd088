/** What every product drawer works with; drawings are 1200x1500 with the item centred on x = 600. */
import type { Rng } from "./random";
import { circle, line, stroke } from "./svg";

interface Shadow {
  cx: number;
  cy: number;
  rx: number;
}

/** Everything a product drawer needs: its colours, randomness and a place for extra <defs>. */
export interface Ctx {
  c: string; // main colour
  a: string; // accent colour
  o: string; // outline for the main colour
  ao: string; // outline for the accent colour
  f: string; // fold shade of the main colour
  hi: string; // highlight of the main colour
  rnd: Rng;
  defs: string[];
  shadow: Shadow;
  fabric: boolean;
}

export type Drawer = (k: Ctx) => string;

/** Registers a clip path in the drawing's defs and returns the attribute that applies it. */
export function clipTo(k: Ctx, d: string): string {
  const id = `clip${k.defs.length}`;
  k.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `clip-path="url(#${id})"`;
}

export function outlined(k: Ctx, width = 5): string {
  return stroke(k.o, width);
}

export function accentOutlined(k: Ctx, width = 3): string {
  return stroke(k.ao, width);
}

export function fabric(k: Ctx, d: string): string {
  return k.fabric ? `<path d="${d}" fill="url(#fabric)"/>` : "";
}

export function folds(k: Ctx, paths: string[], width = 4): string {
  return paths.map((d) => line(d, k.f, width, `opacity="0.6"`)).join("");
}

export function buttons(x: number, ys: number[], r: number, fill: string, edge: string): string {
  return ys.map((y) => circle(x, y, r, fill, stroke(edge, 2))).join("");
}
