import type { Database } from "../../db/client";

export const IMPORT_KINDS = ["products", "stock", "categories", "subscribers"] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];

export const isImportKind = (value: unknown): value is ImportKindName =>
  typeof value === "string" && (IMPORT_KINDS as readonly string[]).includes(value);

/** A cell as read: text, or for number and boolean columns the typed value (spec section 5). */
export type CellValue = string | number | boolean | null;

export interface SourceRow {
  /** The row's line in the file or sheet (the header is line 1). */
  line: number;
  /** Cells by column name; a column the file does not have is absent. */
  cells: Record<string, CellValue>;
  /** Cells that could not be read (too long, a spreadsheet error...). */
  problems: string[];
}

export type RowAction = "create" | "update" | "unchanged" | "rejected";

export interface RowOutcome {
  line: number;
  /** What the row names: a SKU, an e-mail, a category name. */
  label: string;
  action: RowAction;
  errors: string[];
}

export interface ImportSummary {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  rejected: number;
}

export type ColumnType = "text" | "number" | "boolean";

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  /** The template's sample row. */
  sample: string;
}

export interface Actor {
  id: string;
  email: string;
}

/** Checked rows: each row's outcome, and the writes the good ones need. */
export interface Checked<Work> {
  outcomes: RowOutcome[];
  work: Work[];
}

/**
 * One kind of import file: its columns, how rows group into units written together (a product and
 * its variants), how a batch of units is checked against the shop (the same in preview and apply)
 * and how a checked batch is written.
 */
export interface ImportKind<Unit, Work, Context> {
  name: ImportKindName;
  label: string;
  /** The worksheet an Excel file keeps the rows in. */
  sheet: string;
  columns: ColumnSpec[];
  /** Each inner list names columns of which at least one must be in the header. */
  requiredColumns: string[][];
  /** Groups the rows; rows refused by rules over the whole file (a repeated SKU) come back. */
  group(rows: SourceRow[]): { units: Unit[]; refused: RowOutcome[] };
  rowCount(unit: Unit): number;
  /** Reads what checks and writes need before any transaction (the embedded database has one connection). */
  context(): Promise<Context>;
  check(db: Database, units: Unit[], context: Context): Promise<Checked<Work>>;
  /** Writes one checked batch in the batch's transaction. */
  write?(tx: Database, actor: Actor, work: Work[], context: Context): Promise<void>;
  /**
   * For kinds written through another module's own transactions (one per row): checks and writes
   * the units in order, returning what happened to each row.
   */
  writeEach?(actor: Actor, units: Unit[], context: Context): Promise<RowOutcome[]>;
}

// Kinds differ in their unit, work and context types; the runner only passes them between a kind's own functions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImportKind = ImportKind<any, any, any>;
