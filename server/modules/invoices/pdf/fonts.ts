import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Family names the fonts are registered under with pdfkit. */
export const FONT = { regular: "NotoSans", bold: "NotoSans-Bold" } as const;

const FONT_FILES = { regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf" } as const;

let fontCache: { regular: Buffer; bold: Buffer } | undefined;

export function loadFonts() {
  if (!fontCache) {
    const dir = findFontDir();
    fontCache = {
      regular: fs.readFileSync(path.join(dir, FONT_FILES.regular)),
      bold: fs.readFileSync(path.join(dir, FONT_FILES.bold)),
    };
  }
  return fontCache;
}

/**
 * The cwd is the repo root both from source and from the bundled server, so it comes first. The
 * module-relative paths cover other cwds: `..` from the bundle in build/, `../../../..` from this
 * source file in server/modules/invoices/pdf/.
 */
function findFontDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    ...new Set([
      path.resolve(process.cwd(), "assets/fonts"),
      path.resolve(here, "../assets/fonts"),
      path.resolve(here, "../../../../assets/fonts"),
    ]),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, FONT_FILES.regular)));
  if (!found) {
    throw new Error(`Invoice fonts (${FONT_FILES.regular}) not found; looked in: ${candidates.join(", ")}`);
  }
  return found;
}
