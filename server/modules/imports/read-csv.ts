import Papa from "papaparse";
import { decodeCsv } from "./decode";
import { IMPORT_MESSAGES, ImportFileError, MAX_ROWS } from "./limits";
import type { RawRow } from "./raw-rows";

const DELIMITERS = [",", ";", "\t", "|"];

/**
 * The header line's separator: the one it holds most of (commas when none). Semicolons come from
 * Excel in much of Europe, tabs from "Unicode Text" saves and pasted sheets.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const count = (d: string) => header.split(d).length - 1;
  return DELIMITERS.reduce((best, d) => (count(d) > count(best) ? d : best), ",");
}

/**
 * A CSV file's rows (papaparse: quoted fields, doubled quotes and line breaks inside quotes; the
 * delimiter read from the header, so semicolon and tab files work too). Stops after the header and
 * one row more than the limit, so an oversized file is refused without parsing all of it.
 */
export function readCsvRows(bytes: Uint8Array): RawRow[] {
  const text = decodeCsv(bytes);
  if (text === null) throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.notText);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    preview: MAX_ROWS + 2,
    skipEmptyLines: false,
  });
  const broken = parsed.errors.find((e) => e.code === "MissingQuotes");
  if (broken) throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.badQuotes);
  return parsed.data.map((cells, index) => ({ line: index + 1, cells }));
}
