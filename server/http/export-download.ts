import { type ExportTable, textRows } from "../../lib/export-table";
import { getDb } from "../db/client";
import { recordActivity } from "../modules/audit/service";
import { csvStream, indianDay } from "./csv-download";
import { XLSX_CONTENT_TYPE, xlsxStream } from "./xlsx-download";

export type ExportFormat = "csv" | "xlsx";

/** The file type an export address asks for (`?format=xlsx`); CSV unless it says XLSX. */
export const exportFormat = (search: URLSearchParams): ExportFormat =>
  search.get("format")?.toLowerCase() === "xlsx" ? "xlsx" : "csv";

/** The header carrying the number of data rows, for the browser's progress bar. */
export const EXPORT_ROWS_HEADER = "X-Export-Rows";

export interface ExportRequest {
  actor: { id: string; email: string };
  table: ExportTable;
  format: ExportFormat;
  /** File name stem, e.g. "orders": the file is orders-2026-11-25.xlsx. */
  name: string;
  /** Activity log entity: order, product, stock, user, subscriber. */
  entityType: string;
  /** What was exported, in words, e.g. "Orders". */
  label: string;
  /** The list's filters, as the log keeps them (defaults left out). */
  filters: Record<string, unknown>;
}

/**
 * An export leaves the shop with personal data, so each one is logged before its first byte: who,
 * what, in which format, with which filters and how many rows. The file then streams, read from the
 * database in chunks as the browser takes it.
 */
export async function exportDownload(request: ExportRequest): Promise<Response> {
  const { actor, table, format, name, entityType, label } = request;
  const rows = await table.count();
  const filters = Object.fromEntries(
    Object.entries(request.filters).filter(([, v]) => v !== undefined && v !== "" && v !== null),
  );
  await recordActivity(getDb(), {
    actor,
    action: `${entityType}.export`,
    entityType,
    entityLabel: `${label} (${format.toUpperCase()}, ${rows} ${rows === 1 ? "row" : "rows"})`,
    after: { format, rows, filters },
  });
  const fileName = `${name}-${indianDay()}.${format}`;
  const body = format === "xlsx" ? xlsxStream(table, label) : csvStream(textRows(table));
  return new Response(body, {
    headers: {
      "Content-Type": format === "xlsx" ? XLSX_CONTENT_TYPE : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      [EXPORT_ROWS_HEADER]: String(rows),
    },
  });
}
