import { isUuid } from "../../../lib/ids";

/** At most this many rows in one bulk stock update. */
export const MAX_BULK_ROWS = 1_000;

/** One row of a bulk stock update as read, before it is checked against the catalogue. */
export interface BulkStockRow {
  /** The line of the pasted text or file (1-based, the header counted), for messages. */
  line: number;
  productId: string;
  sku: string;
  /** The new on-hand count, as typed ("" when not given). */
  quantity: string;
  /** Units to add or (negative) take away, as typed ("" when not given). */
  change: string;
  reason: string;
}

export interface RowError {
  line: number;
  message: string;
}

const COLUMNS = ["product_id", "sku", "quantity", "change", "reason"] as const;
type Column = (typeof COLUMNS)[number];

/** Cells of one CSV line: commas (or tabs) separate, double quotes enclose, "" is a quote. */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (c === delimiter) {
      cells.push(cell.trim());
      cell = "";
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/**
 * Reads pasted lines or a CSV file. With a header naming its columns (product_id, sku, quantity,
 * change, reason, in any order) each row is read by name; without one, a row is
 * `SKU or product id, new quantity[, reason]`. Commas or tabs (pasted from a spreadsheet) separate.
 */
export function parseBulkStockText(text: string): { rows: BulkStockRow[]; errors: RowError[] } {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\0/g, "")
    .split(/\r\n|\n|\r/);
  const firstLine = lines.find((l) => l.trim() !== "") ?? "";
  const delimiter = firstLine.includes("\t") && !firstLine.includes(",") ? "\t" : ",";
  let columns: (Column | null)[] | null = null;
  const rows: BulkStockRow[] = [];
  const errors: RowError[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim() === "") return;
    const cells = splitCsvLine(raw, delimiter);
    const line = index + 1;
    if (columns === null && rows.length === 0 && errors.length === 0) {
      const names = cells.map(headerName);
      if (names.some((n) => (COLUMNS as readonly string[]).includes(n))) {
        columns = names.map((n) => ((COLUMNS as readonly string[]).includes(n) ? (n as Column) : null));
        if (!columns.includes("quantity") && !columns.includes("change"))
          errors.push({ line, message: "The header needs a quantity or a change column" });
        return;
      }
    }
    const row: BulkStockRow = { line, productId: "", sku: "", quantity: "", change: "", reason: "" };
    if (columns) {
      columns.forEach((column, i) => {
        if (column === "product_id") row.productId = cells[i] ?? "";
        else if (column) row[column] = cells[i] ?? "";
      });
    } else {
      const [id = "", quantity = "", reason = ""] = cells;
      if (isUuid(id.toLowerCase())) row.productId = id;
      else row.sku = id;
      row.quantity = quantity;
      row.reason = reason;
    }
    rows.push(row);
  });
  if (rows.length > MAX_BULK_ROWS)
    errors.push({ line: rows[MAX_BULK_ROWS].line, message: `At most ${MAX_BULK_ROWS} rows at a time` });
  return { rows, errors };
}
