import { cellText } from "./cells";
import { importKind } from "./kinds";
import { readImportFile } from "./read-file";
import { previewImport } from "./run";
import type { ImportKindName } from "./types";

/**
 * The rejected rows of a file as CSV rows: their row number and errors, then their cells under the
 * import's own headers, so the file can be corrected and imported again (the two extra columns are
 * not import columns, so they are left alone).
 */
export async function rejectedRowsReport(name: ImportKindName, bytes: Uint8Array): Promise<string[][]> {
  const kind = importKind(name);
  const [preview, file] = await Promise.all([previewImport(name, bytes), readImportFile(bytes, kind)]);
  const cells = new Map(file.rows.map((r) => [r.line, r.cells]));
  const columns = kind.columns.map((c) => c.name).filter((c) => file.columns.includes(c));
  return [
    ["row", "errors", ...columns],
    ...preview.rows
      .filter((r) => r.action === "rejected")
      .map((r) => [
        String(r.line),
        r.errors.join("; "),
        ...columns.map((c) => cellText(cells.get(r.line)?.[c])),
      ]),
  ];
}
