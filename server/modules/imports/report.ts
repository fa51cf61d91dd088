import { cellText } from "./cells";
import { MAX_ROWS } from "./limits";
import { importKind } from "./kinds";
import { readImportFile } from "./read-file";
import { previewImport } from "./run";
import type { ImportKindName } from "./types";

/**
 * The rejected rows of a file as CSV rows: their row number and errors, then their cells under the
 * import's own headers, so the file can be corrected and imported again (the two extra columns are
 * not import columns, so they are left alone).
 */
export async function rejectedRowsReport(
  name: ImportKindName,
  bytes: Uint8Array,
  refusedOnImport: string | null = null,
): Promise<string[][]> {
  const kind = importKind(name);
  const file = await readImportFile(bytes, kind);
  const refused = refusedRows(refusedOnImport, new Set(file.rows.map((r) => r.line)));
  const rejected = refused ?? (await previewImport(name, bytes)).rows.filter((r) => r.action === "rejected");
  const cells = new Map(file.rows.map((r) => [r.line, r.cells]));
  const columns = kind.columns.map((c) => c.name).filter((c) => file.columns.includes(c));
  return [
    ["row", "errors", ...columns],
    ...rejected.map((r) => [
      String(r.line),
      r.errors.join("; "),
      ...columns.map((c) => cellText(cells.get(r.line)?.[c])),
    ]),
  ];
}

type Refused = { line: number; errors: string[] };

const isRefused = (value: unknown, lines: Set<number>): value is Refused => {
  const row = value as Partial<Refused> | null;
  return (
    typeof row?.line === "number" &&
    lines.has(row.line) &&
    Array.isArray(row.errors) &&
    row.errors.length <= 50 &&
    row.errors.every((e) => typeof e === "string" && e.length <= 2000)
  );
};

/**
 * The rows an import refused, as the page posts them back (each naming a line of this file), or null
 * when there are none to trust: the file is then checked afresh.
 */
function refusedRows(json: string | null, lines: Set<number>): Refused[] | null {
  if (!json || json.length > 20 * 1024 * 1024) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_ROWS) return null;
  return parsed.every((row) => isRefused(row, lines)) ? (parsed as Refused[]) : null;
}
