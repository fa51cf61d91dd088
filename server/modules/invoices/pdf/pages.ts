import type { PrintedDocument } from "./printed";
import { COLOR, contentWidth, MARGIN, type Pdf, write } from "./text";

/** A continuation page, headed so a loose page still says which document it belongs to. */
export function newPage(doc: Pdf, printed: PrintedDocument): number {
  doc.addPage();
  const width = contentWidth(doc);
  const height = write(doc, `${printed.kind} ${printed.number} (continued)`, MARGIN, MARGIN, {
    width,
    bold: true,
    color: COLOR.muted,
  });
  return MARGIN + height + 8;
}
