import Papa from "papaparse";
import { decodeCsv } from "./decode";
import { IMPORT_MESSAGES, ImportFileError, MAX_ROWS } from "./limits";
import { isBlankRow, type RawRow } from "./raw-rows";

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
 * A CSV file's filled rows (papaparse: quoted fields, doubled quotes and line breaks inside quotes;
 * the delimiter read from the header, so semicolon and tab files work too). Blank lines are dropped as
 * they come; a file with more filled rows than the limit is refused as soon as the row past it is read.
 */
export function readCsvRows(bytes: Uint8Array): RawRow[] {
  const text = decodeCsv(bytes);
  if (text === null) throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.notText);
  const rows: RawRow[] = [];
  let line = 0;
  let broken = false;
  let tooMany = false;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step(result, parser) {
      line++;
      if (result.errors.some((e) => e.code === "MissingQuotes")) broken = true;
      const row = { line, cells: result.data };
      if (isBlankRow(row)) return;
      // The header and MAX_ROWS rows under it.
      if (rows.length > MAX_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      rows.push(row);
    },
  });
  if (broken) throw new ImportFileError(IMPORT_MESSAGES.readFailed, IMPORT_MESSAGES.badQuotes);
  if (tooMany) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows, null, 413);
  return rows;
}
