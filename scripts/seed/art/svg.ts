/**
 * SVG string builders for the demo shop's deterministic flat illustrations.
 * The seeder rasterises them with sharp (librsvg), so only plain SVG 1.1 is used:
 * no filters, no CSS, no external references.
 */

export type Pt = [number, number];

export function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>`
  );
}

export function linearGradient(id: string, stops: string[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const last = Math.max(1, stops.length - 1);
  const s = stops.map((c, i) => `<stop offset="${fmt(i / last)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialFade(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}">` +
    `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/>` +
    `</radialGradient>`
  );
}

export function poly(points: Pt[]): string {
  return "M " + points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(" L ") + " Z";
}

/** Mirrors a path around a vertical axis; only valid for absolute M/L/C/Q/Z paths, whose numbers come in x,y pairs. */
export function mirrorPath(d: string, axis = 600): string {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (num) => (i++ % 2 === 0 ? fmt(2 * axis - Number(num)) : num));
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function stroke(color: string, width: number, extra = ""): string {
  return `stroke="${color}" stroke-width="${fmt(width)}" stroke-linejoin="round" stroke-linecap="round" ${extra}`;
}

export function line(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" ${stroke(color, width, extra)}/>`;
}

/** A row of round dots along a path, the cheapest way to suggest beadwork or embroidery. */
export function dotted(d: string, color: string, width = 8, gap = 18): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-dasharray="0.1 ${fmt(gap)}"/>`;
}

export function dashed(d: string, color: string, width = 4, dash = 12): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width)}" stroke-dasharray="${fmt(dash)} ${fmt(dash * 0.7)}"/>`;
}

export function circle(x: number, y: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(x: number, y: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${fill}" ${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${fill}" ${extra}/>`;
}

export function group(transform: string, inner: string, extra = ""): string {
  return `<g${transform ? ` transform="${transform}"` : ""} ${extra}>${inner}</g>`;
}

export function rot(x: number, y: number, deg: number): Pt {
  const t = (deg * Math.PI) / 180;
  return [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)];
}
