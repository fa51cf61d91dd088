/** A cell that could not be read, with its message once its column is known. */
export interface CellProblem {
  problem: (column: string) => string;
}

export type RawCell = string | CellProblem;

/** One row of the file as read, before the header gives its cells names. */
export interface RawRow {
  /** The row number a spreadsheet shows (the header is 1). */
  line: number;
  cells: RawCell[];
}

export const isProblem = (cell: RawCell | undefined): cell is CellProblem =>
  typeof cell === "object" && cell !== null;

export const isBlankRow = (row: RawRow) => row.cells.every((c) => !isProblem(c) && c.trim() === "");
