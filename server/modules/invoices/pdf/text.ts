import type PDFDocument from "pdfkit";
import { FONT } from "./fonts";

export type Pdf = InstanceType<typeof PDFDocument>;
export type Align = "left" | "right" | "center";

export const MARGIN = 40;
const FOOTER_SPACE = 28;
export const COLOR = {
  text: "#1f1f1f",
  muted: "#6b6b6b",
  accent: "#7a1f2b",
  rule: "#d9d2cc",
  fill: "#f5eee8",
};
export const SIZE = { body: 8.5, table: 7.5, small: 7 };

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
export const bodyBottom = (doc: Pdf) => doc.page.height - MARGIN - FOOTER_SPACE;

export interface TextStyle {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

export function style(doc: Pdf, { size = SIZE.body, bold = false, color = COLOR.text }: TextStyle): Pdf {
  return doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(color);
}

/** Writes wrapped text at (x, y) and returns its height. */
export function write(doc: Pdf, text: string, x: number, y: number, options: TextStyle): number {
  style(doc, options).text(text, x, y, { width: options.width, align: options.align ?? "left" });
  return measure(doc, text, options);
}

export function measure(doc: Pdf, text: string, options: TextStyle): number {
  return style(doc, options).heightOfString(text, { width: options.width });
}

/** Writes lines one below the other and returns the y below the last. */
export function writeLines(doc: Pdf, lines: string[], x: number, y: number, options: TextStyle): number {
  return lines.reduce((top, line) => top + write(doc, line, x, top, options) + 1, y);
}

/** A muted label on the left and its value right-aligned; returns the y below the taller. */
export function drawLabelValue(
  doc: Pdf,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  labelWidth: number,
): number {
  const labelHeight = write(doc, label, x, y, { width: labelWidth, color: COLOR.muted });
  const valueHeight = write(doc, value, x + labelWidth, y, { width: width - labelWidth, align: "right" });
  return y + Math.max(labelHeight, valueHeight);
}

/** A horizontal line across the content width. */
export function rule(doc: Pdf, y: number, color = COLOR.rule) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}
