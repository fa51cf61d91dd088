/** Windows-1252's characters for bytes 0x80-0x9f (Latin-1 has control codes there). */
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  const chunk = 8192;
  for (let start = 0; start < bytes.length; start += chunk) {
    const part = bytes.subarray(start, start + chunk);
    const chars = new Array<string>(part.length);
    for (let i = 0; i < part.length; i++) {
      const b = part[i];
      chars[i] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
    }
    text += chars.join("");
  }
  return text;
}

/**
 * A CSV file's text: UTF-8 (with or without a BOM) or UTF-16 with a BOM as saved by Excel; a file
 * that is not valid UTF-8 is read as Windows-1252, the encoding Excel on Windows saves "CSV" in, so
 * "Café" or “quotes” from an old export arrive intact. Null when it is no text at all (a binary file).
 */
export function decodeCsv(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    text = new TextDecoder("utf-8").decode(bytes.subarray(3));
  else if (bytes[0] === 0xff && bytes[1] === 0xfe)
    text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  // Text files hold no NUL characters; images, PDFs and old .xls workbooks do.
  return text.includes("\0") ? null : text;
}
