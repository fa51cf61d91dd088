import { FONT, loadFonts } from "./fonts";
import { COLOR, contentWidth, MARGIN, type Pdf, rule, SIZE, write } from "./text";

export interface PageRange {
  start: number;
  count: number;
}

/**
 * A new A4 document with Noto Sans registered (the standard PDF fonts have no ₹), and its bytes once
 * `doc.end()` is called. Pages stay buffered so footers can be drawn when the page count is known.
 */
export async function openPdf(info: PDFKit.DocumentInfo): Promise<{ doc: Pdf; bytes: Promise<Buffer> }> {
  // pdfkit is loaded on first use: about 24 MB in every serving process that has drawn no PDF yet.
  const { default: PDFDocument } = await import("pdfkit");
  const fonts = loadFonts();
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, compress: true, bufferPages: true, info });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** The index of the page being drawn on (the last one added). */
export function currentPage(doc: Pdf): number {
  const { start, count } = doc.bufferedPageRange();
  return start + count - 1;
}

/** The pages from `start` to the last one so far: one document's share of a bundle. */
export function pagesSince(doc: Pdf, start: number): PageRange {
  const { start: first, count } = doc.bufferedPageRange();
  return { start, count: first + count - start };
}

/**
 * A note and "Page x of n" at the foot of each page in the range, counted within the range, so each
 * document in a bundle (one order's slip, one invoice) is numbered on its own.
 */
export function drawPageFooters(doc: Pdf, note: string, range: PageRange = doc.bufferedPageRange()) {
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    rule(doc, y - 6);
    const options = { width: contentWidth(doc), size: SIZE.small, color: COLOR.muted };
    write(doc, note, MARGIN, y, options);
    write(doc, `Page ${index - range.start + 1} of ${range.count}`, MARGIN, y, {
      ...options,
      align: "right",
    });
  }
}
