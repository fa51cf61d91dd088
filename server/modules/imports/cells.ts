import { MAX_CELL_CHARS, IMPORT_MESSAGES } from "./limits";
import type { CellValue, ColumnType } from "./types";

const NUMERIC = /^-?(\d+(\.\d+)?|\.\d+)$/;

/**
 * Spec section 5: numeric strings become numbers, 'true' and 'false' become booleans. Applied to the
 * number and boolean columns only, so a SKU like 00120 or a PIN code keeps its leading zeros.
 */
export function typedCell(text: string, type: ColumnType): CellValue {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (type === "number" && NUMERIC.test(trimmed)) return Number(trimmed);
  if (type === "boolean") {
    const lower = trimmed.toLowerCase();
    if (lower === "true") return true;
    if (lower === "false") return false;
  }
  return text;
}

/** A cell as text for a text column (a number typed in a text column is its plain digits). */
export const cellText = (value: CellValue | undefined): string =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);

/** The value of a cell read as text, typed for its column; a too-long cell is a problem. */
export function readCell(raw: string, column: string, type: ColumnType, problems: string[]): CellValue {
  if (raw.length > MAX_CELL_CHARS) {
    problems.push(IMPORT_MESSAGES.cellTooLong(column, raw.length));
    return null;
  }
  return type === "text" ? (raw.trim() === "" ? null : raw) : typedCell(raw, type);
}

/** A boolean column's value: true, false, null when empty, or the text when it is neither. */
export function booleanCell(value: CellValue | undefined): boolean | null | "invalid" {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : "invalid";
  const lower = value.trim().toLowerCase();
  if (["yes", "y"].includes(lower)) return true;
  if (["no", "n"].includes(lower)) return false;
  return "invalid";
}
